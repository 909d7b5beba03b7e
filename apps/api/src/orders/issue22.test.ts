// Issue 22's reproductions, each a regression test (English and Arabic where it has a message):
// every order finishes — pay on delivery, always-in-stock cards, failed payments, the sandbox
// return page, top-ups, late money, refunds — and the invariants hold after each.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { SupplierUnavailableError, type CodeSupplier } from '../integrations/code-supplier/index.ts';
import { GatewayUnavailableError } from '../payments/gateway.ts';
import { signCallback } from '../payments/sandbox.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import type { TestApp } from '../test/harness.ts';
import { expireUnpaidTopups } from '../wallet/topups.ts';
import { cancelOrder, refundOrder } from './commands.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { checkInvariants } from './invariants.ts';
import { orderTimeline } from './machine.ts';
import { retrySupplierOrders } from './supplier.ts';
import { orderCalls } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

const { place, one, addCodes, press } = orderCalls(() => t);
const invariantsHold = async () => expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

const paymentOf = (link: string) => ({
  id: Number(/sandbox\/(\d+)/.exec(link)![1]),
  token: new URL(link, 'http://x').searchParams.get('token')!,
});
const detail = (user: TestUser, id: number, lang = 'en') =>
  t.call<{
    status: string;
    cards: { codes_list: unknown[] }[];
    RefNumber: string | null;
    payable?: boolean;
    notice?: string | null;
  }>({ method: 'GET', url: `/api/users/orders/${id}`, headers: { ...user.headers, lang } });
const balance = async (user: TestUser) =>
  (await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers })).body.data.balance;
async function deliver(orderId: number) {
  const { number } = await one<{ number: string }>(sql`select number from orders where id = ${orderId}`);
  while (await advanceSandboxShipment(t.ctx, number));
}

describe('pay on delivery', () => {
  it('is refused for an order of digital cards only, in English and Arabic, holding nothing', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 100_00 });
    await addCodes(card, 3);
    for (const [lang, text] of [
      ['en', 'Pay on delivery is only for orders with items to deliver. Digital cards are paid online.'],
      ['ar', 'الدفع عند الاستلام متاح فقط للطلبات التي بها منتجات تُشحن. الكروت الرقمية تُدفع أونلاين.'],
    ] as const) {
      for (const shipping of [1, 2, 3]) {
        const res = await place(user, { shipping_method: shipping, payment_id: 10, is_buy_now: 1, card_id: card, qty: 3 }, lang);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'payment_unavailable', message: text });
      }
    }
    // the card is still on sale for everyone
    expect(await one(sql`select stock from cards where id = ${card}`)).toEqual({ stock: 3 });
  });

  it('a digital-only order is delivered online only, without a shipping fee', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 100_00 });
    const res = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 }, 'ar');
    expect(res.body).toMatchObject({
      code: 'shipping_unavailable',
      message: 'الكروت الرقمية تُسلَّم أونلاين: من فضلك اختر التوصيل أونلاين.',
    });
    const price = await t.call<{ shipping_fees: number }>({
      method: 'GET',
      url: `/api/users/cart/price?shipping_method=1&payment_id=1&is_buy_now=1&card_id=${card}&qty=1`,
      headers: user.headers,
    });
    expect(price.body.data.shipping_fees).toBe(0);
  });

  it('a mixed order gets its codes and points when the courier collects the cash', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 200_00, stock: 2 });
    const card = await f.card({ stockType: 1, price: 100_00 });
    await addCodes(card, 2);
    await t.ctx.db.execute(sql`update cards set redeem_points = 10 where id = ${card}`);
    const cart = cartCalls(t, user.headers);
    await cart.add('products', product, { qty: 1 });
    await cart.add('cards', card, { qty: 1 });
    const res = await place(user, { shipping_method: 2, payment_id: 10 });
    expect(res.body.data.message).toBe('Your order has been placed. You will pay when it arrives.');
    const id = res.body.data.order_id;
    expect(await one(sql`select status, payment_status from orders where id = ${id}`)).toEqual({
      status: 'processing',
      payment_status: 'unpaid',
    });
    expect((await detail(user, id)).body.data.cards[0]!.codes_list).toEqual([]);
    await invariantsHold();
    await deliver(id);
    expect(await one(sql`select status, payment_status from orders where id = ${id}`)).toEqual({
      status: 'completed',
      payment_status: 'paid',
    });
    expect((await detail(user, id)).body.data.cards[0]!.codes_list).toHaveLength(1);
    expect(await one(sql`select points, status from points_ledger where order_id = ${id} and points > 0`)).toEqual({
      points: 10,
      status: 'pending',
    });
    expect((await orderTimeline(t.ctx.db, id)).map((e) => e.event)).toEqual([
      'placed',
      'shipped',
      'cash_collected',
      'fulfilled',
      'delivered',
    ]);
    await invariantsHold();
  });
});

