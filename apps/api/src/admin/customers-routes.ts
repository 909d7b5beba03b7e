// Customers in the back-office (issue 26): list and search, the detail with orders, tickets and
// the wallet and points ledgers (support: read), ban and unban (admins, audited). The money
// actions (wallet and points adjustments) are in adjustments-routes.ts.
import { banBody, customerDetail, customerListAnswer, customerListQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf } from '../http/pagination.ts';
import { availablePoints } from '../rewards/queries.ts';
import { storeDay } from '@store/shared';
import { walletBalance } from '../wallet/queries.ts';
import { audit } from './audit.ts';
import {
  customerById,
  customerLedgers,
  listCustomers,
  lockUserForBan,
  setActivation,
  type UserSqlRow,
} from './customers.queries.ts';
import { adminMessages } from './messages.ts';
import { requireStaff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

const rowOut = (r: UserSqlRow) => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  user_type: r.user_type,
  activation: r.activation,
  staff_role: r.staff_role,
  created_at: iso(r.created_at),
});

/** The customer detail answer (presenter): the account, balances and the capped ledgers. */
export async function customerDetailOf(ctx: AppContext, id: number, lang: Lang): Promise<z.infer<typeof customerDetail>> {
  const user = await customerById(ctx.db, id);
  if (!user) throw new AppError(404, adminMessages(lang, 'notFound'));
  const [lists, balance, available] = await Promise.all([
    customerLedgers(ctx.db, id, lang),
    walletBalance(ctx.db, id),
    availablePoints(ctx.db, id, storeDay(ctx.clock.now())),
  ]);
  return {
    ...rowOut(user),
    wallet_balance: balance,
    points_available: available,
    orders: lists.orders.map((o) => ({ ...o, created_at: iso(o.created_at) })),
    tickets: lists.tickets.map((t) => ({ ...t, created_at: iso(t.created_at) })),
    wallet_ledger: lists.wallet.map((w) => ({ ...w, created_at: iso(w.created_at) })),
    points_ledger: lists.points.map(({ order_number, ...p }) => ({
      ...p,
      note: p.note || (order_number ? `#${order_number}` : ''),
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
      const { rows, total } = await listCustomers(ctx.db, q);
      return ok({ items: rows.map(rowOut), total, last_page: lastPageOf(total, q.per_page) });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(customerDetail) } },
    },
    async (request) => ok(await customerDetailOf(ctx, request.params.id, request.lang)),
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
        const before = await lockUserForBan(tx, id);
        if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        if (before.staff_role !== 'none') throw new AppError(409, adminMessages(request.lang, 'cannotBanStaff'));
        const activation = request.body.banned ? 'deactivated' : 'Active';
        await setActivation(tx, id, activation, request.body.banned);
        await audit(tx, staff, request, {
          action: request.body.banned ? 'ban' : 'unban',
          entity: 'user',
          entityId: id,
          before: { activation: before.activation },
          after: { activation },
        });
      });
      return ok(await customerDetailOf(ctx, id, request.lang), adminMessages(request.lang, 'saved'));
    },
  );
}
