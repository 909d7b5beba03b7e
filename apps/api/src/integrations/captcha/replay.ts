// Replay protection for bot-challenge answers (and the operator's signed commands): an answer's
// signature is recorded until the challenge expires and a second use is refused. PostgreSQL
// (`used_challenges`) by default, Redis (SET NX PX) when REDIS_URL is set, so several API
// processes share the record.
import { Redis } from 'ioredis';
import type { IntegrationContext as AppContext } from '../context.ts';
import { deleteExpiredChallenges, insertUsedChallenge } from './replay.queries.ts';

const redisClients = new WeakMap<AppContext, Redis>();

function redisFor(ctx: AppContext): Redis | null {
  if (!ctx.env.REDIS_URL) return null;
  let client = redisClients.get(ctx);
  if (!client) {
    client = new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    client.on('error', () => {});
    redisClients.set(ctx, client);
  }
  return client;
}

/** true when this is the first use of the signature; false for a replay. */
export async function markChallengeUsed(ctx: AppContext, signature: string, expiresAt: Date): Promise<boolean> {
  // system time, not ctx.clock: a challenge's expiry is altcha-lib's, in system time (altcha.ts)
  const ttlMs = Math.max(1000, expiresAt.getTime() - Date.now());
  const redis = redisFor(ctx);
  if (redis) {
    try {
      const answer = await redis.set(`store-challenge:${signature}`, '1', 'PX', ttlMs, 'NX');
      return answer === 'OK';
    } catch {
      // Redis unreachable: the record goes to PostgreSQL instead, so sign-in and checkout go on
    }
  }
  // Occasionally sweep expired records so the table stays small without a separate job.
  if (Math.random() < 0.02) await purgeUsedChallenges(ctx);
  return insertUsedChallenge(ctx.db, signature, expiresAt);
}

/**
 * The same record for the operator's signed commands (lib/staff-signature.ts `FirstUse`): a
 * signature is accepted once by the whole fleet, not once per process.
 */
export const signatureUseRecorder =
  (ctx: AppContext) =>
  (signature: string, expiresAt: Date): Promise<boolean> =>
    markChallengeUsed(ctx, signature, expiresAt);

/** Deletes replay records of expired challenges (also safe to schedule as a job). */
export async function purgeUsedChallenges(ctx: AppContext): Promise<void> {
  await deleteExpiredChallenges(ctx.db, new Date()); // system time, as the challenges' expiry
}

export async function closeReplayStore(ctx: AppContext): Promise<void> {
  const client = redisClients.get(ctx);
  if (client) {
    redisClients.delete(ctx);
    await client.quit().catch(() => client.disconnect());
  }
}
