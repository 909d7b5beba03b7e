// The suite that kills things (issue 27; `npm run chaos`, scripts/chaos.mjs — which starts the
// PRIVATE PostgreSQL this file stops and restarts; skipped anywhere else). Three API processes and
// a worker on that database, a private Redis this file starts; customers place orders and the
// gateway calls back while:
//   1. one API process is SIGKILLed every 10 s and restarted — the invariants hold afterwards and
//      every answer a customer saw is true (the order exists and is theirs; a callback said
//      "applied" at most once per payment, and what it applied is in the database);
//   2. the same payment callback reaches two (three) processes at once — one effect;
//   3. PostgreSQL stops under load — 503 envelopes while it is down (never a 500, never a hang),
//      every process answers again within 10 s of its start, nothing half-written;
//   4. Redis is down — orders keep being placed, rate limits fail open (the documented direction);
//   5. the worker is SIGKILLed mid-job — the queue runs the job again and its effect happens once.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { cartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { openBoss, QUEUE_SCHEMA } from '../jobs/queue.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { signCallback } from '../payments/sandbox.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const enabled = Boolean(process.env.CHAOS_PG_DATA);
const short = Boolean(process.env.CHAOS_SHORT);
const base = Number(process.env.CHAOS_BASE_PORT ?? 4100);
const apiRoot = path.resolve(import.meta.dirname, '../..');
const CUSTOMERS = short ? 40 : 200;
const KILL_ROUND_MS = short ? 22_000 : 60_000;
const apiPorts = [base + 1, base + 2, base + 3];
const redisPort = base + 10;
const redisUrl = `redis://127.0.0.1:${redisPort}/0`;

let t: TestApp;
const procs = new Map<string, ChildProcess>();
let redis: ChildProcess | null = null;
let logDir: string;

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(q))[0]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  return waitFor(async () => {
    const r = spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' });
    return r.stdout.trim() === 'PONG';
  }, 10_000);
}

async function stopRedis(): Promise<void> {
  if (!redis) return;
  const exited = new Promise((r) => redis!.once('exit', r));
  redis.kill('SIGKILL');
  await exited;
  redis = null;
}

/** Polls until check() holds; past ms, fails with what explain() sees then. */
async function waitFor(check: () => Promise<boolean> | boolean, ms: number, explain?: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms${explain ? `\n${await explain()}` : ''}`);
    await sleep(100);
  }
}

function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: t.databaseUrl!,
    DATABASE_POOL_SIZE: '8',
    REDIS_URL: redisUrl,
    APP_SECRET: t.ctx.env.APP_SECRET,
    CODES_ENCRYPTION_KEY: t.ctx.env.CODES_ENCRYPTION_KEY,
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    // the limits on: they live in Redis, shared by the processes (30 orders a minute per account)
    RATE_LIMIT_DISABLED: 'false',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'info',
    JOB_EXPIRE_SECONDS: '10',
    JOB_MAINTENANCE_SECONDS: '2',
    WEB_DIST_DIR: path.join(apiRoot, 'no-web-build'),
    ...extra,
  };
}

async function startApi(i: number, extra: Record<string, string> = {}): Promise<void> {
  const name = `api${i}`;
  const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: serverEnv({ PORT: String(apiPorts[i]), ...extra }),
    stdio: ['ignore', out, out],
  });
  procs.set(name, child);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${apiPorts[i]}/api/health`)).ok, 300_000);
}

function startWorker(): ChildProcess {
  const out = fs.openSync(path.join(logDir, 'worker.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiRoot,
    env: serverEnv(),
    stdio: ['ignore', out, out],
  });
  procs.set('worker', child);
  return child;
}

async function kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const child = procs.get(name);
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
  procs.delete(name);
}

