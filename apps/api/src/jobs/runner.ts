// Background jobs (releasing unpaid orders, maturing points, delivering queued notifications,
// pruning expired records) run on an interval in the process — on the embedded database, or with
// JOB_QUEUE=inline; on PostgreSQL they run from a queue instead (queue.ts, start.ts). Each run holds a
// session-level PostgreSQL advisory lock on a reserved connection — outside any transaction, so
// the job's own queries and transactions run normally (PGlite has one connection: a transaction
// held around the job would deadlock it) — and when several processes run the same job only one
// does the work at a time. Jobs themselves are idempotent.
import type { AppContext } from '../context.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<number | void>;
}

/** A stable 32-bit key per job name for pg_try_advisory_lock. */
export function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/** Runs a job once if no other process holds its lock; answers false when skipped. */
export function runExclusive(ctx: AppContext, job: Job): Promise<boolean> {
  return ctx.database.withTryLock(lockKey(job.name), () => job.run(ctx));
}

export interface JobScheduler {
  stop(): Promise<void>;
}

export function startJobs(
  ctx: AppContext,
  jobs: Job[],
  log: (msg: string, err?: unknown) => void,
  onRun?: (job: string, outcome: 'ok' | 'failed', seconds: number) => void,
): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const started = performance.now();
      const p = runExclusive(ctx, job)
        .then(() => onRun?.(job.name, 'ok', (performance.now() - started) / 1000))
        .catch((err) => {
          onRun?.(job.name, 'failed', (performance.now() - started) / 1000);
          log(`job ${job.name} failed`, err);
        })
        .finally(() => running.delete(p));
      running.add(p);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}
