// The data router: one layout (header, nav, footer, messages) around every feature's pages.
import { createBrowserRouter } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { catalogRoutes } from '../features/catalog/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        ...homeRoutes,
        ...newsRoutes,
        ...contentRoutes,
        ...catalogRoutes,
        ...accountRoutes,
        { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.default })) },
      ],
    },
  ]);
}
