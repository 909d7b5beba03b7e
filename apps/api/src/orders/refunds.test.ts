// Per-line refunds (issue 22): some units of some lines give back their money (to the gateway or
// the wallet), their stock that never left, the points they earned; delivered codes stay sold; the
// last refund ends the order `refunded` with everything it held; two refunds of the same units:
// one wins. The invariants hold after each step.
import { formatPrice, toEgp } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { GatewayUnavailableError } from '../payments/gateway.ts';
import type { TestApp } from '../test/harness.ts';
import { refundOrder } from './commands.ts';
import { checkInvariants } from './invariants.ts';
import { orderTimeline } from './machine.ts';
import { orderCalls } from './test-helpers.ts';
import { customersAr, customersEn } from '../../../admin/src/strings/customers.ts';

let t: TestApp;
let f: CartFixture;
let staff: TestUser;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  staff = await createUser(t.ctx.db);
});
afterAll(() => t.close());

const { place, one, addCodes, press } = orderCalls(() => t);
const invariantsHold = async () => expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);
const balance = async (user: TestUser) =>
  (await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers })).body.data.balance;

const linesOf = async (orderId: number) =>
  rowsOf<{ id: number; card_id: number | null; product_id: number | null; qty: number; refunded_qty: number }>(
    await t.ctx.db.execute(
      sql`select id, card_id, product_id, qty, refunded_qty from order_lines where order_id = ${orderId} order by id`,
    ),
  );
const order = (id: number) =>
  one<{ status: string; payment_status: string; total_price: number; sub_total: number }>(
    sql`select status, payment_status, total_price, sub_total from orders where id = ${id}`,
  );

/** A paid card order: `cards` units of a card earning 50 points each, plus one product when asked. */
async function paidOrder(user: TestUser, o: { cards: number; product?: boolean; coupon?: string }) {
  const card = await f.card({ stockType: 1, price: 100_00 });
  await t.ctx.db.execute(sql`update cards set redeem_points = 50 where id = ${card}`);
  await addCodes(card, o.cards);
  await cartCalls(t, user.headers).add('cards', card, { qty: o.cards });
  let product: number | null = null;
  if (o.product) {
    product = await f.product({ price: 300_00, stock: 4 });
    await cartCalls(t, user.headers).add('products', product, { qty: 1 });
  }
  const res = await place(user, { shipping_method: o.product ? 2 : 1, payment_id: 1, ...(o.coupon ? { coupon: o.coupon } : {}) });
  expect(res.status).toBe(200);
  await press(res.body.data.payment_link!, 'paid');
  return { id: res.body.data.order_id, card, product };
}