describe('always-in-stock cards (stock type 0)', () => {
  it('are fulfilled by the code supplier when paid', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 1_145_66 });
    const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 2 });
    expect(await press(res.body.data.payment_link!, 'paid')).toBe(`/order/${res.body.data.order_id}?success=true`);
    const d = (await detail(user, res.body.data.order_id)).body.data;
    expect(d.status).toBe('completed');
    expect(d.cards[0]!.codes_list).toHaveLength(2);
    expect(d.RefNumber).toBeTruthy();
    await invariantsHold();
  });

  it('wait on hold with their reason when the supplier cannot deliver, say so in en/ar, and finish when it can', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 50_00 });
    const real = t.ctx.codeSupplier;
    const down: CodeSupplier = {
      name: 'down',
      issue: () => Promise.reject(new SupplierUnavailableError('out of stock at the distributor')),
    };
    t.ctx.codeSupplier = down;
    try {
      const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
      const id = res.body.data.order_id;
      await press(res.body.data.payment_link!, 'paid');
      expect(await one(sql`select status, hold_reason from orders where id = ${id}`)).toEqual({
        status: 'on-hold',
        hold_reason: 'codes_supplier',
      });
      expect((await detail(user, id)).body.data.notice).toBe(
        'Your code is being prepared. We will e-mail you as soon as it is ready.',
      );
      expect((await detail(user, id, 'ar')).body.data.notice).toBe(
        'جاري تجهيز الكود الخاص بك. سنرسل لك بريداً إلكترونياً فور جاهزيته.',
      );
      await invariantsHold();
      expect(await retrySupplierOrders(t.ctx)).toBe(0);
      t.ctx.codeSupplier = real;
      expect(await retrySupplierOrders(t.ctx)).toBeGreaterThanOrEqual(1);
      const d = (await detail(user, id)).body.data;
      expect(d.status).toBe('completed');
      expect(d.cards[0]!.codes_list).toHaveLength(1);
      const { number } = await one<{ number: string }>(sql`select number from orders where id = ${id}`);
      const mails = await one<{ n: number }>(
        sql`select count(*)::int as n from notifications where subject like ${`%codes for order ${number}%`}`,
      );
      expect(mails.n).toBe(1);
      await invariantsHold();
    } finally {
      t.ctx.codeSupplier = real;
    }
  });

  it('read their stock type once, at placement', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 30_00 });
    const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
    // the card becomes managed (with no codes) before the payment arrives: the order keeps its type
    await t.ctx.db.execute(sql`update cards set stock_type = 1, stock = 0 where id = ${card}`);
    await press(res.body.data.payment_link!, 'paid');
    expect((await detail(user, res.body.data.order_id)).body.data.status).toBe('completed');
    await invariantsHold();
  });
});

