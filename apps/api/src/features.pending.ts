// The contributions of the order and payment folders (checkout, orders, payments, shipping,
// wallet), listed here by hand while those folders are being rebuilt (issue 22). Each moves to a
// `feature.ts` in its own folder afterwards, and this file goes. The points' aging job is here
// because it reads the orders' calendar day (orders/machine.ts dayOf).
import type { Feature } from './feature.ts';
import checkoutRoutes from './checkout/routes.ts';
import { releaseExpiredOrders } from './orders/expiry.ts';
import { retrySupplierOrders } from './orders/supplier.ts';
import { expireUnpaidTopups } from './wallet/topups.ts';
import { dayOf } from './orders/machine.ts';
import orderRoutes from './orders/routes.ts';
import paymobRoutes from './payments/paymob/routes.ts';
import paymentRoutes from './payments/routes.ts';
import { agePoints } from './rewards/queries.ts';
import shippingRoutes from './shipping/routes.ts';
import { shipPendingOrders } from './shipping/shipments.ts';
import walletRoutes from './wallet/routes.ts';

export const pendingFeatures: Feature[] = [
  { name: 'checkout', routes: [checkoutRoutes] },
  {
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
  },
  { name: 'payments', routes: [paymentRoutes, paymobRoutes] },
  {
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
    ],
  },
  {
    name: 'wallet',
    routes: [walletRoutes],
    jobs: [
      {
        // unpaid wallet top-ups expire (TOPUP_PAYMENT_MINUTES), like unpaid orders: their payments close
        name: 'expire-unpaid-topups',
        everyMs: 60_000,
        run: (ctx) => expireUnpaidTopups(ctx),
      },
    ],
  },
  {
    name: 'rewards-aging',
    jobs: [
      {
        // pending reward points mature, and unspent available points expire, by the calendar day
        name: 'age-points',
        everyMs: 60 * 60_000,
        async run(ctx) {
          await agePoints(ctx.db, dayOf(ctx.clock.now()));
        },
      },
    ],
  },
];
