// SQL of staff sign-in and staff sessions (issue 26; auth-routes.ts, staff-auth.ts): the account
// by e-mail, the one-time code's single use (a recovery code used, or the TOTP step moved
// forward), the session's row and its check on every /api/admin call.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, staffRecoveryCodes, staffSessions, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The account with this (lower-case) e-mail. */
export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Marks the staff member's unused recovery code with this hash used; answers whether one was. */
export async function useRecoveryCode(tx: Tx, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

/**
 * Records the accepted TOTP step when it is newer than the last accepted one (a row-locked
 * update); answers whether it was.
 */
export async function advanceTotpStep(tx: Tx, userId: number, step: number): Promise<boolean> {
  const moved = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return moved.length === 1;
}

/** How many recovery codes the staff member has not used. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return left?.n ?? 0;
}

export async function insertStaffSession(db: Db, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

export interface StaffSessionRow {
  sessionId: number;
  lastSeenAt: Date;
  id: number;
  email: string;
  role: string;
  activation: string;
}

/** The live (not revoked, not expired) staff session of a token hash, with its account. */
export async function liveStaffSession(db: Db, tokenHash: string, now: Date): Promise<StaffSessionRow | undefined> {
  const rows = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: users.id,
      email: users.email,
      role: users.staffRole,
      activation: users.activation,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function touchStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Whether a token hash is a live shopping session's. */
export async function isLiveShoppingSession(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
