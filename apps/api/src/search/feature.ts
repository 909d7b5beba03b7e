// Search and suggestions.
import type { Feature } from '../feature.ts';
import searchRoutes from './routes.ts';

export const feature: Feature = { name: 'search', routes: [searchRoutes] };
