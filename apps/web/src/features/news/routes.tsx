// Routes of the news feature (spec §2): /news-blog and its articles; the old /news addresses
// redirect to them.
import { articlePath, ROUTE_PATTERNS as R, STORE_PATHS } from '@store/shared';
import { redirect } from 'react-router';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

export const newsRoutes: FeatureRoutes = [
  {
    path: 'news-blog',
    lazy: withStrings(['news'], () => import('./pages/NewsListPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: R.article.slice(1),
    lazy: withStrings(['news'], () => import('./pages/ArticlePage.tsx').then((m) => ({ Component: m.default }))),
  },
  { path: 'news', loader: ({ request }) => redirect(`${STORE_PATHS.newsBlog}${new URL(request.url).search}`) },
  { path: R.oldArticle.slice(1), loader: ({ params }) => redirect(articlePath({ id: params.id ?? '', slug: params.slug })) },
];
