// Orders: the customer's orders and their actions, and the state machine's two background jobs.
import type { Feature } from '../feature.ts';
import { releaseExpiredOrders } from './expiry.ts';
import orderRoutes from './routes.ts';
import { retrySupplierOrders } from './supplier.ts';

export const feature: Feature = {
  name: 'orders',
  routes: [orderRoutes],
  jobs: [
    {
      // unpaid orders release their stock, coupon use, points and wallet amount (ORDER_PAYMENT_MINUTES)
      name: 'release-unpaid-orders',
      everyMs: 60_000,
      run: (ctx) => releaseExpiredOrders(ctx),
    },
    {
      // orders held for the code supplier ask it again; the customer is e-mailed when the codes arrive
      name: 'fetch-supplier-codes',
      everyMs: 2 * 60_000,
      run: (ctx) => retrySupplierOrders(ctx),
    },
  ],
};
