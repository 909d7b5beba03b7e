// Starts the job layer a process needs: on PostgreSQL (JOB_QUEUE=auto) the pg-boss queue —
// scheduling always, working runs when `work` is set; on PGlite (or JOB_QUEUE=inline) the
// in-process timers, only when `work` is set. Both call the same job functions (features.ts: each feature brings its jobs).
import type { AppContext } from '../context.ts';
import { startQueue, type JobMetrics } from './queue.ts';
import { startJobs, type Job, type JobScheduler } from './runner.ts';

export function usesQueue(ctx: AppContext): boolean {
  return ctx.env.JOB_QUEUE === 'auto' && ctx.database.engine === 'postgres' && !!ctx.env.DATABASE_URL;
}

export async function startJobLayer(
  ctx: AppContext,
  jobs: Job[],
  opts: { work: boolean; metrics?: JobMetrics; log: (msg: string, err?: unknown) => void },
): Promise<JobScheduler | null> {
  if (usesQueue(ctx)) return startQueue(ctx, jobs, opts);
  if (!opts.work) return null;
  return startJobs(ctx, jobs, opts.log, opts.metrics ? (job, outcome, s) => opts.metrics!.jobRun(job, outcome, s) : undefined);
}
