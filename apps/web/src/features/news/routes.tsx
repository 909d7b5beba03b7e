// Routes of the news feature (spec §2): /news-blog and its articles; the old /news addresses
// redirect to them.
import { articlePath, NEWS_PAGE_SIZE, ROUTE_PATTERNS as R, STORE_PATHS } from '@store/shared';
import { redirect } from 'react-router';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { api } from '../../lib/api.ts';
import { withStrings } from '../../lib/i18n/index.ts';
import type { PrefetchArgs, PrefetchQuery } from '../../lib/prefetch.ts';
import { readListParams } from './list-params.ts';

// Server only (lib/prefetch.ts, issue 24): the list's and the article's query, with api.ts's keys
// and calls, so the server renders the page once.
function listPrefetch({ search, lang }: PrefetchArgs): PrefetchQuery[] {
  const { type, page } = readListParams(search);
  return [
    {
      queryKey: ['news', lang, type, page],
      queryFn: ({ signal }) => api.get('/posts', { type, per_page: NEWS_PAGE_SIZE, page }, signal),
    },
  ];
}

function articlePrefetch({ params, lang }: PrefetchArgs): PrefetchQuery[] {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return [];
  return [{ queryKey: ['news', lang, 'post', id], queryFn: ({ signal }) => api.get('/posts/{id}', { id }, signal) }];
}

export const newsRoutes: FeatureRoutes = [
  {
    path: 'news-blog',
    handle: import.meta.env.SSR ? { prefetch: listPrefetch } : undefined,
    lazy: withStrings(['news'], () => import('./pages/NewsListPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: R.article.slice(1),
    handle: import.meta.env.SSR ? { prefetch: articlePrefetch } : undefined,
    lazy: withStrings(['news'], () => import('./pages/ArticlePage.tsx').then((m) => ({ Component: m.default }))),
  },
  { path: 'news', loader: ({ request }) => redirect(`${STORE_PATHS.newsBlog}${new URL(request.url).search}`) },
  { path: R.oldArticle.slice(1), loader: ({ params }) => redirect(articlePath({ id: params.id ?? '', slug: params.slug })) },
];
