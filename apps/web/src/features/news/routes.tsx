// Routes of the news feature (spec §2): /news-blog and its articles; the old /news addresses
// redirect to them.
import { redirect } from 'react-router';
import type { FeatureRoutes } from '../../app/routes.tsx';

export const newsRoutes: FeatureRoutes = [
  { path: 'news-blog', lazy: () => import('./pages/NewsListPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'news-blog/:id/:slug?', lazy: () => import('./pages/ArticlePage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'news', loader: ({ request }) => redirect(`/news-blog${new URL(request.url).search}`) },
  { path: 'news/:id/:slug?', loader: ({ params }) => redirect(`/news-blog/${params.id}${params.slug ? `/${params.slug}` : ''}`) },
];
