// The server cart.
import type { Feature } from '../features.ts';
import cartRoutes from './routes.ts';

export const feature: Feature = { name: 'cart', routes: [cartRoutes] };
