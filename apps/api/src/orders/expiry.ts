// Releasing unpaid orders (issue 14): an order still waiting for its payment after
// ORDER_PAYMENT_MINUTES is cancelled and gives back its stock, codes, coupon use, points and wallet
// amount. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes can run the job.
import type { AppContext } from '../context.ts';
import { afterOrderCommitted, noEffects, releaseOrder } from './lifecycle.ts';
import { expiredUnpaidOrders } from './queries.ts';

export async function releaseExpiredOrders(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const before = new Date(now.getTime() - ctx.env.ORDER_PAYMENT_MINUTES * 60_000);
  let released = 0;
  for (;;) {
    const effects = noEffects();
    const batch = await ctx.db.transaction(async (tx) => {
      const ids = await expiredUnpaidOrders(tx, before, 50);
      let n = 0;
      for (const id of ids) if (await releaseOrder(tx, ctx, id, 'expiry', effects)) n++;
      return { ids: ids.length, n };
    });
    await afterOrderCommitted(ctx, effects);
    released += batch.n;
    if (batch.ids < 50) return released;
  }
}
