// The adapters' own upkeep: bot-challenge replay records and queued e-mail and SMS.
import type { Feature } from '../features.ts';
import { purgeUsedChallenges } from './captcha/replay.ts';
import { deliverQueuedNotifications } from './notifications/index.ts';

export const feature: Feature = {
  name: 'integrations',
  jobs: [
    {
      // bot-challenge replay records outlive their challenge by nothing: drop them once expired
      name: 'prune-used-challenges',
      everyMs: 60 * 60_000,
      run: (ctx) => purgeUsedChallenges(ctx),
    },
    {
      // e-mail and SMS that failed (or were left mid-send by a stopped process) are retried
      name: 'deliver-queued-notifications',
      everyMs: 45_000,
      async run(ctx) {
        await deliverQueuedNotifications(ctx);
      },
    },
  ],
};
