// Routes of the home feature (spec §2). Pages are lazy modules.
import type { FeatureRoutes } from '../../app/routes.tsx';

export const homeRoutes: FeatureRoutes = [
  { index: true, lazy: () => import('./pages/HomePage.tsx').then((m) => ({ Component: m.default })) },
];
