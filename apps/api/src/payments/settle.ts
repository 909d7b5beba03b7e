// Applying a gateway's verified result, once. Every gateway's callback route ends here after it
// has checked the signature: the payments row moves from 'created' with one conditional update
// (so the same callback ten times, or the callback and the redirect racing, change the order
// once), then the order is paid or released, or the wallet top-up credited, in the same
// transaction. Work that must wait for the commit (messages, the shipment) runs afterwards.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { afterOrderCommitted, markPaid, releaseOrder, type OrderEffects } from '../orders/lifecycle.ts';
import { settleTopup } from '../wallet/topups.ts';

export type PaymentResult = 'paid' | 'failed';

export interface Settlement {
  /** false when the payment had already been settled (or is unknown): nothing changed */
  applied: boolean;
  orderId: number | null;
  topupId: number | null;
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
  const effects: OrderEffects = { notificationIds: [], shipOrders: [] };
  const settlement = await ctx.db.transaction(async (tx) => {
    const moved = rowsOf<{ order_id: number | null; topup_id: number | null }>(
      await tx.execute(sql`update payments set status = ${p.result}, updated_at = now(),
          payload = ${JSON.stringify({ result: p.result, at: ctx.clock.now().toISOString(), gateway: p.payload ?? null })}::jsonb
        where provider = ${p.provider} and ${where} and status = 'created' returning order_id, topup_id`),
    )[0];
    if (!moved) {
      const known = rowsOf<{ order_id: number | null; topup_id: number | null }>(
        await tx.execute(sql`select order_id, topup_id from payments where provider = ${p.provider} and ${where}`),
      )[0];
      return { applied: false, orderId: known?.order_id ?? null, topupId: known?.topup_id ?? null };
    }
    if (moved.order_id !== null) {
      if (p.result === 'paid') await markPaid(tx, ctx, moved.order_id, effects);
      else await releaseOrder(tx, ctx, moved.order_id, 'payment', effects);
    } else if (moved.topup_id !== null) {
      await settleTopup(tx, ctx, moved.topup_id, p.result, effects);
    }
    return { applied: true, orderId: moved.order_id, topupId: moved.topup_id };
  });
  await afterOrderCommitted(ctx, effects);
  return settlement;
}
