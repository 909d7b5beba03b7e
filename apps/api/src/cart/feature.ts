// The server cart.
import type { Feature } from '../feature.ts';
import cartRoutes from './routes.ts';

export const feature: Feature = { name: 'cart', routes: [cartRoutes] };
