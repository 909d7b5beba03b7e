// SQL of settling a gateway's verified result (settle.ts). This module writes payments.status:
// imported only by payments/settle.ts, the one place a result is applied — never import it from
// elsewhere (docs/decisions/22-order-state-machine.md). The lock order (the subject, then its
// payment) is settle.ts's: each statement here is one step of it.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';

export interface FoundPayment {
  id: number;
  order_id: number | null;
  topup_id: number | null;
  amount: number;
}

/** The provider's payment by our id or by the gateway's reference (no lock). */
export async function findPayment(
  tx: Tx,
  provider: string,
  match: { paymentId: number } | { providerRef: string },
): Promise<FoundPayment | undefined> {
  const where = 'paymentId' in match ? sql`id = ${match.paymentId}` : sql`provider_ref = ${match.providerRef}`;
  return rowsOf<FoundPayment>(
    await tx.execute(sql`select id, order_id, topup_id, amount from payments where provider = ${provider} and ${where}`),
  )[0];
}

/** Locks the order (for update). */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
}

/** Locks the top-up (for update). */
export async function lockTopup(tx: Tx, topupId: number): Promise<void> {
  await tx.execute(sql`select id from wallet_topups where id = ${topupId} for update`);
}

/**
 * Moves the payment to the result with one conditional update (paid from created, failed or
 * expired; failed from created only); answers false when it had already moved.
 */
export async function movePayment(tx: Tx, paymentId: number, result: 'paid' | 'failed', payload: string): Promise<boolean> {
  const from: SQL = result === 'paid' ? sql`status in ('created', 'failed', 'expired')` : sql`status = 'created'`;
  const moved = rowsOf<{ status: string }>(
    await tx.execute(sql`update payments set status = ${result}, updated_at = now(),
        payload = ${payload}::jsonb
      where id = ${paymentId} and ${from} returning status`),
  )[0];
  return moved !== undefined;
}

/** RefNumber: the gateway's reference of the payment (our payment id when it gave none). */
export async function setOrderRefFromPayment(tx: Tx, orderId: number, paymentId: number): Promise<void> {
  await tx.execute(sql`update orders set ref_number = (select coalesce(provider_ref, 'PAY-' || id) from payments where id = ${paymentId})
    where id = ${orderId}`);
}

/** Who paid: the order's or the top-up's customer and the subject's reference. */
export async function paymentOwner(
  tx: Tx,
  payment: Pick<FoundPayment, 'order_id' | 'topup_id'>,
): Promise<{ user_id: number; reference: string } | undefined> {
  return rowsOf<{ user_id: number; reference: string }>(
    await tx.execute(sql`select o.user_id, o.number as reference from orders o where o.id = ${payment.order_id}
      union all select t.user_id, 'TOPUP-' || t.id from wallet_topups t where t.id = ${payment.topup_id}`),
  )[0];
}

/** Credits a late payment's amount to the customer's wallet and marks the payment refunded. */
export async function creditLatePayment(
  tx: Tx,
  payment: FoundPayment,
  owner: { user_id: number; reference: string },
): Promise<void> {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${owner.user_id}, 'credit', ${payment.amount}, ${`Late payment returned (${owner.reference})`},
      ${`إرجاع دفعة متأخرة (${owner.reference})`}, ${owner.reference}, ${payment.order_id})`);
  await tx.execute(
    sql`update payments set status = 'refunded', refunded_amount = amount, updated_at = now() where id = ${payment.id}`,
  );
}
