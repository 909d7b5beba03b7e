// Shipping: tracking, the carrier's callbacks, and the job that ships paid orders the carrier has not taken.
import type { Feature } from '../feature.ts';
import shippingRoutes from './routes.ts';
import { cancelDueShipments, shipPendingOrders } from './shipments.ts';

export const feature: Feature = {
  name: 'shipping',
  routes: [shippingRoutes],
  jobs: [
    {
      // paid physical orders the carrier has not taken yet (it failed, or the process stopped) are shipped
      name: 'create-shipments',
      everyMs: 2 * 60_000,
      async run(ctx) {
        await shipPendingOrders(ctx);
      },
    },
    {
      // shipments of orders cancelled or refunded before the courier collected them, which the
      // carrier was not told of yet (it failed, or the process stopped)
      name: 'cancel-shipments',
      everyMs: 2 * 60_000,
      async run(ctx) {
        await cancelDueShipments(ctx);
      },
    },
  ],
};
