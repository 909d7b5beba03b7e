// Money paths under concurrent orders (issue 14 reliability): never oversold stock, never a code
// twice, never a wallet below zero or points beyond the lots, never a coupon past its limit. Real parallelism on PostgreSQL
// (TEST_DATABASE_URL, pool of 5); PGlite runs the same requests one after another.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import { checkInvariants } from './invariants.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } }));
});
afterAll(() => t.close());

const address = { full_name: 'Ali Hassan', city: 'Giza', street_address: '12 Tahrir St', phone: '01112345678' };
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(q))[0]!;
const users = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t.ctx.db)));
const place = (user: TestUser, body: object) =>
  t.call<{ order_id: number }>({
    method: 'POST',
    url: '/api/users/orders',
    headers: user.headers,
    payload: { ...address, ...body },
  });

async function addCodes(cardId: number, n: number) {
  await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
    select ${cardId}, 'x' || g, ${`c${cardId}-`} || g, 'SN-' || g from generate_series(1, ${n}) g`);
  await t.ctx.db.execute(sql`update cards set stock = ${n} where id = ${cardId}`);
}

describe('concurrent orders', () => {
  it('200 orders for an item with 5 in stock: exactly 5 succeed, stock ends at 0', async () => {
    const product = await f.product({ stock: 5, price: 100_00 });
    const buyers = await users(200);
    const results = await Promise.all(
      buyers.map((u) => place(u, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.code === 'quantity_unavailable'))).toBe(true);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 0 });
  });

  it('the same item on two lines is summed, and cart and buy-now orders race fairly', async () => {
    const product = await f.product({ stock: 6, price: 100_00 });
    const card = await f.card({ stockType: 0 });
    const buyers = await users(12);
    // half buy from a cart of (3 × product), half buy 3 now: at most two orders can be served
    for (const u of buyers.slice(0, 6)) {
      await cartCalls(t, u.headers).add('products', product, { qty: 3 });
      await cartCalls(t, u.headers).add('cards', card, { qty: 1 });
    }
    const results = await Promise.all(
      buyers.map((u, i) =>
        i < 6
          ? place(u, { shipping_method: 2, payment_id: 10 })
          : place(u, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 3 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 0 });
    const sold = await one<{ n: number }>(
      sql`select coalesce(sum(l.qty), 0)::int as n from order_lines l join orders o on o.id = l.order_id where l.product_id = ${product}`,
    );
    expect(sold.n).toBe(6);
  });

  it('500 purchases of a card with 300 codes: 300 codes reserved, none twice, the rest refused', async () => {
    const card = await f.card({ stockType: 1, price: 10_00 });
    await addCodes(card, 300);
    const buyers = await users(500);
    const results = await Promise.all(
      buyers.map((u) => place(u, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(300);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'quantity_unavailable')).toBe(true);
    const codes = await one<{ held: number; lines: number; free: number }>(sql`select
        count(*) filter (where status = 'reserved')::int as held,
        count(distinct order_line_id) filter (where status = 'reserved')::int as lines,
        count(*) filter (where status = 'available')::int as free
      from card_codes where card_id = ${card}`);
    expect(codes).toEqual({ held: 300, lines: 300, free: 0 });
    expect(await one(sql`select stock from cards where id = ${card}`)).toEqual({ stock: 0 });
  }, 120_000);

  it('50 orders spending one wallet: the balance never goes below zero and the ledger agrees', async () => {
    const [user] = await users(1);
    const product = await f.product({ stockType: 0, price: 100_00 });
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${user!.id}, 'credit', 100000, 'Top-up', 'شحن')`);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place(user!, { shipping_method: 3, is_buy_now: 1, product_id: product, qty: 3 })),
    );
    // 1,000 EGP pays three orders of 300 in full; the rest need a payment method
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const ledger = await one<{
      balance: number;
    }>(sql`select sum(case when operation = 'credit' then amount else -amount end)::int as balance
      from wallet_ledger where user_id = ${user!.id}`);
    expect(ledger.balance).toBe(100_00);
    const spent = await one<{ n: number }>(
      sql`select coalesce(sum(wallet_amount), 0)::int as n from orders where user_id = ${user!.id}`,
    );
    expect(spent.n).toBe(900_00);
  });

  it('50 orders spending one customer’s points: never more than the lots hold, soonest-expiring first', async () => {
    const [user] = await users(1);
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status, expiry_date) values
      (${user!.id}, 400, 'available', '2027-03-01'), (${user!.id}, 600, 'available', '2027-09-01')`);
    const product = await f.product({ stockType: 0, price: 100_00 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(user!, { shipping_method: 2, payment_id: 1, redeem_points: 300, is_buy_now: 1, product_id: product, qty: 1 }),
      ),
    );
    // 1,000 points pay three redemptions of 300; the rest are refused, nothing half-written
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'points_invalid')).toBe(true);
    const lots = rowsOf<{ points: number; used: number }>(
      await t.ctx.db.execute(
        sql`select points, used from points_ledger where user_id = ${user!.id} and points > 0 order by expiry_date`,
      ),
    );
    expect(lots).toEqual([
      { points: 400, used: 400 },
      { points: 600, used: 500 },
    ]);
    expect(
      await one(sql`select -sum(points)::int as n from points_ledger where user_id = ${user!.id} and status = 'redeemed'`),
    ).toEqual({ n: 900 });
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  });

  it('a coupon limited to 10 uses is used 10 times', async () => {
    await t.ctx.db.execute(
      sql`insert into coupons (code, kind, value, usage_limit, per_user_limit) values ('TEN', 'fixed', 1000, 10, 1)`,
    );
    const product = await f.product({ stockType: 0, price: 100_00 });
    const buyers = await users(30);
    const results = await Promise.all(
      buyers.map((u) =>
        place(u, { shipping_method: 2, payment_id: 10, coupon: 'TEN', is_buy_now: 1, product_id: product, qty: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'coupon_invalid')).toBe(true);
    expect(await one(sql`select used_count from coupons where code = 'TEN'`)).toEqual({ used_count: 10 });
  });
});
