// The commands that move an order after it is placed (spec §4 Order statuses), each inside the
// caller's transaction and checked against the shared transition table: paying (codes sold or
// allocated, the order completed, held or sent to processing) and releasing an unpaid order
// (stock, codes, coupon use, points and wallet amount given back).
import { canMoveOrder, type OrderActor } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  claimCodes,
  creditWallet,
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

/**
 * The order's payment arrived (a verified callback, or wallet and points covered it). Digital
 * lines get their codes: reserved codes are sold; cards whose stock is not managed take codes now,
 * and too few puts the order on hold (never a code twice). All-digital orders complete at once.
 */
export async function markPaid(tx: Tx, orderId: number): Promise<PaidOutcome> {
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
  const next = short ? 'on-hold' : hasPhysical ? null : 'completed';
  if (next && canMoveOrder('processing', next, 'delivery')) await setOrderStatus(tx, orderId, next);
  return 'paid';
}

/**
 * Cancels an unpaid order and gives back what it held. Answers false when the order cannot be
 * released by `actor` (already paid, already cancelled).
 */
export async function releaseOrder(tx: Tx, orderId: number, actor: OrderActor): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.payment_status === 'paid' || !canMoveOrder(order.status, 'cancelled', actor)) return false;
  const lines = await orderLines(tx, orderId);
  for (const line of lines) if (line.product_id !== null) await returnStock(tx, 'product', line.product_id, line.qty);
  for (const { card_id, n } of await freeReservedCodes(tx, orderId)) await returnStock(tx, 'card', card_id, n);
  if (order.coupon_id !== null) await unuseCoupon(tx, order.coupon_id);
  if (order.points_redeemed > 0) await restorePoints(tx, order.user_id, order.points_redeemed, orderId);
  if (order.wallet_amount > 0) await creditWallet(tx, order.user_id, order.wallet_amount, orderId, order.number);
  await setOrderStatus(tx, orderId, 'cancelled', actor === 'payment' ? 'failed' : undefined);
  await tx.execute(
    sql`update payments set status = 'expired', updated_at = now() where order_id = ${orderId} and status = 'created'`,
  );
  return true;
}
