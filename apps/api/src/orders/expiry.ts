// Releasing unpaid orders (issue 14, 22): an order still waiting for its payment
// ORDER_PAYMENT_MINUTES after it was placed (or after its last "Pay again") is `expired` through
// the state machine, which closes its payments and gives back every hold. Rows are claimed with
// FOR UPDATE SKIP LOCKED — the order first, then (in moveOrder's effects) its payments: the same
// lock order as settlePayment, so a callback racing the job cannot deadlock with it.
import { SYSTEM } from '@store/shared';
import type { AppContext } from '../context.ts';
import { afterOrderCommitted } from './lifecycle.ts';
import { moveOrder, noEffects } from './machine.ts';
import { expiredUnpaidOrders } from './queries.ts';

export async function releaseExpiredOrders(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const before = new Date(now.getTime() - ctx.env.ORDER_PAYMENT_MINUTES * 60_000);
  let released = 0;
  for (;;) {
    const effects = noEffects();
    const batch = await ctx.db.transaction(async (tx) => {
      const ids = await expiredUnpaidOrders(tx, before, 50);
      let n = 0;
      for (const id of ids) if (await moveOrder(tx, ctx, id, 'expired', SYSTEM, effects)) n++;
      return { ids: ids.length, n };
    });
    await afterOrderCommitted(ctx, effects);
    released += batch.n;
    if (batch.ids < 50) return released;
  }
}
