// Orders in the back-office (issues 22 and 26): the list's filters (status, dates, customer, method,
// needs attention), the detail with its timeline and refunds, and every action — fulfil a held
// order, ship, advance the sandbox carrier, cancel, refund whole or per line — each through the
// order commands, admin only, audited, the customer e-mailed; bad input answered in the request's
// language, never 500.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderFull } from '@store/shared/contract/admin-orders';
import { formatPrice, toEgp } from '@store/shared';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { SupplierUnavailableError } from '../integrations/code-supplier/index.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import { cartCalls } from '../cart/test-helpers.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import type { TestApp } from '../test/harness.ts';
import { DEMO_STAFF } from './demo-staff.ts';
import { auditCodesWithoutWords, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
let admin: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
  support = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}` };
}, 180_000);
afterAll(() => t?.close());

const { place, one, addCodes, press } = orderCalls(() => t);
const invariantsHold = async () => expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

const get = (id: number, headers = admin, lang = 'en') =>
  t.call<AdminOrderFull>({ method: 'GET', url: `/api/admin/orders/${id}`, headers: { ...headers, lang } });
const post = (id: number, action: string, payload: object = {}, headers = admin, lang = 'en') =>
  t.call<{ status: string; payment_status: string }>({
    method: 'POST',
    url: `/api/admin/orders/${id}/${action}`,
    headers: { ...headers, lang },
    payload,
  });
const list = (query: string) =>
  t.call<{ items: { id: number; status: string }[]; total: number }>({
    method: 'GET',
    url: `/api/admin/orders?${query}`,
    headers: admin,
  });
const audits = async (id: number) =>
  rowsOf<{ action: string; before: { status: string }; after: { status: string } }>(
    await t.ctx.db.execute(
      sql`select action, before, after from audit_log where entity = 'order' and entity_id = ${String(id)} order by id`,
    ),
  );
const lastMail = async (user: TestUser) =>
  (
    await one<{ subject: string }>(
      sql`select subject from notifications where recipient = ${user.email} order by id desc limit 1`,
    )
  ).subject;

async function physicalOrder(user: TestUser, cod = false) {
  const product = await f.product({ price: 250_00, stock: 10 });
  const res = await place(user, { shipping_method: 2, payment_id: cod ? 10 : 1, is_buy_now: 1, product_id: product, qty: 2 });
  expect(res.status).toBe(200);
  if (!cod) await press(res.body.data.payment_link!, 'paid');
  return { id: res.body.data.order_id, product };
}

describe('admin orders: list and detail', () => {
  it('filters by status, customer, method, dates and needs-attention; support staff may read', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await physicalOrder(user, true);
    const byCustomer = await list(`customer=${encodeURIComponent(user.email)}`);
    expect(byCustomer.body.data.items.map((i) => i.id)).toEqual([id]);
    expect((await list(`customer=${encodeURIComponent(user.email)}&method=1`)).body.data.total).toBe(0);
    expect((await list(`customer=${encodeURIComponent(user.email)}&method=10&status=processing`)).body.data.total).toBe(1);
    // the filter's days are Cairo days: from 22:00 UTC (midnight in Cairo) the UTC date is yesterday
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    expect((await list(`customer=${encodeURIComponent(user.email)}&from=2001-01-01&to=${today}`)).body.data.total).toBe(1);
    expect((await list(`customer=${encodeURIComponent(user.email)}&to=2001-01-01`)).body.data.total).toBe(0);
    expect((await list(`customer=${encodeURIComponent(user.email)}&attention=on_hold`)).body.data.total).toBe(0);
    for (const [lang, text] of [
      ['en', 'Enter the date as yyyy-mm-dd.'],
      ['ar', 'أدخل التاريخ بالشكل yyyy-mm-dd.'],
    ] as const) {
      const bad = await t.call({ method: 'GET', url: '/api/admin/orders?from=12/03/2026', headers: { ...admin, lang } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(text);
      // days the calendar or the database has not (each was a server error)
      for (const day of ['2026-13-45', '2026-02-30', '0000-01-01']) {
        const slip = await t.call({ method: 'GET', url: `/api/admin/orders?to=${day}`, headers: { ...admin, lang } });
        expect(slip.status, day).toBe(400);
        expect(slip.body.message).toContain(text);
      }
    }
    expect((await list(`customer=${encodeURIComponent(user.email)}&from=2024-02-29`)).body.data.total).toBe(1);
    // days in the wrong order found nothing without a word: now the list and the export say so
    for (const [lang, text] of [
      ['en', 'The "to" date is before the "from" date: swap them or change one.'],
      ['ar', 'تاريخ "إلى" قبل تاريخ "من": بدّلهما أو غيّر أحدهما.'],
    ] as const) {
      for (const url of [
        '/api/admin/orders?from=2026-03-10&to=2026-03-01',
        '/api/admin/orders/export?from=2026-03-10&to=2026-03-01',
      ]) {
        const reversed = await t.call({ method: 'GET', url, headers: { ...admin, lang } });
        expect(reversed.status, url).toBe(400);
        expect(reversed.body.message).toContain(text);
      }
    }
    expect((await list(`customer=${encodeURIComponent(user.email)}&from=${today}&to=${today}`)).body.data.total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/admin/orders?attention=late', headers: admin })).status).toBe(400);
    const d = await get(id, support);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ status: 'processing', payment_status: 'unpaid', customer_email: user.email });
    expect(d.body.data.timeline.map((e) => e.event)).toEqual(['placed']);
    expect(d.body.data.actions).toMatchObject({ cancel: true, refund: false, fulfil: false });
    expect((await get(99_999_999)).status).toBe(404);
  });

  it('the search box finds an order by part of its number, phone or e-mail; pages stay newest first; money on an unpaid order and a stuck refund need attention', async () => {
    const user = await createUser(t.ctx.db, `Searchable.${Date.now()}@Example.com`.toLowerCase());
    const first = await physicalOrder(user, true);
    const second = await physicalOrder(user, true);
    const { number, phone } = await one<{ number: string; phone: string }>(
      sql`select number, phone from orders where id = ${second.id}`,
    );
    const found = async (q: string) => (await list(`search=${encodeURIComponent(q)}`)).body.data.items.map((i) => i.id);
    expect(await found(number.slice(-6))).toEqual([second.id]);
    expect(await found(number.slice(-6).toLowerCase())).toEqual([second.id]);
    expect(await found(user.email.slice(0, 18).toUpperCase())).toEqual([second.id, first.id]);
    expect(await found(phone.slice(-7))).toEqual(expect.arrayContaining([second.id, first.id]));
    // the phone typed on an Arabic keyboard (Arabic-Indic digits) finds the same orders
    const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await found(arabicDigits(phone.slice(-7)))).toEqual(await found(phone.slice(-7)));
    expect(await found('no-such-order-anywhere')).toEqual([]);
    // the tracking number a customer reads out from their e-mail, whole, in any case
    // (a pay-on-delivery order is handed to the courier when it is placed, or by the ship action)
    if ((await get(second.id)).body.data.actions.ship) expect((await post(second.id, 'ship')).status).toBe(200);
    const tracking = (await get(second.id)).body.data.shipment!.tracking_number;
    expect(await found(tracking)).toEqual([second.id]);
    expect(await found(` ${tracking.toLowerCase()} `)).toEqual([second.id]);
    // and `npm run shipping:advance -- <tracking | order number>` takes either in lower case too
    expect(await advanceSandboxShipment(t.ctx, tracking.toLowerCase())).toMatchObject({ tracking, step: 1 });
    expect(await advanceSandboxShipment(t.ctx, number.toLowerCase())).not.toBeNull();
    // one order a page: the second page is the older one, the total counted exactly
    const byCustomer = `customer=${encodeURIComponent(user.email)}&per_page=1`;
    const p1 = await list(`${byCustomer}&page=1`);
    const p2 = await t.call<{ items: { id: number }[]; total: number; last_page: number }>({
      method: 'GET',
      url: `/api/admin/orders?${byCustomer}&page=2`,
      headers: admin,
    });
    expect([p1.body.data.items[0]!.id, p2.body.data.items[0]!.id]).toEqual([second.id, first.id]);
    expect(p2.body.data).toMatchObject({ total: 2, last_page: 2 });

    const mismatch = async () =>
      (await list(`customer=${encodeURIComponent(user.email)}&attention=payment_mismatch`)).body.data.items.map((i) => i.id);
    expect(await mismatch()).toEqual([]);
    // a gateway's payment arrived for the unpaid pay-on-delivery order (a lost callback)
    await t.ctx.db.execute(sql`insert into payments (order_id, payment_method_id, provider, amount, status, provider_ref)
      values (${first.id}, 1, 'paymob_card', 100, 'paid', ${`lost-${first.id}`})`);
    expect(await mismatch()).toEqual([first.id]);
    // a refund pending for 20 minutes is stuck; one pending for a minute is not yet
    await t.ctx.db.execute(sql`insert into order_refunds (order_id, amount, gateway_amount, lines, state, created_at)
      values (${second.id}, 100, 100, '[]'::jsonb, 'pending', now() - interval '1 minute')`);
    expect(await mismatch()).toEqual([first.id]);
    await t.ctx.db.execute(
      sql`update order_refunds set created_at = now() - interval '20 minutes' where order_id = ${second.id}`,
    );
    expect(await mismatch()).toEqual([second.id, first.id]);
    await t.ctx.db.execute(sql`delete from order_refunds where order_id = ${second.id}`);
    await t.ctx.db.execute(sql`delete from payments where order_id = ${first.id} and provider_ref = ${`lost-${first.id}`}`);
  });

  it('a held order shows under needs attention (supplier failed), and staff fulfil it when the supplier answers', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 50_00 });
    const supplier = t.ctx.codeSupplier;
    t.ctx.codeSupplier = { name: 'down', issue: () => Promise.reject(new SupplierUnavailableError('down')) };
    let id: number;
    try {
      const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
      id = res.body.data.order_id;
      await press(res.body.data.payment_link!, 'paid');
    } finally {
      t.ctx.codeSupplier = supplier;
    }
    expect((await get(id)).body.data).toMatchObject({
      status: 'on-hold',
      hold_reason: 'codes_supplier',
      actions: { fulfil: true },
    });
    const held = await list(`customer=${encodeURIComponent(user.email)}&attention=supplier_failed`);
    expect(held.body.data.items.map((i) => i.id)).toEqual([id]);
    expect((await post(id, 'fulfil', {}, support)).status).toBe(403);
    const done = await post(id, 'fulfil');
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    expect(await lastMail(user)).toContain('codes');
    expect((await audits(id)).map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['fulfil', 'on-hold', 'completed'],
    ]);
    expect((await post(id, 'fulfil')).status).toBe(409);
    await invariantsHold();
  });
});

describe('admin orders: actions', () => {
  it('ships a paid order and advances the sandbox carrier until delivered; the timeline shows every step', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await physicalOrder(user);
    // (the carrier job may already have taken it; creating it again is refused)
    const d0 = (await get(id)).body.data;
    if (d0.actions.ship) {
      const shipped = await post(id, 'ship');
      expect(shipped.status).toBe(200);
      expect(shipped.body.message).toContain('The shipment was created');
    } else expect((await post(id, 'ship')).status).toBe(409);
    // the message names the step the carrier reached, in the staff member's language
    const first = await post(id, 'advance', {}, admin, 'ar');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/^تقدمت الشحنة: [\u0600-\u06FF ]+\.$/);
    expect((await get(id)).body.data.shipment?.last_update).toBe('Received at Origin Facility');
    for (let i = 0; i < 10 && (await get(id)).body.data.actions.advance; i++) {
      const moved = await post(id, 'advance');
      expect(moved.status).toBe(200);
      expect(moved.body.message).toMatch(/^The carrier moved on: [A-Z][A-Za-z ]+\.$/);
    }
    const d = (await get(id)).body.data;
    expect(d.status).toBe('completed');
    expect(d.timeline.map((e) => e.event)).toEqual(expect.arrayContaining(['placed', 'paid', 'shipped', 'delivered']));
    expect(d.shipment?.tracking_number).toBeTruthy();
    expect(await lastMail(user)).toContain('delivered');
    expect((await post(id, 'advance')).status).toBe(409);
    expect((await audits(id)).some((a) => a.action === 'advance-shipment')).toBe(true);
    await invariantsHold();
  });

  it('cancels a pay-on-delivery order with a required reason (en/ar), audited; support may not', async () => {
    const user = await createUser(t.ctx.db);
    const { id, product } = await physicalOrder(user, true);
    for (const [lang, text] of [
      ['en', 'Write the reason (3 to 500 characters).'],
      ['ar', 'اكتب السبب (من 3 إلى 500 حرف).'],
    ] as const) {
      const bad = await post(id, 'cancel', { reason: ' ' }, admin, lang);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(text);
    }
    expect((await post(id, 'cancel', { reason: 'refused at the door' }, support)).status).toBe(403);
    const res = await post(id, 'cancel', { reason: 'refused at the door' }, admin, 'ar');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم إلغاء الطلب وأُبلغ العميل بالبريد.');
    expect(res.body.data.status).toBe('cancelled');
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 10 });
    expect((await get(id)).body.data.timeline.at(-1)).toMatchObject({
      event: 'cancelled',
      actor_kind: 'staff',
      // the timeline names who did it, as the audit log does
      actor_email: DEMO_STAFF.find((s) => s.key === 'admin')!.email,
      reason: 'refused at the door',
    });
    expect((await get(id)).body.data.timeline[0]).toMatchObject({ event: 'placed', actor_email: null });
    expect(await audits(id)).toMatchObject([
      { action: 'cancel', before: { status: 'processing' }, after: { status: 'cancelled' } },
    ]);
    expect(await lastMail(user)).toContain('cancelled');
    expect((await post(id, 'cancel', { reason: 'again please' })).status).toBe(409);
    // a cancelled order's parcel is not moved on: the carrier's step stays where it was, nothing audited
    const step = (await get(id)).body.data.shipment?.last_update;
    expect((await get(id)).body.data.actions.advance).toBe(false);
    for (const lang of ['en', 'ar'] as const) {
      const moved = await post(id, 'advance', {}, admin, lang);
      expect(moved.status).toBe(409);
      expect(moved.body.message).toEqual(
        lang === 'en' ? 'This order cannot do that in its current status.' : expect.stringMatching(/[\u0600-\u06ff]/),
      );
    }
    expect((await get(id)).body.data.shipment?.last_update).toBe(step);
    expect((await audits(id)).map((a) => a.action)).toEqual(['cancel']);
    await invariantsHold();
  });

  it('refunds chosen lines to the wallet, then the rest through the gateway; bad refunds are refused without a 500', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 100_00 });
    await addCodes(card, 2);
    const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 2 });
    const id = res.body.data.order_id;
    await press(res.body.data.payment_link!, 'paid');
    const line = (await get(id)).body.data.lines[0]!;
    for (const body of [
      {},
      { to: 'wallet' },
      { to: 'bank', reason: 'customer asked' },
      { to: 'wallet', reason: 'customer asked', lines: [] },
      { to: 'wallet', reason: 'customer asked', lines: [{ line_id: line.id, qty: 0 }] },
      { to: 'wallet', reason: 'customer asked', lines: [{ line_id: 'x', qty: 1 }] },
    ])
      expect((await post(id, 'refund', body)).status).toBe(400);
    expect(
      (await post(id, 'refund', { to: 'wallet', reason: 'customer asked', lines: [{ line_id: line.id + 99_999, qty: 1 }] }))
        .status,
    ).toBe(400);
    const tooMany = await post(
      id,
      'refund',
      { to: 'wallet', reason: 'customer asked', lines: [{ line_id: line.id, qty: 3 }] },
      admin,
      'ar',
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('هذه الكمية أكبر من المتبقي للاسترداد في هذا البند.');
    expect((await post(id, 'refund', { to: 'wallet', reason: 'customer asked' }, support)).status).toBe(403);

    const part = await post(id, 'refund', { to: 'wallet', reason: 'one code unused', lines: [{ line_id: line.id, qty: 1 }] });
    expect(part.status).toBe(200);
    expect(part.body.data).toEqual({ status: 'completed', payment_status: 'paid' });
    const wallet = await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers });
    expect(wallet.body.data.balance).toBe(100);
    expect(await lastMail(user)).toContain('Part of order');
    const whole = await post(id, 'refund', { to: 'gateway', reason: 'customer left' });
    expect(whole.body.data).toEqual({ status: 'refunded', payment_status: 'refunded' });
    const d = (await get(id)).body.data;
    expect(d.refunds.map((r) => [r.wallet_amount, r.gateway_amount, r.whole])).toEqual([
      [100_00, 0, false],
      [0, d.total - 100_00, true],
    ]);
    expect(d.refunded_total).toBe(d.total);
    expect(d.lines[0]).toMatchObject({ qty: 2, refunded_qty: 2, codes_delivered: 2 });
    expect((await audits(id)).map((a) => a.action)).toEqual(['refund-lines', 'refund']);
    expect((await post(id, 'refund', { to: 'wallet', reason: 'customer asked' })).status).toBe(409);
    expect((await post(99_999_999, 'refund', { to: 'wallet', reason: 'customer asked' })).status).toBe(404);
    await invariantsHold();
  });
});

describe('where a refund can go', () => {
  it('offers the gateway for money it collected, only the wallet for cash collected on delivery', async () => {
    const user = await createUser(t.ctx.db);
    const card = await physicalOrder(user);
    expect((await get(card.id)).body.data.actions).toMatchObject({ refund: true, refund_to_gateway: true });
    // paid in cash at the door: nothing went through the gateway
    const cod = await physicalOrder(user, true);
    for (let i = 0; i < 10 && (await get(cod.id)).body.data.actions.advance; i++) await post(cod.id, 'advance');
    const delivered = (await get(cod.id)).body.data;
    expect(delivered.payment_status).toBe('paid');
    expect(delivered.actions).toMatchObject({ refund: true, refund_to_gateway: false });
    // the refund command agrees: asked for the gateway, the money goes to the wallet, and the
    // answer and the audit log say so
    const codRefund = await post(cod.id, 'refund', { to: 'gateway', reason: 'returned' }, admin, 'ar');
    expect(codRefund.status).toBe(200);
    const codMoney = formatPrice(toEgp(delivered.total), 'ar');
    expect(codRefund.body.message).toBe(`تم الاسترداد: ${codMoney} إلى محفظة العميل، وأُبلغ العميل بالبريد.`);
    expect((await get(cod.id)).body.data.refunds[0]).toMatchObject({ gateway_amount: 0 });
    expect((await audits(cod.id)).at(-1)!.after).toMatchObject({
      to: 'gateway',
      gateway_amount: 0,
      wallet_amount: delivered.total,
    });
    // and the card order's refund goes back through the gateway
    const cardTotal = (await get(card.id)).body.data.total;
    const cardRefund = await post(card.id, 'refund', { to: 'gateway', reason: 'returned' });
    expect(cardRefund.status).toBe(200);
    expect(cardRefund.body.message).toBe(
      `The refund was made: ${formatPrice(toEgp(cardTotal), 'en')} back through the payment gateway; the customer was e-mailed.`,
    );
    expect((await audits(card.id)).at(-1)!.after).toMatchObject({ gateway_amount: cardTotal, wallet_amount: 0 });
    await invariantsHold();
  });
});

describe('store pickup (shipping 3): collected at the counter, never sent by courier', () => {
  it('a paid pickup order waits for its customer; staff hand it over and it is complete', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 5 });
    const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
    await press(res.body.data.payment_link!, 'paid');
    const id = res.body.data.order_id;
    const d = (await get(id)).body.data;
    expect(d.status).toBe('processing');
    expect(d.shipment).toBeNull();
    expect(d.actions).toMatchObject({ ship: false, advance: false, hand_over: true });
    // the customer's order page says where to collect it and what to bring, in their language
    const mine = (lang: string) =>
      t.call<{ notice: string | null }>({ method: 'GET', url: `/api/users/orders/${id}`, headers: { ...user.headers, lang } });
    const { number } = await one<{ number: string }>(sql`select number from orders where id = ${id}`);
    expect((await mine('en')).body.data.notice).toBe(
      `Your order is waiting for you: Store pickup (Nasr City). Bring your order number ${number}.`,
    );
    expect((await mine('ar')).body.data.notice).toBe(
      `طلبك في انتظارك: الاستلام من الفرع (مدينة نصر). أحضر معك رقم الطلب ${number}`,
    );
    // no courier: creating a shipment is refused with the reason, in the staff member's language
    const ship = await post(id, 'ship', {}, admin, 'ar');
    expect(ship.status).toBe(409);
    expect(ship.body.message).toBe('هذا الطلب يُستلم من الفرع: يُسلَّم هناك ولا يُرسل مع مندوب.');
    expect((await post(id, 'hand-over', {}, support)).status).toBe(403);
    const done = await post(id, 'hand-over');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('The order was handed over at the store; the customer was e-mailed.');
    expect(done.body.data).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(await lastMail(user)).toContain('delivered');
    const after = (await get(id)).body.data;
    expect(after.actions.hand_over).toBe(false);
    expect((await mine('en')).body.data.notice).toBeNull();
    expect(after.timeline.at(-1)).toMatchObject({ event: 'delivered', actor_kind: 'staff' });
    expect((await post(id, 'hand-over')).status).toBe(409);
    expect((await audits(id)).map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['hand-over', 'processing', 'completed'],
    ]);
    await invariantsHold();
  });

  it('paid at the counter: the cash is taken and the order completed in one step', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 5 });
    const res = await place(user, { shipping_method: 3, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    const id = res.body.data.order_id;
    expect((await get(id)).body.data).toMatchObject({
      status: 'processing',
      payment_status: 'unpaid',
      shipment: null,
      actions: { hand_over: true, ship: false, cancel: true },
    });
    const done = await post(id, 'hand-over');
    expect(done.body.data).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect((await get(id)).body.data.timeline.map((e) => e.event)).toEqual(['placed', 'cash_collected', 'delivered']);
    await invariantsHold();
  });

  it('two staff pressing Hand over (and one Cancel) at once: the cash is taken once, the order handed over once', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 5 });
    const res = await place(user, { shipping_method: 3, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    const id = res.body.data.order_id;
    const answers = await Promise.all([
      post(id, 'hand-over'),
      post(id, 'hand-over', {}, admin, 'ar'),
      post(id, 'cancel', { reason: 'The customer called to cancel' }),
    ]);
    const handed = answers.slice(0, 2).filter((a) => a.status === 200);
    const cancelled = answers[2]!.status === 200;
    // one of the three won; the others were refused as the order had moved on, never a 500
    expect(handed.length + (cancelled ? 1 : 0)).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const events = (await get(id)).body.data.timeline.map((e) => e.event);
    if (cancelled) expect(events).not.toContain('delivered');
    else expect(events).toEqual(['placed', 'cash_collected', 'delivered']);
    expect((await audits(id)).length).toBe(1);
    await invariantsHold();
  });

  it('an order still waiting for card codes is handed over and stays held for them, then completes when they come', async () => {
    for (const cod of [false, true]) {
      const user = await createUser(t.ctx.db);
      const cart = cartCalls(t, user.headers);
      const product = await f.product({ price: 300_00, stock: 5 });
      const card = await f.card({ stockType: 0, price: 50_00 });
      expect((await cart.add('products', product, { qty: 1 })).status).toBe(200);
      expect((await cart.add('cards', card, { qty: 1 })).status).toBe(200);
      const supplier = t.ctx.codeSupplier;
      t.ctx.codeSupplier = { name: 'down', issue: () => Promise.reject(new SupplierUnavailableError('down')) };
      let id: number;
      try {
        const res = await place(user, { shipping_method: 3, payment_id: cod ? 10 : 1 });
        expect(res.status).toBe(200);
        id = res.body.data.order_id;
        if (!cod) {
          await press(res.body.data.payment_link!, 'paid');
          expect((await get(id)).body.data).toMatchObject({ status: 'on-hold', hold_reason: 'codes_supplier' });
        }
        // the customer collects the console; a pay-on-delivery order's cash is taken at the counter
        const handed = await post(id, 'hand-over');
        expect(handed.status).toBe(200);
        expect(handed.body.data).toMatchObject({ status: 'on-hold', payment_status: 'paid' });
      } finally {
        t.ctx.codeSupplier = supplier;
      }
      // still held for the supplier's codes: the retry and the customer's notice see why
      const held = (await get(id)).body.data;
      expect(held).toMatchObject({
        status: 'on-hold',
        hold_reason: 'codes_supplier',
        actions: { hand_over: false, fulfil: true },
      });
      expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 4 });
      // the supplier answers again: the codes are delivered and the order is complete, not sent back
      // to wait for a courier or a second hand-over
      const done = await post(id, 'fulfil');
      expect(done.body.data).toMatchObject({ status: 'completed', payment_status: 'paid' });
      const events = (await get(id)).body.data.timeline.map((e) => e.event);
      expect(events.filter((e) => e === 'delivered')).toHaveLength(1);
      expect(events.at(-1)).toBe('fulfilled');
      expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 4 });
      await invariantsHold();
    }
  });

  it('an order sent by courier is not handed over at the counter', async () => {
    const user = await createUser(t.ctx.db);
    const { id } = await physicalOrder(user);
    expect((await get(id)).body.data.actions.hand_over).toBe(false);
    const res = await post(id, 'hand-over', {}, admin, 'ar');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('هذا الطلب لا يُستلم من الفرع: يُرسل مع المندوب.');
  });
});

describe('the audit log of these actions', () => {
  it('has a word in both languages for every action and record the order commands wrote', async () => {
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });
});
