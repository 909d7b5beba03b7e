// The jobs this store runs. Features add theirs here.
import { lt } from 'drizzle-orm';
import { sessions, usedChallenges } from '../db/schema/index.ts';
import type { Job } from './runner.ts';

export const pruneExpiredRecords: Job = {
  name: 'prune-expired-records',
  everyMs: 10 * 60_000,
  async run(ctx) {
    const now = new Date();
    await ctx.db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
    // sessions are kept 30 days after expiry for the account's security history, then removed
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 30 * 24 * 3600_000)));
  },
};

export const jobs: Job[] = [pruneExpiredRecords];
