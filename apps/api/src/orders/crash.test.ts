// A server killed with SIGKILL while twenty customers place orders (issue 14 Reliability): after a
// restart the stock, codes, wallet and points ledgers, coupon uses and orders still agree
// (invariants.ts, the same checks `npm run check:invariants` runs), and the product's stock equals
// what it started with minus what live orders hold. A second run kills a server while
// pay-on-delivery orders, card orders paid by callback, wallet top-ups paid by callback and the
// release jobs (unpaid orders and top-ups) race each other (issue 22). PostgreSQL only: the server
// is a separate process on this file's copy of the database.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { signCallback } from '../payments/sandbox.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import { expireUnpaidTopups } from '../wallet/topups.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { checkInvariants } from './invariants.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiRoot = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
let server: ChildProcess | null = null;
const port = 39_000 + crypto.randomInt(900);

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
/** Kills this test's server and waits until it is gone (the next test's server takes the same port). */
async function stopServer(): Promise<void> {
  const s = server;
  server = null;
  if (!s || s.exitCode !== null || s.signalCode !== null) return;
  const gone = new Promise((resolve) => s.once('exit', resolve));
  s.kill('SIGKILL');
  await gone;
}
afterEach(stopServer);
afterAll(async () => {
  await stopServer();
  if (onPostgres) await t.close();
});

