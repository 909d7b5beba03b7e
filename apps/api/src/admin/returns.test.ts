// Refunded hardware that had left the store (the courier had collected the parcel, or it was
// delivered) is not put back on sale by the refund: it waits as "returning" until staff say it is
// back in the store (on sale again) or will not come back (stays sold). Hardware refunded before
// the courier collected it goes back on sale at once, as before. The back-office's order page lists
// what is waiting and what staff said; each word is an admin action, audited, answered in en/ar.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderFull } from '@store/shared/contract/admin-orders';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { advanceShipment, cancelOrder, refundOrder } from '../orders/commands.ts';
import { cancelDueShipments, cancelShipment } from '../shipping/shipments.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';
import { auditCodesWithoutWords, staffId, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
let admin: Record<string, string>;
let support: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
  support = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}` };
  adminId = await staffId(t.ctx, 'admin');
}, 180_000);
afterAll(() => t?.close());

const { place, press } = orderCalls(() => t);
const invariantsHold = async () => expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

const detail = async (id: number, lang = 'en') =>
  (await t.call<AdminOrderFull>({ method: 'GET', url: `/api/admin/orders/${id}`, headers: { ...admin, lang } })).body.data
    .returns;
const settle = (id: number, payload: object, headers = admin, lang = 'en') =>
  t.call<{ status: string }>({ method: 'POST', url: `/api/admin/orders/${id}/returns`, headers: { ...headers, lang }, payload });
const stockOf = async (product: number) =>
  rowsOf<{ stock: number }>(await t.ctx.db.execute(sql`select stock from products where id = ${product}`))[0]!.stock;
const lineOf = async (order: number) =>
  rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from order_lines where order_id = ${order}`))[0]!.id;
const trackingOf = async (order: number) =>
  rowsOf<{ tracking_number: string }>(
    await t.ctx.db.execute(sql`select tracking_number from shipments where order_id = ${order}`),
  )[0]!.tracking_number;

/** A courier order of 3 units of a new product (stock 10), paid by card or to be paid on delivery. */
async function order(cod = false) {
  const user = await createUser(t.ctx.db);
  const product = await f.product({ price: 200_00, stock: 10 });
  const res = await place(user, { shipping_method: 2, payment_id: cod ? 10 : 1, is_buy_now: 1, product_id: product, qty: 3 });
  expect(res.status).toBe(200);
  if (!cod) await press(res.body.data.payment_link!, 'paid');
  return { id: res.body.data.order_id as number, product };
}
const advance = async (id: number, steps: number) => {
  const tracking = await trackingOf(id);
  for (let i = 0; i < steps; i++) await advanceShipment(t.ctx, 'en', tracking);
};

