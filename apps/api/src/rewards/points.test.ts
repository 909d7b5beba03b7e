// Reward points by time (spec §2 Rewards, §3 Reward summary, §7 users/points-summary), with a
// controllable clock: a paid card order earns a pending lot that matures after
// POINTS_MATURITY_DAYS and expires POINTS_EXPIRY_DAYS later; spending takes the soonest-expiring
// lot first, and expiry removes only what is left of a lot. The page's available balance is
// always what checkout lets the customer spend (availablePoints).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, insertCard, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { jobNamed } from '../features.ts';
import { signCallback } from '../payments/sandbox.ts';
import type { TestApp } from '../test/harness.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import { availablePoints } from './queries.ts';

const agePointsJob = await jobNamed('age-points');

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp({ env: { POINTS_MATURITY_DAYS: '10', POINTS_EXPIRY_DAYS: '30' } }));
});
afterAll(() => t.close());

const setToday = (day: string) => {
  t.ctx.clock = { now: () => new Date(`${day}T12:00:00Z`) };
};
const age = (day: string) => (setToday(day), agePointsJob.run(t.ctx));

interface Summary {
  available_balance: number;
  pending_balance: number;
  total_balance: number;
  transactions: {
    order: { name: string } | null;
    points: number;
    maturity_date: string | null;
    expiry_date: string | null;
    status: string;
    redeem_date: string | null;
    note: string | null;
  }[];
  total: number;
  last_page: number;
}

const summary = (user: TestUser, query = '') =>
  t.call<Summary>({ method: 'GET', url: `/api/users/points-summary${query}`, headers: user.headers });