function pgCtl(...args: string[]): void {
  const argv = JSON.parse(process.env.CHAOS_PG_CTL!) as string[];
  const res = spawnSync(argv[0]!, [...argv.slice(1), ...args], { stdio: 'ignore' });
  if (res.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed`);
}

interface Seen {
  placed: { user: number; order: number; link: boolean }[];
  callbacks: { payment: number; order: number | null; result: 'paid' | 'failed'; applied: boolean; twin: boolean }[];
  statuses: Record<string, number>;
  /** the refusals (4xx) the customers saw, by status and message */
  refusals: Record<string, number>;
}

const newSeen = (): Seen => ({ placed: [], callbacks: [], statuses: {}, refusals: {} });

async function call(
  port: number,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body, headers: res.headers };
}

/** one customer in five has wallet money (and every order of theirs is paid by it at once) */
const walletCustomer = (i: number) => i % 5 === 2;

const ADDRESS = { full_name: 'Chaos Test', country: 'Egypt', city: 'Cairo', street_address: '1 Test St', phone: '01012345678' };

/** one customer's step: place an order; when a gateway collects it, the gateway calls back */
async function customerStep(u: TestUser, n: number, shapes: Record<string, unknown>[], seen: Seen, ports: () => number[]) {
  const live = ports();
  if (!live.length) return sleep(100);
  const port = live[n % live.length]!;
  let placed;
  try {
    placed = await call(port, '/api/users/orders', {
      method: 'POST',
      headers: { ...u.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADDRESS, ...shapes[n % shapes.length] }),
    });
  } catch {
    return; // the process died under the request: the customer saw no answer
  }
  seen.statuses[placed.status] = (seen.statuses[placed.status] ?? 0) + 1;
  if (placed.status >= 400 && placed.status < 500) {
    const key = `${placed.status} ${String(placed.body.message)}`;
    seen.refusals[key] = (seen.refusals[key] ?? 0) + 1;
  }
  if (placed.status !== 200) return;
  const data = placed.body.data as { order_id: number; payment_link?: string };
  seen.placed.push({ user: u.id, order: data.order_id, link: Boolean(data.payment_link) });
  const match = data.payment_link?.match(/\/payments\/sandbox\/(\d+)/);
  if (!match) return;
  const payment = Number(match[1]);
  const result = n % 5 === 4 ? 'failed' : 'paid';
  const body = JSON.stringify({ payment_id: payment, result, signature: signCallback(t.ctx, payment, result) });
  // one delivery in three goes to two processes at once (the gateway retrying, a duplicate)
  const twin = n % 3 === 0 && live.length > 1;
  const targets = twin ? [live[(n + 1) % live.length]!, live[(n + 2) % live.length]!] : [live[(n + 1) % live.length]!];
  await Promise.all(
    targets.map(async (p) => {
      try {
        const cb = await call(p, '/api/payments/callback/sandbox', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        seen.statuses[`cb${cb.status}`] = (seen.statuses[`cb${cb.status}`] ?? 0) + 1;
        if (cb.status !== 200) return;
        const d = cb.body.data as { applied: boolean; order_id: number | null };
        seen.callbacks.push({ payment, order: d.order_id, result, applied: d.applied, twin });
      } catch {
        // no answer seen
      }
    }),
  );
}

/** every answer the customers saw is true in the database */
async function verifySeen(seen: Seen): Promise<void> {
  expect(await checkInvariants(t.ctx.db)).toEqual([]);
  for (const p of seen.placed) {
    const row = await one<{ user_id: number } | undefined>(sql`select user_id from orders where id = ${p.order}`);
    expect(row, `order ${p.order} a customer was told about`).toEqual({ user_id: p.user });
  }
  const applied = new Map<number, number>();
  for (const c of seen.callbacks) if (c.applied) applied.set(c.payment, (applied.get(c.payment) ?? 0) + 1);
  for (const [payment, times] of applied) expect(times, `payment ${payment} said "applied" more than once`).toBe(1);
  for (const c of seen.callbacks.filter((x) => x.applied)) {
    const row = await one<{ status: string; payment_status: string }>(
      sql`select p.status, o.payment_status from payments p join orders o on o.id = p.order_id where p.id = ${c.payment}`,
    );
    if (c.result === 'paid')
      expect(row, `payment ${c.payment} was applied as paid`).toEqual({ status: 'paid', payment_status: 'paid' });
    else expect(row.status, `payment ${c.payment} was applied as failed`).not.toBe('paid');
  }
  // no payment closed twice in the ledger of its order's moves
  const twice = await one<{ n: number }>(sql`select count(*)::int as n from (select order_id from order_events
    where payment_to = 'paid' and payment_from is distinct from 'paid' group by order_id having count(*) > 1) x`);
  expect(twice.n).toBe(0);
}

describe.skipIf(!enabled)('the suite that kills things', () => {
  let customers: TestUser[];
  /** orders without wallet money: the gateway collects them (or the courier, shape 3) */
  let shapes: Record<string, unknown>[];
  /** the wallet customers' orders: paid at once */
  let walletShapes: Record<string, unknown>[];
  let product: number;

  beforeAll(async () => {
    const setupAt = Date.now();
    logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-logs-'));
    t = await createTestApp();
    await startRedis();
    const f = await cartFixture(t.ctx.db);
    product = await f.product({ price: 200_00, stock: 100_000 });
    const card = await f.card({ stockType: 1, price: 50_00 });
    const codes = short ? 1500 : 4000;
    for (let from = 0; from < codes; from += 500) {
      const rows = Array.from({ length: Math.min(500, codes - from) }, (_v, k) => {
        const code = `CHAOS-${card}-${from + k}`;
        return sql`(${card}, ${t.ctx.codes.encrypt(code)}, ${code}, ${`SN-${from + k}`})`;
      });
      await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
        values ${sql.join(rows, sql`, `)}`);
    }
    await t.ctx.db.execute(sql`update cards set stock = ${codes} where id = ${card}`);
    await t.ctx.db.execute(sql`insert into coupons (code, kind, value, usage_limit, per_user_limit)
      values ('CHAOS10', 'percent', 1000, 100000, 100000)`);
    customers = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const u = await createUser(t.ctx.db);
      customers.push(u);
    }
    // the wallet is spent first on every order (checkoutTotals): only the wallet customers have a
    // balance, so the others' orders go through the gateway (a payment_link, then a callback)
    const ids = sql.join(
      customers.filter((_c, i) => walletCustomer(i)).map((c) => sql`(${c.id}::int)`),
      sql`, `,
    );
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      select v.id, 'credit', 10000000, 'Top-up', 'شحن' from (values ${ids}) v(id)`);
    const all = sql.join(
      customers.map((c) => sql`(${c.id}::int)`),
      sql`, `,
    );
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status)
      select v.id, 100000, 'available' from (values ${all}) v(id)`);
    shapes = [
      { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 },
      { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2, coupon: 'CHAOS10' },
      { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1, redeem_points: 200 },
      // paid on delivery (method 10) at the store pickup: without a payment method every such order
      // was refused (400 "Please choose a payment method"), a fifth of the placements
      { shipping_method: 3, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1, redeem_points: 100 },
    ];
    walletShapes = [
      { shipping_method: 1, is_buy_now: 1, card_id: card, qty: 1 }, // the wallet pays: completed at once
      { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 }, // the wallet covers it
    ];
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
    // the first process installs the queue's schema; the others start beside each other
    const apisAt = Date.now();
    await startApi(0);
    await Promise.all([1, 2].map((i) => startApi(i)));
    console.log(`setup: ${Date.now() - setupAt} ms (data ${apisAt - setupAt} ms, three API processes started)`);
  }, 300_000);

  afterAll(async () => {
    for (const name of [...procs.keys()]) await kill(name);
    await stopRedis();
    await t?.close();
    if (process.env.CHAOS_KEEP_LOGS) console.log(`chaos logs: ${logDir}`);
    else fs.rmSync(logDir, { recursive: true, force: true });
  });

  const livePorts = () => apiPorts.filter((_p, i) => procs.has(`api${i}`));

  it(`${CUSTOMERS} customers while an API process is SIGKILLed every 10 s: invariants hold, every answer was true`, async () => {
    const seen = newSeen();
    let stop = false;
    const loops = customers.map(async (u, i) => {
      for (let n = i; !stop; n++) await customerStep(u, n, walletCustomer(i) ? walletShapes : shapes, seen, livePorts);
    });
    let kills = 0;
    const restarts: Promise<void>[] = [];
    const started = Date.now();
    while (Date.now() - started < KILL_ROUND_MS) {
      await sleep(Math.min(10_000, KILL_ROUND_MS - (Date.now() - started)));
      if (Date.now() - started >= KILL_ROUND_MS) break;
      // every 10 s one live process dies; it is started again at once, beside the others
      const victim = [0, 1, 2].find((i) => procs.has(`api${(kills + i) % 3}`));
      if (victim === undefined) continue;
      const name = (kills + victim) % 3;
      await kill(`api${name}`);
      kills++;
      restarts.push(startApi(name));
    }
    // the customers stop with the round; the processes still starting finish on a quieter machine
    // (the next rounds send their load to all three)
    const roundEnd = Date.now();
    stop = true;
    await Promise.all(loops);
    await Promise.all(restarts);
    const restartedMs = Date.now() - roundEnd;
    console.log(
      `kill round: ${kills} kills, answers ${JSON.stringify(seen.statuses)}, orders ${seen.placed.length}, the last restart ready ${restartedMs} ms after the round`,
    );
    expect(kills).toBeGreaterThanOrEqual(2);
    expect(seen.placed.length).toBeGreaterThan(CUSTOMERS / 2);
    expect(seen.callbacks.some((c) => c.twin && !c.applied)).toBe(true);
    // no answer was a server fault, and no placement refused but by the 30-a-minute limit (a fast
    // machine reaches it): each shape is a valid order and the stock and codes outlast the round
    expect(Object.keys(seen.statuses).filter((s) => /^(cb)?5/.test(s))).toEqual([]);
    expect(Object.keys(seen.refusals).filter((r) => !r.startsWith('429 '))).toEqual([]);
    const verifyAt = Date.now();
    await verifySeen(seen);
    console.log(`kill round: every answer checked in ${Date.now() - verifyAt} ms`);
  }, 600_000);

  it('the same payment callback at three processes at once: one effect', async () => {
    // a fresh customer: no wallet money (the gateway must collect) and a fresh per-account limit
    const u = await createUser(t.ctx.db);
    const payments: number[] = [];
    for (let i = 0; i < 10; i++) {
      const placed = await call(apiPorts[i % 3]!, '/api/users/orders', {
        method: 'POST',
        headers: { ...u.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADDRESS, ...shapes[0] }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      // nothing pays it but the gateway: the answer carries the link
      expect((placed.body.data as { payment_link?: string }).payment_link, JSON.stringify(placed.body)).toBeTruthy();
      payments.push(Number((placed.body.data as { payment_link: string }).payment_link.match(/sandbox\/(\d+)/)![1]));
    }
    for (const payment of payments) {
      const body = JSON.stringify({ payment_id: payment, result: 'paid', signature: signCallback(t.ctx, payment, 'paid') });
      const answers = await Promise.all(
        apiPorts.map((p) =>
          call(p, '/api/payments/callback/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => (a.body.data as { applied: boolean }).applied)).toHaveLength(1);
      const events = await one<{ n: number }>(sql`select count(*)::int as n from order_events e join payments p
        on p.order_id = e.order_id where p.id = ${payment} and e.payment_to = 'paid'`);
      expect(events.n).toBe(1);
    }
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  }, 120_000);

  it('PostgreSQL stopped under load: 503 envelopes while down, answers again within 10 s, nothing half-written', async () => {
    const seen = newSeen();
    const bodies: { status: number; code: unknown; ok: unknown }[] = [];
    let stop = false;
    const loops = customers.slice(0, short ? 30 : 100).map(async (u, i) => {
      for (let n = i; !stop; n++) {
        await customerStep(u, n, walletCustomer(i) ? walletShapes : shapes, seen, livePorts);
        try {
          const r = await call(apiPorts[n % 3]!, '/api/users/orders/pagination', { headers: u.headers });
          bodies.push({ status: r.status, code: r.body.code, ok: r.body.status });
        } catch {
          bodies.push({ status: 0, code: 'no answer', ok: false });
        }
      }
    });
    await sleep(3000);
    // a restart as an operator (or a failover) does it: sessions are cut, the server stops
    pgCtl('-m', 'fast', 'stop');
    const downAt = bodies.length;
    await sleep(4000);
    const down = bodies.slice(downAt);
    pgCtl('-w', 'start');
    const startedAt = Date.now();
    // every process answers a database read again by itself
    await Promise.all(
      apiPorts.map((p) =>
        waitFor(
          async () => (await call(p, '/api/users/orders/pagination', { headers: customers[0]!.headers })).status === 200,
          10_000,
        ),
      ),
    );
    const recoveredMs = Date.now() - startedAt;
    await sleep(2000);
    stop = true;
    await Promise.all(loops);
    console.log(
      `postgres down: ${down.length} answers while down, recovered in ${recoveredMs} ms, ${JSON.stringify(seen.statuses)}`,
    );
    expect(recoveredMs).toBeLessThanOrEqual(10_000);
    const whileDown = down.filter((b) => b.status !== 200);
    expect(whileDown.length).toBeGreaterThan(0);
    // while it is down: the unavailable envelope, never a 500, never silence
    for (const b of whileDown) expect(b).toEqual({ status: 503, code: 'unavailable', ok: false });
    expect(Object.keys(seen.statuses).filter((s) => /^(cb)?(5\d\d)$/.test(s) && !/503/.test(s))).toEqual([]);
    await verifySeen(seen);
  }, 300_000);

  it('Redis down: orders are still placed and rate limits fail open (skipped), and come back with Redis', async () => {
    const port = apiPorts[2]!;
    const place = (u: TestUser) =>
      call(port, '/api/users/orders', {
        method: 'POST',
        headers: { ...u.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADDRESS, ...shapes[0] }),
      });
    // fresh customers: the kill round's orders must not have used up their minute already
    const [limited, free] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status)
      values (${limited.id}, 100000, 'available'), (${free.id}, 100000, 'available')`);
    const up: number[] = [];
    for (let i = 0; i < 32; i++) up.push((await place(limited)).status);
    expect(up.filter((s) => s === 429).length, 'limits apply while Redis is up').toBeGreaterThan(0);

    await stopRedis();
    const down: number[] = [];
    for (let i = 0; i < 35; i++) down.push((await place(free)).status);
    expect(
      down.every((s) => s === 200),
      `orders while Redis is down: ${down.join(',')}`,
    ).toBe(true);
    const ready = await call(port, '/api/ready');
    expect(ready.status).toBe(200);
    expect((ready.body.data as { redis: string }).redis).toBe('down');

    await startRedis();
    // the limit counts again once the processes reconnect: a placement leaves less than the
    // whole allowance (a skipped check reports all 30 remaining)
    await waitFor(async () => {
      const r = await place(free);
      return r.status === 200 && Number(r.headers.get('ratelimit-remaining')) < 30;
    }, 20_000);
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  }, 180_000);

  it('the worker SIGKILLed mid-job: the queue runs the job again and each order is released once', async () => {
    // a wait that times out says what the worker, the queue and each connection were doing then;
    // a failure shows what the worker logged (the logs are removed)
    const explain = async () => {
      const worker = procs.get('worker');
      const runs = await t.ctx.db
        .execute(
          sql`select state, retry_count, started_on, completed_on, output from ${sql.raw(QUEUE_SCHEMA)}.job
            where name = 'release-unpaid-orders' order by created_on`,
        )
        .catch((err: unknown) => String(err));
      const sessions = await t.ctx.db
        .execute(
          sql`select pid, application_name as app, state, wait_event_type as wait_type, wait_event as wait,
            (now() - xact_start)::text as in_transaction, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 100) as query
            from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
              and state <> 'idle' order by pid`,
        )
        .catch((err: unknown) => String(err));
      return [
        `the worker: ${worker ? `exit ${worker.exitCode}, signal ${worker.signalCode}` : 'not running'}`,
        `the job's runs: ${JSON.stringify(runs)}`,
        `connections not idle: ${JSON.stringify(sessions)}`,
      ].join('\n');
    };
    onTestFailed(() => {
      const log = fs.existsSync(path.join(logDir, 'worker.log')) ? fs.readFileSync(path.join(logDir, 'worker.log'), 'utf8') : '';
      // warnings, errors and the job lines, not the e-mails it wrote
      const lines = log.split('\n').filter((l) => /"level":[456]0|job|worker/.test(l));
      console.log(`on failure: worker.log (warnings, errors, jobs; the end):\n${lines.slice(-40).join('\n')}`);
    });
    const roundAt = Date.now();
    const f = await cartFixture(t.ctx.db);
    const [x, y] = [await f.product({ price: 100_00, stock: 1000 }), await f.product({ price: 100_00, stock: 1000 })];
    // fresh customers without wallet money (unpaid orders), 25 each: under the 30 a minute limit
    const buyers = [];
    for (let i = 0; i < 4; i++) buyers.push(await createUser(t.ctx.db));
    const orders: number[] = [];
    // 60 unpaid orders on x, then 40 on y: the job releases 50 a transaction, in id order. The four
    // buyers place theirs side by side (15 on x each, then 10 on y), y's only once x's are all in
    for (const [item, each] of [
      [x, 15],
      [y, 10],
    ] as const) {
      await Promise.all(
        buyers.map(async (buyer, b) => {
          for (let i = 0; i < each; i++) {
            const placed = await call(apiPorts[(b + i) % 2]!, '/api/users/orders', {
              method: 'POST',
              headers: { ...buyer.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ ...ADDRESS, shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: item, qty: 1 }),
            });
            expect(placed.status, JSON.stringify(placed.body)).toBe(200);
            orders.push((placed.body.data as { order_id: number }).order_id);
          }
        }),
      );
    }
    const placedAt = Date.now();
    const ids = sql.join(
      orders.map((o) => sql`${o}`),
      sql`, `,
    );
    await t.ctx.db.execute(sql`update orders set created_at = now() - interval '1 day' where id in (${ids})`);
    await t.ctx.db.execute(sql`update payments set created_at = now() - interval '1 day' where order_id in (${ids})`);
    expect(await one(sql`select stock from products where id = ${y}`)).toEqual({ stock: 960 });

    // y's row is held by another transaction: the job's second batch waits on it, mid-job
    const holder = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const holding = holder.begin(async (tx) => {
      await tx`select id from products where id = ${y} for update`;
      locked();
      await held;
    });
    await Promise.race([lockTaken, holding]);
    const worker = startWorker();
    const boss = openBoss(t.databaseUrl!);
    await boss.start();
    try {
      await boss.send('release-unpaid-orders', {});
      // the first batch (50 of x's orders) commits; the second waits on y's row
      await waitFor(
        async () =>
          (
            await one<{ n: number }>(sql`select count(*)::int as n from orders
          where id in (${ids}) and status <> 'pending'`)
          ).n >= 50,
        90_000,
        explain,
      );
      const firstBatchAt = Date.now();
      await waitFor(
        async () =>
          (
            await one<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`)
          ).n > 0,
        30_000,
        explain,
      );
      expect(worker.exitCode).toBeNull();
      const blockedAt = Date.now();
      await kill('worker');
      release();
      await holding;
      const midway = await one<{ n: number }>(
        sql`select count(*)::int as n from orders where id in (${ids}) and status <> 'pending'`,
      );
      expect(midway.n).toBe(50);

      // a new worker: the dead run expires (JOB_EXPIRE_SECONDS=10) and is retried
      startWorker();
      await waitFor(
        async () =>
          (
            await one<{ n: number }>(sql`select count(*)::int as n from orders
          where id in (${ids}) and status <> 'pending'`)
          ).n === 100,
        120_000,
        explain,
      );
      console.log(
        `worker round: 100 orders placed in ${placedAt - roundAt} ms; the first 50 released ${firstBatchAt - placedAt} ms later, ` +
          `the next batch waiting on the held row ${blockedAt - firstBatchAt} ms after that, all released (with the retry) ${Date.now() - blockedAt} ms after the kill`,
      );
      const moves = await one<{ most: number; orders: number }>(sql`select max(n)::int as most, count(*)::int as orders from (
        select order_id, count(*) as n from order_events where order_id in (${ids}) and event = 'expired' group by order_id) e`);
      expect(moves).toEqual({ most: 1, orders: 100 });
      expect(await one(sql`select stock from products where id = ${x}`)).toEqual({ stock: 1000 });
      expect(await one(sql`select stock from products where id = ${y}`)).toEqual({ stock: 1000 });
      expect(await checkInvariants(t.ctx.db)).toEqual([]);
    } finally {
      release();
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      await holder.end();
      await kill('worker');
    }
  }, 300_000);
});
