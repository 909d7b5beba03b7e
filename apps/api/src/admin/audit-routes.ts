// The audit log, newest first, for admins (issue 26). Read-only: the table refuses changes.
import { auditListAnswer, auditQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';

export default async function auditRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['admin'],
        security: [{ staff: [] }],
        querystring: auditQuery,
        response: { 200: envelopeOf(auditListAnswer) },
      },
    },
    async (request) => {
      const q = request.query;
      const cond = q.entity ? sql`entity = ${q.entity}` : sql`true`;
      const [rows, total] = await Promise.all([
        app.ctx.db.execute(sql`select id, at, staff_email, action, entity, entity_id, before, after from audit_log
          where ${cond} order by id desc limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
        app.ctx.db.execute(sql`select count(*)::int as n from audit_log where ${cond}`),
      ]);
      const n = rowsOf<{ n: number }>(total)[0]?.n ?? 0;
      return ok({
        items: rowsOf<{
          id: number | string;
          at: string | Date;
          staff_email: string;
          action: string;
          entity: string;
          entity_id: string | null;
          before: unknown;
          after: unknown;
        }>(rows).map((r) => ({
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          staff_email: r.staff_email,
          action: r.action,
          entity: r.entity,
          entity_id: r.entity_id,
          before: r.before,
          after: r.after,
        })),
        total: n,
        last_page: lastPageOf(n, q.per_page),
      });
    },
  );
}
