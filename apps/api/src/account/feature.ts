// Accounts: sign-up, sign-in, codes, profile, social sign-in and the bot challenge's routes, and
// the jobs that keep sessions and codes tidy.
import type { Feature } from '../feature.ts';
import { purgeExpiredSessions, purgeOldCodes } from './queries.ts';
import authRoutes from './routes.ts';

const DAY_MS = 24 * 3600_000;

export const feature: Feature = {
  name: 'account',
  routes: [authRoutes],
  jobs: [
    {
      // sessions are kept 30 days after expiry for the account's security history, then removed
      name: 'prune-expired-sessions',
      everyMs: 60 * 60_000,
      run: (ctx) => purgeExpiredSessions(ctx.db, new Date(ctx.clock.now().getTime() - 30 * DAY_MS)),
    },
    {
      // used and expired activation/reset codes are deleted after a day
      name: 'prune-old-codes',
      everyMs: 24 * 60 * 60_000,
      run: (ctx) => purgeOldCodes(ctx.db, new Date(ctx.clock.now().getTime() - DAY_MS)),
    },
  ],
};
