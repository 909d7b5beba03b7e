// The session lookup behind every request with a bearer token: the SHA-256 of the token, not
// revoked, not expired, joined to its user.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthUser } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<AuthUser | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      phone: users.phone,
      userType: users.userType,
      staffRole: users.staffRole,
      activation: users.activation,
      lang: users.lang,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return (rows[0] as AuthUser | undefined) ?? null;
}
