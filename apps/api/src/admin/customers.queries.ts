// The SQL of customers in the back-office (issue 26): the list, the detail's ledgers, bans, and
// manual wallet and points adjustments. Each adjustment runs under the customer's row lock
// (lockCustomer, the same lock orders take), so two adjustments or an order and an adjustment
// never both spend the same balance.
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { offsetOf } from '../http/pagination.ts';
import { takeFromLots } from '../orders/queries.ts';

export interface UserSqlRow {
  id: number;
  email: string;
  phone: string;
  user_type: string;
  activation: string;
  staff_role: 'none' | 'support' | 'admin';
  created_at: string | Date;
}
const USER_COLUMNS = sql`id, email, phone, user_type, activation, staff_role, created_at`;

export interface CustomerFilter {
  search?: string | undefined;
  status: 'all' | 'active' | 'waiting' | 'banned';
  page: number;
  per_page: number;
}

export async function listCustomers(db: Db, q: CustomerFilter): Promise<{ rows: UserSqlRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    const id = /^\d{1,9}$/.test(q.search) ? Number(q.search) : -1;
    where.push(sql`(id = ${id} or email like ${like} or phone like ${like})`);
  }
  if (q.status === 'active') where.push(sql`activation = 'Active'`);
  if (q.status === 'waiting') where.push(sql`activation = 'waiting_Active'`);
  if (q.status === 'banned') where.push(sql`activation = 'deactivated'`);
  const cond = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${USER_COLUMNS} from users where ${cond} order by id desc
      limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
    db.execute(sql`select count(*)::int as n from users where ${cond}`),
  ]);
  return { rows: rowsOf<UserSqlRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

export async function customerById(db: Db | Tx, id: number): Promise<UserSqlRow | undefined> {
  return rowsOf<UserSqlRow>(await db.execute(sql`select ${USER_COLUMNS} from users where id = ${id}`))[0];
}

export interface CustomerLedgers {
  orders: { id: number; number: string; status: string; total: number; created_at: string | Date }[];
  tickets: { uuid: string; subject: string; status: string; created_at: string | Date }[];
  wallet: { id: number; amount: number; kind: string; note: string; created_at: string | Date }[];
  points: { id: number; points: number; status: string; note: string; order_number: string | null; created_at: string | Date }[];
}

/** The detail's lists, newest first and capped: orders, tickets, the wallet and points ledgers. */
export async function customerLedgers(db: Db, id: number, lang: 'en' | 'ar'): Promise<CustomerLedgers> {
  const ar = lang === 'ar';
  const [orders, tickets, wallet, points] = await Promise.all([
    db.execute(sql`select id, number, status, total_price as total, created_at from orders where user_id = ${id}
      order by created_at desc, id desc limit 50`),
    db.execute(sql`select uuid, subject, status, created_at from tickets where user_id = ${id} order by id desc limit 50`),
    db.execute(sql`select id, case when operation = 'debit' then -amount else amount end as amount, operation as kind,
      ${ar ? sql`coalesce(nullif(description_ar, ''), description_en)` : sql`description_en`} as note, created_at
      from wallet_ledger where user_id = ${id} order by id desc limit 100`),
    db.execute(sql`select p.id, p.points, p.status, ${ar ? sql`coalesce(nullif(p.note_ar, ''), p.note_en)` : sql`p.note_en`} as note,
      o.number as order_number, p.created_at
      from points_ledger p left join orders o on o.id = p.order_id
      where p.user_id = ${id} order by p.id desc limit 100`),
  ]);
  return {
    orders: rowsOf(orders),
    tickets: rowsOf(tickets),
    wallet: rowsOf(wallet),
    points: rowsOf(points),
  };
}

export async function lockUserForBan(tx: Tx, id: number): Promise<{ activation: string; staff_role: string } | undefined> {
  return rowsOf<{ activation: string; staff_role: string }>(
    await tx.execute(sql`select activation, staff_role from users where id = ${id} for update`),
  )[0];
}

export async function setActivation(tx: Tx, id: number, activation: string, endSessions: boolean): Promise<void> {
  await tx.execute(sql`update users set activation = ${activation}, updated_at = now() where id = ${id}`);
  if (endSessions) await tx.execute(sql`update sessions set revoked_at = now() where user_id = ${id} and revoked_at is null`);
}

/** Locks the customer's row (as placing an order does); undefined when there is no such user. */
export async function lockCustomerRow(tx: Tx, id: number): Promise<{ staff_role: string } | undefined> {
  return rowsOf<{ staff_role: string }>(await tx.execute(sql`select staff_role from users where id = ${id} for update`))[0];
}

export interface Reason {
  en: string;
  ar: string;
}

/** One wallet ledger row of a staff adjustment: a credit or a debit of |amount| piastres. */
export async function insertWalletAdjustment(
  tx: Tx,
  userId: number,
  amount: number,
  reason: Reason,
  ref: string,
): Promise<number> {
  const operation = amount > 0 ? 'credit' : 'debit';
  const row = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference)
      values (${userId}, ${operation}, ${Math.abs(amount)}, ${reason.en}, ${reason.ar}, ${ref}) returning id`),
  )[0]!;
  return row.id;
}

/** A new available lot of `points` expiring on `expiry` (yyyy-mm-dd). */
export async function insertPointsLot(tx: Tx, userId: number, points: number, expiry: string, reason: Reason): Promise<number> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into points_ledger (user_id, points, status, expiry_date, note_en, note_ar)
      values (${userId}, ${points}, 'available', ${expiry}, ${reason.en}, ${reason.ar}) returning id`),
  )[0]!.id;
}

/**
 * Takes `points` from the customer's available lots, soonest-expiring first (as an order's
 * redemption does), and records one negative 'redeemed' row with the reason. The caller holds the
 * customer lock and has checked the balance; answers false (nothing kept by the caller's rollback)
 * when the lots held fewer.
 */
export async function spendPoints(tx: Tx, userId: number, points: number, today: string, reason: Reason): Promise<number | null> {
  const taken = (await takeFromLots(tx, userId, points, today)).reduce((sum, l) => sum + l.n, 0);
  if (taken !== points) return null;
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into points_ledger (user_id, points, status, redeem_date, note_en, note_ar)
      values (${userId}, ${-points}, 'redeemed', ${today}, ${reason.en}, ${reason.ar}) returning id`),
  )[0]!.id;
}
