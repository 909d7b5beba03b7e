// Routes of the orders feature (spec §2): /checkout, /my-orders, /order/{id} and /track-my-order.
// All need a signed-in shopper (their calls are the customer's own), so each page is wrapped in
// RequireAuth (signedInPage); /order/{id} is where the payment gateway sends the shopper back (?success=).
import { ROUTE_PATTERNS, STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { signedInPage } from '../../app/guards.tsx';

export const ordersRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.checkout.slice(1),
    lazy: withStrings(
      ['orders', 'catalog', 'cart', 'account'],
      signedInPage(() => import('./pages/CheckoutPage.tsx')),
    ),
  },
  {
    path: STORE_PATHS.myOrders.slice(1),
    lazy: withStrings(
      ['orders', 'catalog'],
      signedInPage(() => import('./pages/MyOrdersPage.tsx')),
    ),
  },
  {
    path: ROUTE_PATTERNS.order.slice(1),
    lazy: withStrings(
      ['orders', 'catalog'],
      signedInPage(() => import('./pages/OrderPage.tsx')),
    ),
  },
  {
    path: STORE_PATHS.trackMyOrder.slice(1),
    lazy: withStrings(
      ['orders', 'catalog', 'account'],
      signedInPage(() => import('./pages/TrackOrderPage.tsx')),
    ),
  },
];
