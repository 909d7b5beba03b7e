// After payment (issue 14 Delivery): a paid physical order is handed to the sandbox carrier and
// tracked through its six steps (shipped, then completed; a pay-on-delivery order is paid at
// delivery); the customer is e-mailed in their language; card lines earn points that mature and
// expire by the clock, and spending takes the soonest-expiring points first; a gateway that cannot
// start a payment releases the order.
import { sql } from 'drizzle-orm';
import { releaseExpiredOrders } from './expiry.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { setTransport, type OutgoingMessage, type Transport } from '../integrations/notifications/index.ts';
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway.ts';
import { signCallback } from '../payments/sandbox.ts';
import { agePoints, availablePoints } from '../rewards/queries.ts';
import { ADVANCE_SIGNATURE_SUBJECT } from '../shipping/routes.ts';
import { SIGNATURE_HEADER, signSupportReply } from '../lib/staff-signature.ts';
import type { TestApp } from '../test/harness.ts';
import { storeDay } from '@store/shared';
import { orderAddress as address, orderCalls } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
const mail: OutgoingMessage[] = [];
const recording: Transport = {
  name: 'recording',
  async send(m) {
    mail.push(m);
  },
};
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  setTransport(t.ctx, 'email', recording);
});
afterAll(() => t.close());

const { place, one } = orderCalls(() => t);

async function pay(link: string, result: 'paid' | 'failed' = 'paid') {
  const paymentId = Number(/sandbox\/(\d+)/.exec(link)![1]);
  return t.call({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    payload: { payment_id: paymentId, result, signature: signCallback(t.ctx, paymentId, result) },
  });
}

let nonces = 0;
function advance(key: string, secret = t.ctx.secrets.appSecret) {
  const nonce = `n${++nonces}`;
  return t.call<{ step: number; status: string; tracking: string }>({
    method: 'POST',
    url: '/api/shipping/sandbox/advance',
    headers: { [SIGNATURE_HEADER]: signSupportReply(secret, ADVANCE_SIGNATURE_SUBJECT, `${key}:${nonce}`) },
    payload: { key, nonce },
  });
}

interface ListedOrder {
  id: number;
  status: string;
  tracking_data: { key: string; updates: { UpdateDescription: string; UpdateLocation: string }[] } | null;
}
async function listed(user: TestUser, id: number): Promise<ListedOrder> {
  const res = await t.call<{ orders: ListedOrder[] }>({
    method: 'GET',
    url: '/api/users/orders/pagination?status=all&per_page=20&page=1',
    headers: user.headers,
  });
  expect(res.body.message).toBe('');
  return res.body.data.orders.find((o) => o.id === id)!;
}

describe('shipping a paid physical order with the sandbox carrier', () => {
  it('creates the shipment once paid, and its updates move the order to shipped, then completed', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 3 });
    const placed = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    expect((await listed(user, placed.body.data.order_id)).tracking_data).toBeNull();
    await pay(placed.body.data.payment_link!);

    const order = await listed(user, placed.body.data.order_id);
    expect(order.status).toBe('processing');
    expect(order.tracking_data!.key).toMatch(/^SBX\d{10}$/);
    expect(order.tracking_data!.updates.map((u) => u.UpdateDescription)).toEqual(['Record Created']);

    const tracking = order.tracking_data!.key;
    const collected = await advance(tracking);
    expect(collected.body.data).toMatchObject({ step: 1, status: 'shipped' });
    expect(mail.some((m) => m.to === user.email && m.subject.includes('on its way') && m.body.includes(tracking))).toBe(true);

    // by order number too; four more steps end at Delivered and the order is completed
    const number = (await one<{ number: string }>(sql`select number from orders where id = ${placed.body.data.order_id}`)).number;
    for (let i = 0; i < 3; i++) expect((await advance(number)).status).toBe(200);
    expect((await listed(user, placed.body.data.order_id)).status).toBe('shipped');
    expect((await advance(tracking)).body.data).toMatchObject({ step: 5, status: 'completed' });
    const final = await listed(user, placed.body.data.order_id);
    expect(final.status).toBe('completed');
    expect(final.tracking_data!.updates.map((u) => u.UpdateDescription)).toEqual([
      'Record Created',
      'Received at Origin Facility',
      'Departed Operations Facility',
      'Under Processing',
      'Out for Delivery',
      'Delivered',
    ]);
    // nothing after Delivered; an unknown key and a forged signature are refused
    expect((await advance(tracking)).status).toBe(404);
    expect((await advance('SBX0000000000')).status).toBe(404);
    expect((await advance(tracking, 'not-the-secret-not-the-secret-0000')).status).toBe(403);
  });

  it('ships a pay-on-delivery order at once and records its payment at delivery', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 120_00, stock: 2 });
    const placed = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    const order = await listed(user, placed.body.data.order_id);
    expect(order.tracking_data).not.toBeNull();
    for (let i = 0; i < 5; i++) await advance(order.tracking_data!.key);
    expect(await one(sql`select status, payment_status from orders where id = ${placed.body.data.order_id}`)).toEqual({
      status: 'completed',
      payment_status: 'paid',
    });
  });

  it('gives an all-digital order no shipment', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 50_00 });
    await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
      values (${card}, ${t.ctx.codes.encrypt('DIGI-1')}, ${`DIGI-1-${card}`}, 'SN-1')`);
    const placed = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
    await pay(placed.body.data.payment_link!);
    const order = await listed(user, placed.body.data.order_id);
    expect(order).toMatchObject({ status: 'completed', tracking_data: null });
  });
});

describe('order e-mails', () => {
  it('tells the customer the order was placed, paid and its codes are ready, in the language they last used', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`update users set lang = 'ar' where id = ${user.id}`);
    const card = await f.card({ stockType: 0, price: 75_00 });
    await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
      values (${card}, ${t.ctx.codes.encrypt('SECRET-CODE-1')}, ${`SECRET-1-${card}`}, 'SN-9')`);
    // placed in Arabic: the order's e-mails speak the language it was placed in (notify.test.ts)
    const placed = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 }, 'ar');
    await pay(placed.body.data.payment_link!);
    const mine = mail.filter((m) => m.to === user.email);
    expect(mine.map((m) => m.subject)).toEqual([
      expect.stringContaining('تم استلام الطلب'),
      expect.stringContaining('تم استلام الدفع'),
      expect.stringContaining('أكواد الطلب'),
    ]);
    // the codes themselves never travel by e-mail: the order page shows them to the signed-in owner
    expect(mine.every((m) => !m.body.includes('SECRET-CODE-1'))).toBe(true);
    // the link opens the order whatever language the shopper browses in now (a ?lang= that
    // changed their saved language would land them on the home page, spec §4)
    expect(mine[2]!.body).toMatch(new RegExp(`/order/${placed.body.data.order_id}$`, 'm'));
  });

  it('tells the customer when an unpaid order is cancelled', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 90_00, stock: 2 });
    const placed = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    await pay(placed.body.data.payment_link!, 'failed');
    // a failed attempt keeps the order payable; it is cancelled when it expires
    await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
    expect(mail.filter((m) => m.to === user.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('cancelled'),
    ]);
  });
});

