// The cart under concurrent requests (issue 13): parallel adds from several tabs end with one
// line per item holding the sum, and never more than the stock. Real parallelism on PostgreSQL
// (TEST_DATABASE_URL, pool of 5 connections); PGlite serialises the same requests.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import { cartCalls, cartTestApp, type CartFixture } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

async function lines(userId: number) {
  return rowsOf<{ product_id: number | null; card_id: number | null; qty: number }>(
    await t.ctx.db.execute(sql`select product_id, card_id, qty from cart_items where user_id = ${userId}`),
  );
}

describe('parallel adds', () => {
  it('50 parallel adds of an item with 20 in stock: 20 succeed, one line of 20', async () => {
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    const id = await f.product({ stockType: 1, stock: 20 });
    const results = await Promise.all(Array.from({ length: 50 }, () => cart.add('products', id, { qty: 1, type: 'add' })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(20);
    expect(refused.every((r) => r.status === 409 && (r.body as { code?: string }).code === 'cannot_add_more')).toBe(true);
    expect(await lines(user.id)).toEqual([{ product_id: id, card_id: null, qty: 20 }]);
  });

  it('two tabs adding the same item at once end with one line holding the sum', async () => {
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    const id = await f.card({ stockType: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cart.add('cards', id, { qty: (i % 2) + 1, type: 'add' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await lines(user.id)).toEqual([{ product_id: null, card_id: id, qty: 30 }]);
  });

  it('batch uploads racing single adds never pass the stock', async () => {
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    const id = await f.product({ stockType: 1, stock: 7 });
    await Promise.all([
      ...Array.from({ length: 10 }, () => cart.add('products', id, { qty: 1 })),
      ...Array.from({ length: 10 }, () => cart.addMany({ items: [{ id, qty: 2, type: 'product' }], platform: 'web' })),
    ]);
    const [line] = await lines(user.id);
    expect(line?.qty).toBe(7);
    expect(await lines(user.id)).toHaveLength(1);
  });

  it('parallel quantity updates leave a valid quantity within the stock', async () => {
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    const id = await f.product({ stockType: 1, stock: 5 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((qty) => cart.add('products', id, { qty, type: 'update' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const [line] = await lines(user.id);
    expect(line!.qty).toBeGreaterThanOrEqual(1);
    expect(line!.qty).toBeLessThanOrEqual(5);
  });
});
