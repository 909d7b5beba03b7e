// Reads of the points ledger (spec §3 Reward summary). The ledger's rules — earning, maturing,
// expiring and redeeming — arrive with checkout; the cart only needs the available balance.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/**
 * Points the customer can spend now. The ledger is append-only: earned points are positive rows
 * ('pending', then 'available'), a redemption is a negative 'redeemed' row, and a released
 * order's redemption is given back by a positive 'available' row.
 */
export async function availablePoints(db: Db | Tx, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(points), 0)::int as n from points_ledger
      where user_id = ${userId} and status in ('available', 'redeemed')`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
