// The only code of the accounts feature that touches the database: users, sessions and
// verification codes. Functions take a Db or a transaction handle.
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, staffSessions, users, verificationCodes } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = 'activation' | 'reset';
type Conn = Db | Tx;

export async function findUserById(db: Conn, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** By normalised e-mail (contains @) or normalised phone. */
export async function findUserByIdentifier(db: Conn, identifier: string): Promise<UserRow | null> {
  const column = identifier.includes('@') ? users.email : users.phone;
  const rows = await db.select().from(users).where(eq(column, identifier)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByGoogleSub(db: Conn, sub: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0] ?? null;
}

/** Which of the given e-mail / phone another account (not `exceptUserId`) already holds. */
export async function findTaken(
  db: Conn,
  wanted: { email?: string; phone?: string },
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const conditions = [];
  if (wanted.email) conditions.push(eq(users.email, wanted.email));
  if (wanted.phone) conditions.push(eq(users.phone, wanted.phone));
  if (conditions.length === 0) return { email: false, phone: false };
  const where = exceptUserId === undefined ? or(...conditions) : and(or(...conditions), ne(users.id, exceptUserId));
  const rows = await db.select({ email: users.email, phone: users.phone }).from(users).where(where).limit(2);
  return {
    email: Boolean(wanted.email && rows.some((r) => r.email === wanted.email)),
    phone: Boolean(wanted.phone && rows.some((r) => r.phone === wanted.phone)),
  };
}

export async function insertUser(tx: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await tx.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(tx: Conn, id: number, values: Partial<typeof users.$inferInsert>, now: Date): Promise<UserRow> {
  const rows = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return rows[0]!;
}

/** Serialises code issuing and checking for one account (resend races, parallel guesses). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertSession(tx: Conn, values: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(values);
}

export async function revokeSession(db: Conn, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Signs the account out everywhere, except the shopping session that asked (password change): its
 * shopping sessions and, for staff, its back-office sessions (a password changed after a leak must
 * end an intruder's back-office session too).
 */
export async function revokeSessionsOfUser(db: Conn, userId: number, now: Date, exceptSessionId?: number): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(exceptSessionId === undefined ? mine : and(mine, ne(sessions.id, exceptSessionId)));
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
}

/** A new code for an account; its earlier codes of the same purpose stop working (expire now). */
export async function insertCode(
  tx: Conn,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  expiresAt: Date,
  now: Date,
): Promise<CodeRow> {
  await tx
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    );
  const rows = await tx.insert(verificationCodes).values({ userId, purpose, codeHash, expiresAt }).returning();
  return rows[0]!;
}

/** The account's latest codes of a purpose, newest first, locked for the check. */
export async function recentCodes(tx: Tx, userId: number, purpose: CodePurpose, limit = 10): Promise<CodeRow[]> {
  return tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(limit)
    .for('update');
}

/** Reset codes with this hash (any account), newest first, locked. */
export async function codesByHash(tx: Tx, purpose: CodePurpose, codeHash: string): Promise<CodeRow[]> {
  return tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.codeHash, codeHash)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
}

export async function liveCodeWithHashExists(tx: Conn, purpose: CodePurpose, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.codeHash, codeHash),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function lastCodeCreatedAt(tx: Conn, userId: number, purpose: CodePurpose): Promise<Date | null> {
  const rows = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

export async function markCodeUsed(tx: Conn, codeId: number, now: Date): Promise<void> {
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, codeId));
}

export async function countWrongTry(tx: Conn, codeId: number): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

/** Codes are useless a day after they expire; this keeps the table small (a job may call it). */
export async function purgeOldCodes(db: Conn, olderThan: Date): Promise<void> {
  await db.delete(verificationCodes).where(sql`${verificationCodes.expiresAt} < ${olderThan.toISOString()}::timestamptz`);
}

/** Sessions that expired before `before` (kept until then for the account's security history). */
export async function purgeExpiredSessions(db: Conn, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
