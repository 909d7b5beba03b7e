// Routes of the catalog feature (spec §2). Pages are lazy modules.
import type { FeatureRoutes } from '../../app/routes.tsx';

export const catalogRoutes: FeatureRoutes = [];
