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
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { afterOrderCommitted } from '../orders/lifecycle.ts';
import { moveOrder, noEffects } from '../orders/machine.ts';
import { settleTopup } from '../wallet/topups.ts';
import {
  creditLatePayment,
  findPayment,
  lockOrder,
  lockTopup,
  movePayment,
  paymentOwner,
  setOrderRefFromPayment,
  type FoundPayment,
} from './settle.queries.ts';
import { closeOpenPayments } from './store.ts';

export type PaymentResult = 'paid' | 'failed';

export interface Settlement {
  /** false when the payment had already been settled (or is unknown): nothing changed */
  applied: boolean;
  orderId: number | null;
  topupId: number | null;
}

/** A paid amount the subject could not take goes to the customer's wallet (never kept, never lost). */
async function handBack(tx: Tx, payment: FoundPayment): Promise<void> {
  const owner = await paymentOwner(tx, payment);
  if (!owner) return;
  await creditLatePayment(tx, payment, owner);
}

/**
 * Settles the payment found by our id or by the gateway's reference (payments.provider_ref),
 * for that provider only. The caller has verified the gateway's signature.
 */
export async function settlePayment(
  ctx: AppContext,
  p: { provider: string; match: { paymentId: number } | { providerRef: string }; result: PaymentResult; payload?: unknown },
): Promise<Settlement> {
  const effects = noEffects();
  const settlement = await ctx.db.transaction(async (tx): Promise<Settlement> => {
    const found = await findPayment(tx, p.provider, p.match);
    if (!found) return { applied: false, orderId: null, topupId: null };
    const ids = { orderId: found.order_id, topupId: found.topup_id };
    // 1. the subject's lock first
    if (found.order_id !== null) await lockOrder(tx, found.order_id);
    else if (found.topup_id !== null) await lockTopup(tx, found.topup_id);
    // 2. then the payment, once
    const payload = JSON.stringify({ result: p.result, at: ctx.clock.now().toISOString(), gateway: p.payload ?? null });
    if (!(await movePayment(tx, found.id, p.result, payload))) return { applied: false, ...ids };
    // 3. the subject's handler
    if (found.order_id !== null) {
      if (p.result === 'failed') await moveOrder(tx, ctx, found.order_id, 'payment_failed', SYSTEM, effects);
      else if (await moveOrder(tx, ctx, found.order_id, 'paid', SYSTEM, effects)) {
        await closeOpenPayments(tx, { orderId: found.order_id });
        await setOrderRefFromPayment(tx, found.order_id, found.id);
      } else await handBack(tx, found);
    } else if (found.topup_id !== null) {
      await settleTopup(tx, ctx, found.topup_id, p.result);
    }
    return { applied: true, ...ids };
  });
  await afterOrderCommitted(ctx, effects);
  return settlement;
}
