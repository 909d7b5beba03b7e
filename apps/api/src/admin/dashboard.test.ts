// The dashboard (issue 26): a paid order is in today's sales; an order the code supplier could not
// fill waits on hold and is counted among the orders needing attention (the tile links to the
// orders list's ?attention=on_hold); a card at its low-stock threshold is listed; support may read it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { SupplierUnavailableError } from '../integrations/code-supplier/index.ts';
import { rowsOf } from '../db/client.ts';
import { refundOrder } from '../orders/commands.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';
import { staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } }));
});
afterAll(() => t?.close());
const { place, press, addCodes } = orderCalls(() => t);

interface Dash {
  today: { sales: number; orders: number };
  week: { sales: number; orders: number };
  needs_attention: number;
  orders_by_status: { status: string; count: number }[];
  low_stock_cards: { id: number; available: number; threshold: number }[];
}
const dashboard = async (lang = 'en') =>
  (
    await t.call<Dash>({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}`, lang },
    })
  ).body.data;

describe('the dashboard', () => {
  it('counts a paid order in today’s sales and a held order among those needing attention', async () => {
    const before = await dashboard();
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 0, price: 75_00 });
    const real = t.ctx.codeSupplier;
    t.ctx.codeSupplier = { name: 'down', issue: () => Promise.reject(new SupplierUnavailableError('empty')) };
    try {
      const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 });
      await press(res.body.data.payment_link!, 'paid');
    } finally {
      t.ctx.codeSupplier = real;
    }
    const after = await dashboard();
    expect(after.needs_attention).toBe(before.needs_attention + 1);
    expect(after.orders_by_status.find((s) => s.status === 'on-hold')?.count).toBe(after.needs_attention);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.sales).toBeGreaterThanOrEqual(before.today.sales + 75_00);
    expect(after.week.sales).toBeGreaterThanOrEqual(after.today.sales);
  });

  it('takes a refund off the sales of the day it was made (net sales)', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 80_00 });
    await addCodes(card, 2);
    const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 2 });
    const before = await dashboard();
    await press(res.body.data.payment_link!, 'paid');
    const paid = await dashboard();
    const total = paid.today.sales - before.today.sales;
    expect(total).toBeGreaterThanOrEqual(160_00);
    const staff = await createUser(t.ctx.db);
    const [line] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from order_lines where order_id = ${res.body.data.order_id}`),
    );
    await refundOrder(t.ctx, 'en', res.body.data.order_id, staff.id, 'wallet', 'one code', [{ lineId: line!.id, qty: 1 }]);
    const [first] = rowsOf<{ amount: number }>(
      await t.ctx.db.execute(sql`select amount from order_refunds where order_id = ${res.body.data.order_id}`),
    );
    expect(first!.amount).toBe(80_00);
    const part = await dashboard();
    expect(part.today.sales).toBe(paid.today.sales - 80_00);
    expect(part.week.sales).toBe(paid.week.sales - 80_00);
    await refundOrder(t.ctx, 'en', res.body.data.order_id, staff.id, 'wallet', 'the rest');
    expect((await dashboard()).today.sales).toBe(before.today.sales);
  });

  it('lists a card whose available codes are at its low-stock threshold', async () => {
    const card = await f.card({ stockType: 1, stock: 0 });
    const listed = (await dashboard()).low_stock_cards.find((c) => c.id === card);
    expect(listed).toMatchObject({ available: 0 });
  });
});
