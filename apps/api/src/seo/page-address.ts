// The address a page is rendered (and cached) for: its path and the query parameters the
// storefront's pages read, in a fixed order (issue 23). Everything else a link may carry
// (utm_*, fbclid, gclid, a random cache-buster…) changes nothing on the page, so it is dropped:
// `/product/1/x?utm_source=a` is rendered as, and shares the cached entry of, `/product/1/x`.
// When a page starts reading a new parameter, add it here (the pages that read each are named).

/** parameter → the largest value kept (longer values are cut, so one entry per sensible value) */
const PAGE_PARAMETERS: ReadonlyArray<readonly [name: string, maxLength: number]> = [
  // English at the plain address, Arabic with ?lang=ar (also part of the cache key as the language)
  ['lang', 2],
  // product and card lists (catalog/lib/list-params.ts), search results, news list, my orders
  ['page', 6],
  ['per_page', 3],
  ['sort', 20],
  // hardware category page: the category itself or its children
  ['children', 5],
  // news list: news or blog
  ['type', 10],
  // checkout (?from=buy-now), my orders (?status=), payment returns (?success=)
  ['from', 20],
  ['status', 20],
  ['success', 5],
  // track-order and the contact form (?order=, ?tracking=)
  ['tracking', 100],
  ['order', 40],
];

/** `path?known=params` of a request URL, with unknown parameters dropped and known ones ordered. */
export function pageAddress(url: string): { path: string; search: string; address: string } {
  const parsed = new URL(url, 'http://x');
  const kept = new URLSearchParams();
  for (const [name, max] of PAGE_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value.slice(0, max));
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  return { path: parsed.pathname, search, address: `${parsed.pathname}${search}` };
}
