// Apple Pay's merchant validation.
import type { Feature } from '../feature.ts';
import applePayRoutes from './routes.ts';

export const feature: Feature = { name: 'apple-pay', routes: [applePayRoutes] };
