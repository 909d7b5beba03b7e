// Applying a gateway's verified result, once (issue 22: payments own their table). Every gateway's
// callback route ends here after it has checked the signature. In one transaction, in the store's
// one lock order — the subject (order or top-up) first, then its payment:
//  1. the payment is found (no lock) and its order or top-up locked;
//  2. the payment moves with one conditional update (created → paid|failed; failed → paid when the
//     gateway's page let the shopper retry; expired → paid when money arrived late), so the same
//     callback ten times, or the callback and the redirect racing, change things once;
//  3. the subject's handler takes over: the order machine (`paid` / `payment_failed`) or the
//     top-up. When the order can no longer take the money (cancelled meanwhile), the money is not
//     kept: it is credited to the customer's wallet and the payment marked refunded.
// The release jobs lock in the same order (order or top-up, then payments), so they cannot deadlock
// with a callback.
import { SYSTEM } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { afterOrderCommitted } from '../orders/lifecycle.ts';
import { moveOrder, noEffects } from '../orders/machine.ts';
import { settleTopup } from '../wallet/topups.ts';
import { closeOpenPayments } from './store.ts';

export type PaymentResult = 'paid' | 'failed';

export interface Settlement {
  /** false when the payment had already been settled (or is unknown): nothing changed */
  applied: boolean;
  orderId: number | null;
  topupId: number | null;
}

interface FoundPayment {
  id: number;
  order_id: number | null;
  topup_id: number | null;
  amount: number;
}

/** A paid amount the subject could not take goes to the customer's wallet (never kept, never lost). */
async function handBack(tx: Tx, payment: FoundPayment): Promise<void> {
  const owner = rowsOf<{ user_id: number; reference: string }>(
    await tx.execute(sql`select o.user_id, o.number as reference from orders o where o.id = ${payment.order_id}
      union all select t.user_id, 'TOPUP-' || t.id from wallet_topups t where t.id = ${payment.topup_id}`),
  )[0];
  if (!owner) return;
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${owner.user_id}, 'credit', ${payment.amount}, ${`Late payment returned (${owner.reference})`},
      ${`إرجاع دفعة متأخرة (${owner.reference})`}, ${owner.reference}, ${payment.order_id})`);
  await tx.execute(
    sql`update payments set status = 'refunded', refunded_amount = amount, updated_at = now() where id = ${payment.id}`,
  );
}

/**
 * Settles the payment found by our id or by the gateway's reference (payments.provider_ref),
 * for that provider only. The caller has verified the gateway's signature.
 */
export async function settlePayment(
  ctx: AppContext,
  p: { provider: string; match: { paymentId: number } | { providerRef: string }; result: PaymentResult; payload?: unknown },
): Promise<Settlement> {
  const where = 'paymentId' in p.match ? sql`id = ${p.match.paymentId}` : sql`provider_ref = ${p.match.providerRef}`;
  const effects = noEffects();
  const settlement = await ctx.db.transaction(async (tx): Promise<Settlement> => {
    const found = rowsOf<FoundPayment>(
      await tx.execute(sql`select id, order_id, topup_id, amount from payments where provider = ${p.provider} and ${where}`),
    )[0];
    if (!found) return { applied: false, orderId: null, topupId: null };
    const ids = { orderId: found.order_id, topupId: found.topup_id };
    // 1. the subject's lock first
    if (found.order_id !== null) await tx.execute(sql`select id from orders where id = ${found.order_id} for update`);
    else if (found.topup_id !== null) await tx.execute(sql`select id from wallet_topups where id = ${found.topup_id} for update`);
    // 2. then the payment, once
    const from = p.result === 'paid' ? sql`status in ('created', 'failed', 'expired')` : sql`status = 'created'`;
    const moved = rowsOf<{ prev: string }>(
      await tx.execute(sql`update payments set status = ${p.result}, updated_at = now(),
          payload = ${JSON.stringify({ result: p.result, at: ctx.clock.now().toISOString(), gateway: p.payload ?? null })}::jsonb
        where id = ${found.id} and ${from} returning status`),
    )[0];
    if (!moved) return { applied: false, ...ids };
    // 3. the subject's handler
    if (found.order_id !== null) {
      if (p.result === 'failed') await moveOrder(tx, ctx, found.order_id, 'payment_failed', SYSTEM, effects);
      else if (await moveOrder(tx, ctx, found.order_id, 'paid', SYSTEM, effects)) {
        await closeOpenPayments(tx, { orderId: found.order_id });
        // RefNumber: the gateway's reference of the payment (our payment id when it gave none)
        await tx.execute(sql`update orders set ref_number = (select coalesce(provider_ref, 'PAY-' || id) from payments where id = ${found.id})
          where id = ${found.order_id}`);
      } else await handBack(tx, found);
    } else if (found.topup_id !== null) {
      await settleTopup(tx, ctx, found.topup_id, p.result);
    }
    return { applied: true, ...ids };
  });
  await afterOrderCommitted(ctx, effects);
  return settlement;
}