/** Buys one card now (the clock's day) and pays it through the sandbox callback; answers the order number. */
async function buyCard(user: TestUser, o: { redeemPoints: number; price?: number; spend?: number }): Promise<string> {
  const cardId = await insertCard(t.ctx.db, {
    categoryId: f.digitalCategoryId,
    countryId: f.countryId,
    redeemPoints: o.redeemPoints,
    price: o.price ?? 100_00,
  });
  const placed = await orderCalls(() => t).place(user, {
    shipping_method: 1,
    payment_id: 1,
    is_buy_now: 1,
    card_id: cardId,
    qty: 1,
    redeem_points: o.spend ?? 0,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const paymentId = Number(/sandbox\/(\d+)/.exec(placed.body.data.payment_link!)![1]);
  const paid = await t.call({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    payload: { payment_id: paymentId, result: 'paid', signature: signCallback(t.ctx, paymentId, 'paid') },
  });
  expect(paid.status).toBe(200);
  return rowsOf<{ number: string }>(
    await t.ctx.db.execute(sql`select number from orders where id = ${placed.body.data.order_id}`),
  )[0]!.number;
}

describe('points over time', () => {
  it('earn pending, mature, spend soonest-expiring first, expire only what is left', async () => {
    const user = await createUser(t.ctx.db);
    setToday('2031-03-01');
    const first = await buyCard(user, { redeemPoints: 200 });
    let s = (await summary(user)).body.data;
    expect(s).toMatchObject({ available_balance: 0, pending_balance: 200, total_balance: 200, total: 1, last_page: 1 });
    expect(s.transactions).toEqual([
      {
        id: expect.any(Number),
        order: { name: first },
        points: 200,
        maturity_date: '11/03/2031',
        expiry_date: '10/04/2031',
        status: 'Pending',
        redeem_date: null,
        note: null,
      },
    ]);

    setToday('2031-03-05');
    await buyCard(user, { redeemPoints: 300 });
    // a day before the first lot's maturity nothing can be spent yet
    await age('2031-03-10');
    expect((await summary(user)).body.data).toMatchObject({ available_balance: 0, pending_balance: 500 });
    await age('2031-03-11');
    expect((await summary(user)).body.data).toMatchObject({ available_balance: 200, pending_balance: 300, total_balance: 500 });
    await age('2031-03-15');
    s = (await summary(user)).body.data;
    expect(s).toMatchObject({ available_balance: 500, pending_balance: 0, total_balance: 500 });
    expect(s.available_balance).toBe(await availablePoints(t.ctx.db, user.id));

    // 150 points spent on an order: all from the first lot (it expires first)
    const spending = await buyCard(user, { redeemPoints: 0, spend: 150 });
    s = (await summary(user)).body.data;
    expect(s.available_balance).toBe(350);
    const redeemed = (await summary(user, '?status=redeemed')).body.data;
    expect(redeemed.transactions).toEqual([
      {
        id: expect.any(Number),
        order: { name: spending },
        points: -150,
        maturity_date: null,
        expiry_date: null,
        status: 'Redeemed',
        redeem_date: '15/03/2031',
        note: null,
      },
    ]);
    const lots = rowsOf(
      await t.ctx.db.execute(sql`select points, used from points_ledger where user_id = ${user.id} and points > 0 order by id`),
    );
    expect(lots).toEqual([
      { points: 200, used: 150 },
      { points: 300, used: 0 },
    ]);

    // the first lot expires: only its 50 unspent points go
    await age('2031-04-09');
    expect((await summary(user)).body.data.available_balance).toBe(350);
    await age('2031-04-10');
    s = (await summary(user)).body.data;
    expect(s.available_balance).toBe(300);
    expect(s.available_balance).toBe(await availablePoints(t.ctx.db, user.id));
    expect(s.transactions.map((r) => r.status)).toEqual(['Redeemed', 'Available', 'Expired']);

    // then the second
    await age('2031-04-14');
    s = (await summary(user)).body.data;
    expect(s).toMatchObject({ available_balance: 0, pending_balance: 0, total_balance: 0 });
    expect((await summary(user, '?status=available')).body.data.transactions).toEqual([]);
    expect((await summary(user, '?status=all')).body.data.total).toBe(3);
  });
});

describe('a lot on its expiry day, before the hourly job', () => {
  it('is neither counted nor spendable, in the summary, the cart and checkout', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status, expiry_date) values
      (${user.id}, 500, 'available', '2031-06-10'), (${user.id}, 200, 'available', '2031-07-01')`);
    setToday('2031-06-09');
    expect((await summary(user)).body.data.available_balance).toBe(700);
    // the age-points job has not run yet today: the 500 points expired all the same
    setToday('2031-06-10');
    const s = (await summary(user)).body.data;
    expect(s.available_balance).toBe(200);
    expect(s.transactions.find((r) => r.points === 500)!.status).toBe('Expired');
    expect((await summary(user, '?status=available')).body.data.transactions.map((r) => r.points)).toEqual([200]);
    const cardId = await insertCard(t.ctx.db, { categoryId: f.digitalCategoryId, countryId: f.countryId, price: 1000_00 });
    const cart = await t.call<{ current_points: number }>({
      method: 'GET',
      url: `/api/users/cart?is_buy_now=1&card_id=${cardId}&qty=1`,
      headers: user.headers,
    });
    expect(cart.body.data.current_points).toBe(200);
    const placed = await orderCalls(() => t).place(user, {
      shipping_method: 1,
      payment_id: 1,
      is_buy_now: 1,
      card_id: cardId,
      qty: 1,
      redeem_points: 500,
    });
    expect(placed.status).toBe(400);
    expect(placed.body.code).toBe('points_invalid');
  });
});

describe('points days are Cairo days', () => {
  it('an order paid at half past midnight in Cairo is dated that day, and its points mature at Cairo midnight', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status, expiry_date)
      values (${user.id}, 1000, 'available', '2099-01-01')`);
    // 22:30 UTC on 14 March is 00:30 on 15 March in Cairo (the order page says 15/03/2031)
    t.ctx.clock = { now: () => new Date('2031-03-14T22:30:00Z') };
    const number = await buyCard(user, { redeemPoints: 70, spend: 100 });
    const rows = (await summary(user)).body.data.transactions.filter((r) => r.order?.name === number);
    expect(rows.map((r) => [r.points, r.status, r.maturity_date, r.expiry_date, r.redeem_date])).toEqual([
      [70, 'Pending', '25/03/2031', '24/04/2031', null],
      [-100, 'Redeemed', null, null, '15/03/2031'],
    ]);
    // 23:59 UTC on 24 March is already 25 March in Cairo: the points are available
    t.ctx.clock = { now: () => new Date('2031-03-24T21:59:00Z') };
    await agePointsJob.run(t.ctx);
    expect((await summary(user)).body.data.pending_balance).toBe(70);
    t.ctx.clock = { now: () => new Date('2031-03-24T22:01:00Z') };
    await agePointsJob.run(t.ctx);
    expect((await summary(user)).body.data).toMatchObject({ pending_balance: 0, available_balance: 970 });
  });
});

