// Placing orders (spec §5 Checkout, §7 POST users/orders) and the sandbox gateway: the order is
// priced by the server (a tampered total is ignored), stock and codes are held, the cart emptied;
// the signed callback pays it once (ten repeats change nothing; a forged signature changes
// nothing); a failed payment or the expiry job gives everything back.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { signCallback } from '../payments/sandbox.ts';
import { orderAddress as address, orderCalls } from './test-helpers.ts';
import type { TestApp } from '../test/harness.ts';
import { releaseExpiredOrders } from './expiry.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

const { place, one, addCodes } = orderCalls(() => t);

const callback = (paymentId: number, result: 'paid' | 'failed', signature = signCallback(t.ctx, paymentId, result)) =>
  t.call<{ applied: boolean }>({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    payload: { payment_id: paymentId, result, signature },
  });

describe('placing an order through the sandbox gateway', () => {
  it('prices on the server, holds the stock, empties the cart and answers a payment link', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 1_000_00, stock: 5 });
    await cartCalls(t, user.headers).add('products', product, { qty: 2 });
    const res = await place(user, { shipping_method: 2, payment_id: 1, total_price: 1, save_address: true });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_link).toMatch(/^\/api\/payments\/sandbox\/\d+\?token=[0-9a-f]{64}&lang=en$/);
    const order = await one<{ status: string; total_price: number; sub_total: number; ip_address: string }>(
      sql`select status, total_price, sub_total, ip_address from orders where id = ${res.body.data.order_id}`,
    );
    // 2,000 + 75 shipping + 2.75 % of 2,075: the client's total_price of 1 is ignored
    expect(order).toMatchObject({ status: 'pending', sub_total: 2_000_00, total_price: 2_132_06, ip_address: '127.0.0.1' });
    expect((await one<{ stock: number }>(sql`select stock from products where id = ${product}`)).stock).toBe(3);
    expect((await cartCalls(t, user.headers).get()).body.data.products).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/users/address', headers: user.headers })).body.data).toMatchObject({
      city: 'Cairo',
    });

    // the hosted page shows the amount; Pay sends the signed callback and comes back to the order
    const page = await t.app.inject({ method: 'GET', url: res.body.data.payment_link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2,132.06 EGP');
    const token = new URL(res.body.data.payment_link!, 'http://x').searchParams.get('token')!;
    const paymentId = Number(/sandbox\/(\d+)/.exec(res.body.data.payment_link!)![1]);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&result=paid&lang=en`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/order/${res.body.data.order_id}?success=true`);
    expect(await one(sql`select status, payment_status from orders where id = ${res.body.data.order_id}`)).toEqual({
      status: 'processing',
      payment_status: 'paid',
    });
  });

  it('applies the same callback once and refuses a forged signature', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 5 });
    const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    const paymentId = Number(/sandbox\/(\d+)/.exec(res.body.data.payment_link!)![1]);
    const forged = await callback(paymentId, 'paid', 'f'.repeat(64));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'signature_invalid' });
    expect((await one<{ status: string }>(sql`select status from orders where id = ${res.body.data.order_id}`)).status).toBe(
      'pending',
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => callback(paymentId, 'paid')));
    expect(results.filter((r) => r.body.data.applied)).toHaveLength(1);
    expect(await one(sql`select status, payment_status from orders where id = ${res.body.data.order_id}`)).toEqual({
      status: 'processing',
      payment_status: 'paid',
    });
    // a later 'failed' for the same payment changes nothing either
    expect((await callback(paymentId, 'failed')).body.data.applied).toBe(false);
  });

  it("keeps a failed payment's order payable, and gives everything back when it is cancelled: stock, codes, points to their lot, wallet, cart", async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 400_00 });
    await addCodes(card, 3);
    await givePoints(t.ctx.db, user.id, 1_000);
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${user.id}, 'credit', 10000, 'Top-up', 'شحن')`);
    await cartCalls(t, user.headers).add('cards', card, { qty: 2 });
    const res = await place(user, { shipping_method: 1, payment_id: 1, redeem_points: 200 });
    expect(res.status).toBe(200);
    const orderId = res.body.data.order_id;
    expect(await one(sql`select stock from cards where id = ${card}`)).toEqual({ stock: 1 });
    expect(await one(sql`select count(*)::int as n from card_codes where card_id = ${card} and status = 'reserved'`)).toEqual({
      n: 2,
    });
    // 800 − 20 points = 780; wallet 100; 680 by card + 2.75 %
    expect(await one(sql`select points_value, wallet_amount, total_price from orders where id = ${orderId}`)).toEqual({
      points_value: 20_00,
      wallet_amount: 100_00,
      total_price: 798_70,
    });
    const paymentId = Number(/sandbox\/(\d+)/.exec(res.body.data.payment_link!)![1]);
    const lots = await one(sql`select count(*)::int as n from points_ledger where user_id = ${user.id} and points > 0`);
    expect((await callback(paymentId, 'failed')).body.data.applied).toBe(true);
    // issue 22: a failed attempt leaves the order payable ("Pay again"), holding what it took
    expect(await one(sql`select status, payment_status from orders where id = ${orderId}`)).toEqual({
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(await one(sql`select stock from cards where id = ${card}`)).toEqual({ stock: 1 });
    const cancel = await t.call({ method: 'POST', url: `/api/users/orders/${orderId}/cancel`, headers: user.headers });
    expect(cancel.status).toBe(200);
    expect(await one(sql`select status, payment_status from orders where id = ${orderId}`)).toEqual({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    expect(await one(sql`select stock from cards where id = ${card}`)).toEqual({ stock: 3 });
    // the points went back to the lot they came from: no new lot with a fresh expiry
    expect(
      await one(
        sql`select count(*)::int as n from points_ledger where user_id = ${user.id} and points > 0 and status <> 'returned'`,
      ),
    ).toEqual(lots);
    expect(await one(sql`select count(*)::int as n from card_codes where card_id = ${card} and status = 'available'`)).toEqual({
      n: 3,
    });
    const cart = await cartCalls(t, user.headers).get();
    expect(cart.body.data.current_points).toBe(1_000);
    expect(
      (await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers })).body.data.balance,
    ).toBe(100);
    // the lines are back in the cart
    expect(cart.body.data.cards.map((c: { id: number; qty: number }) => [c.id, c.qty])).toEqual([[card, 2]]);
  });

  it('completes an order the wallet covers, selling its codes at once', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 50_00 });
    await addCodes(card, 2);
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${user.id}, 'credit', 100000, 'Top-up', 'شحن')`);
    const res = await place(user, { shipping_method: 1, is_buy_now: true, card_id: card, qty: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_link).toBeUndefined();
    expect(await one(sql`select status, payment_status from orders where id = ${res.body.data.order_id}`)).toEqual({
      status: 'completed',
      payment_status: 'paid',
    });
    expect(await one(sql`select count(*)::int as n from card_codes where card_id = ${card} and status = 'sold'`)).toEqual({
      n: 2,
    });
  });

  it('answers a popup message for payment on delivery and refuses what cannot be placed', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 1 });
    const cod = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    expect(cod.body.data.message).toBe('Your order has been placed. You will pay when it arrives.');
    expect((await one<{ status: string }>(sql`select status from orders where id = ${cod.body.data.order_id}`)).status).toBe(
      'processing',
    );

    const sold = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 }, 'ar');
    expect(sold.status).toBe(409);
    expect(sold.body).toMatchObject({ code: 'quantity_unavailable', errors: ['نفذت الكمية'] });
    const other = await f.product({ stock: 5 });
    expect((await place(user, { shipping_method: 2, is_buy_now: 1, product_id: other })).body.code).toBe('payment_required');
    expect((await place(user, { shipping_method: 2, payment_id: 2, is_buy_now: 1, product_id: other })).body.errors).toEqual([
      'Please enter a wallet number',
    ]);
    expect((await place(user, { shipping_method: 2, payment_id: 1 })).body.code).toBe('cart_empty');
    expect(
      (await place(user, { shipping_method: 2, payment_id: 1, phone: 'abc', is_buy_now: 1, product_id: other })).body.errors,
    ).toEqual(['Please enter a valid phone number.']);
    expect((await t.call({ method: 'POST', url: '/api/users/orders', payload: { ...address, shipping_method: 2 } })).status).toBe(
      401,
    );
  });

  it('reads a phone and a wallet number typed in Arabic-Indic digits, and stores them in ASCII', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ stock: 5 });
    const res = await place(user, {
      shipping_method: 2,
      payment_id: 2,
      phone: ' ٠١٠٠٠٠٠٠٠٠١ ',
      wallet_number: '۰۱۱۲۳۴۵۶۷۸۹',
      is_buy_now: 1,
      product_id: product,
      save_address: true,
    });
    expect(res.status).toBe(200);
    expect(await one(sql`select phone, wallet_number from orders where id = ${res.body.data.order_id}`)).toEqual({
      phone: '01000000001',
      wallet_number: '01123456789',
    });
    expect((await t.call({ method: 'GET', url: '/api/users/address', headers: user.headers })).body.data).toMatchObject({
      phone: '01000000001',
    });
  });

  it('releases orders left unpaid past ORDER_PAYMENT_MINUTES', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 4 });
    const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 3 });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 1 });
    expect(await releaseExpiredOrders(t.ctx)).toBe(0);
    expect(await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 4 });
    expect((await one<{ status: string }>(sql`select status from orders where id = ${res.body.data.order_id}`)).status).toBe(
      'cancelled',
    );
    // money that arrives too late is not kept: it goes to the customer's wallet, the order stays cancelled
    const paymentId = Number(/sandbox\/(\d+)/.exec(res.body.data.payment_link!)![1]);
    expect((await callback(paymentId, 'paid')).body.data.applied).toBe(true);
    expect(await one(sql`select status from payments where id = ${paymentId}`)).toEqual({ status: 'refunded' });
    expect((await one<{ status: string }>(sql`select status from orders where id = ${res.body.data.order_id}`)).status).toBe(
      'cancelled',
    );
    expect(
      (await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers })).body.data.balance,
    ).toBeGreaterThan(300);
  });

  it('gives the order another number when the day already has its number, instead of failing the checkout', async () => {
    // six random hex digits a day: two orders of a busy day can draw the same (the unique index
    // refuses the second). Here the second order draws the first one's number, then a new one.
    const real = crypto.randomBytes.bind(crypto) as (size: number) => Buffer;
    const draws = [Buffer.from('a1b2c3d4', 'hex'), Buffer.from('a1b2c3d4', 'hex'), Buffer.from('0f0e0d0c', 'hex')];
    const spy = vi
      .spyOn(crypto, 'randomBytes')
      // only the order number asks for four bytes (tokens and keys ask for more)
      .mockImplementation(((size: number) =>
        size === 4 && draws.length ? draws.shift()! : real(size)) as typeof crypto.randomBytes);
    try {
      const [a, b] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
      const product = await f.product({ price: 100_00, stock: 5 });
      const first = await place(a, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
      expect(first.status).toBe(200);
      const second = await place(b, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const [n1, n2] = rowsOf<{ number: string }>(
        await t.ctx.db.execute(
          sql`select number from orders where id in (${first.body.data.order_id}, ${second.body.data.order_id}) order by id`,
        ),
      ).map((r) => r.number);
      expect(n1).toMatch(/^GS-\d{6}-A1B2C3$/);
      expect(n2).toMatch(/^GS-\d{6}-0F0E0D$/);
      // the retried placement took its stock once
      expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 3 });
      expect(draws).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
