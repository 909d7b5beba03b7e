// The adapters' own upkeep, which belongs to no feature: bot-challenge replay records and queued
// e-mail and SMS. features.ts adds these to the features' jobs.
import { purgeUsedChallenges } from '../integrations/captcha/replay.ts';
import { deliverQueuedNotifications } from '../integrations/notifications/index.ts';
import type { Job } from './runner.ts';

export const upkeepJobs: Job[] = [
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
];
