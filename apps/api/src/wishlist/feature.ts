// The wishlist: a customer's liked products and cards (GET /users/liked, the heart's toggle).
import type { Feature } from '../feature.ts';
import wishlistRoutes from './routes.ts';

export const feature: Feature = {
  name: 'wishlist',
  routes: [wishlistRoutes],
};
