// Reads of the points ledger (spec §3 Reward summary). The ledger's rules — earning, maturing,
// expiring and redeeming — arrive with checkout; the cart only needs the available balance.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/**
 * A lot's expiry day ends it even before the hourly age-points job marks it expired (yyyy-mm-dd,
 * the store's day: storeDay in packages/shared); without a day, the status alone decides.
 */
export const unexpired = (today?: string) =>
  today === undefined ? sql`true` : sql`(expiry_date is null or expiry_date > ${today})`;

/**
 * Points the customer can spend now. The ledger: earned points are positive lots ('pending', then
 * 'available' from their maturity date, 'expired' from their expiry date); spending takes from
 * lots soonest-expiring first (their `used` grows) and records a negative 'redeemed' row; a
 * released order's redemption comes back as a new available lot. So the balance is what is left
 * in the available lots.
 */
export async function availablePoints(db: Db | Tx, userId: number, today?: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(points - used), 0)::int as n from points_ledger
      where user_id = ${userId} and status = 'available' and points > 0 and ${unexpired(today)}`,
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

/** Points of lots still waiting for their maturity date. */
export async function pendingPoints(db: Db | Tx, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(points), 0)::int as n from points_ledger where user_id = ${userId} and status = 'pending'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface PointsRow {
  id: number;
  order_number: string | null;
  points: number;
  status: 'pending' | 'available' | 'redeemed' | 'expired' | 'returned' | 'cancelled';
  maturity_date: string | Date | null;
  expiry_date: string | Date | null;
  redeem_date: string | Date | null;
  /** a staff adjustment's reason in the request's language; '' for order rows */
  note: string;
}

/** One page of the customer's points ledger, newest first; `status` as in spec §4's reward filter. */
export async function pointsHistory(
  db: Db | Tx,
  userId: number,
  q: { status: 'all' | 'available' | 'pending' | 'redeemed'; page: number; perPage: number; lang: 'en' | 'ar'; today: string },
): Promise<{ rows: PointsRow[]; total: number }> {
  const status =
    q.status === 'all'
      ? sql`true`
      : q.status === 'available'
        ? // lots with points left: a lot spent to its last point is history, not part of the balance
          sql`p.status = 'available' and p.points > p.used and ${unexpired(q.today)}`
        : sql`p.status = ${q.status}`;
  const note = q.lang === 'ar' ? sql`coalesce(nullif(p.note_ar, ''), p.note_en)` : sql`p.note_en`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select p.id, o.number as order_number, p.points,
        case when p.status = 'available' and p.points > 0 and p.expiry_date <= ${q.today} then 'expired' else p.status end as status,
        p.maturity_date::text as maturity_date, p.expiry_date::text as expiry_date, p.redeem_date::text as redeem_date, ${note} as note
      from points_ledger p left join orders o on o.id = p.order_id
      where p.user_id = ${userId} and ${status}
      order by p.created_at desc, p.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    db.execute(sql`select count(*)::int as n from points_ledger p where p.user_id = ${userId} and ${status}`),
  ]);
  return { rows: rowsOf<PointsRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

export interface SavedPointsRules {
  piastres_per_point: number;
  tier_increment: number;
  min_points_to_use: number;
  max_redeem_percent: number;
  maturity_days: number;
  expiry_days: number;
  updated_at: Date | string;
}

/** The points rules saved in the back-office, or null when the configuration's are in force. */
export async function savedPointsRules(db: Db | Tx): Promise<SavedPointsRules | null> {
  const result = await db.execute(sql`select piastres_per_point, tier_increment, min_points_to_use, max_redeem_percent,
      maturity_days, expiry_days, updated_at from points_rules where id = 1`);
  return rowsOf<SavedPointsRules>(result)[0] ?? null;
}
