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

/**
 * Whether a request asks for a page: a GET, or a HEAD (what a GET would answer, without the page:
 * an uptime monitor asks the home so), of an address outside /api. The storefront's pages
 * (plugins/web.ts) and an address the router cannot decode (app.ts) are told apart by it.
 */
export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && url !== '/api' && !url.startsWith('/api/');
}

/**
 * A path with each run of slashes written as one. A request's path is never read as an address of
 * another host: `//evil.com/` (or `/\evil.com/`, which a URL parser reads alike) is the path
 * `/evil.com/` of this store, never the home of evil.com, and no redirect this server sends can
 * start with `//`, which a browser would follow to that host.
 */
const singleSlashes = (path: string): string => path.replace(/\/{2,}/g, '/');

/** `path?known=params` of a request URL, with unknown parameters dropped and known ones ordered. */
export function pageAddress(url: string): { path: string; search: string; address: string } {
  // a path is read as this store's (`//evil.com/` as a base-relative URL would name another host)
  const parsed = new URL(url.startsWith('/') ? `http://x${url}` : url, 'http://x');
  parsed.pathname = singleSlashes(parsed.pathname);
  const kept = new URLSearchParams();
  for (const [name, max] of PAGE_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value.slice(0, max));
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  return { path: parsed.pathname, search, address: `${parsed.pathname}${search}` };
}

/**
 * A page address whose path has a run of slashes or a backslash (`/product//1`, `//evil.com/`,
 * `/\evil.com`) with single slashes, the query left as it came (null when it has none): where
 * the storefront sends it, since its router reads `//` as no page.
 */
export function singleSlashedAddress(url: string): string | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!/\/\/|\\/.test(path)) return null;
  const single = pageAddress(url).path;
  return single === path ? null : `${single}${q < 0 ? '' : url.slice(q)}`;
}

/**
 * A page address whose path cannot be read, made readable (null when it needs nothing; what it
 * answers always decodes): each escape that decodes to no UTF-8 is dropped and a `%` that starts no escape is
 * written `%25`, segment by segment, the query left as it came. A link cut in the middle of an
 * Arabic letter (`/search/%D8%A8%D8`: a chat's preview, a copy that stopped short) leads to the
 * search for what it still holds, and `/search/50%off` typed into the address bar to "50%off",
 * instead of a refusal a browser shows as raw JSON (the router cannot decode such a path).
 */
export function repairedAddress(url: string): string | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const repaired = path
    .split('/')
    .map((segment) => {
      const bytes: number[] = [];
      for (let i = 0; i < segment.length;) {
        const escape = /^%[0-9a-f]{2}/i.exec(segment.slice(i, i + 3));
        if (escape) {
          bytes.push(parseInt(segment.slice(i + 1, i + 3), 16));
          i += 3;
        } else {
          const char = String.fromCodePoint(segment.codePointAt(i)!);
          bytes.push(...Buffer.from(char));
          i += char.length;
        }
      }
      return encodeURIComponent(new TextDecoder().decode(Uint8Array.from(bytes)).replace(/\uFFFD/g, ''));
    })
    .join('/');
  // a 302 to `//host/…` would send the browser to that host: one slash for each run
  const single = singleSlashes(repaired);
  return single === path ? null : `${single}${q < 0 ? '' : url.slice(q)}`;
}
