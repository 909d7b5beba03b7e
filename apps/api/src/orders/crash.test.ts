// A server killed with SIGKILL while twenty customers place orders (issue 14 Reliability): after a
// restart the stock, codes, wallet and points ledgers, coupon uses and orders still agree
// (invariants.ts, the same checks `npm run check:invariants` runs), and the product's stock equals
// what it started with minus what live orders hold. PostgreSQL only: the server is a separate
// process on this file's copy of the database.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
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
afterAll(async () => {
  server?.kill('SIGKILL');
  if (onPostgres) await t.close();
});

async function startServer(): Promise<ChildProcess> {
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
  for (let i = 0; i < 200; i++) {
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
  it('leaves stock, codes, ledgers, coupon uses and orders agreeing after the restart', { timeout: 120_000 }, async () => {
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
});
