// The audit log of staff writes (issue 26): who, when, what, the record before and after. Written
// in the same transaction as the change it records; the table refuses UPDATE, DELETE and
// TRUNCATE (migration 0030), so nobody edits history, not even the API.
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { insertAudit } from './audit.queries.ts';
import type { Staff } from './staff-auth.ts';

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
