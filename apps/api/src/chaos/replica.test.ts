// A real streaming replica (issue 27, docs/decisions/27-read-replica.md; `npm run chaos`, which
// makes it: scripts/chaos.mjs takes `pg_basebackup -R` of its private PostgreSQL into a second data
// folder and starts it on its own port — skipped anywhere else). The store runs with
// DATABASE_REPLICA_URL on that standby; while the standby's replay is paused:
//   - a guest's catalogue read answers what the replica holds (the write the primary just took is
//     not there yet): guests read the replica;
//   - the back-office sees its own write at once, and so does a signed-in shopper (the primary);
// and when the standby is stopped, guests' catalogue reads keep answering (from the primary) and
// go back to the replica once it is up again.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/test-helpers.ts';
import { buildApp } from '../app.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import type { AppContext } from '../context.ts';
import { openReplica, rowsOf, type Database } from '../db/client.ts';
import { REPLICA_PROBE_MS } from '../http/read-replica.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const enabled = Boolean(process.env.CHAOS_REPLICA_URL);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

/** the standby's pg_ctl (scripts/chaos.mjs) */
function replicaCtl(...args: string[]): void {
  const argv = JSON.parse(process.env.CHAOS_REPLICA_CTL!) as string[];
  const res = spawnSync(argv[0]!, [...argv.slice(1), ...args], { stdio: 'ignore' });
  if (res.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} (replica) failed`);
}

describe.skipIf(!enabled)('a real streaming replica (pg_basebackup -R)', () => {
  let t: TestApp;
  let replica: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let ctx: AppContext;
  /** a session on the standby's own maintenance database: replay control and its activity */
  let standby: postgres.Sql;
  let dbName: string;
  let admin: string;
  let shopper: TestUser;
  let product: number;

  const guest = (id: number) => app.inject({ method: 'GET', url: `/api/products/getProductDetails?product_id=${id}` });
  const asShopper = (id: number) =>
    app.inject({ method: 'GET', url: `/api/products/getProductDetails?product_id=${id}`, headers: shopper.headers });
  const publish = (id: number, active: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/publish`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { active },
    });
  const staffRead = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: { authorization: `Bearer ${admin}` } })).json()
      .data as { active: boolean };
  /** client sessions the store's replica pool holds on the standby, on this file's database */
  const replicaSessions = async () =>
    (
      await standby<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
        where datname = ${dbName} and backend_type = 'client backend' and application_name = 'store-replica'`
    )[0]!.n;
  const pause = async () => {
    await standby`select pg_wal_replay_pause()`;
    await waitFor(
      async () => (await standby<{ s: string }[]>`select pg_get_wal_replay_pause_state() as s`)[0]!.s === 'paused',
      10_000,
      'replay paused',
    );
  };
  const resume = () => standby`select pg_wal_replay_resume()`;

  beforeAll(async () => {
    t = await createTestApp();
    dbName = new URL(t.databaseUrl!).pathname.slice(1);
    const base = new URL(process.env.CHAOS_REPLICA_URL!);
    standby = postgres(base.toString(), { max: 1, onnotice: () => {} });
    // the new database reaches the standby through the WAL like every other write
    await waitFor(
      async () => (await standby`select 1 from pg_database where datname = ${dbName}`).length === 1,
      30_000,
      'the database replayed on the standby',
    );
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    url.searchParams.set('application_name', 'store-replica');
    replica = openReplica(url.toString(), 4);
    ctx = { ...t.ctx, replica };
    app = await buildApp(ctx, { logger: false });
    admin = await staffTokenFor(t.ctx, 'admin');
    shopper = await createUser(t.ctx.db);
    const latest = await app.inject({ method: 'GET', url: '/api/products/latest?limit=1' });
    product = (latest.json().data.products as { id: number }[])[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await standby`select pg_wal_replay_resume()`.catch(() => undefined);
    await app?.close();
    await replica?.close();
    await standby?.end();
    await t?.close();
  });

  it('the standby is a streaming replica of the private primary, in recovery', async () => {
    expect((await standby<{ r: boolean }[]>`select pg_is_in_recovery() as r`)[0]!.r).toBe(true);
    const senders = rowsOf<{ state: string }>(await t.ctx.db.execute(sql`select state from pg_stat_replication`));
    expect(senders.map((s) => s.state)).toContain('streaming');
  });

  it('replay paused: guests read the replica (the unpublished product still shows), staff and shoppers read their write', async () => {
    expect((await guest(product)).statusCode).toBe(200);
    // the guest's read went through the store's replica pool, on the standby
    expect(await replicaSessions()).toBeGreaterThan(0);
    await pause();
    try {
      const off = await publish(product, false);
      expect(off.statusCode, off.body).toBe(200);
      // read-your-writes: the back-office's next read is on the primary
      expect((await staffRead(product)).active).toBe(false);
      // a signed-in shopper reads the primary: the product is gone
      expect((await asShopper(product)).statusCode).toBe(404);
      // a guest reads the standby, which has not replayed the write: the product is still there
      const stale = await guest(product);
      expect(stale.statusCode, 'the guest read the replica').toBe(200);
      expect(stale.json().data.product.id).toBe(product);
    } finally {
      await resume();
    }
    // replay resumed: guests see the write a replication lag later
    await waitFor(async () => (await guest(product)).statusCode === 404, 10_000, 'the write replayed');
    expect((await publish(product, true)).statusCode).toBe(200);
    await waitFor(async () => (await guest(product)).statusCode === 200, 10_000, 'the publish replayed');
  });

  it('the standby stopped: guests keep reading the catalogue (from the primary), and go back to it once it is up', async () => {
    replicaCtl('-m', 'fast', '-w', 'stop');
    try {
      // the pool's sessions were cut and new connections are refused: every answer is still 200
      for (let i = 0; i < 5; i++) {
        const list = await app.inject({ method: 'GET', url: '/api/products/latest?limit=4', headers: { lang: 'ar' } });
        expect(list.statusCode, list.body).toBe(200);
        expect((await guest(product)).statusCode).toBe(200);
      }
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.replica).toBe('down');
      // the primary answers guests now: a write shows at once
      expect((await publish(product, false)).statusCode).toBe(200);
      expect((await guest(product)).statusCode).toBe(404);
      expect((await publish(product, true)).statusCode).toBe(200);
    } finally {
      replicaCtl('-w', 'start');
    }
    // a probe a second finds it again
    await waitFor(
      async () => (await app.inject({ method: 'GET', url: '/api/ready' })).json().data.replica === 'up',
      REPLICA_PROBE_MS * 15,
      'the replica in use again',
    );
    await standby.end();
    standby = postgres(process.env.CHAOS_REPLICA_URL!, { max: 1, onnotice: () => {} });
    await waitFor(async () => (await guest(product)).statusCode === 200, 10_000, 'the publish replayed');
    // back on the replica: with replay paused a guest does not see the next write
    await pause();
    try {
      expect((await publish(product, false)).statusCode).toBe(200);
      expect((await asShopper(product)).statusCode).toBe(404);
      expect((await guest(product)).statusCode, 'the guest read the replica again').toBe(200);
    } finally {
      await resume();
    }
  });
});
