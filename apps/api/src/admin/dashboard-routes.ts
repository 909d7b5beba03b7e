// The dashboard (issue 26): today's and this week's sales and orders (Cairo days), orders by
// status, the last 7 days for the chart, orders needing attention, cards whose available codes
// are at or under their threshold, products running out of stock, open tickets. Support staff
// and admins. The SQL is in dashboard.queries.ts.
import { dashboardAnswer } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { dashboardFigures } from './dashboard.queries.ts';

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
      const f = await dashboardFigures(ctx.db, ctx.clock.now(), request.lang);
      const last = f.byDay[f.byDay.length - 1] ?? { sales: 0, orders: 0 };
      return ok({
        today: { sales: last.sales, orders: last.orders },
        week: {
          sales: f.byDay.reduce((s, d) => s + d.sales, 0),
          orders: f.byDay.reduce((s, d) => s + d.orders, 0),
        },
        orders_by_status: f.statuses,
        needs_attention: f.needsAttention,
        awaiting_return: f.awaitingReturn,
        sales_by_day: f.byDay,
        low_stock_cards: f.cards,
        low_stock_products: f.products,
        open_tickets: f.openTickets,
      });
    },
  );
}
