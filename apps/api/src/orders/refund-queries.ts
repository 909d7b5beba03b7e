// SQL of refunds (issue 22, per-line refunds): the order's lines with what is left to refund, the
// refund rows, and the earned points of some refunded units (their stock is holds.ts's). The caller
// holds the order's row lock (lockOrderFacts) for every statement here.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';

export interface RefundLine {
  id: number;
  product_id: number | null;
  card_id: number | null;
  unit_price: number;
  qty: number;
  refunded_qty: number;
}

export interface RefundOrderRow {
  user_id: number;
  number: string;
  sub_total: number;
  coupon_value: number;
  points_value: number;
  total_price: number;
  /** money of refunds pending or done */
  refunded: number;
  /** the gateway part of refunds still pending */
  gateway_pending: number;
}

export async function refundFacts(tx: Tx, orderId: number): Promise<{ order: RefundOrderRow; lines: RefundLine[] }> {
  const order = rowsOf<RefundOrderRow>(
    await tx.execute(sql`select o.user_id, o.number, o.sub_total, o.coupon_value, o.points_value, o.total_price,
        coalesce((select sum(r.amount) from order_refunds r where r.order_id = o.id and r.state in ('pending', 'done')), 0)::int as refunded,
        coalesce((select sum(r.gateway_amount) from order_refunds r where r.order_id = o.id and r.state = 'pending'), 0)::int as gateway_pending
      from orders o where o.id = ${orderId}`),
  )[0]!;
  const lines = rowsOf<RefundLine>(
    await tx.execute(
      sql`select id, product_id, card_id, unit_price, qty, refunded_qty from order_lines where order_id = ${orderId} order by id`,
    ),
  );
  return { order, lines };
}

export interface RefundRow {
  orderId: number;
  paymentId: number | null;
  amount: number;
  gatewayAmount: number;
  walletAmount: number;
  lines: { line_id: number; qty: number }[];
  whole: boolean;
  reason: string | null;
  staffId: number;
}

/** Records a pending refund and counts its units as refunded on their lines. Answers its id. */
export async function insertRefund(tx: Tx, r: RefundRow): Promise<number> {
  for (const l of r.lines)
    await tx.execute(
      sql`update order_lines set refunded_qty = refunded_qty + ${l.qty} where id = ${l.line_id} and order_id = ${r.orderId}`,
    );
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into order_refunds (order_id, payment_id, amount, gateway_amount, wallet_amount, lines, whole, reason, staff_id)
      values (${r.orderId}, ${r.paymentId}, ${r.amount}, ${r.gatewayAmount}, ${r.walletAmount}, ${JSON.stringify(r.lines)}::jsonb,
        ${r.whole}, ${r.reason}, ${r.staffId}) returning id`),
  )[0]!.id;
}

/** The gateway refused: the refund failed and its units are refundable again. */
export async function failRefund(tx: Tx, refundId: number): Promise<void> {
  const row = rowsOf<{ order_id: number; lines: { line_id: number; qty: number }[] }>(
    await tx.execute(sql`update order_refunds set state = 'failed', ended_at = now() where id = ${refundId} and state = 'pending'
      returning order_id, lines`),
  )[0];
  if (!row) return;
  for (const l of row.lines)
    await tx.execute(
      sql`update order_lines set refunded_qty = refunded_qty - ${l.qty} where id = ${l.line_id} and order_id = ${row.order_id}`,
    );
}

export async function finishRefund(tx: Tx, refundId: number): Promise<void> {
  await tx.execute(sql`update order_refunds set state = 'done', ended_at = now() where id = ${refundId}`);
}

/** The wallet hold became part of the sale: refunds give the money back from now on, not the release. */
export async function settleWalletHold(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`update order_holds set state = 'settled', ended_at = now()
    where order_id = ${orderId} and kind = 'wallet' and state = 'held'`);
}

/**
 * The points a card line earned for `qty` units are taken off the order's earned lot (never below
 * what was already spent from it; a lot left with nothing is `cancelled`, as a whole refund's).
 */
export async function dropLinePoints(tx: Tx, orderId: number, cardId: number, qty: number): Promise<void> {
  await tx.execute(sql`update points_ledger p set points = greatest(p.points - c.redeem_points * ${qty}, p.used),
      status = case when greatest(p.points - c.redeem_points * ${qty}, p.used) = 0 then 'cancelled' else p.status end
    from cards c
    where c.id = ${cardId} and c.redeem_points > 0 and p.order_id = ${orderId} and p.points > 0 and p.status in ('pending', 'available')`);
}

export async function creditWallet(tx: Tx, userId: number, orderId: number, number: string, amount: number, partial: boolean) {
  const [en, ar] = partial
    ? [`Partial refund of order ${number}`, `استرداد جزئي للطلب ${number}`]
    : [`Refund of order ${number}`, `استرداد الطلب ${number}`];
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${userId}, 'credit', ${amount}, ${en}, ${ar}, ${number}, ${orderId})`);
}

/** What of a payment is not given back yet. */
export async function unrefundedAmount(tx: Tx, paymentId: number): Promise<number> {
  return rowsOf<{ n: number }>(
    await tx.execute(sql`select amount - refunded_amount as n from payments where id = ${paymentId}`),
  )[0]!.n;
}

/** The gateway transaction id of a payment (Paymob refunds need it). */
export async function gatewayTransactionId(tx: Tx, paymentId: number): Promise<string | null> {
  return (
    rowsOf<{ t: string | null }>(
      await tx.execute(sql`select payload -> 'gateway' ->> 'transaction_id' as t from payments where id = ${paymentId}`),
    )[0]?.t ?? null
  );
}

/** The order's refunds, oldest first (the back-office shows them). */
export async function refundsOf(db: Tx | { execute: Tx['execute'] }, orderId: number) {
  return rowsOf<{
    id: number;
    amount: number;
    gateway_amount: number;
    wallet_amount: number;
    lines: { line_id: number; qty: number }[];
    whole: boolean;
    reason: string | null;
    staff_id: number | null;
    state: string;
    created_at: Date | string;
  }>(
    await db.execute(sql`select id, amount, gateway_amount, wallet_amount, lines, whole, reason, staff_id, state, created_at
      from order_refunds where order_id = ${orderId} order by id`),
  );
}