async function startServer(): Promise<ChildProcess> {
  // a server still answering on the port (an earlier one left running) would be tested instead
  // of the one started here: refuse to go on
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} already answers: an earlier server is still running`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl!,
      DATABASE_POOL_SIZE: '10',
      APP_SECRET: t.ctx.env.APP_SECRET,
      CODES_ENCRYPTION_KEY: t.ctx.env.CODES_ENCRYPTION_KEY,
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      RATE_LIMIT_DISABLED: 'true',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(apiRoot, 'no-web-build'),
    },
    stdio: 'ignore',
  });
  // (a loaded machine may take a while to start tsx)
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(q))[0]!;

describe.skipIf(!onPostgres)('a server killed in the middle of placing orders', () => {
  it('leaves stock, codes, ledgers, coupon uses and orders agreeing after the restart', { timeout: 300_000 }, async () => {
    const f = await cartFixture(t.ctx.db);
    const product = await f.product({ price: 200_00, stock: 400 });
    const card = await f.card({ stockType: 1, price: 50_00 });
    for (let i = 0; i < 150; i++) {
      const code = `CRASH-${card}-${i}`;
      await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
        values (${card}, ${t.ctx.codes.encrypt(code)}, ${code}, ${`SN-${i}`})`);
    }
    await t.ctx.db.execute(sql`update cards set stock = 150 where id = ${card}`);
    await t.ctx.db.execute(sql`insert into coupons (code, kind, value, usage_limit, per_user_limit)
      values ('CRASH10', 'percent', 1000, 25, 100)`);
    const customers: TestUser[] = [];
    for (let i = 0; i < 20; i++) {
      const u = await createUser(t.ctx.db);
      await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
        values (${u.id}, 'credit', 100000, 'Top-up', 'شحن')`);
      await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status) values (${u.id}, 2000, 'available')`);
      customers.push(u);
    }
    // the seeded demo store is consistent to begin with
    expect(await checkInvariants(t.ctx.db)).toEqual([]);

    server = await startServer();
    const base = `http://127.0.0.1:${port}`;
    let stop = false;
    let answered = 0;
    const shapes = [
      { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 },
      { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2, coupon: 'CRASH10' },
      { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1, redeem_points: 200 },
      { shipping_method: 1, is_buy_now: 1, card_id: card, qty: 2 }, // the wallet pays: completed at once
      { shipping_method: 3, is_buy_now: 1, product_id: product, qty: 1, redeem_points: 100 },
    ];
    const loops = customers.map(async (u, i) => {
      for (let n = i; !stop; n++) {
        try {
          await fetch(`${base}/api/users/orders`, {
            method: 'POST',
            headers: { ...u.headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              full_name: 'Crash Test',
              country: 'Egypt',
              city: 'Cairo',
              street_address: '1 Test St',
              phone: '01012345678',
              ...shapes[n % shapes.length],
            }),
          });
          answered++;
        } catch {
          return; // the server is gone
        }
      }
    });
    while (answered < 60) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    server = null;

    // orders were placed, some were cut off; what committed agrees with itself
    const placed = await one<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id in (${sql.join(
        customers.map((c) => sql`${c.id}`),
        sql`, `,
      )})`,
    );
    expect(placed.n).toBeGreaterThan(20);
    server = await startServer();
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
    const held = await one<{ n: number }>(sql`select coalesce(sum(l.qty), 0)::int as n from order_lines l
      join orders o on o.id = l.order_id where l.product_id = ${product} and o.status <> 'cancelled'`);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 400 - held.n });
    const coupon = await one<{ used_count: number; live: number }>(sql`select c.used_count,
      (select count(*)::int from orders o where o.coupon_id = c.id and o.status <> 'cancelled') as live
      from coupons c where c.code = 'CRASH10'`);
    expect(coupon.used_count).toBe(coupon.live);

    // the restarted store still works, and releasing the unpaid orders gives everything back
    const res = await fetch(`${base}/api/users/wallets`, { headers: customers[0]!.headers });
    expect(res.status).toBe(200);
    await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
    const paid = await one<{ n: number }>(sql`select coalesce(sum(l.qty), 0)::int as n from order_lines l
      join orders o on o.id = l.order_id where l.product_id = ${product} and o.payment_status = 'paid'`);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 400 - paid.n });
  });

  it(
    'pay on delivery, top-ups and callbacks racing the release jobs: a killed server leaves everything agreeing',
    { timeout: 300_000 },
    async () => {
      const f = await cartFixture(t.ctx.db);
      const product = await f.product({ price: 150_00, stock: 500 });
      const customers: TestUser[] = [];
      for (let i = 0; i < 12; i++) {
        const u = await createUser(t.ctx.db);
        await t.ctx.db.execute(sql`update users set user_type = 'merchant' where id = ${u.id}`);
        customers.push(u);
      }
      expect(await checkInvariants(t.ctx.db)).toEqual([]);
      server = await startServer();
      const base = `http://127.0.0.1:${port}`;
      const post = async (u: TestUser | null, url: string, body: object) => {
        const res = await fetch(`${base}/api${url}`, {
          method: 'POST',
          headers: { ...(u?.headers ?? {}), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await res.json().catch(() => ({}))) as { data?: { payment_link?: string } };
      };
      const callback = (link: string | undefined) => {
        const id = Number(/sandbox\/(\d+)/.exec(link ?? '')?.[1] ?? 0);
        return id
          ? post(null, '/payments/callback/sandbox', {
              payment_id: id,
              result: 'paid',
              signature: signCallback(t.ctx, id, 'paid'),
            })
          : null;
      };
      const address = {
        full_name: 'Crash Test',
        country: 'Egypt',
        city: 'Cairo',
        street_address: '1 Test St',
        phone: '01012345678',
      };
      let stop = false;
      let answered = 0;
      const loops = customers.map(async (u, i) => {
        for (let n = i; !stop; n++) {
          try {
            if (n % 3 === 0)
              await post(u, '/users/orders', {
                ...address,
                shipping_method: 2,
                payment_id: 10,
                is_buy_now: 1,
                product_id: product,
                qty: 1,
              });
            else if (n % 3 === 1) {
              const placed = await post(u, '/users/orders', {
                ...address,
                shipping_method: 2,
                payment_id: 1,
                is_buy_now: 1,
                product_id: product,
                qty: 1,
              });
              await callback(placed.data?.payment_link);
            } else {
              const topup = await post(u, '/users/wallets/topup', { amount: '10000', payment_id: 1 });
              await callback(topup.data?.payment_link);
            }
            answered++;
          } catch {
            return; // the server is gone
          }
        }
      });
      // the release jobs run meanwhile, as if every unpaid order and top-up were past its time
      const jobs = (async () => {
        while (!stop) {
          await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000)).catch(() => 0);
          await expireUnpaidTopups(t.ctx, new Date(Date.now() + 61 * 60_000)).catch(() => 0);
          await new Promise((r) => setTimeout(r, 15));
        }
      })();
      while (answered < 60) await new Promise((r) => setTimeout(r, 20));
      server.kill('SIGKILL');
      stop = true;
      await Promise.all([...loops, jobs]);
      server = null;

      const ids = sql.join(
        customers.map((c) => sql`${c.id}`),
        sql`, `,
      );
      server = await startServer();
      expect(await checkInvariants(t.ctx.db)).toEqual([]);
      // a paid top-up is credited once; no other top-up is credited
      const topups = await one<{ paid: number; credited: number; wrong: number }>(sql`select
          count(*) filter (where t.status = 'paid')::int as paid,
          (select count(*)::int from wallet_ledger w join wallet_topups x on x.id = w.topup_id where x.user_id in (${ids})) as credited,
          count(*) filter (where t.status <> 'paid' and exists (select 1 from wallet_ledger w where w.topup_id = t.id))::int as wrong
        from wallet_topups t where t.user_id in (${ids})`);
      expect(topups.wrong).toBe(0);
      expect(topups.credited).toBe(topups.paid);
      const cod = rowsOf<{ number: string }>(
        await t.ctx.db.execute(sql`select o.number from orders o join payment_methods pm on pm.id = o.payment_method_id
          where o.user_id in (${ids}) and pm.provider = 'cod' and o.status = 'processing'`),
      );
      expect(cod.length).toBeGreaterThan(0);
      // after the restart the couriers deliver and collect the cash, and the jobs finish the rest
      for (const o of cod.slice(0, 10)) while (await advanceSandboxShipment(t.ctx, o.number));
      await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
      await expireUnpaidTopups(t.ctx, new Date(Date.now() + 61 * 60_000));
      expect(await checkInvariants(t.ctx.db)).toEqual([]);
      const open = await one<{ n: number }>(
        sql`select count(*)::int as n from orders where user_id in (${ids}) and status = 'pending'`,
      );
      expect(open.n).toBe(0);
      const held = await one<{ n: number }>(sql`select coalesce(sum(l.qty), 0)::int as n from order_lines l
        join orders o on o.id = l.order_id where l.product_id = ${product} and o.status not in ('cancelled', 'refunded')`);
      expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 500 - held.n });
    },
  );
});
