// Routes of the wishlist feature (spec §2): /my-wishlist needs a signed-in shopper (A).
import type { FeatureRoutes } from '../../app/routes.tsx';
import { RequireAuth } from '../../app/guards.tsx';

export const wishlistRoutes: FeatureRoutes = [
  {
    path: 'my-wishlist',
    lazy: () =>
      import('./pages/WishlistPage.tsx').then(({ default: Page }) => ({
        Component: () => (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      })),
  },
];
