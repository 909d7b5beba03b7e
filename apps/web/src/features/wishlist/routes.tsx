// Routes of the wishlist feature (spec §2): /my-wishlist needs a signed-in shopper (A).
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { signedInPage } from '../../app/guards.tsx';

export const wishlistRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.wishlist.slice(1),
    lazy: withStrings(
      ['wishlist', 'catalog', 'cart'],
      signedInPage(() => import('./pages/WishlistPage.tsx')),
    ),
  },
];
