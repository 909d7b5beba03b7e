// The SQL of review moderation in the back-office: the reviews newest first with their item and
// customer, and the one write, a review hidden or shown again under its row lock (two staff members
// at once: the second reads what the first wrote). The item's rating follows by the 0051/0055
// trigger (shown reviews only).
import { sql, type SQL } from 'drizzle-orm';
import type { ReviewListQuery } from '@store/shared/contract/admin-reviews';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { offsetOf } from '../http/pagination.ts';

export interface ReviewSqlRow {
  id: number;
  kind: 'product' | 'card';
  item_id: number;
  item_name: string;
  customer_id: number;
  customer_email: string;
  rating: number;
  comment: string;
  created_at: string | Date;
  hidden_at: string | Date | null;
  hidden_by_email: string | null;
  hidden_reason: string;
}

const columns = (lang: 'en' | 'ar') => {
  const name = sql.raw(lang === 'ar' ? 'name_ar' : 'name_en');
  return sql`r.id, case when r.product_id is not null then 'product' else 'card' end as kind,
    coalesce(r.product_id, r.card_id) as item_id, coalesce(p.${name}, c.${name}, '') as item_name,
    r.user_id as customer_id, u.email as customer_email, r.rating, r.comment, r.created_at,
    r.hidden_at, h.email as hidden_by_email, r.hidden_reason`;
};

const joins = sql`from reviews r join users u on u.id = r.user_id
  left join products p on p.id = r.product_id left join cards c on c.id = r.card_id
  left join users h on h.id = r.hidden_by`;

export async function listReviews(
  db: Db,
  q: ReviewListQuery,
  lang: 'en' | 'ar',
): Promise<{ rows: ReviewSqlRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    where.push(sql`(lower(r.comment) like ${like} or lower(u.email) like ${like}
      or lower(p.name_en) like ${like} or p.name_ar like ${like} or lower(c.name_en) like ${like} or c.name_ar like ${like})`);
  }
  if (q.state === 'shown') where.push(sql`r.hidden_at is null`);
  if (q.state === 'hidden') where.push(sql`r.hidden_at is not null`);
  if (q.rating) where.push(sql`r.rating = ${q.rating}`);
  const cond = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${columns(lang)} ${joins} where ${cond} order by r.created_at desc, r.id desc
      limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
    db.execute(sql`select count(*)::int as n ${joins} where ${cond}`),
  ]);
  return { rows: rowsOf<ReviewSqlRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

export async function reviewById(db: Db | Tx, id: number, lang: 'en' | 'ar'): Promise<ReviewSqlRow | undefined> {
  return rowsOf<ReviewSqlRow>(await db.execute(sql`select ${columns(lang)} ${joins} where r.id = ${id}`))[0];
}

/** The review's visibility under its row lock: null when there is no such review. */
export async function lockReview(
  tx: Tx,
  id: number,
): Promise<
  { hidden_at: string | Date | null; hidden_reason: string; product_id: number | null; card_id: number | null } | undefined
> {
  return rowsOf<{ hidden_at: string | Date | null; hidden_reason: string; product_id: number | null; card_id: number | null }>(
    await tx.execute(sql`select hidden_at, hidden_reason, product_id, card_id from reviews where id = ${id} for update`),
  )[0];
}

/** Hides the review (by whom, why) or shows it again; the item's counters follow by trigger. */
export async function setReviewHidden(tx: Tx, id: number, hide: { by: number; reason: string } | null): Promise<void> {
  await tx.execute(
    hide
      ? sql`update reviews set hidden_at = coalesce(hidden_at, now()), hidden_by = ${hide.by}, hidden_reason = ${hide.reason}
          where id = ${id}`
      : sql`update reviews set hidden_at = null, hidden_by = null, hidden_reason = '' where id = ${id}`,
  );
}
