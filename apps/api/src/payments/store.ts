// The payments table's writers (issue 22): a payment is created for an order or a top-up inside
// that subject's transaction (createPayment), the gateway is asked for its page after the commit
// (startPayment), a verified result settles it once (settle.ts), and a subject that ends closes
// its open payments (closeOpenPayments). Nothing outside payments/ writes this table.
//
// Payment statuses: created → paid | failed | expired; failed → paid (the gateway's page lets the
// shopper retry), expired → paid (money arrived late: handed back, see settle.ts); paid →
// refunded (refundPayment).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import type { StartPayment, StartedPayment } from './gateway.ts';

export type PaymentSubject = { orderId: number } | { topupId: number };

const subjectWhere = (s: PaymentSubject) => ('orderId' in s ? sql`order_id = ${s.orderId}` : sql`topup_id = ${s.topupId}`);

/** Writes a payment row (status created) for the subject; the caller holds the subject's lock. */
export async function createPayment(
  tx: Tx,
  ctx: AppContext,
  p: PaymentSubject & { methodId: number; amount: number },
): Promise<number> {
  const orderId = 'orderId' in p ? p.orderId : null;
  const topupId = 'topupId' in p ? p.topupId : null;
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into payments (order_id, topup_id, payment_method_id, provider, amount, status)
      values (${orderId}, ${topupId}, ${p.methodId}, ${ctx.payments.name}, ${p.amount}, 'created') returning id`),
  )[0]!.id;
}

/** Asks the configured gateway for the payment's page (after the creating transaction committed). */
export async function startPayment(ctx: AppContext, p: StartPayment): Promise<StartedPayment> {
  const started = await ctx.payments.start(p);
  if (started.providerRef) {
    await ctx.db.execute(
      sql`update payments set provider_ref = ${started.providerRef}, updated_at = now() where id = ${p.paymentId}`,
    );
  }
  return started;
}

/** The subject ended (released, cancelled, failed to start): its open payments can no longer be paid. */
export async function closeOpenPayments(tx: Tx | AppContext['db'], s: PaymentSubject): Promise<void> {
  await tx.execute(sql`update payments set status = 'expired', updated_at = now()
    where ${subjectWhere(s)} and status in ('created', 'failed')`);
}

export interface PaidPayment {
  id: number;
  provider: string;
  provider_ref: string | null;
  amount: number;
  refunded_amount: number;
}

/** The order's paid gateway payment (null for pay-on-delivery, wallet-only, or unpaid). */
export async function paidPaymentOf(tx: Tx, orderId: number): Promise<PaidPayment | null> {
  return (
    rowsOf<PaidPayment>(
      await tx.execute(sql`select id, provider, provider_ref, amount, refunded_amount from payments
        where order_id = ${orderId} and status = 'paid' order by id desc limit 1 for update`),
    )[0] ?? null
  );
}

/** Records money given back for a payment; `whole` marks it refunded. */
export async function recordRefund(tx: Tx, paymentId: number, amount: number): Promise<void> {
  await tx.execute(sql`update payments set refunded_amount = refunded_amount + ${amount},
      status = case when refunded_amount + ${amount} >= amount then 'refunded' else status end, updated_at = now()
    where id = ${paymentId}`);
}
