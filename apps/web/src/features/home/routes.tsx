// Routes of the home feature (spec §2). Pages are lazy modules.
import { HOME_LATEST_LIMIT, HOME_NEWS_COUNT, LATEST_GAMES_PAGE_SIZE } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { api } from '../../lib/api.ts';
import { withStrings } from '../../lib/i18n/index.ts';
import type { PrefetchArgs, PrefetchQuery } from '../../lib/prefetch.ts';

// Server only (lib/prefetch.ts, issue 24): every query of the home page, with api.ts's keys and
// calls, fetched before the first render so the page is rendered once.
function homePrefetch({ lang }: PrefetchArgs): PrefetchQuery[] {
  const ad = (type: 'top' | 'bottom'): PrefetchQuery => ({
    queryKey: ['home', lang, 'ads', type],
    queryFn: ({ signal }) => api.get('/advertisements', { type }, signal),
  });
  return [
    { queryKey: ['home', lang, 'sliders'], queryFn: ({ signal }) => api.get('/sliders', undefined, signal) },
    ad('top'),
    ad('bottom'),
    { queryKey: ['home', lang, 'deals'], queryFn: ({ signal }) => api.get('/products/deals', undefined, signal) },
    {
      queryKey: ['home', lang, 'latest', HOME_LATEST_LIMIT],
      queryFn: ({ signal }) => api.get('/products/latest', { limit: HOME_LATEST_LIMIT }, signal),
    },
    {
      queryKey: ['home', lang, 'latest-games'],
      queryFn: ({ pageParam, signal }) =>
        api.get('/products/home', { per_page: LATEST_GAMES_PAGE_SIZE, page: pageParam as number }, signal),
      initialPageParam: 1,
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