describe('per-line refunds', () => {
  it('gives back one card unit to the wallet, then the hardware through the gateway, then the rest: the order ends refunded', async () => {
    const user = await createUser(t.ctx.db);
    const { id, card, product } = await paidOrder(user, { cards: 2, product: true });
    const [cardLine, productLine] = await linesOf(id);
    expect(cardLine!.card_id).toBe(card);
    const before = await order(id);
    const statusBefore = before.status;

    // one of the two codes: 100 EGP back to the wallet, its 50 points off, both codes stay sold
    const first = await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'one code not wanted', [
      { lineId: cardLine!.id, qty: 1 },
    ]);
    expect(first).toMatchObject({ event: 'partially_refunded', to: statusBefore, payment: 'paid' });
    expect(await balance(user)).toBe(100);
    expect(
      await one(sql`select count(*)::int as n from card_codes where order_line_id = ${cardLine!.id} and status = 'sold'`),
    ).toEqual({
      n: 2,
    });
    expect(await one(sql`select points from points_ledger where order_id = ${id} and points > 0`)).toEqual({ points: 50 });
    const mail = await one<{ subject: string; body: string }>(
      sql`select subject, body from notifications where recipient = ${user.email} order by id desc limit 1`,
    );
    expect(mail.subject).toContain('Part of order');
    expect(mail.body).toContain('100');
    await invariantsHold();

    // the hardware never left the store (not delivered): its stock is back on sale, money to the gateway
    const stockBefore = (await one<{ stock: number }>(sql`select stock from products where id = ${product}`)).stock;
    await refundOrder(t.ctx, 'en', id, staff.id, 'gateway', 'out of stock', [{ lineId: productLine!.id, qty: 1 }]);
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: stockBefore + 1 });
    expect(
      await one(sql`select refunded_amount from payments where order_id = ${id} and status in ('paid', 'refunded')`),
    ).toEqual({ refunded_amount: 300_00 });
    await invariantsHold();

    // the last unit: everything still kept (shipping and fees included), and the order is refunded
    const last = await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'customer left');
    expect(last).toMatchObject({ event: 'refunded', to: 'refunded', payment: 'refunded' });
    const o = await order(id);
    const given = await one<{ n: number }>(
      sql`select sum(amount)::int as n from order_refunds where order_id = ${id} and state = 'done'`,
    );
    expect(given.n).toBe(o.total_price);
    // the e-mail names what this last refund gave back, not the order's total again
    const lastMail = await one<{ subject: string; body: string }>(
      sql`select subject, body from notifications where recipient = ${user.email} order by id desc limit 1`,
    );
    const lastAmount = await one<{ amount: number }>(
      sql`select amount from order_refunds where order_id = ${id} order by id desc limit 1`,
    );
    expect(lastAmount.amount).toBe(o.total_price - 100_00 - 300_00);
    expect(lastMail.subject).toContain('refunded');
    expect(lastMail.body).toContain(`${formatPrice(toEgp(lastAmount.amount), 'en')} is on its way back`);
    expect(lastMail.body).not.toContain(formatPrice(toEgp(o.total_price), 'en'));
    expect((await orderTimeline(t.ctx.db, id)).map((e) => e.event).slice(-3)).toEqual([
      'partially_refunded',
      'partially_refunded',
      'refunded',
    ]);
    await expect(refundOrder(t.ctx, 'en', id, staff.id, 'wallet')).rejects.toMatchObject({ statusCode: 409 });
    await invariantsHold();
    // the points the order earned are cancelled by its refund: the customer's ledger says so, in
    // both languages' pages, never "Expired" (points left unused past their date)
    expect(await one(sql`select points, status from points_ledger where order_id = ${id} and points > 0`)).toEqual({
      points: 50,
      status: 'cancelled',
    });
    const ledger = await t.call<{ transactions: { order: { name: string } | null; status: string }[] }>({
      method: 'GET',
      url: '/api/users/points-summary?status=all&per_page=20&page=1',
      headers: user.headers,
    });
    expect(ledger.body.data.transactions.filter((r) => r.order !== null).map((r) => r.status)).toEqual(['Cancelled']);
  });

  it('gives back the points a paid order spent when it is refunded whole; the back-office label of that row fits a refund', async () => {
    const user = await createUser(t.ctx.db);
    await givePoints(t.ctx.db, user.id, 1_000);
    const card = await f.card({ stockType: 1, price: 100_00 });
    await addCodes(card, 1);
    await cartCalls(t, user.headers).add('cards', card, { qty: 1 });
    const res = await place(user, { shipping_method: 1, payment_id: 1, redeem_points: 200 });
    expect(res.status).toBe(200);
    const id = res.body.data.order_id;
    await press(res.body.data.payment_link!, 'paid');
    expect((await order(id)).payment_status).toBe('paid');
    await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'customer left');
    expect((await order(id)).status).toBe('refunded');
    // the 200 points come back as a 'returned' row, here for an order that WAS paid
    expect(await one(sql`select points, status from points_ledger where order_id = ${id} and status = 'returned'`)).toEqual({
      points: 200,
      status: 'returned',
    });
    for (const label of [customersEn.pts_returned, customersAr.pts_returned]) {
      expect(label).not.toMatch(/not paid|لم يُدفع/);
    }
    expect(customersEn.pts_returned).toMatch(/refunded/);
    expect(customersAr.pts_returned).toMatch(/استُرد/);
    await invariantsHold();
  });

  it('cancels the points of a card line refunded to its last unit while the order goes on', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await paidOrder(user, { cards: 1, product: true });
    const [cardLine] = await linesOf(id);
    const moved = await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'not wanted', [{ lineId: cardLine!.id, qty: 1 }]);
    expect(moved).toMatchObject({ event: 'partially_refunded' });
    expect(
      await one(sql`select status from points_ledger where order_id = ${id} and points >= 0 and order_id is not null`),
    ).toEqual({
      status: 'cancelled',
    });
    await invariantsHold();
  });

  it('shares the coupon discount over the units; line by line ends at the order total, the coupon use back at the end', async () => {
    const user = await createUser(t.ctx.db);
    await givePoints(t.ctx.db, user.id, 1_000);
    await t.ctx.db.execute(
      sql`insert into coupons (code, kind, value, usage_limit, per_user_limit) values ('LINE20', 'fixed', 2000, 5, 5)`,
    );
    const { id } = await paidOrder(user, { cards: 3, coupon: 'LINE20' });
    const o = await order(id);
    expect(o.sub_total).toBe(300_00);
    const [line] = await linesOf(id);
    // 300 EGP of goods, 20 EGP coupon: a unit gives back 100 × 280/300 = 93.33 EGP
    await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', undefined, [{ lineId: line!.id, qty: 1 }]);
    expect(await balance(user)).toBe(93.33);
    await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', undefined, [{ lineId: line!.id, qty: 2 }]);
    expect(await balance(user)).toBe(o.total_price / 100);
    expect(await one(sql`select used_count from coupons where code = 'LINE20'`)).toEqual({ used_count: 0 });
    await invariantsHold();
  });

  it('refuses lines of another order, repeated lines, zero and too many units, and unpaid orders, in English and Arabic', async () => {
    const user = await createUser(t.ctx.db);
    const a = await paidOrder(user, { cards: 1 });
    const b = await paidOrder(user, { cards: 1 });
    const [lineA] = await linesOf(a.id);
    const [lineB] = await linesOf(b.id);
    for (const [lang, text] of [
      ['en', 'Choose lines of this order, each once, with a quantity of at least 1.'],
      ['ar', 'اختر بنوداً من هذا الطلب، كل بند مرة واحدة، بكمية 1 على الأقل.'],
    ] as const) {
      for (const lines of [
        [{ lineId: lineB!.id, qty: 1 }],
        [
          { lineId: lineA!.id, qty: 1 },
          { lineId: lineA!.id, qty: 1 },
        ],
        [{ lineId: lineA!.id, qty: 0 }],
        [],
      ])
        await expect(refundOrder(t.ctx, lang, a.id, staff.id, 'wallet', undefined, lines)).rejects.toMatchObject({
          statusCode: 400,
          message: text,
        });
    }
    await expect(
      refundOrder(t.ctx, 'ar', a.id, staff.id, 'wallet', undefined, [{ lineId: lineA!.id, qty: 2 }]),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'هذه الكمية أكبر من المتبقي للاسترداد في هذا البند.',
    });
    const card = await f.card({ stockType: 1, price: 10_00 });
    await addCodes(card, 1);
    const unpaid = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
    await expect(refundOrder(t.ctx, 'en', unpaid.body.data.order_id, staff.id, 'wallet')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await linesOf(a.id))[0]!.refunded_qty).toBe(0);
    await invariantsHold();
  });

  it("the customer's order page lists each refund done, where its money went, and each line's refunded units", async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await paidOrder(user, { cards: 3 });
    const [line] = await linesOf(id);
    type Detail = {
      cards: { qty: number; refunded_qty?: number }[];
      refunds: { amount: number; to_payment: number; to_wallet: number; date: string }[];
      payment: { name: string } | null;
    };
    const detail = async (lang = 'en') =>
      (
        await t.call<Detail>({
          method: 'GET',
          url: `/api/users/orders/${id}`,
          headers: { ...user.headers, 'accept-language': lang },
        })
      ).body.data;
    expect((await detail()).refunds).toEqual([]);
    expect((await detail()).cards[0]).not.toHaveProperty('refunded_qty');

    // while the gateway is still being asked, the customer is not told of a refund that may yet fail
    const refund = t.ctx.payments.refund;
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => {
      t.ctx.payments.refund = async (...args) => {
        resolve();
        await new Promise<void>((r) => (answer = r));
        return refund.apply(t.ctx.payments, args);
      };
    });
    const pending = refundOrder(t.ctx, 'en', id, staff.id, 'gateway', 'one code unused', [{ lineId: line!.id, qty: 1 }]);
    try {
      await asked;
      const during = await detail();
      expect(during.refunds).toEqual([]);
      expect(during.cards[0]).not.toHaveProperty('refunded_qty');
    } finally {
      answer();
      t.ctx.payments.refund = refund;
    }
    await pending;
    const one1 = await detail();
    expect(one1.cards[0]).toMatchObject({ qty: 3, refunded_qty: 1 });
    expect(one1.refunds).toEqual([{ amount: 100, to_payment: 100, to_wallet: 0, date: expect.any(String) }]);

    await refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'customer left');
    const all = await detail('ar');
    const total = (await order(id)).total_price;
    expect(all.cards[0]).toMatchObject({ qty: 3, refunded_qty: 3 });
    expect(all.refunds.map((r) => [r.amount, r.to_payment, r.to_wallet])).toEqual([
      [100, 100, 0],
      [toEgp(total - 100_00), 0, toEgp(total - 100_00)],
    ]);
    expect(all.refunds[1]!.date).toMatch(/^\d\d\/\d\d\/\d{4}$/); // as the order's own day is written
  });

  it('a gateway that refuses changes nothing: the units can be refunded again', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await paidOrder(user, { cards: 2 });
    const [line] = await linesOf(id);
    const refund = t.ctx.payments.refund;
    t.ctx.payments.refund = async () => {
      throw new GatewayUnavailableError('down');
    };
    try {
      await expect(
        refundOrder(t.ctx, 'en', id, staff.id, 'gateway', undefined, [{ lineId: line!.id, qty: 1 }]),
      ).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      t.ctx.payments.refund = refund;
    }
    expect((await linesOf(id))[0]!.refunded_qty).toBe(0);
    expect(await one(sql`select state from order_refunds where order_id = ${id}`)).toEqual({ state: 'failed' });
    await invariantsHold();
    await refundOrder(t.ctx, 'en', id, staff.id, 'gateway', undefined, [{ lineId: line!.id, qty: 1 }]);
    expect(await one(sql`select refunded_amount from payments where order_id = ${id} and status = 'paid'`)).toEqual({
      refunded_amount: 100_00,
    });
    await invariantsHold();
  });

  it('two refunds of the same unit at once: one wins, the other is refused, the money is given once', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await paidOrder(user, { cards: 2 });
    const [line] = await linesOf(id);
    const results = await Promise.allSettled([
      refundOrder(t.ctx, 'en', id, staff.id, 'wallet', 'a', [{ lineId: line!.id, qty: 2 }]),
      refundOrder(t.ctx, 'en', id, staff.id, 'gateway', 'b', [{ lineId: line!.id, qty: 2 }]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ statusCode: 409 });
    const o = await order(id);
    expect(o.status).toBe('refunded');
    expect(
      await one(sql`select count(*)::int as n, sum(amount)::int as amount from order_refunds where order_id = ${id}`),
    ).toEqual({
      n: 1,
      amount: o.total_price,
    });
    await invariantsHold();
  });
});
