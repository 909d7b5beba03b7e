// An order that no longer goes out (cancelled, refunded, or every hardware unit refunded) has its
// shipment cancelled with the carrier while the courier has not collected it: the shipment gets a
// 'Shipment Cancelled' update that the customer's tracking shows, and the sandbox carrier can no
// longer be advanced. A parcel already collected goes on (the carrier is not asked); a carrier
// that is down is asked again by the cancel-shipments job; one that refuses is not asked again.
import { carrierStatusLabel, SHIPMENT_CANCELLED_TEXT, SYSTEM } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { shipmentOf as backOfficeShipment } from '../admin/orders.queries.ts';
import { rowsOf } from '../db/client.ts';
import { advanceShipment, cancelOrder, refundOrder } from '../orders/commands.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';
import { cancelDueShipments } from './shipments.ts';

let t: TestApp;
let f: CartFixture;
let staff: TestUser;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  staff = await createUser(t.ctx.db);
});
afterAll(() => t.close());

const { place, press, addCodes } = orderCalls(() => t);
const invariantsHold = async () => expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

interface ShipmentRow {
  tracking_number: string;
  cancelled: boolean;
  refused: boolean;
  updates: string[];
}
async function shipmentOf(orderId: number): Promise<ShipmentRow> {
  return rowsOf<ShipmentRow>(
    await t.ctx.db.execute(sql`select s.tracking_number, s.cancelled_at is not null as cancelled,
        s.cancel_refused_at is not null as refused,
        array(select u.description from shipment_updates u where u.shipment_id = s.id order by u.id) as updates
      from shipments s where s.order_id = ${orderId}`),
  )[0]!;
}

/** The carrier's cancels, counted (the sandbox's own answer, or what a test makes it say). */
function countCancels(answer?: () => Promise<boolean>) {
  const carrier = t.ctx.carrier;
  const asked: string[] = [];
  t.ctx.carrier = {
    ...carrier,
    cancelShipment: async (tracking, now) => {
      asked.push(tracking);
      return answer ? answer() : carrier.cancelShipment(tracking, now);
    },
  };
  return { asked, restore: () => (t.ctx.carrier = carrier) };
}

async function codOrder(user: TestUser) {
  const product = await f.product({ price: 120_00, stock: 2 });
  const res = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
  expect(res.status).toBe(200);
  return res.body.data.order_id;
}

async function paidOrder(user: TestUser, o: { card?: boolean } = {}) {
  const product = await f.product({ price: 300_00, stock: 3 });
  await cartCalls(t, user.headers).add('products', product, { qty: 1 });
  if (o.card) {
    const card = await f.card({ stockType: 1, price: 100_00 });
    await addCodes(card, 1);
    await cartCalls(t, user.headers).add('cards', card, { qty: 1 });
  }
  const res = await place(user, { shipping_method: 2, payment_id: 1 });
  expect(res.status).toBe(200);
  await press(res.body.data.payment_link!, 'paid');
  return res.body.data.order_id;
}

