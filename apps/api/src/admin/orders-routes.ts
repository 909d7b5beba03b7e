// Orders in the back-office (issue 26): the list with filters and the detail, READ-ONLY. Order
// actions (fulfil a held order, ship, cancel, refund) belong to the order state machine being
// rebuilt in issue 22; they will be added here as routes calling its commands, never by writing
// order statuses from this file. See docs/decisions/26-admin-stack.md.
import { adminOrderDetail, adminOrderListAnswer, adminOrderListQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { adminMessages } from './messages.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const iso = (d: Date | string) => new Date(d).toISOString();

interface OrderSqlRow {
  id: number;
  number: string;
  status: string;
  customer_email: string | null;
  payment_method: string | null;
  total: number;
  created_at: string | Date;
}
const rowOut = (r: OrderSqlRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  customer_email: r.customer_email,
  payment_method: r.payment_method ?? '',
  total: r.total,
  created_at: iso(r.created_at),
});

export default async function orderRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const columns = (lang: 'en' | 'ar') => sql`o.id, o.number, o.status, u.email as customer_email,
    ${lang === 'ar' ? sql`pm.name_ar` : sql`pm.name_en`} as payment_method, o.total_price as total, o.created_at`;

  app.get(
    '/orders',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, querystring: adminOrderListQuery, response: { 200: envelopeOf(adminOrderListAnswer) } },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [sql`true`];
      if (q.status) where.push(sql`o.status = ${q.status}`);
      if (q.search) {
        const like = `%${escapeLike(q.search.toLowerCase())}%`;
        where.push(sql`(o.number like ${like} or lower(u.email) like ${like} or o.phone like ${like})`);
      }
      const cond = sql.join(where, sql` and `);
      const [rows, total] = await Promise.all([
        ctx.db.execute(sql`select ${columns(request.lang)} from orders o left join users u on u.id = o.user_id
          left join payment_methods pm on pm.id = o.payment_method_id where ${cond}
          order by o.created_at desc, o.id desc limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
        ctx.db.execute(sql`select count(*)::int as n from orders o left join users u on u.id = o.user_id where ${cond}`),
      ]);
      const n = rowsOf<{ n: number }>(total)[0]?.n ?? 0;
      return ok({ items: rowsOf<OrderSqlRow>(rows).map(rowOut), total: n, last_page: lastPageOf(n, q.per_page) });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(adminOrderDetail) } },
    },
    async (request) => {
      const ar = request.lang === 'ar';
      const row = rowsOf<OrderSqlRow & { address: string | null }>(
        await ctx.db.execute(sql`select ${columns(request.lang)},
            o.full_name || ', ' || o.street_address || ', ' || o.city || ', ' || o.phone as address
          from orders o left join users u on u.id = o.user_id
          left join payment_methods pm on pm.id = o.payment_method_id where o.id = ${request.params.id}`),
      )[0];
      if (!row) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      const lines = rowsOf<{ name: string; qty: number; unit_price: number; kind: 'product' | 'card' }>(
        await ctx.db.execute(sql`select ${ar ? sql`name_ar` : sql`name_en`} as name, qty, unit_price,
            case when card_id is null then 'product' else 'card' end as kind
          from order_lines where order_id = ${row.id} order by id`),
      );
      return ok({ ...rowOut(row), lines, address: row.address });
    },
  );
}
