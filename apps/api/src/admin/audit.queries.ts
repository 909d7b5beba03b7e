// The one write of the audit log (issue 26): rows are only ever inserted (migration 0030's trigger
// refuses UPDATE, DELETE and TRUNCATE).
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditRow {
  staffUserId: number;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function insertAudit(db: Db | Tx, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
