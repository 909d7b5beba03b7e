// The commands that move an order after it is placed (spec §4 Order statuses), each inside the
// caller's transaction and checked against the shared transition table: paying (codes sold or
// allocated, points earned, the order completed, held or sent to processing), releasing an unpaid
// order (stock, codes, coupon use, points and wallet amount given back), and what must wait for
// the commit (the e-mails, the shipment: afterOrderCommitted).
import { canMoveOrder, type OrderActor } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { deliverNotifications } from '../integrations/notifications/index.ts';
import { shipOrder } from '../shipping/shipments.ts';
import { queueOrderEvent } from './notify.ts';
import {
  claimCodes,
  creditWallet,
  earnPoints,
  freeReservedCodes,
  lockOrder,
  orderLines,
  restorePoints,
  returnStock,
  sellReservedCodes,
  setOrderStatus,
  unuseCoupon,
} from './queries.ts';

export type PaidOutcome = 'paid' | 'already-paid' | 'not-payable' | 'missing';

/** Work a command leaves for after its transaction commits. */
export interface OrderEffects {
  notificationIds: number[];
  /** orders with physical lines that are ready for the carrier */
  shipOrders: number[];
}

export const noEffects = (): OrderEffects => ({ notificationIds: [], shipOrders: [] });

/** yyyy-mm-dd of `date` plus `days`, in UTC (points dates are calendar days). */
export function dayOf(date: Date, days = 0): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The order's payment arrived (a verified callback, or wallet and points covered it). Digital
 * lines get their codes: reserved codes are sold; cards whose stock is not managed take codes now,
 * and too few puts the order on hold (never a code twice). All-digital orders complete at once;
 * orders with physical lines wait for their shipment. Card lines earn their points as pending.
 */
export async function markPaid(tx: Tx, ctx: AppContext, orderId: number, effects: OrderEffects): Promise<PaidOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'missing';
  if (order.payment_status === 'paid') return 'already-paid';
  if (!canMoveOrder(order.status, 'processing', 'payment')) return 'not-payable';
  await sellReservedCodes(tx, orderId);
  const lines = await orderLines(tx, orderId);
  let short = false;
  for (const line of lines) {
    if (line.card_id === null || line.stock_type === 1) continue;
    const got = await claimCodes(tx, line.card_id, line.id, line.qty, 'sold');
    if (got < line.qty) short = true;
  }
  await setOrderStatus(tx, orderId, 'processing', 'paid');
  const hasPhysical = lines.some((l) => l.product_id !== null);
  const hasCards = lines.some((l) => l.card_id !== null);
  const next = short ? 'on-hold' : hasPhysical ? null : 'completed';
  if (next && canMoveOrder('processing', next, 'delivery')) await setOrderStatus(tx, orderId, next);

  const now = ctx.clock.now();
  const { POINTS_MATURITY_DAYS: maturity, POINTS_EXPIRY_DAYS: expiry } = ctx.env;
  await earnPoints(tx, orderId, { maturity: dayOf(now, maturity), expiry: dayOf(now, maturity + expiry) });

  effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, orderId, 'paid')));
  if (hasCards && !short) effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, orderId, 'codes')));
  if (hasPhysical) effects.shipOrders.push(orderId);
  return 'paid';
}

/**
 * Cancels an unpaid order and gives back what it held. Answers false when the order cannot be
 * released by `actor` (already paid, already cancelled).
 */
export async function releaseOrder(
  tx: Tx,
  ctx: AppContext,
  orderId: number,
  actor: OrderActor,
  effects: OrderEffects,
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.payment_status === 'paid' || !canMoveOrder(order.status, 'cancelled', actor)) return false;
  const lines = await orderLines(tx, orderId);
  for (const line of lines) if (line.product_id !== null) await returnStock(tx, 'product', line.product_id, line.qty);
  for (const { card_id, n } of await freeReservedCodes(tx, orderId)) await returnStock(tx, 'card', card_id, n);
  if (order.coupon_id !== null) await unuseCoupon(tx, order.coupon_id);
  if (order.points_redeemed > 0) {
    const now = ctx.clock.now();
    await restorePoints(tx, order.user_id, order.points_redeemed, orderId, {
      today: dayOf(now),
      expiry: dayOf(now, ctx.env.POINTS_EXPIRY_DAYS),
    });
  }
  if (order.wallet_amount > 0) await creditWallet(tx, order.user_id, order.wallet_amount, orderId, order.number);
  await setOrderStatus(tx, orderId, 'cancelled', actor === 'payment' ? 'failed' : undefined);
  await tx.execute(
    sql`update payments set status = 'expired', updated_at = now() where order_id = ${orderId} and status = 'created'`,
  );
  effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, orderId, 'cancelled')));
  return true;
}

/**
 * After the command's transaction committed: send its e-mails and hand paid physical orders to
 * the carrier. Never throws — a failure is logged, and the jobs (deliver-queued-notifications,
 * create-shipments) finish the work.
 */
export async function afterOrderCommitted(ctx: AppContext, effects: OrderEffects): Promise<void> {
  await deliverNotifications(ctx, effects.notificationIds);
  for (const orderId of effects.shipOrders) {
    try {
      await shipOrder(ctx, orderId);
    } catch {
      // the create-shipments job retries orders that are still without a shipment
    }
  }
}
