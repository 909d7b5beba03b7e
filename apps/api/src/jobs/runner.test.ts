// Jobs run once at a time across processes: a second runner that finds the lock held skips.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedChallenges } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { featureJobs, jobNamed } from '../features.ts';
import { lockKey, runExclusive, type Job } from './runner.ts';

const pruneUsedChallenges = await jobNamed('prune-used-challenges');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job runner', () => {
  it('lets a job use the database, even its own transactions, while it holds the lock', async () => {
    // the deadlock this guards against: a job querying through ctx.db while the runner held a
    // transaction on PGlite's single connection
    const job: Job = {
      name: 'uses-db',
      everyMs: 1000,
      run: async (ctx) => {
        await ctx.db.execute(sql`select 1`);
        await ctx.db.transaction(async (tx) => tx.execute(sql`select 2`));
      },
    };
    expect(await runExclusive(t.ctx, job)).toBe(true);
  });

  it('does not start a run of a job that is still running in this process', async () => {
    let release!: () => void;
    let started!: () => void;
    const isStarted = new Promise<void>((r) => (started = r));
    const slow: Job = {
      name: 'slow',
      everyMs: 1000,
      run: () =>
        new Promise<void>((r) => {
          release = r;
          started();
        }),
    };
    const first = runExclusive(t.ctx, slow);
    await isStarted;
    expect(await runExclusive(t.ctx, slow)).toBe(false);
    release();
    expect(await first).toBe(true);
  });

  it('skips a run while another process holds the job lock', async () => {
    if (t.ctx.database.engine !== 'postgres') return; // PGlite: one process, covered above
    let runs = 0;
    const job: Job = { name: 'exclusive-test', everyMs: 1000, run: async () => void runs++ };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let acquired!: () => void;
    const isAcquired = new Promise<void>((r) => (acquired = r));
    const holder = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(job.name)})`);
      acquired();
      await held;
    });
    await isAcquired;
    expect(await runExclusive(t.ctx, job)).toBe(false);
    expect(runs).toBe(0);
    release();
    await holder;
    expect(await runExclusive(t.ctx, job)).toBe(true);
    expect(runs).toBe(1);
  });

  it('prunes expired bot-challenge records and keeps live ones', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await t.ctx.db.insert(usedChallenges).values([
      { signature: 'old-one', expiresAt: past },
      { signature: 'live-one', expiresAt: future },
    ]);
    await runExclusive(t.ctx, pruneUsedChallenges);
    const left = await t.ctx.db.select().from(usedChallenges);
    expect(left.map((r) => r.signature)).toContain('live-one');
    expect(left.map((r) => r.signature)).not.toContain('old-one');
  });

  it('runs every job the features bring, once each', async () => {
    const names = (await featureJobs()).map((j) => j.name);
    expect([...names].sort()).toEqual([
      'age-points',
      'cancel-shipments',
      'create-shipments',
      'deliver-queued-notifications',
      'expire-unpaid-topups',
      'fetch-supplier-codes',
      'prune-expired-sessions',
      'prune-old-codes',
      'prune-used-challenges',
      'release-unpaid-orders',
    ]);
  });
});
