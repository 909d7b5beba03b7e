// The back-office's money settings (issue 26): an admin's coupons, payment and shipping methods
// and reward points rules, each write audited, bad input refused in the request's language, and
// every change counted at once by what the storefront's cart and checkout answer (coupon applied
// or refused, a method's fee, a deactivated method, the points slider and the points earned).
// Support staff are refused. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { storeDay } from '@store/shared';
import { orderCalls } from '../orders/test-helpers.ts';
import { signCallback } from '../payments/sandbox.ts';
import type { TestApp } from '../test/harness.ts';
import { staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
let admin: string;
let support: string;
beforeAll(async () => {
  ({ t, f } = await cartTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } }));
  admin = await staffTokenFor(t.ctx, 'admin');
  support = await staffTokenFor(t.ctx, 'support');
});
afterAll(() => t?.close());

interface Coupon {
  id: number;
  code: string;
  kind: string;
  value: number;
  used_count: number;
  usage_limit: number | null;
  active: boolean;
  state: string;
  payment_method_ids: number[] | null;
}
interface Price {
  sub_total: number;
  shipping_fees: number;
  discount: number;
  points_discount: number;
  payment_fee: number;
  total_price: number;
}

const as = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en', token = admin) =>
  t.call<T>({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}`, lang },
    ...(payload ? { payload } : {}),
  });

async function auditOf(entity: string, id: string | number) {
  return rowsOf<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    await t.ctx.db.execute(sql`select action, before, after from audit_log
      where entity = ${entity} and entity_id = ${String(id)} order by id`),
  );
}

/** A shopper with one product (and optionally a card) in the cart, and their checkout reads. */
async function shopper(price = 1000_00) {
  const user = await createUser(t.ctx.db);
  const product = await f.product({ price, stock: 10 });
  await cartCalls(t, user.headers).add('products', product, { qty: 1 });
  return {
    user,
    cart: (lang = 'en') => cartCalls(t, user.headers).get('', lang),
    price: (query: string, lang = 'en') =>
      t.call<Price>({ method: 'GET', url: `/api/users/cart/price?${query}`, headers: { ...user.headers, lang } }),
  };
}

const couponBody = (o: Record<string, unknown> = {}) => ({ code: 'SUMMER25', kind: 'percent', value: 2_500, ...o });

describe('coupons', () => {
  it('creates, finds, edits and switches a coupon off, audited; checkout follows each change', async () => {
    const created = await as<Coupon>('POST', '/coupons', couponBody({ max_discount: 100_00 }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'SUMMER25', kind: 'percent', value: 2_500, used_count: 0, state: 'live' });
    const id = created.body.data.id;

    const s = await shopper(1000_00);
    // 25 % of 1,000 EGP is 250, capped at 100 EGP
    expect((await s.price('shipping_method=2&coupon=summer25')).body.data.discount).toBe(100);

    const found = await as<{ items: Coupon[]; total: number }>('GET', '/coupons?search=summ');
    expect(found.body.data.items.map((c) => c.code)).toEqual(['SUMMER25']);

    const edited = await as<Coupon>('PUT', `/coupons/${id}`, couponBody({ kind: 'fixed', value: 50_00 }), 'ar');
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('تم الحفظ.');
    expect((await s.price('shipping_method=2&coupon=SUMMER25')).body.data.discount).toBe(50);

    const off = await as<Coupon>('POST', `/coupons/${id}/active`, { active: false });
    expect(off.body).toMatchObject({
      message: 'The coupon is off: checkout refuses it from now on.',
      data: { state: 'inactive' },
    });
    const refused = await s.price('shipping_method=2&coupon=SUMMER25', 'ar');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'coupon_invalid', message: 'كود الخصم هذا لم يعد فعالاً.' });
    expect((await as<{ items: Coupon[] }>('GET', '/coupons?active=no&search=SUMMER25')).body.data.items).toHaveLength(1);

    const on = await as<Coupon>('POST', `/coupons/${id}/active`, { active: true });
    expect(on.body.data.active).toBe(true);
    expect((await s.price('shipping_method=2&coupon=SUMMER25')).status).toBe(200);

    const log = await auditOf('coupon', id);
    expect(log.map((a) => a.action)).toEqual(['create', 'update', 'deactivate', 'activate']);
    expect(log[1]).toMatchObject({ before: { kind: 'percent', value: 2_500 }, after: { kind: 'fixed', value: 50_00 } });
    expect(log[2]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('keeps a payment-method restriction and a window as checkout reads them', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const res = await as<Coupon>(
      'POST',
      '/coupons',
      couponBody({ code: 'CardOnly', value: 1_000, payment_method_ids: [1, 1], starts_at: start }),
    );
    expect(res.body.data).toMatchObject({ payment_method_ids: [1], state: 'scheduled' });
    const s = await shopper();
    expect((await s.price('shipping_method=2&payment_id=1&coupon=cardonly')).body.message).toBe(
      'This coupon cannot be used yet.',
    );
    await as('PUT', `/coupons/${res.body.data.id}`, couponBody({ code: 'CardOnly', value: 1_000, payment_method_ids: [1] }));
    expect((await s.price('shipping_method=2&payment_id=2&coupon=cardonly')).body.message).toBe(
      'This coupon cannot be used with the chosen payment method.',
    );
    expect((await s.price('shipping_method=2&payment_id=1&coupon=cardonly')).body.data.discount).toBe(100);
  });

  it('lists a restricted coupon with its products’ and payment methods’ names in the staff member’s language', async () => {
    const product = await f.product({ nameEn: 'Named Widget', nameAr: 'أداة مسماة' });
    const res = await as<Coupon>(
      'POST',
      '/coupons',
      couponBody({ code: 'NAMED10', value: 1_000, product_ids: [product], payment_method_ids: [1] }),
    );
    expect(res.status).toBe(201);
    type Names = { names: { kind: string; id: number; name: string }[] };
    const en = (await as<Names>('GET', '/coupons?search=NAMED10', undefined, 'en')).body.data.names;
    const ar = (await as<Names>('GET', '/coupons?search=NAMED10', undefined, 'ar')).body.data.names;
    expect(en).toContainEqual({ kind: 'product', id: product, name: 'Named Widget' });
    expect(ar).toContainEqual({ kind: 'product', id: product, name: 'أداة مسماة' });
    const method = en.find((n) => n.kind === 'payment_method' && n.id === 1)!;
    expect(method.name).not.toBe(ar.find((n) => n.kind === 'payment_method' && n.id === 1)!.name);
  });

  it('refuses a code another coupon has, whatever its case, in the request language', async () => {
    await as('POST', '/coupons', couponBody({ code: 'DUPE-1' }));
    const again = await as('POST', '/coupons', couponBody({ code: 'dupe-1' }), 'ar');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: false,
      code: 'conflict',
      message: 'يوجد كوبون آخر بالكود dupe-1 (الأكواد متطابقة مهما اختلفت حالة الأحرف).',
    });
    const other = await as<Coupon>('POST', '/coupons', couponBody({ code: 'DUPE-2' }));
    const rename = await as('PUT', `/coupons/${other.body.data.id}`, couponBody({ code: 'Dupe-1' }));
    expect(rename.status).toBe(409);
    // its own code in another case is not a duplicate
    expect((await as('PUT', `/coupons/${other.body.data.id}`, couponBody({ code: 'dupe-2' }))).status).toBe(200);
  });

  it('refuses bad input with a sentence per problem, nothing written', async () => {
    const before = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from coupons`))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [couponBody({ value: 50 }), 'A percentage coupon takes 1 % to 100 % off (100 to 10,000 basis points).'],
      [couponBody({ value: 10_001 }), 'A percentage coupon takes 1 % to 100 % off (100 to 10,000 basis points).'],
      [couponBody({ kind: 'fixed', value: 0 }), 'A fixed coupon takes more than 0 EGP off, at most 1,000,000 EGP.'],
      [
        couponBody({ kind: 'fixed', value: 10_00, max_discount: 5_00 }),
        'A fixed coupon takes its own amount off: leave the largest discount empty.',
      ],
      [
        couponBody({ starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
        'The coupon must end after it starts.',
      ],
      [couponBody({ ends_at: 'tomorrow' }), 'Give a date and time, or leave it empty.'],
      // a year the database has not (was a server error), a day the calendar has not (was moved to
      // 2 March), a bare number (was read as 2001)
      [couponBody({ starts_at: '0000-01-01T00:00:00Z' }), 'Give a date and time, or leave it empty.'],
      [couponBody({ ends_at: '+020266-01-01T00:00:00Z' }), 'Give a date and time, or leave it empty.'],
      [couponBody({ starts_at: '2026-02-30T00:00:00Z' }), 'Give a date and time, or leave it empty.'],
      [couponBody({ ends_at: '1' }), 'Give a date and time, or leave it empty.'],
      [couponBody({ code: 'has space' }), 'The code is 2 to 40 letters, digits, "-" or "_".'],
      [couponBody({ usage_limit: 0 }), 'The usage limit is a whole number of 1 or more, or empty for no limit.'],
      [couponBody({ per_user_limit: 0 }), 'Each customer may use it 1 to 1,000 times.'],
      [couponBody({ min_subtotal: -1 }), 'The smallest cart is 0 EGP or more, at most 1,000,000 EGP.'],
      [couponBody({ payment_method_ids: [999] }), 'These payment methods do not exist: 999.'],
      [couponBody({ product_ids: [999_999] }), 'These products do not exist: 999999.'],
      [couponBody({ card_ids: [999_999] }), 'These cards do not exist: 999999.'],
    ];
    for (const [body, message] of cases) {
      const res = await as('POST', '/coupons', { ...body, code: (body.code as string) === 'has space' ? 'has space' : 'BAD1' });
      expect(res.status, message).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toContain(message);
    }
    const ar = await as('POST', '/coupons', couponBody({ value: 20_000 }), 'ar');
    expect(ar.body.errors).toContain('كوبون النسبة يخصم من 1 % إلى 100 % (من 100 إلى 10,000 نقطة أساس).');
    expect(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from coupons`))[0]!.n).toBe(before);
  });

  it('refuses a usage limit below the uses so far, and answers 404 for an unknown coupon', async () => {
    const c = await as<Coupon>('POST', '/coupons', couponBody({ code: 'USED3', usage_limit: 10 }));
    await t.ctx.db.execute(sql`update coupons set used_count = 3 where id = ${c.body.data.id}`);
    const res = await as('PUT', `/coupons/${c.body.data.id}`, couponBody({ code: 'USED3', usage_limit: 2 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The usage limit cannot be below the 3 times the coupon was already used.');
    expect((await as('GET', '/coupons/999999')).status).toBe(404);
    expect((await as('POST', '/coupons/999999/active', { active: true })).status).toBe(404);
  });
});

describe('payment and shipping methods', () => {
  it('lists every method with its fee; an edited fee and name are what checkout charges and shows at once', async () => {
    const list = await as<{ id: number; fee_basis_points: number; topup_possible: boolean }[]>('GET', '/payment-methods');
    expect(list.body.data.map((m) => m.id)).toEqual(expect.arrayContaining([1, 2, 10, 12, 15, 20]));
    expect(list.body.data.find((m) => m.id === 10)?.topup_possible).toBe(false);

    const s = await shopper(1000_00);
    const before = (await s.price('shipping_method=2&payment_id=1')).body.data;
    const body = {
      name_en: 'Card (Visa, Mastercard)',
      name_ar: 'بطاقة (فيزا، ماستركارد)',
      description_en: 'No fee this week.',
      description_ar: 'بدون رسوم هذا الأسبوع.',
      fee_basis_points: 0,
      fee_fixed: 5_00,
      active: true,
      sort_order: 1,
      for_orders: true,
      for_topup: true,
    };
    const saved = await as('PUT', '/payment-methods/1', body);
    expect(saved.status).toBe(200);
    const after = (await s.price('shipping_method=2&payment_id=1')).body.data;
    expect(before.payment_fee).not.toBe(5);
    expect(after.payment_fee).toBe(5);
    const methods = await t.call<{ id: number; name: string; description: string }[]>({
      method: 'GET',
      url: '/api/payments',
      headers: { ...s.user.headers, lang: 'ar' },
    });
    expect(methods.body.data.find((m) => m.id === 1)).toMatchObject({ name: body.name_ar, description: body.description_ar });
    const log = await auditOf('payment_method', 1);
    expect(log[0]).toMatchObject({
      action: 'update',
      before: { fee_basis_points: 275 },
      after: { fee_basis_points: 0, fee_fixed: 5_00 },
    });
  });

  it('a deactivated payment method is gone from the list and refused at checkout', async () => {
    const current = (await as<Record<string, unknown>[]>('GET', '/payment-methods')).body.data.find((m) => m.id === 2)!;
    const { id: _, provider: __, wallet_phone_required: ___, topup_possible: ____, ...body } = current;
    await as('PUT', '/payment-methods/2', { ...body, active: false });
    const s = await shopper();
    const methods = await t.call<{ id: number }[]>({ method: 'GET', url: '/api/payments', headers: s.user.headers });
    expect(methods.body.data.map((m) => m.id)).not.toContain(2);
    const refused = await s.price('shipping_method=2&payment_id=2', 'ar');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'payment_unavailable', message: 'طريقة الدفع هذه غير متاحة.' });
    await as('PUT', '/payment-methods/2', { ...body, active: true });
    expect((await s.price('shipping_method=2&payment_id=2')).status).toBe(200);
  });

  it('refuses bad fees, a top-up on cash on delivery, and an unknown method', async () => {
    const base = {
      name_en: 'Cash',
      name_ar: 'كاش',
      fee_basis_points: 0,
      fee_fixed: 0,
      active: true,
      sort_order: 3,
      for_orders: true,
    };
    const bad = await as(
      'PUT',
      '/payment-methods/10',
      { ...base, fee_basis_points: 2_500, fee_fixed: -1, for_topup: false },
      'ar',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'الرسوم النسبية من 0 % إلى 20 % (من 0 إلى 2,000 نقطة أساس).',
        'الرسوم الثابتة من 0 إلى 1,000 ج.م.',
      ]),
    );
    const topup = await as('PUT', '/payment-methods/10', { ...base, for_topup: true });
    expect(topup.status).toBe(400);
    expect(topup.body.message).toBe('This payment method cannot take wallet top-ups.');
    expect((await as('PUT', '/payment-methods/99', { ...base, for_topup: false })).status).toBe(404);
    expect((await as('PUT', '/payment-methods/10', { ...base, name_en: '', for_topup: false })).body.errors).toContain(
      'A name is 1 to 100 characters in each language.',
    );
  });

  it('a shipping fee change is in the cart price at once; a deactivated method is refused', async () => {
    const list = await as<{ id: number; fee: number }[]>('GET', '/shipping-methods');
    expect(list.body.data.map((m) => m.id)).toEqual([1, 2, 3]);
    const s = await shopper();
    expect((await s.price('shipping_method=2')).body.data.shipping_fees).toBe(75);
    const body = { name_en: 'Two-day delivery', name_ar: 'التوصيل خلال يومين', fee: 40_00, active: true };
    expect((await as('PUT', '/shipping-methods/2', body)).status).toBe(200);
    expect((await s.price('shipping_method=2')).body.data.shipping_fees).toBe(40);
    await as('PUT', '/shipping-methods/2', { ...body, active: false });
    const refused = await s.price('shipping_method=2');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'shipping_unavailable', message: 'This shipping method is not available.' });
    await as('PUT', '/shipping-methods/2', { ...body, fee: 75_00 });
    const log = await auditOf('shipping_method', 2);
    expect(log.map((a) => [a.before?.fee, a.after.fee, a.after.active])).toEqual([
      [75_00, 40_00, true],
      [40_00, 40_00, false],
      [40_00, 75_00, true],
    ]);
    const bad = await as('PUT', '/shipping-methods/2', { ...body, fee: 1.5 });
    expect(bad.body.errors).toContain('The shipping fee is 0 to 10,000 EGP.');
    expect((await as('PUT', '/shipping-methods/9', body)).status).toBe(404);
  });

  it("a renamed shipping method is named so on the customer's order and the admin's, in both languages", async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 500_00, stock: 5 });
    const { place } = orderCalls(() => t);
    const placed = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    expect(placed.status).toBe(200);
    const id = placed.body.data.order_id;
    type Named = { shipping_method: number; shipping_method_name: string | null };
    const customer = (lang: string) =>
      t.call<Named>({ method: 'GET', url: `/api/users/orders/${id}`, headers: { ...user.headers, lang } });
    const names = async () => [
      (await customer('en')).body.data.shipping_method_name,
      (await customer('ar')).body.data.shipping_method_name,
      (await as<Named>('GET', `/orders/${id}`)).body.data.shipping_method_name,
      (await as<Named>('GET', `/orders/${id}`, undefined, 'ar')).body.data.shipping_method_name,
    ];
    const methods = await as<{ id: number; name_en: string; name_ar: string; fee: number }[]>('GET', '/shipping-methods');
    const before = methods.body.data.find((m) => m.id === 2);
    expect(await names()).toEqual([before!.name_en, before!.name_ar, before!.name_en, before!.name_ar]);
    const renamed = { name_en: 'Express courier', name_ar: 'مندوب سريع', fee: before!.fee, active: true };
    expect((await as('PUT', '/shipping-methods/2', renamed)).status).toBe(200);
    expect(await names()).toEqual(['Express courier', 'مندوب سريع', 'Express courier', 'مندوب سريع']);
    await as('PUT', '/shipping-methods/2', { ...renamed, name_en: before!.name_en, name_ar: before!.name_ar });
  });
});

describe('points rules', () => {
  const rules = {
    piastres_per_point: 20,
    tier_increment: 10,
    min_points_to_use: 20,
    max_redeem_percent: 100,
    maturity_days: 3,
    expiry_days: 30,
  };

  it('answers the configuration until an admin saves rules; the cart and checkout use the saved ones at once', async () => {
    const first = await as<{ saved: boolean; rules: typeof rules; defaults: typeof rules }>('GET', '/points-rules');
    expect(first.body.data).toMatchObject({ saved: false, rules: first.body.data.defaults });
    expect(first.body.data.defaults.piastres_per_point).toBe(t.ctx.env.POINTS_PIASTRES_PER_POINT);

    const s = await shopper(100_00);
    await givePoints(t.ctx.db, s.user.id, 1_000);
    const cartBefore = (await s.cart()).body.data;
    expect(cartBefore.tier_increment).toBe(t.ctx.env.POINTS_TIER_INCREMENT);

    const saved = await as<{ saved: boolean }>('PUT', '/points-rules', rules, 'ar');
    expect(saved.body).toMatchObject({ message: 'تم حفظ قواعد النقاط: تستخدمها السلال والدفع من الآن.', data: { saved: true } });
    const cart = (await s.cart()).body.data;
    // 100 % of 100 EGP at 0.20 EGP a point is 500 points, in steps of 10
    expect(cart).toMatchObject({
      tier_increment: 10,
      min_points_to_use: 20,
      max_redeemable_points: 500,
      monetary_value_per_point: 0.2,
    });
    expect((await s.price('shipping_method=2&redeem_points=30')).body.data.points_discount).toBe(6);
    expect((await s.price('shipping_method=2&redeem_points=35')).body.message).toBe('Points can be redeemed in steps of 10.');

    const log = await auditOf('points_rules', 1);
    expect(log[0]).toMatchObject({ action: 'update', before: { saved: false }, after: { saved: true, rules } });

    const reset = await as<{ saved: boolean }>('DELETE', '/points-rules');
    expect(reset.body).toMatchObject({
      message: 'The points rules are back to the server configuration.',
      data: { saved: false },
    });
    expect((await s.cart()).body.data.tier_increment).toBe(t.ctx.env.POINTS_TIER_INCREMENT);
  });

  it('earns a paid order’s points with the saved maturity and expiry days', async () => {
    await as('PUT', '/points-rules', rules);
    try {
      const user = await createUser(t.ctx.db);
      const card = await f.card({ stockType: 0, price: 40_00 });
      await t.ctx.db.execute(sql`update cards set redeem_points = 25 where id = ${card}`);
      await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
        values (${card}, ${t.ctx.codes.encrypt('EARN-1')}, ${`EARN-1-${card}`}, 'SN-E1')`);
      const start = new Date();
      const { place, one } = orderCalls(() => t);
      const placed = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
      const paymentId = Number(/sandbox\/(\d+)/.exec(placed.body.data.payment_link!)![1]);
      await t.call({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        payload: { payment_id: paymentId, result: 'paid', signature: signCallback(t.ctx, paymentId, 'paid') },
      });
      const lot = await one(sql`select points, maturity_date::text as m, expiry_date::text as e
        from points_ledger where order_id = ${placed.body.data.order_id} and points > 0`);
      expect(lot).toEqual({ points: 25, m: storeDay(start, 3), e: storeDay(start, 33) });
    } finally {
      await as('DELETE', '/points-rules');
    }
  });

  it('refuses rules out of range, in the request language', async () => {
    const bad = await as(
      'PUT',
      '/points-rules',
      { ...rules, piastres_per_point: 0, max_redeem_percent: 101, expiry_days: 0 },
      'ar',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'قيمة النقطة من 0.01 إلى 1,000 ج.م (من 1 إلى 100,000 قرش).',
        'يمكن أن تدفع النقاط من 0 % إلى 100 % من السلة.',
        'تبقى النقاط المكتسبة من 1 إلى 3,650 يومًا.',
      ]),
    );
    const step = await as('PUT', '/points-rules', { ...rules, min_points_to_use: 25 });
    expect(step.body.message).toBe('The fewest points per order must be 0 or a multiple of the slider step (10).');
    expect((await as<{ saved: boolean }>('GET', '/points-rules')).body.data.saved).toBe(false);
  });
});

describe('roles', () => {
  it('refuses support staff every money setting, reads included', async () => {
    for (const [method, url] of [
      ['GET', '/coupons'],
      ['POST', '/coupons'],
      ['GET', '/payment-methods'],
      ['PUT', '/shipping-methods/2'],
      ['PUT', '/points-rules'],
    ] as const) {
      const res = await as(method, url, method === 'GET' ? undefined : {}, 'en', support);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', message: 'Your staff role does not allow this.' });
    }
  });
});
