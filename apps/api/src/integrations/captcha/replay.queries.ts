// The replay records' statements (PostgreSQL `used_challenges`; Redis is replay.ts's other store).
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { usedChallenges } from '../../db/schema/index.ts';

/** true when the signature was not recorded yet (and now is). */
export async function insertUsedChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const result = await db.execute(
    sql`insert into ${usedChallenges} (signature, expires_at) values (${signature}, ${expiresAt.toISOString()}::timestamptz)
        on conflict (signature) do nothing returning signature`,
  );
  return rowsOf(result).length === 1;
}

export async function deleteExpiredChallenges(db: Db, before: Date): Promise<void> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, before));
}
