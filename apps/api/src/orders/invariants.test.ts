// The invariant checks (invariants.ts) hold on the seeded store, and name what a corruption breaks:
// so the crash test and `npm run check:invariants` can fail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { checkInvariants } from './invariants.ts';
import { orderCalls } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = async () => (await checkInvariants(t.ctx.db)).map((v) => v.check);

describe('checkInvariants', () => {
  it('finds nothing wrong in the demo store, and names each corruption', async () => {
    expect(await names()).toEqual([]);
    const f = await cartFixture(t.ctx.db);
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
      values (${user.id}, 'credit', 5000, 'Top-up', 'شحن')`);
    const product = await f.product({ price: 30_00, stock: 3 });
    const res = await orderCalls(() => t).place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product });
    expect(res.status).toBe(200);
    expect(await names()).toEqual([]);

    // a second debit for the same order, and a paid order put back to 'pending'
    await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, order_id)
      values (${user.id}, 'debit', 100, 'again', 'again', ${res.body.data.order_id})`);
    await t.ctx.db.execute(sql`update orders set status = 'pending' where id = ${res.body.data.order_id}`);
    // and the store-pickup order handed to a courier
    await t.ctx.db.execute(sql`insert into shipments (order_id, carrier, tracking_number)
      values (${res.body.data.order_id}, 'sandbox', 'SBX-PICKUP-WRONG')`);
    expect(await names()).toEqual([
      'payment and order statuses agree',
      'an order’s wallet amount is debited once, and credited back once if it was cancelled or refunded',
      'a store-pickup order is never sent by courier',
      'every order moved only through the state machine (its timeline ends where it is)',
    ]);
  });
});
