// Applying Paymob's verified transaction callbacks. Both the transaction-processed callback (POST,
// server to server) and the response callback (the shopper's GET redirect) end here after their
// HMAC was checked: our payment is found by Paymob's order id, which we stored as
// payments.provider_ref when the intention was created and which Paymob signs — never by
// merchant_order_id / special_reference, which the signature does not cover. The amount must be
// the one we asked for. settlePayment() moves the payment once, so the POST and the GET, in any
// order and any number of times, change the order once.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { paymentStatus, paymobPaymentByRef } from '../queries.ts';
import { settlePayment } from '../settle.ts';

/** The signed facts of one Paymob transaction, read from either callback. */
export interface PaymobTransaction {
  /** Paymob's transaction id */
  transactionId: string;
  /** Paymob's order id: our payments.provider_ref */
  paymobOrderId: string;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  isVoided: boolean;
  isRefunded: boolean;
  /** a refund, void or capture of an earlier transaction */
  hasParent: boolean;
  sourceType: string | null;
  sourceSubType: string | null;
  /** last digits Paymob shows (cards) or the wallet number */
  pan: string | null;
}

export type PaymobOutcome =
  /** no payment of ours has this Paymob order id */
  | { kind: 'unknown' }
  /** the transaction is not for the amount (or currency) of our payment: nothing changed */
  | { kind: 'amount_mismatch'; orderId: number | null; topupId: number | null }
  /** still pending (e.g. a wallet awaiting the shopper's confirmation) or a follow-up transaction: nothing changed */
  | { kind: 'ignored'; orderId: number | null; topupId: number | null; status: string }
  | { kind: 'settled'; applied: boolean; orderId: number | null; topupId: number | null; status: string };

/** What we keep of the callback with the payment (no billing data). */
const payloadOf = (t: PaymobTransaction, via: 'callback' | 'return') => ({
  via,
  transaction_id: t.transactionId,
  order_id: t.paymobOrderId,
  amount_cents: t.amountCents,
  currency: t.currency,
  success: t.success,
  pending: t.pending,
  is_voided: t.isVoided,
  is_refunded: t.isRefunded,
  source: { type: t.sourceType, sub_type: t.sourceSubType, pan: t.pan },
});

/** Settles our payment from a verified Paymob transaction (see the file's comment). */
export async function applyPaymobTransaction(
  ctx: AppContext,
  log: FastifyBaseLogger,
  t: PaymobTransaction,
  via: 'callback' | 'return',
): Promise<PaymobOutcome> {
  const payment = await paymobPaymentByRef(ctx.db, t.paymobOrderId);
  const where = { paymob_order: t.paymobOrderId, transaction: t.transactionId, via };
  if (!payment) {
    log.warn(where, 'Paymob transaction for an order we do not know');
    return { kind: 'unknown' };
  }
  const ids = { orderId: payment.order_id, topupId: payment.topup_id };
  // refunds, voids and captures of a settled payment are Paymob's business, not a new result; a
  // success after a failed attempt (Paymob's page lets the shopper retry) or after the order was
  // released settles the payment (settle.ts hands late money back to the customer's wallet)
  const succeeded = t.success && !t.pending && !t.isVoided && !t.isRefunded;
  if (
    t.hasParent ||
    (payment.status !== 'created' && !(succeeded && (payment.status === 'failed' || payment.status === 'expired')))
  ) {
    return { kind: 'ignored', ...ids, status: payment.status };
  }
  if (t.amountCents !== payment.amount || t.currency.toUpperCase() !== 'EGP') {
    log.error(
      { ...where, payment: payment.id, expected: payment.amount, amount: t.amountCents, currency: t.currency },
      'Paymob transaction amount does not match our payment: refused',
    );
    return { kind: 'amount_mismatch', ...ids };
  }
  if (t.pending) return { kind: 'ignored', ...ids, status: payment.status };
  const result = t.success && !t.isVoided && !t.isRefunded ? 'paid' : 'failed';
  const settled = await settlePayment(ctx, {
    provider: 'paymob',
    match: { providerRef: t.paymobOrderId },
    result,
    payload: payloadOf(t, via),
  });
  const now = await paymentStatus(ctx.db, payment.id);
  return { kind: 'settled', applied: settled.applied, ...ids, status: now ?? payment.status };
}
