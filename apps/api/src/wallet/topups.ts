// A merchant's wallet top-up (spec §2 Wallet and top-up, §4 Top-up result, §5 Top-up, §6): the
// top-up and its payment are written in one transaction, the gateway is asked for its page after
// that commits, and the wallet is credited only by settleTopup() — called by settlePayment() in
// the transaction that moved the payment after a verified callback — so exactly once, through the
// ledger. Nothing the client sends is trusted for money: the fee comes from the method's row.
import { asciiDigits, formatPrice, toEgp, topupTotals, type TopupTotals } from '@store/shared';
import type { AppContext } from '../context.ts';
import { paymentMethods, type PaymentMethodRow } from '../checkout/queries.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { GatewayUnavailableError, methodKindOf } from '../payments/gateway.ts';
import { closeOpenPayments, createPayment, startPayment } from '../payments/store.ts';
import { walletMessages } from './messages.ts';
import {
  claimUnpaidTopups,
  creditTopup,
  expireTopup,
  failPendingTopup,
  insertTopup,
  moveTopup,
  topupCustomer,
} from './topups.queries.ts';

const invalid = (lang: Lang, key: Parameters<typeof walletMessages>[1], params?: Record<string, string>) => {
  const message = walletMessages(lang, key, params);
  return new AppError(400, message, [message], null, 'invalid_input');
};

/** The top-up methods (payment_methods.for_topup), in the shape of GET payments (spec §3 Payment method). */
export async function topupMethods(ctx: AppContext, lang: Lang) {
  const rows = await paymentMethods(ctx.db, lang, 'topup');
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    wallet_phone_required: m.wallet_phone_required,
    is_installment: false,
  }));
}

/**
 * The amount, fee and total of a top-up with this method; refuses an amount outside
 * TOPUP_MIN_EGP..TOPUP_MAX_EGP and a method that is not offered for top-ups.
 */
export async function priceTopup(
  ctx: AppContext,
  lang: Lang,
  amount: number,
  paymentId: number,
): Promise<{ method: PaymentMethodRow; totals: TopupTotals }> {
  const min = ctx.env.TOPUP_MIN_EGP * 100;
  const max = ctx.env.TOPUP_MAX_EGP * 100;
  if (amount < min) throw invalid(lang, 'amountTooSmall', { amount: formatPrice(toEgp(min), lang) });
  if (amount > max) throw invalid(lang, 'amountTooLarge', { amount: formatPrice(toEgp(max), lang) });
  const method = (await paymentMethods(ctx.db, lang, 'topup')).find((m) => m.id === paymentId);
  if (!method) throw invalid(lang, 'methodNotForTopup');
  return { method, totals: topupTotals(amount, { basisPoints: method.fee_basis_points, fixed: method.fee_fixed }) };
}

export interface StartedTopup {
  topup_id: number;
  payment_link?: string;
  message?: string;
}

/** POST users/wallets/topup: merchants only; answers the gateway's page. */
export async function startTopup(
  ctx: AppContext,
  lang: Lang,
  user: { id: number; userType: string },
  body: { amount: number; payment_id: number; wallet_number?: string | undefined },
): Promise<StartedTopup> {
  if (user.userType !== 'merchant') throw new AppError(403, walletMessages(lang, 'merchantsOnly'), undefined, null, 'forbidden');
  const { method, totals } = await priceTopup(ctx, lang, body.amount, body.payment_id);
  const walletNumber = asciiDigits(body.wallet_number?.trim() ?? '') || null;
  if (method.wallet_phone_required && !walletNumber) throw invalid(lang, 'walletNumberRequired');

  const created = await ctx.db.transaction(async (tx) => {
    const who = await topupCustomer(tx, user.id);
    // the account may have changed since the session was read
    if (who?.user_type !== 'merchant')
      throw new AppError(403, walletMessages(lang, 'merchantsOnly'), undefined, null, 'forbidden');
    const topupId = await insertTopup(tx, {
      userId: user.id,
      amount: totals.amount,
      fee: totals.fee,
      total: totals.total,
      methodId: method.id,
      walletNumber: method.wallet_phone_required ? walletNumber : null,
    });
    const paymentId = await createPayment(tx, ctx, { topupId, methodId: method.id, amount: totals.total });
    return { topupId, paymentId, who };
  });

  try {
    const started = await startPayment(ctx, {
      paymentId: created.paymentId,
      amount: totals.total,
      method: { id: method.id, kind: methodKindOf(method.provider) },
      lang,
      subject: { type: 'topup', topupId: created.topupId },
      customer: {
        fullName: created.who.full_name || created.who.email.split('@')[0]!,
        email: created.who.email,
        phone: created.who.phone,
        walletNumber: method.wallet_phone_required ? walletNumber : null,
      },
      items: [
        { name: walletMessages(lang, 'topupDescription'), amount: totals.amount, quantity: 1 },
        ...(totals.fee > 0 ? [{ name: method.name, amount: totals.fee, quantity: 1 }] : []),
      ],
    });
    return { topup_id: created.topupId, payment_link: started.link };
  } catch (err) {
    // the gateway could not start it: nothing can be paid, so the top-up ends here
    await ctx.db.transaction(async (tx) => {
      await failPendingTopup(tx, created.topupId);
      await closeOpenPayments(tx, { topupId: created.topupId });
    });
    if (!(err instanceof GatewayUnavailableError)) console.error('payment gateway failed for top-up', created.topupId, err);
    const message = walletMessages(lang, 'paymentUnavailable');
    throw new AppError(502, message, [message], null, 'payment_unavailable');
  }
}

/**
 * Settles a top-up's payment: called by settlePayment() in the transaction that moved the payment
 * (the top-up's row already locked), so the wallet is credited exactly once (the unique index on
 * wallet_ledger.topup_id is the database's own guard), through the ledger, and only for a verified
 * callback. Paid money is credited even to a top-up that expired or failed meanwhile: a gateway
 * that took the money (Paymob's page allows a retry) must not leave it with the store.
 */
export async function settleTopup(tx: Tx, _ctx: AppContext, topupId: number, result: 'paid' | 'failed'): Promise<boolean> {
  const topup = await moveTopup(tx, topupId, result);
  if (!topup || result !== 'paid') return Boolean(topup);
  await creditTopup(tx, topup);
  return true;
}

/**
 * Unpaid top-ups expire after TOPUP_PAYMENT_MINUTES, like unpaid orders: the top-up first, then
 * its payments (the store's lock order), claimed with SKIP LOCKED. Answers how many expired.
 */
export async function expireUnpaidTopups(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const before = new Date(now.getTime() - ctx.env.TOPUP_PAYMENT_MINUTES * 60_000).toISOString();
  return ctx.db.transaction(async (tx) => {
    const ids = await claimUnpaidTopups(tx, before);
    for (const id of ids) {
      await expireTopup(tx, id);
      await closeOpenPayments(tx, { topupId: id });
    }
    return ids.length;
  });
}
