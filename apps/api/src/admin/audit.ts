// The audit log of staff writes (issue 26): who, when, what, the record before and after. Written
// in the same transaction as the change it records; the table refuses UPDATE, DELETE and
// TRUNCATE (migration 0030), so nobody edits history, not even the API.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { insertAudit } from './audit.queries.ts';
import { adminMessages } from './messages.ts';
import { requireStaff, type Staff } from './staff-auth.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Db | Tx, staff: Staff, request: FastifyRequest | null, e: AuditEntry): Promise<void> {
  await insertAudit(db, {
    staffUserId: staff.id,
    staffEmail: staff.email,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId == null ? null : String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    ip: request?.ip.slice(0, 64) ?? null,
  });
}

/**
 * A staff write with its audit entry in one transaction, then the public caches dropped (the
 * change's `paths` refreshed at the proxy too). `work` answers null when the record is not there:
 * a 404 in the request's language, nothing written.
 */
export async function auditedWrite<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { entity: string; entityId: number | string | null; action: string; paths?: string[] },
  work: (tx: Tx) => Promise<{ before?: unknown; after: T } | null>,
): Promise<T> {
  const staff = requireStaff(request);
  const { entity, entityId, action, paths } = target;
  const result = await ctx.db.transaction(async (tx) => {
    const done = await work(tx);
    if (!done) throw new AppError(404, adminMessages(request.lang, 'notFound'));
    const id = entityId ?? (done.after as { id?: number } | null)?.id ?? null;
    await audit(tx, staff, request, { action, entity, entityId: id, before: done.before, after: done.after });
    return done.after;
  });
  invalidatePublic(ctx, { kind: 'content', id: `${entity}:${entityId ?? ''}`, ...(paths ? { paths } : {}) });
  return result;
}
