// The type of a feature's routes.tsx export: its pages (each a lazy module, its own chunk), guarded
// where spec §2 says A/G. app/router.tsx finds every features/*/routes.tsx by glob.
import type { RouteObject } from 'react-router';

export type FeatureRoutes = RouteObject[];
