// Route-level prefetch declarations for the server render (issue 24). A page whose data follows from
// its address declares, on its route's `handle`, the queries it will ask for: the same keys and
// the same API calls as its hooks. entry-server.tsx fetches them before the first render, so the
// page is rendered once instead of a discovery pass followed by the real one. A declaration that
// misses a query costs only speed: the render still finds what is left waiting and fetches it
// (another pass), and the browser hydrates from the same keys either way.
//
// Declarations are for the server only: write them as
//   handle: import.meta.env.SSR ? { prefetch: (a) => [...] } : undefined
// so the browser's bundle leaves them out.
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchArgs {
  /** the route's parameters (React Router's, as useParams gives them) */
  params: Params;
  /** the address's query string (as useSearchParams gives it) */
  search: URLSearchParams;
  /** the page's language, as the hooks' keys carry it */
  lang: 'en' | 'ar';
}

export interface PrefetchQuery {
  queryKey: QueryKey;
  queryFn: (ctx: { signal: AbortSignal; pageParam?: unknown }) => Promise<unknown>;
  /** for a useInfiniteQuery: its first page's parameter (only the first page is fetched) */
  initialPageParam?: unknown;
  /** queries the page asks for once this one's answer is known (e.g. a card's family) */
  after?: (data: unknown) => PrefetchQuery[] | Promise<PrefetchQuery[]>;
}

/** May be async: a declaration can import its helpers when called (keeping them out of the entry chunk). */
export type PagePrefetch = (args: PrefetchArgs) => PrefetchQuery[] | Promise<PrefetchQuery[]>;

export interface PrefetchHandle {
  prefetch: PagePrefetch;
}

export function prefetchOf(handle: unknown): PagePrefetch | undefined {
  const p = (handle as Partial<PrefetchHandle> | undefined)?.prefetch;
  return typeof p === 'function' ? p : undefined;
}
