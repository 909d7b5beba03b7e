// Jobs on the PostgreSQL queue (pg-boss): a queued run is worked once, a failing run is retried
// with backoff, a run out of retries lands in the dead-letter queue. PostgreSQL only (the embedded
// database keeps the in-process runner, runner.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import { createMetrics } from '../health/metrics.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { cronFor, DEAD_LETTER, startQueue, type JobQueue } from './queue.ts';
import type { Job } from './runner.ts';

describe('cron periods', () => {
  it('rounds a job interval to a cron expression', () => {
    expect(cronFor(45_000)).toBe('* * * * *');
    expect(cronFor(2 * 60_000)).toBe('*/2 * * * *');
    expect(cronFor(60 * 60_000)).toBe('0 * * * *');
    expect(cronFor(24 * 60 * 60_000)).toBe('30 3 * * *');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('job queue on PostgreSQL', () => {
  let t: TestApp;
  let ctx: AppContext;
  let queue: JobQueue;
  const runs: Record<string, number> = { steady: 0, flaky: 0, broken: 0 };
  const metrics = { value: null as ReturnType<typeof createMetrics> | null };
  const job = (name: string, run: () => Promise<void>): Job => ({ name: `test-${name}`, everyMs: 24 * 3600_000, run });

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_RETRY_LIMIT: '1' } });
    ctx = { ...t.ctx, env: { ...t.ctx.env, DATABASE_URL: t.databaseUrl! } };
    metrics.value = createMetrics(ctx);
    const jobs = [
      job('steady', async () => {
        runs.steady!++;
      }),
      job('flaky', async () => {
        if (++runs.flaky! === 1) throw new Error('supplier timed out');
      }),
      job('broken', async () => {
        runs.broken!++;
        throw new Error('always broken');
      }),
    ];
    queue = await startQueue(ctx, jobs, {
      work: true,
      metrics: metrics.value,
      log: () => {},
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    });
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  it('works a queued run once', async () => {
    await queue.enqueue('test-steady');
    await vi.waitFor(() => expect(runs.steady).toBe(1), { timeout: 20_000, interval: 200 });
    expect(await queue.boss.getQueueSize('test-steady')).toBe(0);
  });

  it('retries a failed run, which then succeeds', async () => {
    await queue.enqueue('test-flaky');
    await vi.waitFor(() => expect(runs.flaky).toBe(2), { timeout: 30_000, interval: 200 });
    const text = await metrics.value!.registry.metrics();
    expect(text).toContain('store_job_runs_total{job="test-flaky",outcome="failed"} 1');
    await vi.waitFor(
      async () =>
        expect(await metrics.value!.registry.metrics()).toContain('store_job_runs_total{job="test-flaky",outcome="ok"} 1'),
      { timeout: 10_000, interval: 200 },
    );
  });

  it('sends a run out of retries to the dead-letter queue', async () => {
    const id = await queue.enqueue('test-broken');
    await vi.waitFor(() => expect(runs.broken).toBe(2), { timeout: 30_000, interval: 200 });
    await vi.waitFor(
      async () => {
        const run = await queue.boss.getJobById('test-broken', id!, { includeArchive: true });
        expect(run?.state).toBe('failed');
        expect(await queue.boss.getQueueSize(DEAD_LETTER)).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(await metrics.value!.registry.metrics()).toContain('store_job_runs_total{job="test-broken",outcome="dead"} 1');
  });
});
