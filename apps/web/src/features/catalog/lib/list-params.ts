// List state in the URL query (spec §2 category pages): page, per_page (20/40/60, default 20) and
// sort (asc_price/desc_price; hardware defaults to asc_price, the digital store to desc_price), so
// reload and back/forward keep the shopper's place.
import { DEFAULT_PAGE_SIZE, readListState, type ListState, type SortType } from '@store/shared';

// the rule itself is shared with the API, which asks a guest's list before its render (issue 24)
export { readListState, type ListState };

/** The query string for a list state; defaults are left out so URLs stay short. */
export function listSearch(params: URLSearchParams, next: Partial<ListState>, defaultSort: SortType): string {
  const current = readListState(params, defaultSort);
  const merged = { ...current, ...next };
  const out = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  set('page', merged.page > 1 ? String(merged.page) : null);
  set('per_page', merged.perPage !== DEFAULT_PAGE_SIZE ? String(merged.perPage) : null);
  set('sort', merged.sort !== defaultSort ? merged.sort : null);
  const qs = out.toString();
  return qs ? `?${qs}` : '';
}

/** Every page number from 1 to last, for lists without a window rule. */
export function allPages(last: number): number[] {
  return Array.from({ length: Math.max(0, last) }, (_, i) => i + 1);
}

/** A window of at most `size` pages around the current one (hardware lists, related items). */
export function pageWindow(current: number, last: number, size = 7): number[] {
  if (last <= size) return allPages(last);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A readable name from a URL slug, used until the real name is known. */
export function nameFromSlug(slug: string): string {
  return decodeURIComponent(slug)
    .replace(/[-_]+/g, ' ')
    .replace(/,/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)\p{Ll}/gu, (m) => m.toUpperCase());
}
