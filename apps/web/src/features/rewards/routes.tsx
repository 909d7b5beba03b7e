// Routes of the rewards feature (spec §2): /rewards needs a signed-in shopper (A).
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { signedInPage } from '../../app/guards.tsx';

export const rewardsRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.rewards.slice(1),
    lazy: withStrings(
      ['rewards', 'catalog'],
      signedInPage(() => import('./pages/RewardsPage.tsx')),
    ),
  },
];
