// The payments table's writers (issue 22): a payment is created for an order or a top-up inside
// that subject's transaction (createPayment), the gateway is asked for its page after the commit
// (startPayment), a verified result settles it once (settle.ts), and a subject that ends closes
// its open payments (closeOpenPayments). Nothing outside payments/ writes this table.
//
// Payment statuses: created → paid | failed | expired, or the row deleted when the gateway could
// not be reached to start it (discardUnstartedPayment); failed → paid (the gateway's page lets the
// shopper retry), expired → paid (money arrived late: handed back, see settle.ts); paid →
// refunded (refundPayment).
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import type { StartPayment, StartedPayment } from './gateway.ts';
import {
  addRefunded,
  deleteUnstartedPayment,
  expireOpenPayments,
  insertPayment,
  lockPaidPayment,
  readPaidPayment,
  setProviderRef,
  type PaidPayment,
  type PaymentSubject,
} from './store.queries.ts';

export type { PaidPayment, PaymentSubject };

/** Writes a payment row (status created) for the subject; the caller holds the subject's lock. */
export async function createPayment(
  tx: Tx,
  ctx: AppContext,
  p: PaymentSubject & { methodId: number; amount: number },
): Promise<number> {
  const orderId = 'orderId' in p ? p.orderId : null;
  const topupId = 'topupId' in p ? p.topupId : null;
  return insertPayment(tx, { orderId, topupId, methodId: p.methodId, provider: ctx.payments.name, amount: p.amount });
}

/** Asks the configured gateway for the payment's page (after the creating transaction committed). */
export async function startPayment(ctx: AppContext, p: StartPayment): Promise<StartedPayment> {
  const started = await ctx.payments.start(p);
  if (started.providerRef) await setProviderRef(ctx.db, p.paymentId, started.providerRef);
  return started;
}

/**
 * The gateway could not be reached for this payment (GatewayUnavailableError): the row goes, as
 * no page was ever shown for it, so it is not counted as one of the order's payment attempts
 * (ORDER_PAYMENT_ATTEMPTS) and does not lengthen its hold. A payment the gateway did take (it has
 * a reference) or that has moved on is kept; answers whether the row went.
 */
export async function discardUnstartedPayment(ctx: AppContext, paymentId: number): Promise<boolean> {
  return deleteUnstartedPayment(ctx.db, paymentId);
}

/** The subject ended (released, cancelled, failed to start): its open payments can no longer be paid. */
export async function closeOpenPayments(tx: Tx | AppContext['db'], s: PaymentSubject): Promise<void> {
  await expireOpenPayments(tx, s);
}

/** The order's paid gateway payment (null for pay-on-delivery, wallet-only, or unpaid). */
export async function paidPaymentOf(tx: Tx, orderId: number): Promise<PaidPayment | null> {
  return lockPaidPayment(tx, orderId);
}

/** The same payment, unlocked: for reading what a refund could give back through the gateway. */
export async function paidPaymentSeen(tx: Tx, orderId: number): Promise<PaidPayment | null> {
  return readPaidPayment(tx, orderId);
}

/**
 * What the gateway can still give back of an order's paid payment: nothing when the money came
 * another way (cash on delivery, the wallet) or through another gateway than the store's now; else
 * what it collected less what it gave back and what refunds in progress are asking of it.
 */
export const gatewayRoom = (paid: PaidPayment | null, gateway: string, pending: number): number =>
  paid !== null && paid.provider === gateway ? Math.max(0, paid.amount - paid.refunded_amount - pending) : 0;

/** Records money given back for a payment; `whole` marks it refunded. */
export async function recordRefund(tx: Tx, paymentId: number, amount: number): Promise<void> {
  await addRefunded(tx, paymentId, amount);
}
