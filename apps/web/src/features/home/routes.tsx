// Routes of the home feature (spec §2). Pages are lazy modules.
import { DEALS_FIRST_TILES, HOME_NEWS_COUNT } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { api } from '../../lib/api.ts';
import { withStrings } from '../../lib/i18n/index.ts';
import type { PrefetchArgs, PrefetchQuery } from '../../lib/prefetch.ts';

// Server only (lib/prefetch.ts, issue 24): every query the server's render of the home asks for,
// with api.ts's keys and calls, fetched before the first render so the page is rendered once. The
// Latest Games and latest items rows are not among them: no first view shows them, so the server
// leaves their space (HomePage, Deferred onServer={false}) and the browser fetches their data as
// they near the screen.
function homePrefetch({ lang }: PrefetchArgs): PrefetchQuery[] {
  const ad = (type: 'top' | 'bottom'): PrefetchQuery => ({
    queryKey: ['home', lang, 'ads', type],
    queryFn: ({ signal }) => api.get('/advertisements', { type }, signal),
  });
  return [
    { queryKey: ['home', lang, 'sliders'], queryFn: ({ signal }) => api.get('/sliders', undefined, signal) },
    ad('top'),
    ad('bottom'),
    // the deals row's first view only (issue 24): the tiles DealsSection draws and hands over, and
    // the row's count, not the forty deals it would cut them from
    {
      queryKey: ['home', lang, 'deals'],
      queryFn: ({ signal }) => api.get('/products/deals/first-view', { limit: DEALS_FIRST_TILES }, signal),
    },
    {
      queryKey: ['home', lang, 'news', HOME_NEWS_COUNT],
      queryFn: ({ signal }) => api.get('/posts', { type: 'news', per_page: HOME_NEWS_COUNT, page: 1 }, signal),
    },
  ];
}

export const homeRoutes: FeatureRoutes = [
  {
    index: true,
    handle: import.meta.env.SSR ? { prefetch: homePrefetch } : undefined,
    lazy: withStrings(['home', 'catalog', 'cart'], () => import('./pages/HomePage.tsx').then((m) => ({ Component: m.default }))),
  },
];
