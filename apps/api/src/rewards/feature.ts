// The reward points summary, and the job that ages the points by the orders' calendar day.
import type { Feature } from '../feature.ts';
import { storeDay } from '@store/shared';
import { agePoints } from './queries.ts';
import rewardRoutes from './routes.ts';

export const feature: Feature = {
  name: 'rewards',
  routes: [rewardRoutes],
  jobs: [
    {
      // pending reward points mature, and unspent available points expire, by the calendar day
      name: 'age-points',
      everyMs: 60 * 60_000,
      async run(ctx) {
        await agePoints(ctx.db, storeDay(ctx.clock.now()));
      },
    },
  ],
};
