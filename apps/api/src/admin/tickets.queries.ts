// SQL of the back-office's support inbox (issue 26; tickets-routes.ts): the list by status and
// age, and closing a ticket. A ticket's conversation and replies are support/'s (support/queries.ts).
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export interface TicketSqlRow {
  uuid: string;
  subject: string;
  name: string;
  email: string;
  status: 'pending' | 'answered' | 'resolved';
  reason: string;
  order_ref: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/**
 * A page of tickets and their count: waiting longest first — open tickets by age, the pending ones
 * (the customer wrote last) before the answered.
 */
export async function ticketList(
  db: Db,
  q: { status: string; search?: string | undefined; lang: 'en' | 'ar'; limit: number; offset: number },
): Promise<{ rows: TicketSqlRow[]; total: number }> {
  const where: SQL[] = [
    q.status === 'all' ? sql`true` : q.status === 'open' ? sql`t.status <> 'resolved'` : sql`t.status = ${q.status}`,
  ];
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    // the order a ticket is about is searched too: a customer often names only their order number
    where.push(sql`(lower(t.subject) like ${like} or lower(t.email) like ${like} or lower(t.name) like ${like}
      or lower(coalesce(t.order_ref, '')) like ${like})`);
  }
  const cond = sql.join(where, sql` and `);
  const reason = q.lang === 'ar' ? sql`r.name_ar` : sql`r.name_en`;
  const [rows, total] = await Promise.all([
    db.execute(sql`select t.uuid, t.subject, t.name, t.email, t.status, ${reason} as reason, t.order_ref,
        t.created_at, t.updated_at
      from tickets t join ticket_reasons r on r.id = t.reason_id where ${cond}
      order by (t.status = 'pending') desc, t.updated_at asc, t.id asc
      limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from tickets t where ${cond}`),
  ]);
  return { rows: rowsOf<TicketSqlRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

/** Resolves the ticket (its row locked); answers the status it had, or undefined for an unknown ticket. */
export async function resolveTicket(tx: Tx, uuid: string): Promise<string | undefined> {
  const rows = rowsOf<{ before: string }>(
    await tx.execute(sql`update tickets t set status = 'resolved', updated_at = now()
      from (select id, status as before from tickets where uuid = ${uuid} for update) old
      where t.id = old.id returning old.before`),
  );
  return rows[0]?.before;
}
