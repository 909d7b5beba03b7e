// Background jobs (releasing unpaid orders, maturing points, delivering queued notifications,
// pruning expired records) run on an interval in every API process. Each run holds a
// transaction-scoped PostgreSQL advisory lock, so when several processes run the same job only
// one does the work at a time; jobs themselves are idempotent.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<number | void>;
}

/** A stable 32-bit key per job name for pg_try_advisory_xact_lock. */
export function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/** Runs a job once if no other process holds its lock; answers false when skipped. */
export async function runExclusive(ctx: AppContext, job: Job): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as locked`));
    if (!row?.locked) return false;
    await job.run(ctx);
    return true;
  });
}

export interface JobScheduler {
  stop(): Promise<void>;
}

export function startJobs(ctx: AppContext, jobs: Job[], log: (msg: string, err?: unknown) => void): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const p = runExclusive(ctx, job)
        .catch((err) => log(`job ${job.name} failed`, err))
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
