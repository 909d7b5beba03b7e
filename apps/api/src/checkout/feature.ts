// Checkout: the summary, the order's price and placing it (orders/place-order.ts).
import type { Feature } from '../feature.ts';
import checkoutRoutes from './routes.ts';

export const feature: Feature = { name: 'checkout', routes: [checkoutRoutes] };
