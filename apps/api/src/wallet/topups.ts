// Settling a merchant's wallet top-up (spec §2 Wallet and top-up): called by settlePayment() in the
// transaction that moved the top-up's payment, so the wallet is credited exactly once, through the
// ledger, and only for a verified callback.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import type { OrderEffects } from '../orders/lifecycle.ts';

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
