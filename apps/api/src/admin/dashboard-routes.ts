// The dashboard (issue 26): today's and this week's sales and orders (Cairo days; sales are paid
// orders' totals by the day they were paid), orders by status, the last 7 days for the chart,
// cards whose available codes are at or under their threshold, products running out of stock,
// open tickets. Support staff and admins.
import { dashboardAnswer } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';

const LOW_PRODUCT_STOCK = 5;

export default async function dashboardRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get(
    '/dashboard',
    {
      config: { staffRole: 'support' },
      schema: { tags: ['admin'], security: [{ staff: [] }], response: { 200: envelopeOf(dashboardAnswer) } },
    },
    async (request) => {
      const ar = request.lang === 'ar';
      const now = ctx.clock.now();
      const today = sql`(${now.toISOString()}::timestamptz at time zone 'Africa/Cairo')::date`;
      const [days, statuses, cards, products, tickets] = await Promise.all([
        ctx.db.execute(sql`with d as (select generate_series(${today} - 6, ${today}, interval '1 day')::date as day)
          select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce((select sum(total_price) from orders where paid_at is not null
              and (paid_at at time zone 'Africa/Cairo')::date = d.day), 0)::int as sales,
            (select count(*) from orders where (created_at at time zone 'Africa/Cairo')::date = d.day)::int as orders
          from d order by d.day`),
        ctx.db.execute(sql`select status, count(*)::int as count from orders group by status order by count desc, status`),
        ctx.db.execute(sql`select c.id, ${ar ? sql`c.name_ar` : sql`c.name_en`} as name, c.low_stock_threshold as threshold,
            count(k.id) filter (where k.status = 'available')::int as available,
            count(k.id) filter (where k.status = 'reserved')::int as reserved
          from cards c left join card_codes k on k.card_id = c.id
          where c.stock_type = 1 and c.active and c.stock <= c.low_stock_threshold
          group by c.id order by available asc, c.id limit 20`),
        ctx.db.execute(sql`select id, ${ar ? sql`name_ar` : sql`name_en`} as name, stock from products
          where stock_type = 1 and active and stock <= ${LOW_PRODUCT_STOCK} order by stock asc, id limit 20`),
        ctx.db.execute(sql`select count(*)::int as n from tickets where status <> 'resolved'`),
      ]);
      const byDay = rowsOf<{ day: string; sales: number; orders: number }>(days);
      const last = byDay[byDay.length - 1] ?? { sales: 0, orders: 0 };
      return ok({
        today: { sales: last.sales, orders: last.orders },
        week: {
          sales: byDay.reduce((s, d) => s + d.sales, 0),
          orders: byDay.reduce((s, d) => s + d.orders, 0),
        },
        orders_by_status: rowsOf<{ status: string; count: number }>(statuses),
        sales_by_day: byDay,
        low_stock_cards: rowsOf<{ id: number; name: string; available: number; reserved: number; threshold: number }>(cards),
        low_stock_products: rowsOf<{ id: number; name: string; stock: number }>(products),
        open_tickets: rowsOf<{ n: number }>(tickets)[0]?.n ?? 0,
      });
    },
  );
}
