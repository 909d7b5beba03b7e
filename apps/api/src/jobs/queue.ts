// Jobs on a PostgreSQL-backed queue (pg-boss 10; docs/decisions/27-job-queue.md). Every process
// on PostgreSQL schedules: pg-boss's cron puts one run of each job in its queue per period, once
// for the whole fleet. Only processes that work jobs (the worker, `npm run worker`, or an API
// process with RUN_JOBS=true) take runs from the queue. A run that throws is retried with
// exponential backoff; after JOB_RETRY_LIMIT retries it goes to the dead-letter queue
// (`npm run jobs:dead` lists it). A run whose worker died is expired after JOB_EXPIRE_SECONDS
// and retried. The job's function is the same plain idempotent function the in-process runner
// calls (features.ts: each feature brings its jobs), still under its advisory lock, so two runs never overlap.
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { runExclusive, type Job, type JobScheduler } from './runner.ts';

export const DEAD_LETTER = 'dead-jobs';
export const QUEUE_SCHEMA = 'pgboss';

/** The cron period closest to a job's interval (pg-boss's clock has minute precision). */
export function cronFor(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '30 3 * * *';
}

/** What the job layer reports (health/metrics.ts implements it when METRICS_ENABLED). */
export interface JobMetrics {
  /** a job run finished: ok, failed (will be retried) or dead (out of retries) */
  jobRun(job: string, outcome: 'ok' | 'failed' | 'dead', seconds: number): void;
  /** how many jobs wait in the queue, read at scrape time */
  setQueueDepth(read: () => Promise<Record<string, number>>): void;
}

export interface QueueOptions {
  /** take runs from the queue in this process (the worker) */
  work: boolean;
  metrics?: JobMetrics;
  log: (msg: string, err?: unknown) => void;
  /** tests: poll the queue this often, and wait this long before the first retry (seconds) */
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

export interface JobQueue extends JobScheduler {
  boss: PgBoss;
  /** put one run of a job in the queue now (schedules do this by themselves) */
  enqueue(name: string): Promise<string | null>;
}

export function openBoss(databaseUrl: string, maintenanceIntervalSeconds = 60): PgBoss {
  return new PgBoss({
    connectionString: databaseUrl,
    schema: QUEUE_SCHEMA,
    max: 3,
    application_name: 'store-jobs',
    // expired runs (their worker died) are found and retried this often
    maintenanceIntervalSeconds,
  });
}

export async function startQueue(ctx: AppContext, jobs: Job[], opts: QueueOptions): Promise<JobQueue> {
  if (!ctx.env.DATABASE_URL) throw new Error('the job queue needs PostgreSQL (DATABASE_URL)');
  const boss = openBoss(ctx.env.DATABASE_URL, ctx.env.JOB_MAINTENANCE_SECONDS);
  boss.on('error', (err) => opts.log('job queue error', err));
  await boss.start();
  const retryLimit = ctx.env.JOB_RETRY_LIMIT;
  await boss.createQueue(DEAD_LETTER, { name: DEAD_LETTER, retentionDays: 30 });
  for (const job of jobs) {
    const queue: PgBoss.Queue = {
      name: job.name,
      // at most one run waiting and one running: a slow run never piles up copies behind it
      policy: 'stately',
      retryLimit,
      retryDelay: opts.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: ctx.env.JOB_EXPIRE_SECONDS,
      deadLetter: DEAD_LETTER,
    };
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
    else await boss.createQueue(job.name, queue);
    await boss.schedule(job.name, cronFor(job.everyMs));
  }
  opts.metrics?.setQueueDepth(async () => {
    const depth: Record<string, number> = {};
    for (const job of [...jobs.map((j) => j.name), DEAD_LETTER]) depth[job] = await boss.getQueueSize(job);
    return depth;
  });

  if (opts.work) {
    for (const job of jobs) {
      await boss.work(
        job.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
        async ([run]) => {
          const started = performance.now();
          try {
            await runExclusive(ctx, job);
            opts.metrics?.jobRun(job.name, 'ok', (performance.now() - started) / 1000);
          } catch (err) {
            const dead = run !== undefined && run.retryCount >= run.retryLimit;
            opts.metrics?.jobRun(job.name, dead ? 'dead' : 'failed', (performance.now() - started) / 1000);
            opts.log(`job ${job.name} failed${dead ? ' for the last time (dead-letter queue)' : ''}`, err);
            throw err;
          }
        },
      );
    }
  }

  return {
    boss,
    enqueue: (name) => boss.send(name, {}),
    async stop() {
      // stop taking runs, let the running one finish (its advisory lock released), close the pool
      await boss.stop({ graceful: true, wait: true, timeout: 8000 });
    },
  };
}
