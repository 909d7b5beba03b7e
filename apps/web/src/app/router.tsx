// The data router: one layout (header, nav, footer, messages) around every feature's pages.
// Each feature owns its routes.tsx (lazy page modules); pathless error boundaries keep the
// header and footer on screen when a page fails.
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { buildPcRoutes } from '../features/build-pc/routes.tsx';
import { cartRoutes } from '../features/cart/routes.tsx';
import { catalogRoutes } from '../features/catalog/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { ordersRoutes } from '../features/orders/routes.tsx';
import { wishlistRoutes } from '../features/wishlist/routes.tsx';
import { supportRoutes } from '../features/support/routes.tsx';
import { walletRoutes } from '../features/wallet/routes.tsx';
import { rewardsRoutes } from '../features/rewards/routes.tsx';
import { applePayRoutes } from '../features/apple-pay/routes.tsx';
import { registerBuiltPages } from '../lib/page-set.ts';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...homeRoutes,
          ...newsRoutes,
          ...contentRoutes,
          ...catalogRoutes,
          ...accountRoutes,
          ...cartRoutes,
          ...buildPcRoutes,
          ...ordersRoutes,
          ...wishlistRoutes,
          ...supportRoutes,
          ...walletRoutes,
          ...rewardsRoutes,
          ...applePayRoutes,
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