describe('a failed payment', () => {
  it('keeps the order payable with Pay again; the old page changes nothing and tells the truth', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    await cartCalls(t, user.headers).add('products', product, { qty: 1 });
    const res = await place(user, { shipping_method: 2, payment_id: 1 });
    const id = res.body.data.order_id;
    expect(await press(res.body.data.payment_link!, 'failed')).toBe(`/order/${id}?success=false`);
    // Pay on the already failed payment: no success, nothing paid
    expect(await press(res.body.data.payment_link!, 'paid')).toBe(`/order/${id}?success=false`);
    expect(await one(sql`select status, payment_status from orders where id = ${id}`)).toEqual({
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect((await detail(user, id)).body.data.payable).toBe(true);
    const again = await t.call<{ payment_link: string }>({
      method: 'POST',
      url: `/api/users/orders/${id}/pay`,
      headers: user.headers,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.payment_link).not.toBe(res.body.data.payment_link);
    expect(await press(again.body.data.payment_link, 'paid')).toBe(`/order/${id}?success=true`);
    expect((await detail(user, id)).body.data.payable).toBe(false);
    // a paid order cannot be paid again, in either language
    const twice = await t.call({ method: 'POST', url: `/api/users/orders/${id}/pay`, headers: { ...user.headers, lang: 'ar' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('لم يعد من الممكن دفع هذا الطلب.');
    await invariantsHold();
  });

  it('Pay again is bounded (ORDER_PAYMENT_ATTEMPTS, 5): an unpaid order cannot hold its stock for ever', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    const res = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    const id = res.body.data.order_id;
    const payAgain = (lang = 'en') =>
      t.call<{ payment_link: string }>({
        method: 'POST',
        url: `/api/users/orders/${id}/pay`,
        headers: { ...user.headers, lang },
      });
    // the first attempt and four more
    let link = res.body.data.payment_link!;
    for (let n = 2; n <= 5; n++) {
      const again = await payAgain();
      expect(again.status).toBe(200);
      link = again.body.data.payment_link;
    }
    expect((await detail(user, id)).body.data).toMatchObject({
      payable: false,
      notice: 'This order has used all its payment attempts, and its items will be released shortly. Please place a new order.',
    });
    const en = await payAgain();
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'This order has used all its payment attempts, and its items will be released shortly. Please place a new order.',
    );
    expect((await payAgain('ar')).body.message).toBe(
      'استنفد هذا الطلب كل محاولات الدفع، وستُتاح منتجاته للبيع قريباً. من فضلك اطلب من جديد.',
    );
    expect(await one(sql`select count(*)::int as n from payments where order_id = ${id}`)).toEqual({ n: 5 });
    // the last attempt's page still pays it
    expect(await press(link, 'paid')).toBe(`/order/${id}?success=true`);
    await invariantsHold();
  });

  it('a gateway outage during Pay again does not use up an attempt: the shopper was told to try again', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    const res = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    const id = res.body.data.order_id;
    const payAgain = () =>
      t.call<{ payment_link: string }>({ method: 'POST', url: `/api/users/orders/${id}/pay`, headers: user.headers });
    const real = t.ctx.payments;
    t.ctx.payments = {
      ...real,
      async start() {
        throw new GatewayUnavailableError('connect ECONNREFUSED');
      },
    };
    try {
      for (let n = 0; n < 6; n++) {
        const down = await payAgain();
        expect(down.status).toBe(502);
        expect(down.body.code).toBe('payment_unavailable');
      }
    } finally {
      t.ctx.payments = real;
    }
    // only the placement's page was shown: four more tries once the gateway is back
    expect(await one(sql`select count(*)::int as n from payments where order_id = ${id}`)).toEqual({ n: 1 });
    expect((await detail(user, id)).body.data).toMatchObject({ status: 'pending', payable: true });
    let link = '';
    for (let n = 2; n <= 5; n++) {
      const again = await payAgain();
      expect(again.status).toBe(200);
      link = again.body.data.payment_link;
    }
    expect((await payAgain()).status).toBe(409);
    expect(await press(link, 'paid')).toBe(`/order/${id}?success=true`);
    await invariantsHold();
  });

  it('another customer cannot pay or cancel my order', async () => {
    const owner = await createUser(t.ctx.db);
    const other = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    const res = await place(owner, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    for (const action of ['pay', 'cancel'])
      expect(
        (await t.call({ method: 'POST', url: `/api/users/orders/${res.body.data.order_id}/${action}`, headers: other.headers }))
          .status,
      ).toBe(404);
  });
});

describe('checkout rules', () => {
  it('asks for a payment method when money is due, in en and ar', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    for (const [lang, text] of [
      ['en', 'Please choose a payment method.'],
      ['ar', 'من فضلك اختر طريقة الدفع.'],
    ] as const) {
      const res = await place(user, { shipping_method: 2, is_buy_now: 1, product_id: product, qty: 1 }, lang);
      expect(res.body).toMatchObject({ code: 'payment_required', message: text });
    }
  });

  it('takes a coupon in a Buy Now checkout with is_buy_now as a number', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 500_00, stock: 3 });
    await t.ctx.db
      .execute(sql`insert into coupons (code, kind, value, usage_limit, per_user_limit) values ('BUYNOW22', 'fixed', 1000, 10, 1)
      on conflict do nothing`);
    const res = await t.call({
      method: 'POST',
      url: '/api/users/cart/coupons/check',
      headers: user.headers,
      payload: { code: 'BUYNOW22', shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 },
    });
    expect(res.status).toBe(200);
  });

  it('refuses points that are not a multiple of the slider step, in en and ar', async () => {
    const user = await createUser(t.ctx.db);
    await givePoints(t.ctx.db, user.id, 5_000);
    const card = await f.card({ stockType: 0, price: 1_000_00 });
    await cartCalls(t, user.headers).add('cards', card, { qty: 1 });
    const cart = (await cartCalls(t, user.headers).get()).body.data as { tier_increment: number; min_points_to_use: number };
    const odd = Math.max(cart.min_points_to_use, cart.tier_increment) + 1;
    if (cart.tier_increment <= 1) return; // a step of one point admits every number
    const en = await place(user, { shipping_method: 1, payment_id: 1, redeem_points: odd });
    expect(en.body).toMatchObject({
      code: 'points_invalid',
      message: `Points can be redeemed in steps of ${cart.tier_increment}.`,
    });
  });
});

