// Routes of the home feature (spec §2). Pages are lazy modules.
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

export const homeRoutes: FeatureRoutes = [
  {
    index: true,
    lazy: withStrings(['home', 'catalog', 'cart'], () => import('./pages/HomePage.tsx').then((m) => ({ Component: m.default }))),
  },
];
