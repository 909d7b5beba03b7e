// Reviews by verified buyers.
import type { Feature } from '../feature.ts';
import reviewRoutes from './routes.ts';

export const feature: Feature = { name: 'reviews', routes: [reviewRoutes] };
