// Reads of the cash wallet's ledger (spec §3 Wallet). The balance is credits minus debits.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** The customer's wallet balance in piastres. */
export async function walletBalance(db: Db | Tx, userId: number): Promise<number> {
  const result =
    await db.execute(sql`select coalesce(sum(case when operation = 'credit' then amount else -amount end), 0)::int as n
    from wallet_ledger where user_id = ${userId}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
