// The notifications table's statements: record, claim for sending (conditional updates and FOR
// UPDATE SKIP LOCKED, so two processes never send one row), and mark the outcome.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { OutgoingMessage } from './transports.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(db: Db | Tx, messages: OutgoingMessage[]): Promise<number[]> {
  const rows = await db
    .insert(notifications)
    .values(messages.map((m) => ({ channel: m.channel, recipient: m.to, subject: m.subject, body: m.body })))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(notifications).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(notifications.id, id));
}

export async function markFailed(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'failed', lastError: reason.slice(0, 500) })
    .where(eq(notifications.id, id));
}

/** Claims the given rows that are still queued (their transaction committed; nobody sent them). */
export function claimQueued(db: Db, ids: number[], at: Date): Promise<NotificationRow[]> {
  return db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, lastAttemptAt: at })
    .where(and(inArray(notifications.id, ids), eq(notifications.status, 'queued')))
    .returning();
}

export interface DueRules {
  now: Date;
  limit: number;
  maxAttempts: number;
  orphanAfterMs: number;
  stuckAfterMs: number;
  retryStepMs: number;
}

/** Claims due rows (orphaned queued, failed and due for retry, stuck sending) in one short transaction. */
export function claimDue(db: Db, r: DueRules): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        or(
          and(eq(notifications.status, 'queued'), lt(notifications.createdAt, new Date(r.now.getTime() - r.orphanAfterMs))),
          and(
            eq(notifications.status, 'failed'),
            lt(notifications.attempts, r.maxAttempts),
            sql`${notifications.lastAttemptAt} < ${r.now.toISOString()}::timestamptz - (${notifications.attempts} * ${r.retryStepMs / 1000} * interval '1 second')`,
          ),
          and(eq(notifications.status, 'sending'), lt(notifications.lastAttemptAt, new Date(r.now.getTime() - r.stuckAfterMs))),
        ),
      )
      .orderBy(notifications.id)
      .limit(r.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notifications)
      .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, lastAttemptAt: r.now })
      .where(
        inArray(
          notifications.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}
