// Routes of the Build PC feature (spec §2): /build-pc is open to guests and signed-in shoppers.
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

export const buildPcRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.buildPc.slice(1),
    lazy: withStrings(['build-pc', 'catalog', 'cart'], () =>
      import('./pages/BuildPcPage.tsx').then((m) => ({ Component: m.default })),
    ),
  },
];