describe('refunded hardware that had left the store', () => {
  it('before the courier collects it, a refund puts the units back on sale at once: nothing waits', async () => {
    const o = await order();
    expect(await stockOf(o.product)).toBe(7);
    await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'two out of stock', [{ lineId: await lineOf(o.id), qty: 2 }]);
    expect(await stockOf(o.product)).toBe(9);
    expect(await detail(o.id)).toEqual({ awaiting: [], done: [] });
    await invariantsHold();
  });

  it('collected by the courier, then refunded: the units wait; received puts them on sale, kept leaves them sold', async () => {
    const o = await order();
    await advance(o.id, 1); // collected
    await refundOrder(t.ctx, 'en', o.id, adminId, 'gateway', 'customer changed their mind');
    // the parcel is on a truck: not on sale until it is back
    expect(await stockOf(o.product)).toBe(7);
    expect(
      (await t.call<AdminOrderFull>({ method: 'GET', url: `/api/admin/orders/${o.id}`, headers: admin })).body.data.shipment,
    ).toMatchObject({ cancel_refused: true });
    const waiting = await detail(o.id);
    expect(waiting.awaiting).toEqual([{ product_id: o.product, name: expect.any(String), qty: 3 }]);
    await invariantsHold();
    // the orders list's "needs attention" finds it until every unit is accounted for
    const attention = async () =>
      (
        await t.call<{ items: { id: number }[] }>({
          method: 'GET',
          url: '/api/admin/orders?attention=awaiting_return',
          headers: support,
        })
      ).body.data.items.map((i) => i.id);
    expect(await attention()).toContain(o.id);
    // and the dashboard counts it, linking to that list
    const dashboard = async () =>
      (await t.call<{ awaiting_return: number }>({ method: 'GET', url: '/api/admin/dashboard', headers: support })).body.data
        .awaiting_return;
    const counted = await dashboard();
    expect(counted).toBeGreaterThanOrEqual(1);

    // support staff read, admins act
    expect((await settle(o.id, { product_id: o.product, qty: 2, outcome: 'received' }, support)).status).toBe(403);
    const back = await settle(o.id, { product_id: o.product, qty: 2, outcome: 'received' });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(`Recorded: 2 × ${waiting.awaiting[0]!.name} back in the store and on sale again.`);
    expect(await stockOf(o.product)).toBe(9);
    // more than is waiting: refused in the staff member's language, nothing changed
    const tooMany = await settle(o.id, { product_id: o.product, qty: 2, outcome: 'kept' }, admin, 'ar');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('هذه الكمية أكبر مما ننتظر عودته من هذا المنتج: اعرض الطلب من جديد.');
    const lost = await settle(o.id, { product_id: o.product, qty: 1, outcome: 'kept' }, admin, 'ar');
    expect(lost.status).toBe(200);
    expect(lost.body.message).toContain('لن يعود');
    expect(await stockOf(o.product)).toBe(9);

    const after = await detail(o.id, 'ar');
    expect(after.awaiting).toEqual([]);
    expect(after.done.map((r) => [r.qty, r.outcome, r.staff_email])).toEqual([
      [2, 'received', expect.stringContaining('@')],
      [1, 'kept', expect.stringContaining('@')],
    ]);
    expect(await attention()).not.toContain(o.id);
    // the parcel is accounted for: the shipment no longer asks staff to arrange its return
    expect(
      (await t.call<AdminOrderFull>({ method: 'GET', url: `/api/admin/orders/${o.id}`, headers: admin })).body.data.shipment,
    ).toMatchObject({ cancel_refused: false });
    expect(await dashboard()).toBe(counted - 1);
    // nothing is left to say: a second word is refused
    expect((await settle(o.id, { product_id: o.product, qty: 1, outcome: 'received' })).status).toBe(409);
    const actions = rowsOf<{ action: string; after: { qty: number } }>(
      await t.ctx.db.execute(
        sql`select action, after from audit_log where entity = 'order' and entity_id = ${String(o.id)} order by id`,
      ),
    );
    expect(actions.map((a) => a.action)).toEqual(['return-received', 'return-kept']);
    expect(actions.map((a) => a.after.qty)).toEqual([2, 1]);
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
    await invariantsHold();
  });

  it('some units refunded while the parcel travels, the rest delivered: only the refunded ones wait', async () => {
    const o = await order();
    await advance(o.id, 2);
    await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'one was the wrong colour', [{ lineId: await lineOf(o.id), qty: 1 }]);
    expect(await stockOf(o.product)).toBe(7);
    await advance(o.id, 3); // delivered: the other two are sold
    expect((await detail(o.id)).awaiting).toMatchObject([{ qty: 1 }]);
    expect((await settle(o.id, { product_id: o.product, qty: 1, outcome: 'received' })).status).toBe(200);
    expect(await stockOf(o.product)).toBe(8);
    await invariantsHold();
  });

  it('delivered, then refunded (one unit, then the rest): every refunded unit waits, none is put on sale by the refund', async () => {
    const o = await order();
    await advance(o.id, 5);
    await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'one arrived broken', [{ lineId: await lineOf(o.id), qty: 1 }]);
    expect((await detail(o.id)).awaiting).toMatchObject([{ qty: 1 }]);
    await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'the customer returns the rest');
    expect((await detail(o.id)).awaiting).toMatchObject([{ qty: 3 }]);
    expect(await stockOf(o.product)).toBe(7);
    expect((await settle(o.id, { product_id: o.product, qty: 3, outcome: 'received' })).status).toBe(200);
    expect(await stockOf(o.product)).toBe(10);
    await invariantsHold();
  });

  it('a pay-on-delivery parcel refused at the door waits to come back; one cancelled before collection does not', async () => {
    const refused = await order(true);
    await advance(refused.id, 3);
    await cancelOrder(t.ctx, 'en', refused.id, { kind: 'staff', id: adminId }, 'refused at the door');
    expect(await stockOf(refused.product)).toBe(7);
    expect((await detail(refused.id)).awaiting).toMatchObject([{ qty: 3 }]);

    const early = await order(true);
    await cancelOrder(t.ctx, 'en', early.id, { kind: 'staff', id: adminId }, 'customer called');
    expect(await stockOf(early.product)).toBe(10);
    expect((await detail(early.id)).awaiting).toEqual([]);
    await invariantsHold();
  });

  it('two staff recording the same units at once: one is recorded, the other refused; the stock moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await order();
      await advance(o.id, 5);
      await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'returned in full');
      const answers = await Promise.all([
        settle(o.id, { product_id: o.product, qty: 3, outcome: 'received' }),
        settle(o.id, { product_id: o.product, qty: 3, outcome: round === 1 ? 'kept' : 'received' }),
        settle(o.id, { product_id: o.product, qty: 2, outcome: 'received' }),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      // what was recorded is exactly what is no longer waiting, and the stock moved for the received ones only
      const { awaiting, done } = await detail(o.id);
      const said = done.reduce((n, r) => n + r.qty, 0);
      expect(said + (awaiting[0]?.qty ?? 0)).toBe(3);
      const received = done.filter((r) => r.outcome === 'received').reduce((n, r) => n + r.qty, 0);
      expect(await stockOf(o.product)).toBe(7 + received);
      await invariantsHold();
    }
  });

  it('the courier collects the parcel while the carrier is down for the cancel: its units come off sale again and wait', async () => {
    const o = await order();
    const carrier = t.ctx.carrier;
    t.ctx.carrier = { ...carrier, cancelShipment: () => Promise.reject(new Error('carrier down')) };
    try {
      await refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'customer changed their mind');
    } finally {
      t.ctx.carrier = carrier;
    }
    // the store still has the parcel, as far as it knows: back on sale
    expect(await stockOf(o.product)).toBe(10);
    await advance(o.id, 1); // … but the courier collects it meanwhile
    await cancelDueShipments(t.ctx);
    expect(await stockOf(o.product)).toBe(7);
    expect((await detail(o.id)).awaiting).toMatchObject([{ qty: 3 }]);
    // recorded once: asked again, nothing moves twice
    await cancelShipment(t.ctx, o.id);
    expect(await stockOf(o.product)).toBe(7);
    await invariantsHold();

    // a unit refunded before, while the parcel was still in the store, was taken out of it: only the
    // units of the refund the carrier could not cancel for come off sale
    const earlier = await order();
    await refundOrder(t.ctx, 'en', earlier.id, adminId, 'wallet', 'one out of stock', [
      { lineId: await lineOf(earlier.id), qty: 1 },
    ]);
    expect(await stockOf(earlier.product)).toBe(8);
    t.ctx.carrier = { ...carrier, cancelShipment: () => Promise.reject(new Error('carrier down')) };
    try {
      await refundOrder(t.ctx, 'en', earlier.id, adminId, 'wallet', 'customer changed their mind');
    } finally {
      t.ctx.carrier = carrier;
    }
    expect(await stockOf(earlier.product)).toBe(10);
    await advance(earlier.id, 1);
    await cancelDueShipments(t.ctx);
    expect(await stockOf(earlier.product)).toBe(8);
    expect((await detail(earlier.id)).awaiting).toMatchObject([{ qty: 2 }]);

    // a unit sold again meanwhile cannot be taken back: the parcel's unit will ship that sale
    const sold = await order();
    t.ctx.carrier = { ...carrier, cancelShipment: () => Promise.reject(new Error('carrier down')) };
    try {
      await refundOrder(t.ctx, 'en', sold.id, adminId, 'wallet', 'customer changed their mind');
    } finally {
      t.ctx.carrier = carrier;
    }
    await t.ctx.db.execute(sql`update products set stock = 1 where id = ${sold.product}`);
    await advance(sold.id, 1);
    await cancelDueShipments(t.ctx);
    expect(await stockOf(sold.product)).toBe(0);
    expect((await detail(sold.id)).awaiting).toMatchObject([{ qty: 1 }]);
    await invariantsHold();
  });

  it('a refund and the courier’s "collected" at the same moment: either the shipment is cancelled and the units on sale, or they wait', async () => {
    for (let round = 0; round < 4; round++) {
      const o = await order();
      const tracking = await trackingOf(o.id);
      const [refund, collect] = await Promise.allSettled([
        refundOrder(t.ctx, 'en', o.id, adminId, 'wallet', 'race'),
        // the courier a little later each round: at once, then after the refund has begun, then after it is done
        new Promise((done) => setTimeout(done, [0, 5, 20, 80][round])).then(() => advanceShipment(t.ctx, 'en', tracking)),
      ]);
      expect(refund.status).toBe('fulfilled');
      await cancelDueShipments(t.ctx);
      const shipment = rowsOf<{ cancelled: boolean; refused: boolean }>(
        await t.ctx.db.execute(sql`select cancelled_at is not null as cancelled, cancel_refused_at is not null as refused
          from shipments where order_id = ${o.id}`),
      )[0]!;
      const waiting = (await detail(o.id)).awaiting.reduce((n, r) => n + r.qty, 0);
      const stock = await stockOf(o.product);
      if (shipment.cancelled) {
        // the carrier cancelled it before the courier came: the collect was refused, the units are on sale
        expect(collect.status).toBe('rejected');
        expect({ stock, waiting }).toEqual({ stock: 10, waiting: 0 });
      } else {
        expect(shipment.refused).toBe(true);
        expect({ stock, waiting }).toEqual({ stock: 7, waiting: 3 });
      }
      await invariantsHold();
    }
  });

  it('bad input is answered in the request’s language, never a 500', async () => {
    const o = await order();
    const said: string[] = [];
    for (const payload of [
      {},
      { product_id: o.product, qty: 0, outcome: 'received' },
      { product_id: o.product, qty: 1, outcome: 'lost' },
    ]) {
      const res = await settle(o.id, payload, admin, 'ar');
      expect(res.status).toBe(400);
      said.push(res.body.message);
    }
    expect(said).toEqual([
      'حقل المنتج مطلوب.',
      'حقل الكمية يجب ألا يقل عن 1.',
      'حقل ما آلت إليه يجب أن يكون إحدى القيم: received, kept.',
    ]);
    // nothing of that product is waiting on this order
    expect((await settle(o.id, { product_id: o.product, qty: 1, outcome: 'received' })).status).toBe(409);
    expect((await settle(999_999, { product_id: o.product, qty: 1, outcome: 'received' })).status).toBe(404);
  });
});