describe('payments', () => {
  it('the sandbox gateway is refused in production unless a setting says so', () => {
    const base = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' };
    expect(() => loadEnv({ ...base })).toThrow(/sandbox gateway is refused in production/);
    expect(() => loadEnv({ ...base, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).not.toThrow(/sandbox gateway/);
  });

  it('an unpaid top-up expires; its page then changes nothing and does not say completed', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`update users set user_type = 'merchant' where id = ${user.id}`);
    const res = await t.call<{ topup_id: number; payment_link: string }>({
      method: 'POST',
      url: '/api/users/wallets/topup',
      headers: user.headers,
      payload: { amount: '50000', payment_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(await expireUnpaidTopups(t.ctx, new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await one(sql`select status from wallet_topups where id = ${res.body.data.topup_id}`)).toEqual({ status: 'expired' });
    expect(await press(res.body.data.payment_link, 'paid')).toBe('/wallet?success=false');
    expect(await balance(user)).toBe(0);
  });

  it('the release job racing the callbacks never loses a payment and never deadlocks', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.ctx.db)));
    const product = await f.product({ price: 10_00, stock: 50 });
    const placed = [];
    for (const u of users)
      placed.push(await place(u, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 }));
    const later = new Date(Date.now() + 31 * 60_000);
    const answers = await Promise.all([
      releaseExpiredOrders(t.ctx, later),
      ...placed.map((p) => {
        const id = paymentOf(p.body.data.payment_link!).id;
        return t.call({
          method: 'POST',
          url: '/api/payments/callback/sandbox',
          payload: { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') },
        });
      }),
    ]);
    for (const a of answers.slice(1)) expect((a as { status: number }).status).toBe(200);
    // each order is either paid, or cancelled with its money handed back to the wallet
    for (const [i, p] of placed.entries()) {
      const o = await one<{ status: string; payment_status: string }>(
        sql`select status, payment_status from orders where id = ${p.body.data.order_id}`,
      );
      if (o.status === 'cancelled') expect(await balance(users[i]!)).toBeGreaterThan(0);
      else expect(o.payment_status).toBe('paid');
    }
    await invariantsHold();
  });
});

describe('service commands', () => {
  it('refunds a paid order to the wallet: money, points to their lot and the coupon come back; the customer is told', async () => {
    const user = await createUser(t.ctx.db);
    const staff = await createUser(t.ctx.db);
    await givePoints(t.ctx.db, user.id, 1_000);
    const card = await f.card({ stockType: 1, price: 400_00 });
    await addCodes(card, 2);
    await cartCalls(t, user.headers).add('cards', card, { qty: 1 });
    const cart = (await cartCalls(t, user.headers).get()).body.data as { tier_increment: number; min_points_to_use: number };
    const points = Math.max(cart.min_points_to_use, cart.tier_increment);
    const res = await place(user, { shipping_method: 1, payment_id: 1, redeem_points: points });
    expect(res.status).toBe(200);
    const id = res.body.data.order_id;
    await press(res.body.data.payment_link!, 'paid');
    const { total_price } = await one<{ total_price: number }>(sql`select total_price from orders where id = ${id}`);
    const moved = await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'customer asked');
    expect(moved).toMatchObject({ from: 'completed', to: 'refunded', payment: 'refunded' });
    expect(await balance(user)).toBe(total_price / 100);
    expect(
      await one(
        sql`select coalesce(sum(points - used), 0)::int as n from points_ledger where user_id = ${user.id} and status = 'available' and points > 0`,
      ),
    ).toEqual({ n: 1_000 });
    const last = (await orderTimeline(t.ctx.db, id)).at(-1)!;
    expect(last).toMatchObject({ event: 'refunded', actor_kind: 'staff', actor_id: staff.id, reason: 'customer asked' });
    await expect(refundOrder(t.ctx, 'en', id, staff.id, 'wallet')).rejects.toMatchObject({ statusCode: 409 });
    await invariantsHold();
  });

  it('refunds through the gateway, and staff cancel a pay-on-delivery order refused at the door', async () => {
    const user = await createUser(t.ctx.db);
    const staff = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 5 });
    const paid = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    await press(paid.body.data.payment_link!, 'paid');
    await refundOrder(t.ctx, 'en', paid.body.data.order_id, staff.id, 'gateway');
    expect(
      await one(sql`select status from payments where order_id = ${paid.body.data.order_id} and status <> 'expired'`),
    ).toEqual({ status: 'refunded' });
    const cod = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 2 });
    await cancelOrder(t.ctx, 'en', cod.body.data.order_id, { kind: 'staff', id: staff.id }, 'refused at the door');
    expect(await one(sql`select status from orders where id = ${cod.body.data.order_id}`)).toEqual({ status: 'cancelled' });
    // neither parcel was delivered: the refunded one and the refused one bring their stock back
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 5 });
    await invariantsHold();
  });
});
