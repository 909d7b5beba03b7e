// Routes of the wallet feature (spec §2): /wallet and /add-topup need a signed-in shopper (A);
// the top-up page's entry link is shown to merchants only, and the page itself tells a customer
// that top-up is for merchants.
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { signedInPage } from '../../app/guards.tsx';

export const walletRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.wallet.slice(1),
    lazy: withStrings(
      ['wallet', 'catalog'],
      signedInPage(() => import('./pages/WalletPage.tsx')),
    ),
  },
  {
    path: STORE_PATHS.addTopup.slice(1),
    lazy: withStrings(
      ['wallet', 'catalog'],
      signedInPage(() => import('./pages/AddTopupPage.tsx')),
    ),
  },
];
