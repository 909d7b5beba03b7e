// The data router: one layout (header, nav, footer, messages) around every feature's pages.
// Each feature owns its routes.tsx (lazy page modules), found here by glob, so a feature adds
// its pages in its own folder; pathless error boundaries keep the header and footer on screen
// when a page fails.
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { api } from '../lib/api.ts';
import type { PrefetchArgs, PrefetchQuery } from '../lib/prefetch.ts';
import { registerBuiltPages } from '../lib/page-set.ts';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

/** Every features/<f>/routes.tsx exports its pages as one RouteObject[] (any name). */
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/routes.tsx', { eager: true });
export const featureRoutes: RouteObject[] = Object.values(featureModules).flatMap((mod) =>
  Object.values(mod)
    .filter((value): value is RouteObject[] => Array.isArray(value))
    .flat(),
);

/** Server only (lib/prefetch.ts): the layout's own query (components/layout/queries.ts useSettings). */
function shellPrefetch({ lang }: PrefetchArgs): PrefetchQuery[] {
  return [{ queryKey: ['settings', lang], queryFn: ({ signal }) => api.get('/settings', undefined, signal) }];
}

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    handle: import.meta.env.SSR ? { prefetch: shellPrefetch } : undefined,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...featureRoutes,
          { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.default })) },
        ],
      },
    ],
  },
];

registerBuiltPages(appRoutes);

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