describe('reward points by the clock', () => {
  it('earns card points as pending, makes them available after the maturity days, and expires what is left', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 40_00 });
    await t.ctx.db.execute(sql`update cards set redeem_points = 25 where id = ${card}`);
    for (const n of [1, 2])
      await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
        values (${card}, ${t.ctx.codes.encrypt(`P-${n}`)}, ${`P-${n}-${card}`}, ${`SN-${n}`})`);
    const start = new Date('2026-12-01T10:00:00Z');
    t.ctx.clock = { now: () => start };
    try {
      const placed = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 2 });
      await pay(placed.body.data.payment_link!);
      const lot = await one(sql`select points, status, maturity_date::text as m, expiry_date::text as e
        from points_ledger where order_id = ${placed.body.data.order_id} and points > 0`);
      const { POINTS_MATURITY_DAYS: m, POINTS_EXPIRY_DAYS: e } = t.ctx.env;
      expect(lot).toEqual({ points: 50, status: 'pending', m: storeDay(start, m), e: storeDay(start, m + e) });
      expect(await availablePoints(t.ctx.db, user.id)).toBe(0);

      await agePoints(t.ctx.db, storeDay(start, m - 1));
      expect(await availablePoints(t.ctx.db, user.id)).toBe(0);
      await agePoints(t.ctx.db, storeDay(start, m));
      expect(await availablePoints(t.ctx.db, user.id)).toBe(50);
      await agePoints(t.ctx.db, storeDay(start, m + e));
      expect(await availablePoints(t.ctx.db, user.id)).toBe(0);
    } finally {
      t.ctx.clock = { now: () => new Date() };
    }
  });

  it('spends the soonest-expiring points first, so expiry takes only what is left', async () => {
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`insert into points_ledger (user_id, points, status, expiry_date) values
      (${user.id}, 300, 'available', '2027-06-01'), (${user.id}, 200, 'available', '2027-01-01')`);
    const product = await f.product({ price: 1000_00, stock: 5 });
    const placed = await place(user, {
      shipping_method: 2,
      payment_id: 1,
      is_buy_now: 1,
      product_id: product,
      qty: 1,
      redeem_points: 250,
    });
    expect(placed.status).toBe(200);
    expect(await availablePoints(t.ctx.db, user.id)).toBe(250);
    // the January lot was spent whole, June's by 50: January's expiry takes nothing more
    await agePoints(t.ctx.db, '2027-01-01');
    expect(await availablePoints(t.ctx.db, user.id)).toBe(250);
    await agePoints(t.ctx.db, '2027-06-01');
    expect(await availablePoints(t.ctx.db, user.id)).toBe(0);
  });
});

describe('a gateway that cannot start the payment', () => {
  it('releases the order and says so in the shopper’s language', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 2 });
    const real = t.ctx.payments;
    const down: PaymentGateway = {
      name: 'sandbox',
      refund: async () => {},
      async start() {
        throw new GatewayUnavailableError('connect ECONNREFUSED');
      },
    };
    t.ctx.payments = down;
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/users/orders',
        headers: { ...user.headers, lang: 'ar' },
        payload: { ...address, shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2 },
      });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('payment_unavailable');
      expect(res.body.message).toContain('خدمة الدفع غير متاحة');
    } finally {
      t.ctx.payments = real;
    }
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 2 });
    expect(await one(sql`select status from orders where user_id = ${user.id}`)).toEqual({ status: 'cancelled' });
  });
});
