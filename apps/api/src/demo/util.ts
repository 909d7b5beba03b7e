// Small pure helpers shared by the seed modules: bilingual pairs, money, slugs, deterministic
// "random" numbers and relative dates, so every run produces the same catalogue.

/** An English/Arabic text pair: [en, ar]. */
export type Bi = readonly [en: string, ar: string];

/** Whole EGP to integer piastres (1 EGP = 100 piastres). */
export function egp(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Lowercase, dash-separated slug from English text. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** FNV-1a 32-bit hash: a stable number from a string (used to spread dates and pick variants). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DAY_MS = 86_400_000;

/** A moment `days` (fractional allowed) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS));
}

/** A stable spread of fractional days in [0, maxDays) derived from a key. */
export function spreadDays(key: string, maxDays: number): number {
  const h = hash32(key);
  return (h % (maxDays * 24)) / 24;
}

/** Escape text for XML/HTML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Split a list into chunks of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `<ul><li>…</li></ul>` from already-safe item strings. */
export function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}
