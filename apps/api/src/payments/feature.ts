// Payments: the gateways' callbacks and return pages (the sandbox's and Paymob's).
import type { Feature } from '../feature.ts';
import paymobRoutes from './paymob/routes.ts';
import paymentRoutes from './routes.ts';

export const feature: Feature = { name: 'payments', routes: [paymentRoutes, paymobRoutes] };
