// The route table is assembled from each feature's routes.tsx so features own their pages.
// Each page is a lazy module (its own chunk). Auth guards (A/G of spec §2) wrap elements.
import type { RouteObject } from 'react-router';

export type FeatureRoutes = RouteObject[];
