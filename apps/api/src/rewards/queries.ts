// Reads of the points ledger (spec §3 Reward summary). The ledger's rules — earning, maturing,
// expiring and redeeming — arrive with checkout; the cart only needs the available balance.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/**
 * Points the customer can spend now. The ledger: earned points are positive lots ('pending', then
 * 'available' from their maturity date, 'expired' from their expiry date); spending takes from
 * lots soonest-expiring first (their `used` grows) and records a negative 'redeemed' row; a
 * released order's redemption comes back as a new available lot. So the balance is what is left
 * in the available lots.
 */
export async function availablePoints(db: Db | Tx, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(points - used), 0)::int as n from points_ledger
      where user_id = ${userId} and status = 'available' and points > 0`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Pending lots whose maturity date has come become available; available lots past expiry expire. */
export async function agePoints(db: Db | Tx, today: string): Promise<{ matured: number; expired: number }> {
  const matured = rowsOf(
    await db.execute(sql`update points_ledger set status = 'available'
      where status = 'pending' and maturity_date <= ${today} returning id`),
  ).length;
  const expired = rowsOf(
    await db.execute(sql`update points_ledger set status = 'expired'
      where status = 'available' and points > 0 and expiry_date <= ${today} returning id`),
  ).length;
  return { matured, expired };
}
