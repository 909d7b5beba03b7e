// Customers in the back-office (issue 26): list and search, the detail with orders, tickets and
// the wallet and points ledgers (support: read), ban and unban (admins, audited).
import { banBody, customerDetail, customerListAnswer, customerListQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeLike } from '../catalog/sql.ts';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { availablePoints } from '../rewards/queries.ts';
import { walletBalance } from '../wallet/queries.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import { requireStaff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const iso = (d: Date | string) => new Date(d).toISOString();

interface UserSqlRow {
  id: number;
  email: string;
  phone: string;
  user_type: string;
  activation: string;
  staff_role: 'none' | 'support' | 'admin';
  created_at: string | Date;
}
const rowOut = (r: UserSqlRow) => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  user_type: r.user_type,
  activation: r.activation,
  staff_role: r.staff_role,
  created_at: iso(r.created_at),
});
const USER_COLUMNS = sql`id, email, phone, user_type, activation, staff_role, created_at`;

async function detail(ctx: AppContext, id: number, lang: Lang) {
  const user = rowsOf<UserSqlRow>(await ctx.db.execute(sql`select ${USER_COLUMNS} from users where id = ${id}`))[0];
  if (!user) throw new AppError(404, adminMessages(lang, 'notFound'));
  const ar = lang === 'ar';
  const [orders, tickets, wallet, points, balance, available] = await Promise.all([
    ctx.db.execute(sql`select id, number, status, total_price as total, created_at from orders where user_id = ${id}
      order by created_at desc, id desc limit 50`),
    ctx.db.execute(sql`select uuid, subject, status, created_at from tickets where user_id = ${id} order by id desc limit 50`),
    ctx.db.execute(sql`select id, case when operation = 'debit' then -amount else amount end as amount, operation as kind,
      ${ar ? sql`description_ar` : sql`description_en`} as note, created_at from wallet_ledger where user_id = ${id}
      order by id desc limit 100`),
    ctx.db.execute(sql`select id, points, status, coalesce(order_id::text, '') as note, created_at from points_ledger
      where user_id = ${id} order by id desc limit 100`),
    walletBalance(ctx.db, id),
    availablePoints(ctx.db, id),
  ]);
  return {
    ...rowOut(user),
    wallet_balance: balance,
    points_available: available,
    orders: rowsOf<{ id: number; number: string; status: string; total: number; created_at: string }>(orders).map((o) => ({
      ...o,
      created_at: iso(o.created_at),
    })),
    tickets: rowsOf<{ uuid: string; subject: string; status: string; created_at: string }>(tickets).map((t) => ({
      ...t,
      created_at: iso(t.created_at),
    })),
    wallet_ledger: rowsOf<{ id: number; amount: number; kind: string; note: string; created_at: string }>(wallet).map((w) => ({
      ...w,
      created_at: iso(w.created_at),
    })),
    points_ledger: rowsOf<{ id: number; points: number; status: string; note: string; created_at: string }>(points).map((p) => ({
      ...p,
      note: p.note ? `#${p.note}` : '',
      created_at: iso(p.created_at),
    })),
  };
}

export default async function customerRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/customers',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, querystring: customerListQuery, response: { 200: envelopeOf(customerListAnswer) } },
    },
    async (request) => {
      const q = request.query;
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
        ctx.db.execute(sql`select ${USER_COLUMNS} from users where ${cond} order by id desc
          limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
        ctx.db.execute(sql`select count(*)::int as n from users where ${cond}`),
      ]);
      const n = rowsOf<{ n: number }>(total)[0]?.n ?? 0;
      return ok({ items: rowsOf<UserSqlRow>(rows).map(rowOut), total: n, last_page: lastPageOf(n, q.per_page) });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(customerDetail) } },
    },
    async (request) => ok(await detail(ctx, request.params.id, request.lang)),
  );

  app.post(
    '/customers/:id/ban',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: banBody, response: { 200: envelopeOf(customerDetail) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      await ctx.db.transaction(async (tx) => {
        const before = rowsOf<{ activation: string; staff_role: string }>(
          await tx.execute(sql`select activation, staff_role from users where id = ${id} for update`),
        )[0];
        if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        if (before.staff_role !== 'none') throw new AppError(409, adminMessages(request.lang, 'cannotBanStaff'));
        const activation = request.body.banned ? 'deactivated' : 'Active';
        await tx.execute(sql`update users set activation = ${activation}, updated_at = now() where id = ${id}`);
        if (request.body.banned) {
          await tx.execute(sql`update sessions set revoked_at = now() where user_id = ${id} and revoked_at is null`);
        }
        await audit(tx, staff, request, {
          action: request.body.banned ? 'ban' : 'unban',
          entity: 'user',
          entityId: id,
          before: { activation: before.activation },
          after: { activation },
        });
      });
      return ok(await detail(ctx, id, request.lang), adminMessages(request.lang, 'saved'));
    },
  );
}