describe('GET users/points-summary', () => {
  it('filters by status and pages 20 at a time, newest first', async () => {
    const user = await createUser(t.ctx.db);
    for (let i = 1; i <= 23; i++) {
      const status = i % 2 ? 'available' : 'pending';
      await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status, maturity_date, expiry_date, created_at)
        values (${user.id}, ${i}, ${status}, '2031-01-01', '2032-01-01', ${new Date(Date.UTC(2031, 0, i)).toISOString()})`);
    }
    const all = (await summary(user, '?status=all&per_page=20&page=1')).body.data;
    expect(all).toMatchObject({ total: 23, last_page: 2, available_balance: 144, pending_balance: 132, total_balance: 276 });
    expect(all.transactions).toHaveLength(20);
    expect(all.transactions[0]).toMatchObject({ points: 23, status: 'Available', order: null });
    expect((await summary(user, '?page=2')).body.data.transactions.map((r) => r.points)).toEqual([3, 2, 1]);
    const pending = (await summary(user, '?status=pending')).body.data;
    expect(pending).toMatchObject({ total: 11, last_page: 1 });
    expect(pending.transactions.every((r) => r.status === 'Pending')).toBe(true);
    expect((await summary(user, '?status=redeemed')).body.data).toMatchObject({ total: 0, transactions: [] });
  });

  it('the available filter lists the lots with points left, agreeing with the available balance', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, used, status, expiry_date, created_at) values
      (${user.id}, 1500, 1500, 'available', '2099-01-01', '2031-01-01'),
      (${user.id}, 200, 50, 'available', '2099-01-01', '2031-01-02'),
      (${user.id}, 300, 0, 'available', '2099-01-01', '2031-01-03')`);
    const s = (await summary(user, '?status=available')).body.data;
    expect(s.available_balance).toBe(450);
    // the lot spent to its last point is not offered as available; the history (all) still shows it
    expect(s.transactions.map((r) => r.points)).toEqual([300, 200]);
    expect(s.total).toBe(2);
    expect((await summary(user)).body.data.total).toBe(3);
  });

  it('refuses an unknown status or page, and a guest', async () => {
    const user = await createUser(t.ctx.db);
    const bad = await summary(user, '?status=expired');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Status must be all, available, pending or redeemed.']);
    expect((await summary(user, '?page=-1')).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/users/points-summary' })).status).toBe(401);
  });

  it("shows the demo customer's starting points as available", async () => {
    const { tokenFor } = await import('../account/test-helpers.ts');
    const token = await tokenFor(t.ctx, 'customer');
    const res = await t.call<Summary>({
      method: 'GET',
      url: '/api/users/points-summary',
      headers: { authorization: `Bearer ${token}`, lang: 'ar' },
    });
    expect(res.body.data.available_balance).toBeGreaterThanOrEqual(1500);
    expect(res.body.data.transactions.some((r) => r.status === 'Available' && r.points === 1500)).toBe(true);
  });
});
