// Routes of the news feature (spec §2). Pages are lazy modules.
import type { FeatureRoutes } from '../../app/routes.tsx';

export const newsRoutes: FeatureRoutes = [];
