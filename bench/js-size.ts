// First-load JavaScript per storefront page, gzipped, from Vite's manifest: the entry chunk,
// everything it imports statically, the strings loaded at start-up (the shared words and the
// shell's namespaces, SHELL_NAMESPACES of apps/web/src/lib/i18n/strings.ts), plus the page's
// lazy chunk and its static imports and the strings its route loads with it (the namespaces of
// withStrings([...]) in the feature's routes.tsx). Strings are one chunk per language and
// namespace; the larger language, Arabic, is counted.
//
// Every page, public and signed-in (cart, checkout, orders, wallet, top-up, rewards, profile,
// support, wishlist), is held to the same budget: `node --import tsx bench/js-size.ts` after
// `npm run build` prints the table and exits 1 when a page is over it (`npm test` runs it after
// the storefront build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { lazyDeclarations } from '../apps/web/src/lib/i18n/route-declarations.ts';

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** First-load JavaScript budget of every page, public and signed-in, KB gzipped (issue 23, after issue 15's measurements). */
export const JS_BUDGET_KB = 150;

export interface PageSize {
  page: string;
  files: number;
  gzipKb: number;
}

/** withStrings([...]) around each lazy page import of the storefront's routes files: page → namespaces. */
function routeStrings(src: string): Map<string, string[]> {
  const files = [
    path.join(src, 'app/router.tsx'),
    ...fs.readdirSync(path.join(src, 'features')).map((f) => path.join(src, 'features', f, 'routes.tsx')),
  ].filter((f) => fs.existsSync(f));
  const byPage = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { specifier, namespaces } of lazyDeclarations(text)) {
      const page = path.relative(path.dirname(src), path.resolve(path.dirname(file), specifier));
      byPage.set(page, namespaces ?? []);
    }
  }
  return byPage;
}

export function firstLoadSizes(dist: string): PageSize[] {
  const src = path.join(dist, '../src');
  const shellList = /SHELL_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(fs.readFileSync(path.join(src, 'lib/i18n/strings.ts'), 'utf8'));
  const shellNamespaces = [...(shellList?.[1] ?? '').matchAll(/['"]([^'"]+)['"]/g)].map((n) => n[1]!);
  const stringsKey = (ns: string) => (ns === 'shared' ? 'src/locales/ar.json' : `src/features/${ns}/locales/ar.json`);
  const pageStrings = routeStrings(src);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (key: string, acc = new Set<string>()) => {
    if (acc.has(key)) return acc;
    acc.add(key);
    for (const imp of manifest[key]?.imports ?? []) closure(imp, acc);
    return acc;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  for (const ns of ['shared', ...shellNamespaces]) {
    if (!manifest[stringsKey(ns)]) throw new Error(`no strings chunk for ${ns}: has the strings layout changed?`);
    closure(stringsKey(ns), entry);
  }
  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /\/pages?\/|Page\.tsx$/.test(k));
  const rows: PageSize[] = [];
  const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + sizeOf(manifest[k]!.file), 0);
  rows.push({ page: '(entry only)', files: entry.size, gzipKb: total(entry) / 1024 });
  for (const key of pages) {
    const keys = closure(key, new Set(entry));
    for (const ns of pageStrings.get(key) ?? []) if (manifest[stringsKey(ns)]) closure(stringsKey(ns), keys);
    rows.push({ page: key.replace(/^src\//, ''), files: keys.size, gzipKb: total(keys) / 1024 });
  }
  return rows.sort((a, b) => b.gzipKb - a.gzipKb);
}

/** The pages over the budget (empty when every page, public or signed-in, is within it). */
export function overBudget(sizes: PageSize[], budgetKb = JS_BUDGET_KB): PageSize[] {
  return sizes.filter((s) => s.page !== '(entry only)' && s.gzipKb > budgetKb);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error(`no build in ${dist}: run \`npm run build\` first`);
    process.exit(2);
  }
  const sizes = firstLoadSizes(dist);
  for (const s of sizes) {
    const mark = s.page !== '(entry only)' && s.gzipKb > JS_BUDGET_KB ? 'OVER' : 'ok';
    console.log(`${s.gzipKb.toFixed(1).padStart(6)} KB gz  ${String(s.files).padStart(3)} files  ${mark.padEnd(4)}  ${s.page}`);
  }
  const over = overBudget(sizes);
  if (over.length) {
    console.error(
      `\n${over.length} page(s) over the ${JS_BUDGET_KB} KB first-load budget: ${over.map((s) => s.page).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`\nevery page within the ${JS_BUDGET_KB} KB first-load budget`);
}
