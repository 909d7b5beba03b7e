// Reads of the points ledger (spec §3 Reward summary). The ledger's rules — earning, maturing,
// expiring and redeeming — arrive with checkout; the cart only needs the available balance.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** Points the customer can spend now: the sum of their ledger entries that are available. */
export async function availablePoints(db: Db | Tx, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(points), 0)::int as n from points_ledger where user_id = ${userId} and status = 'available'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
