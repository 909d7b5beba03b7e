// A merchant's wallet top-up (spec §2 Wallet and top-up, §4 Top-up result, §5 Top-up, §6): the
// top-up and its payment are written in one transaction, the gateway is asked for its page after
// that commits, and the wallet is credited only by settleTopup() — called by settlePayment() in
// the transaction that moved the payment after a verified callback — so exactly once, through the
// ledger. Nothing the client sends is trusted for money: the fee comes from the method's row.
import { asciiDigits, formatPrice, toEgp, topupTotals, type TopupTotals } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { paymentMethods, type PaymentMethodRow } from '../checkout/queries.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import type { OrderEffects } from '../orders/lifecycle.ts';
import { GatewayUnavailableError, methodKindOf } from '../payments/gateway.ts';
import { walletMessages } from './messages.ts';

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
    const who = rowsOf<{ email: string; phone: string; user_type: string; full_name: string | null }>(
      await tx.execute(sql`select u.email, u.phone, u.user_type, a.full_name
        from users u left join addresses a on a.user_id = u.id where u.id = ${user.id}`),
    )[0];
    // the account may have changed since the session was read
    if (who?.user_type !== 'merchant')
      throw new AppError(403, walletMessages(lang, 'merchantsOnly'), undefined, null, 'forbidden');
    const topupId = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into wallet_topups (user_id, amount, fee, total, payment_method_id, wallet_number, status)
        values (${user.id}, ${totals.amount}, ${totals.fee}, ${totals.total}, ${method.id}, ${method.wallet_phone_required ? walletNumber : null}, 'pending')
        returning id`),
    )[0]!.id;
    const paymentId = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into payments (topup_id, payment_method_id, provider, amount, status)
        values (${topupId}, ${method.id}, ${ctx.payments.name}, ${totals.total}, 'created') returning id`),
    )[0]!.id;
    return { topupId, paymentId, who };
  });

  try {
    const started = await ctx.payments.start({
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
    if (started.providerRef) {
      await ctx.db.execute(
        sql`update payments set provider_ref = ${started.providerRef}, updated_at = now() where id = ${created.paymentId}`,
      );
    }
    return { topup_id: created.topupId, payment_link: started.link };
  } catch (err) {
    // the gateway could not start it: nothing can be paid, so the top-up ends here
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update payments set status = 'expired', updated_at = now()
        where id = ${created.paymentId} and status = 'created'`);
      await tx.execute(sql`update wallet_topups set status = 'failed' where id = ${created.topupId} and status = 'pending'`);
    });
    if (!(err instanceof GatewayUnavailableError)) console.error('payment gateway failed for top-up', created.topupId, err);
    const message = walletMessages(lang, 'paymentUnavailable');
    throw new AppError(502, message, [message], null, 'payment_unavailable');
  }
}

/**
 * Settles a top-up's payment: called by settlePayment() in the transaction that moved the payment
 * from 'created', so the wallet is credited exactly once (the unique index on
 * wallet_ledger.topup_id is the database's own guard), through the ledger, and only for a
 * verified callback.
 */
export async function settleTopup(
  tx: Tx,
  _ctx: AppContext,
  topupId: number,
  result: 'paid' | 'failed',
  _effects: OrderEffects,
): Promise<boolean> {
  const topup = rowsOf<{ id: number; user_id: number; amount: number }>(
    await tx.execute(sql`update wallet_topups set status = ${result}
      where id = ${topupId} and status = 'pending' returning id, user_id, amount`),
  )[0];
  if (!topup || result !== 'paid') return Boolean(topup);
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, topup_id)
    values (${topup.user_id}, 'credit', ${topup.amount}, 'Wallet top-up', 'شحن المحفظة', ${`TOPUP-${topup.id}`}, ${topup.id})`);
  return true;
}
