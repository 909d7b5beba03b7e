// Checkout's reads (spec §7): payment methods, wallet balance, saved address, the price of the
// cart or a buy-now item under the shipping/payment rules, coupons and points; every refusal with
// its code, in English and Arabic. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import type { TestApp } from '../test/harness.ts';
import { COUPON_MISSES_PER_WINDOW, COUPON_WINDOW_MS } from './coupon-limit.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

interface Price {
  sub_total: number;
  shipping_fees: number;
  installment_option: boolean;
  discount: number;
  points_discount: number;
  payment_fee: number;
  wallet_discount: number;
  total_price: number;
  due: number;
}

async function shopperWith(items: { product?: number; card?: number; qty?: number }[]) {
  const user = await createUser(t.ctx.db);
  const cart = cartCalls(t, user.headers);
  for (const it of items) {
    if (it.product) await cart.add('products', it.product, { qty: it.qty ?? 1 });
    if (it.card) await cart.add('cards', it.card, { qty: it.qty ?? 1 });
  }
  const price = (query: string, lang = 'en') =>
    t.call<Price>({ method: 'GET', url: `/api/users/cart/price?${query}`, headers: { ...user.headers, lang } });
  const coupon = (body: object, lang = 'en') =>
    t.call<{ discount: number; code: string }>({
      method: 'POST',
      url: '/api/users/cart/coupons/check',
      headers: { ...user.headers, lang },
      payload: body,
    });
  return { user, cart, price, coupon };
}

describe('payment methods, wallet and address', () => {
  it('lists the order payment methods with installments recognised', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.call<{ id: number; is_installment: boolean; wallet_phone_required: boolean }[]>({
      method: 'GET',
      url: '/api/payments?platform=web',
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.id)).toEqual([1, 2, 10, 12, 15, 16, 17, 18, 19, 20]);
    expect(res.body.data.filter((m) => m.is_installment).map((m) => m.id)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(res.body.data.find((m) => m.id === 2)?.wallet_phone_required).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/payments?platform=web' })).status).toBe(401);
  });

  it('answers the wallet balance from the ledger and the saved address', async () => {
    const user: TestUser = await createUser(t.ctx.db);
    const get = (url: string) => t.call<unknown>({ method: 'GET', url, headers: user.headers });
    expect((await get('/api/users/wallets')).body.data).toEqual({ balance: 0 });
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${user.id}, 'credit', 50000, 'Top-up', 'شحن'), (${user.id}, 'debit', 12550, 'Order', 'طلب')`);
    expect((await get('/api/users/wallets')).body.data).toEqual({ balance: 374.5 });
    expect((await get('/api/users/address')).body.data).toBeNull();
    await t.ctx.db.execute(sql`insert into addresses (user_id, full_name, phone, city, street_address)
      values (${user.id}, 'Mona Adel', '01012345678', 'Cairo', '15 Abbas El Akkad')`);
    expect((await get('/api/users/address')).body.data).toEqual({
      full_name: 'Mona Adel',
      phone: '01012345678',
      city: 'Cairo',
      street_address: '15 Abbas El Akkad',
    });
  });
});

describe('GET users/cart/price', () => {
  it('totals subtotal + shipping + the payment fee on what the gateway collects', async () => {
    const product = await f.product({ price: 1_000_00, stock: 10 });
    const s = await shopperWith([{ product, qty: 2 }]);
    const res = await s.price('shipping_method=2&payment_id=1');
    expect(res.status).toBe(200);
    // 2,000 + 75 shipping; card fee 2.75 % of 2,075 = 57.06
    expect(res.body.data).toEqual({
      sub_total: 2000,
      shipping_fees: 75,
      installment_option: false,
      discount: 0,
      points_discount: 0,
      payment_fee: 57.06,
      wallet_discount: 0,
      total_price: 2132.06,
      due: 2132.06,
    });
    expect((await s.price('shipping_method=2&payment_id=15')).body.data.installment_option).toBe(true);
  });

  it('lets the wallet cover up to the remainder', async () => {
    const product = await f.product({ price: 1_000_00, stock: 10 });
    const s = await shopperWith([{ product }]);
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${s.user.id}, 'credit', 30000, 'Top-up', 'شحن')`);
    const res = await s.price('shipping_method=3&payment_id=2');
    // 1,000 − 300 wallet = 700 collected; 2 % fee on 700 = 14
    expect(res.body.data).toMatchObject({ wallet_discount: 300, payment_fee: 14, total_price: 1014, due: 714 });
  });

  it('refuses an empty cart and the shipping/payment pairs of spec §5', async () => {
    const empty = await shopperWith([]);
    expect((await empty.price('shipping_method=2')).body).toMatchObject({ code: 'cart_empty', errors: ['Your cart is empty'] });

    const product = await f.product({ stock: 10 });
    const card = await f.card();
    const physical = await shopperWith([{ product }]);
    const online = await physical.price('shipping_method=1&payment_id=1', 'ar');
    expect(online.status).toBe(400);
    expect(online.body).toMatchObject({ code: 'shipping_unavailable' });
    expect(online.body.errors[0]).toMatch(/التوصيل أونلاين/);

    const digital = await shopperWith([{ card }]);
    expect((await digital.price('shipping_method=1&payment_id=1')).status).toBe(200);
    expect((await digital.price('shipping_method=1&payment_id=10')).body).toMatchObject({ code: 'payment_unavailable' });
    expect((await digital.price('shipping_method=1&payment_id=99')).body).toMatchObject({ code: 'payment_unavailable' });
    expect((await digital.price('shipping_method=4')).status).toBe(400);
  });

  it('prices a buy-now item alone, leaving the cart as it is', async () => {
    const inCart = await f.product({ price: 5_000_00, stock: 10 });
    const card = await f.card({ price: 250_00 });
    const s = await shopperWith([{ product: inCart }]);
    const res = await s.price(`shipping_method=1&payment_id=1&is_buy_now=1&card_id=${card}&qty=2`);
    expect(res.body.data).toMatchObject({ sub_total: 500, shipping_fees: 0 });
    expect((await s.cart.get()).body.data.products).toHaveLength(1);
  });
});

