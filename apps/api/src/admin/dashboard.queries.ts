// The SQL of the dashboard (issue 26): the last 7 Cairo days (sales are paid orders' totals by the
// day they were paid less the refunds made that day, a shop's net sales; orders by the day they
// were placed), orders by status, orders needing a person, cards at or under their low-stock
// threshold, products running out, open tickets.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

/** A product with this many or fewer in managed stock is listed as running out. */
export const LOW_PRODUCT_STOCK = 5;

/**
 * Orders a person must look at: held orders ('on-hold': the code supplier failed, a payment that
 * did not match, anything the machine parked). The orders list's `?attention=on_hold` filter shows them.
 */
export const ATTENTION_STATUSES = ['on-hold'] as const;

export async function dashboardFigures(db: Db, now: Date, lang: 'en' | 'ar') {
  const ar = lang === 'ar';
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Africa/Cairo')::date`;
  const attention = sql.join(
    ATTENTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [days, statuses, cards, products, tickets, held, returning] = await Promise.all([
    db.execute(sql`with d as (select generate_series(${today} - 6, ${today}, interval '1 day')::date as day)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        (coalesce((select sum(total_price) from orders where paid_at is not null
          and (paid_at at time zone 'Africa/Cairo')::date = d.day), 0)
          - coalesce((select sum(amount) from order_refunds where state = 'done'
          and (coalesce(ended_at, created_at) at time zone 'Africa/Cairo')::date = d.day), 0))::int as sales,
        (select count(*) from orders where (created_at at time zone 'Africa/Cairo')::date = d.day)::int as orders
      from d order by d.day`),
    db.execute(sql`select status, count(*)::int as count from orders group by status order by count desc, status`),
    db.execute(sql`select c.id, ${ar ? sql`c.name_ar` : sql`c.name_en`} as name, c.low_stock_threshold as threshold,
        count(k.id) filter (where k.status = 'available')::int as available,
        count(k.id) filter (where k.status = 'reserved')::int as reserved
      from cards c left join card_codes k on k.card_id = c.id
      where c.stock_type = 1 and c.active and c.stock <= c.low_stock_threshold
      group by c.id order by available asc, c.id limit 20`),
    db.execute(sql`select id, ${ar ? sql`name_ar` : sql`name_en`} as name, stock from products
      where stock_type = 1 and active and stock <= ${LOW_PRODUCT_STOCK} order by stock asc, id limit 20`),
    db.execute(sql`select count(*)::int as n from tickets where status <> 'resolved'`),
    db.execute(sql`select count(*)::int as n from orders where status in (${attention})`),
    db.execute(
      sql`select count(distinct order_id)::int as n from order_holds where state = 'returning' and kind = 'product_stock'`,
    ),
  ]);
  return {
    byDay: rowsOf<{ day: string; sales: number; orders: number }>(days),
    statuses: rowsOf<{ status: string; count: number }>(statuses),
    cards: rowsOf<{ id: number; name: string; available: number; reserved: number; threshold: number }>(cards),
    products: rowsOf<{ id: number; name: string; stock: number }>(products),
    openTickets: rowsOf<{ n: number }>(tickets)[0]?.n ?? 0,
    needsAttention: rowsOf<{ n: number }>(held)[0]?.n ?? 0,
    awaitingReturn: rowsOf<{ n: number }>(returning)[0]?.n ?? 0,
  };
}
