// Health and readiness.
import type { Feature } from '../feature.ts';
import healthRoutes from './routes.ts';

export const feature: Feature = { name: 'health', routes: [healthRoutes] };