describe('coupons and points', () => {
  it('applies a valid coupon and names why others do not apply, in both languages', async () => {
    const product = await f.product({ price: 900_00, stock: 10 });
    const s = await shopperWith([{ product }]);
    const ok = await s.coupon({ code: 'welcome10', shipping_method: 2, payment_id: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ data: { discount: 90, code: 'WELCOME10' }, message: 'Coupon applied' });
    expect((await s.price('shipping_method=2&payment_id=1&coupon=WELCOME10')).body.data.discount).toBe(90);
    // its digits typed on an Arabic keyboard: the same coupon, in the check and the price
    const arabic = `WELCOME${String.fromCharCode(0x0661, 0x0660)}`;
    expect((await s.coupon({ code: ` ${arabic} `, shipping_method: 2, payment_id: 1 })).body.data).toMatchObject({
      discount: 90,
    });
    expect((await s.price(`shipping_method=2&payment_id=1&coupon=${encodeURIComponent(arabic)}`)).body.data.discount).toBe(90);

    const cases: [string, string][] = [
      ['NOPE', 'This coupon code is not valid.'],
      ['RAMADAN15', 'This coupon has expired.'],
      ['FLASH50', 'This coupon has reached its usage limit.'],
      ['GAMERS5', 'Add 100 EGP more to your cart to use this coupon.'],
    ];
    for (const [code, message] of cases) {
      const res = await s.coupon({ code, shipping_method: 2 });
      expect(res.status, code).toBe(400);
      expect(res.body, code).toMatchObject({ code: 'coupon_invalid', errors: [message] });
    }
    expect((await s.coupon({ code: 'RAMADAN15', shipping_method: 2 }, 'ar')).body.errors).toEqual(['انتهت صلاحية كود الخصم.']);
    expect((await s.coupon({ code: '', shipping_method: 2 })).body.errors).toEqual(['Please enter a coupon code.']);
  });

  it('refuses guessing coupon codes: 10 unknown codes in 15 minutes, even sent at once, then every code until the window ends', async () => {
    // the window is fixed (its number is in the counters' keys): a run that began seconds before
    // one ends would see its guesses counted in two, so unless more than ten minutes are left in
    // it, the store's clock is moved to the start of the nearest window (at most 7.5 minutes)
    const clock = t.ctx.clock;
    const into = Date.now() % COUPON_WINDOW_MS;
    const shift = into < 4 * 60_000 ? 0 : COUPON_WINDOW_MS - into < into ? COUPON_WINDOW_MS - into + 1000 : 1000 - into;
    if (shift) t.ctx.clock = { now: () => new Date(Date.now() + shift) };
    onTestFinished(() => {
      t.ctx.clock = clock;
    });
    const product = await f.product({ price: 900_00, stock: 10 });
    const s = await shopperWith([{ product }]);
    // codes that exist never count, however often they are priced
    for (let i = 0; i < 15; i++) expect((await s.price('shipping_method=2&payment_id=1&coupon=WELCOME10')).status).toBe(200);
    // 40 guesses at once, a real code among the last: at most 10 are looked up, the rest refused
    const guesses = [...Array.from({ length: 39 }, (_, i) => `GUESS${i}`), 'GAMERS5'];
    const answers = await Promise.all(guesses.map((code) => s.coupon({ code, shipping_method: 2, payment_id: 1 })));
    const statuses = answers.map((a) => a.status);
    // the store may count a neighbour's try before answering this one's count: never more than 10
    const looked = statuses.filter((x) => x === 400).length;
    expect(looked).toBeGreaterThan(0);
    expect(looked).toBeLessThanOrEqual(COUPON_MISSES_PER_WINDOW);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40 - looked);
    expect(answers.at(-1)!.status).toBe(429);
    // the account is refused every code, through the price and the order too, in both languages
    const refused = await s.coupon({ code: 'WELCOME10', shipping_method: 2, payment_id: 1 }, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
    // until the window ends: more than ten minutes are left in it
    const wait = Number(refused.res.headers['retry-after']);
    expect(wait).toBeGreaterThan(10 * 60);
    expect(wait).toBeLessThanOrEqual(COUPON_WINDOW_MS / 1000);
    expect(refused.body.message).toMatch(new RegExp(`^طلبات كثيرة جداً. يرجى الانتظار ${wait} ثانية`));
    expect((await s.price('shipping_method=2&payment_id=1&coupon=WELCOME10')).status).toBe(429);
    const order = await t.call({
      method: 'POST',
      url: '/api/users/orders',
      headers: s.user.headers,
      payload: {
        full_name: 'A B',
        city: 'Cairo',
        street_address: '1 Tahrir Street',
        phone: '01012345678',
        shipping_method: 2,
        payment_id: 1,
        coupon: 'WELCOME10',
      },
    });
    expect(order.status).toBe(429);
    // another account is not affected; the shopper's price without a code still works
    expect((await s.price('shipping_method=2&payment_id=1')).status).toBe(200);
    const other = await shopperWith([{ product }]);
    expect((await other.coupon({ code: 'WELCOME10', shipping_method: 2, payment_id: 1 })).status).toBe(200);
  });

  it('honours a coupon limited to payment methods or items', async () => {
    const product = await f.product({ price: 500_00, stock: 10 });
    const other = await f.product({ price: 500_00, stock: 10 });
    await t.ctx.db.execute(
      sql`insert into coupons (code, kind, value, payment_method_ids) values ('WALLETONLY', 'fixed', 5000, '{2}')`,
    );
    await t.ctx.db.execute(
      sql`insert into coupons (code, kind, value, product_ids) values (${`ONLY${product}`}, 'percent', 1000, ${`{${product}}`})`,
    );
    const s = await shopperWith([{ product }, { product: other }]);
    expect((await s.coupon({ code: 'WALLETONLY', shipping_method: 2, payment_id: 1 })).body).toMatchObject({
      code: 'coupon_invalid',
    });
    expect((await s.coupon({ code: 'WALLETONLY', shipping_method: 2, payment_id: 2 })).body.data.discount).toBe(50);
    // 10 % of the one eligible line only
    expect((await s.coupon({ code: `ONLY${product}`, shipping_method: 2 })).body.data.discount).toBe(50);
  });

  it('redeems points within the minimum, the cart’s allowance, and not with a coupon', async () => {
    const product = await f.product({ price: 1_000_00, stock: 10 });
    const s = await shopperWith([{ product }]);
    await givePoints(t.ctx.db, s.user.id, 1_500);
    expect((await s.price('shipping_method=3&redeem_points=100')).body.data).toMatchObject({
      points_discount: 10,
      total_price: 990,
    });
    expect((await s.price('shipping_method=3&redeem_points=50')).body).toMatchObject({
      code: 'points_invalid',
      errors: ['At least 100 points can be redeemed at once.'],
    });
    expect((await s.price('shipping_method=3&redeem_points=2000')).body.errors).toEqual([
      'You can redeem at most 1500 points on this order.',
    ]);
    expect((await s.price('shipping_method=3&redeem_points=100&coupon=WELCOME10')).body.code).toBe('points_invalid');
  });
});