describe('cancelling the shipment of an order that no longer goes out', () => {
  it("a pay-on-delivery order cancelled before collection: the carrier cancels it, the customer's tracking says so in en/ar", async () => {
    const user = await createUser(t.ctx.db);
    const id = await codOrder(user);
    const before = await shipmentOf(id);
    expect(before).toMatchObject({ cancelled: false, updates: ['Record Created'] });
    const cancels = countCancels();
    try {
      await cancelOrder(t.ctx, 'en', id, { kind: 'staff', id: staff.id }, 'customer called to cancel');
    } finally {
      cancels.restore();
    }
    expect(cancels.asked).toEqual([before.tracking_number]);
    expect(await shipmentOf(id)).toMatchObject({
      cancelled: true,
      refused: false,
      updates: ['Record Created', SHIPMENT_CANCELLED_TEXT],
    });
    for (const [lang, word] of [
      ['en', 'Shipment Cancelled'],
      ['ar', 'تم إلغاء الشحنة'],
    ] as const) {
      const detail = await t.call<{ tracking_data: { updates: { UpdateDescription: string }[] } }>({
        method: 'GET',
        url: `/api/users/orders/${id}`,
        headers: { ...user.headers, 'accept-language': lang },
      });
      const last = detail.body.data.tracking_data.updates.at(-1)!.UpdateDescription;
      expect(carrierStatusLabel(last, lang)).toBe(word);
    }
    // the sandbox carrier cannot move a cancelled shipment on, and the job does not ask again
    await expect(advanceShipment(t.ctx, 'en', before.tracking_number)).rejects.toMatchObject({ statusCode: 409 });
    const again = countCancels();
    try {
      await cancelDueShipments(t.ctx);
    } finally {
      again.restore();
    }
    expect(again.asked).not.toContain(before.tracking_number);
    await invariantsHold();
  });

  it('a paid order refunded whole before collection, and one whose every hardware unit was refunded', async () => {
    const user = await createUser(t.ctx.db);
    const whole = await paidOrder(user);
    await refundOrder(t.ctx, 'en', whole, staff.id, 'gateway', 'out of stock');
    expect(await shipmentOf(whole)).toMatchObject({ cancelled: true, updates: ['Record Created', SHIPMENT_CANCELLED_TEXT] });

    // the card stays sold; the hardware alone is refunded: nothing is left to ship
    const mixed = await paidOrder(user, { card: true });
    const [productLine] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from order_lines where order_id = ${mixed} and product_id is not null`),
    );
    const moved = await refundOrder(t.ctx, 'en', mixed, staff.id, 'wallet', 'mouse out of stock', [
      { lineId: productLine!.id, qty: 1 },
    ]);
    expect(moved.to).toBe('completed');
    expect(await shipmentOf(mixed)).toMatchObject({ cancelled: true });
    await invariantsHold();
  });

  it('a parcel the courier already collected goes on: the carrier is not asked, and the refund is made', async () => {
    const user = await createUser(t.ctx.db);
    const id = await paidOrder(user);
    const { tracking_number } = await shipmentOf(id);
    await advanceShipment(t.ctx, 'en', tracking_number); // Received at Origin Facility: collected
    const cancels = countCancels();
    try {
      const moved = await refundOrder(t.ctx, 'en', id, staff.id, 'gateway', 'customer returns it');
      expect(moved.to).toBe('refunded');
    } finally {
      cancels.restore();
    }
    expect(cancels.asked).toEqual([]);
    expect(await shipmentOf(id)).toMatchObject({ cancelled: false, refused: true });
    expect((await shipmentOf(id)).updates).not.toContain(SHIPMENT_CANCELLED_TEXT);
    // the back-office's order page tells staff to arrange the parcel's return
    expect(await backOfficeShipment(t.ctx.db, id)).toMatchObject({
      cancel_refused: true,
      last_update: 'Received at Origin Facility',
    });
    await invariantsHold();

    // a parcel delivered, then refunded: nothing is on its way, so nothing to arrange with the carrier
    const delivered = await paidOrder(user);
    const parcel = (await shipmentOf(delivered)).tracking_number;
    for (let i = 0; i < 5; i++) await advanceShipment(t.ctx, 'en', parcel);
    await refundOrder(t.ctx, 'en', delivered, staff.id, 'wallet', 'returned at the store');
    expect(await shipmentOf(delivered)).toMatchObject({ cancelled: false, refused: true });
    expect(await backOfficeShipment(t.ctx.db, delivered)).toMatchObject({ cancel_refused: false, last_update: 'Delivered' });
  });

  it('a carrier that is down does not stop the cancel; the job asks again. One that refuses is not asked again', async () => {
    const user = await createUser(t.ctx.db);
    const down = await codOrder(user);
    const failing = countCancels(() => Promise.reject(new Error('carrier down')));
    try {
      const moved = await cancelOrder(t.ctx, 'en', down, SYSTEM, 'refused on the phone');
      expect(moved.to).toBe('cancelled');
    } finally {
      failing.restore();
    }
    expect(await shipmentOf(down)).toMatchObject({ cancelled: false, refused: false });
    expect(await cancelDueShipments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await shipmentOf(down)).toMatchObject({ cancelled: true, updates: ['Record Created', SHIPMENT_CANCELLED_TEXT] });

    const refusedOrder = await codOrder(user);
    const refusing = countCancels(() => Promise.resolve(false));
    try {
      await cancelOrder(t.ctx, 'en', refusedOrder, SYSTEM, 'refused on the phone');
      await cancelDueShipments(t.ctx);
      expect(refusing.asked.filter((n) => n === refusing.asked[0])).toHaveLength(1);
    } finally {
      refusing.restore();
    }
    expect(await shipmentOf(refusedOrder)).toMatchObject({ cancelled: false, refused: true, updates: ['Record Created'] });
    await invariantsHold();
  });
});
