// The jobs this store runs, each under its own advisory lock (runner.ts). Features add theirs here.
import { lt } from 'drizzle-orm';
import { purgeOldCodes } from '../auth/queries.ts';
import { sessions } from '../db/schema/index.ts';
import { purgeUsedChallenges } from '../integrations/captcha/replay.ts';
import { deliverQueuedNotifications } from '../integrations/notifications/index.ts';
import { releaseExpiredOrders } from '../orders/expiry.ts';
import { dayOf } from '../orders/machine.ts';
import { retrySupplierOrders } from '../orders/supplier.ts';
import { expireUnpaidTopups } from '../wallet/topups.ts';
import { agePoints } from '../rewards/queries.ts';
import { shipPendingOrders } from '../shipping/shipments.ts';
import type { Job } from './runner.ts';

/** Sessions are kept 30 days after expiry for the account's security history, then removed. */
export const pruneExpiredSessions: Job = {
  name: 'prune-expired-sessions',
  everyMs: 60 * 60_000,
  async run(ctx) {
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - 30 * 24 * 3600_000)));
  },
};

/** Bot-challenge replay records outlive their challenge by nothing: drop them once expired. */
export const pruneUsedChallenges: Job = {
  name: 'prune-used-challenges',
  everyMs: 60 * 60_000,
  run: (ctx) => purgeUsedChallenges(ctx),
};

/** E-mail and SMS that failed (or were left mid-send by a stopped process) are retried. */
export const retryNotifications: Job = {
  name: 'deliver-queued-notifications',
  everyMs: 45_000,
  async run(ctx) {
    await deliverQueuedNotifications(ctx);
  },
};

/** Used and expired activation/reset codes are deleted after a day. */
export const pruneOldCodes: Job = {
  name: 'prune-old-codes',
  everyMs: 24 * 60 * 60_000,
  run: (ctx) => purgeOldCodes(ctx.db),
};

/** Unpaid orders release their stock, coupon use, points and wallet amount (ORDER_PAYMENT_MINUTES). */
export const releaseUnpaidOrders: Job = {
  name: 'release-unpaid-orders',
  everyMs: 60_000,
  run: (ctx) => releaseExpiredOrders(ctx),
};

/** Pending reward points mature, and unspent available points expire, by the calendar day. */
export const agePointsJob: Job = {
  name: 'age-points',
  everyMs: 60 * 60_000,
  async run(ctx) {
    await agePoints(ctx.db, dayOf(ctx.clock.now()));
  },
};

/** Paid physical orders the carrier has not taken yet (it failed, or the process stopped) are shipped. */
export const createShipments: Job = {
  name: 'create-shipments',
  everyMs: 2 * 60_000,
  async run(ctx) {
    await shipPendingOrders(ctx);
  },
};

/** Orders held for the code supplier ask it again; the customer is e-mailed when the codes arrive. */
export const fetchSupplierCodes: Job = {
  name: 'fetch-supplier-codes',
  everyMs: 2 * 60_000,
  async run(ctx) {
    await retrySupplierOrders(ctx);
  },
};

/** Unpaid wallet top-ups expire (TOPUP_PAYMENT_MINUTES), like unpaid orders: their payments close. */
export const expireTopups: Job = {
  name: 'expire-unpaid-topups',
  everyMs: 60_000,
  async run(ctx) {
    await expireUnpaidTopups(ctx);
  },
};

export const jobs: Job[] = [
  pruneExpiredSessions,
  pruneUsedChallenges,
  retryNotifications,
  pruneOldCodes,
  releaseUnpaidOrders,
  agePointsJob,
  createShipments,
  fetchSupplierCodes,
  expireTopups,
];
