// SQL of the payments table's writers in store.ts (issue 22: payments own their table). This module
// writes payments.status: imported only by payments/store.ts, the writer every other feature calls
// (orders, wallet) — never import it from elsewhere (docs/decisions/22-order-state-machine.md).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export type PaymentSubject = { orderId: number } | { topupId: number };

const subjectWhere = (s: PaymentSubject) => ('orderId' in s ? sql`order_id = ${s.orderId}` : sql`topup_id = ${s.topupId}`);

/** A new payment row (status created); answers its id. */
export async function insertPayment(
  tx: Tx,
  p: { orderId: number | null; topupId: number | null; methodId: number; provider: string; amount: number },
): Promise<number> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into payments (order_id, topup_id, payment_method_id, provider, amount, status)
      values (${p.orderId}, ${p.topupId}, ${p.methodId}, ${p.provider}, ${p.amount}, 'created') returning id`),
  )[0]!.id;
}

/** The gateway's reference of a payment. */
export async function setProviderRef(db: Db, paymentId: number, providerRef: string): Promise<void> {
  await db.execute(sql`update payments set provider_ref = ${providerRef}, updated_at = now() where id = ${paymentId}`);
}

/** Deletes a payment the gateway never took (still created, without its reference); true when it did. */
export async function deleteUnstartedPayment(db: Db, paymentId: number): Promise<boolean> {
  const result = await db.execute(
    sql`delete from payments where id = ${paymentId} and status = 'created' and provider_ref is null returning id`,
  );
  return rowsOf(result).length === 1;
}

/** The subject's open payments (created, failed) become expired. */
export async function expireOpenPayments(db: Db | Tx, s: PaymentSubject): Promise<void> {
  await db.execute(sql`update payments set status = 'expired', updated_at = now()
    where ${subjectWhere(s)} and status in ('created', 'failed')`);
}

export interface PaidPayment {
  id: number;
  provider: string;
  provider_ref: string | null;
  amount: number;
  refunded_amount: number;
}

/** The order's latest paid payment, read without a lock (what a page shows). */
export async function readPaidPayment(tx: Tx, orderId: number): Promise<PaidPayment | null> {
  return (
    rowsOf<PaidPayment>(
      await tx.execute(sql`select id, provider, provider_ref, amount, refunded_amount from payments
        where order_id = ${orderId} and status = 'paid' order by id desc limit 1`),
    )[0] ?? null
  );
}

/** The order's latest paid payment, locked (for update). */
export async function lockPaidPayment(tx: Tx, orderId: number): Promise<PaidPayment | null> {
  return (
    rowsOf<PaidPayment>(
      await tx.execute(sql`select id, provider, provider_ref, amount, refunded_amount from payments
        where order_id = ${orderId} and status = 'paid' order by id desc limit 1 for update`),
    )[0] ?? null
  );
}

/** Adds a refunded amount; the payment becomes refunded when the whole amount is back. */
export async function addRefunded(tx: Tx, paymentId: number, amount: number): Promise<void> {
  await tx.execute(sql`update payments set refunded_amount = refunded_amount + ${amount},
      status = case when refunded_amount + ${amount} >= amount then 'refunded' else status end, updated_at = now()
    where id = ${paymentId}`);
}
