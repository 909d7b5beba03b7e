// The audit log's SQL (issue 26): its one write — rows are only ever inserted (migration 0030's
// trigger refuses UPDATE, DELETE and TRUNCATE) — and the admins' list, newest first.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditRow {
  /** null: the operator, from the server's command line (admin/staff-accounts.ts) */
  staffUserId: number | null;
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

export interface AuditListRow {
  id: number | string;
  at: string | Date;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** A page of the log, newest first, optionally of one entity, and the count of its entries. */
export async function auditList(
  db: Db,
  q: { entity?: string | undefined; entityId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const cond = sql.join(
    [q.entity ? sql`entity = ${q.entity}` : sql`true`, q.entityId ? sql`entity_id = ${q.entityId}` : sql`true`],
    sql` and `,
  );
  const [rows, total] = await Promise.all([
    db.execute(sql`select id, at, staff_email, action, entity, entity_id, before, after from audit_log
      where ${cond} order by id desc limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from audit_log where ${cond}`),
  ]);
  return { rows: rowsOf<AuditListRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}
