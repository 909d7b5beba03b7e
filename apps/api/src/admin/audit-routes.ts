// The audit log, newest first, for admins (issue 26). Read-only: the table refuses changes.
import { auditListAnswer, auditQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { auditList } from './audit.queries.ts';

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
      const { rows, total: n } = await auditList(app.ctx.db, {
        entity: q.entity,
        entityId: q.entity_id,
        limit: q.per_page,
        offset: offsetOf(q.page, q.per_page),
      });
      return ok({
        items: rows.map((r) => ({
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
