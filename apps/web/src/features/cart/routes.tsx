// Routes of the cart feature (spec §2): /my-cart is open to guests (their session cart) and to
// signed-in shoppers (the server cart).
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

export const cartRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.cart.slice(1),
    lazy: withStrings(['cart', 'catalog'], () => import('./pages/CartPage.tsx').then((m) => ({ Component: m.default }))),
  },
];
