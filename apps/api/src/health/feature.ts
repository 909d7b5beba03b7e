// Health and readiness.
import type { Feature } from '../features.ts';
import healthRoutes from './routes.ts';

export const feature: Feature = { name: 'health', routes: [healthRoutes] };
