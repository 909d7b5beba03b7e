// Routes of the cart feature (spec §2): /my-cart is open to guests (their session cart) and to
// signed-in shoppers (the server cart).
import type { FeatureRoutes } from '../../app/routes.tsx';

export const cartRoutes: FeatureRoutes = [
  { path: 'my-cart', lazy: () => import('./pages/CartPage.tsx').then((m) => ({ Component: m.default })) },
];
