// The server cart (spec §7 cart calls): adding, setting, removing, reading with corrections,
// buy now, the batch upload of a guest cart, the points fields, and every bad input of the
// issue, in English and Arabic. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import { cartCalls, cartTestApp, givePoints, type CartFixture } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

async function shopper(): Promise<{ user: TestUser; cart: ReturnType<typeof cartCalls> }> {
  const user = await createUser(t.ctx.db);
  return { user, cart: cartCalls(t, user.headers) };
}

describe('adding, setting and removing lines', () => {
  it('adds a product and a card, sums repeated adds, sets with update and removes', async () => {
    const { cart } = await shopper();
    const productId = await f.product({ price: 1_250_00, priceAfterDiscount: 1_000_00, stock: 10 });
    const cardId = await f.card({ price: 500_00 });

    const first = await cart.add('products', productId, { qty: 2, type: 'add' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, message: 'Added to cart', data: { qty: 2, count: 1 } });
    expect((await cart.add('products', productId, { qty: 1, type: 'add' })).body.data.qty).toBe(3);
    expect((await cart.add('cards', cardId, { qty: 4 })).body.data).toEqual({ qty: 4, count: 2 });

    const read = await cart.get();
    expect(read.body.data.products).toEqual([
      expect.objectContaining({
        id: productId,
        qty: 3,
        price: 1250,
        price_after_discount: 1000,
        total_price: 3000,
        product_type: 1,
      }),
    ]);
    expect(read.body.data.cards).toEqual([expect.objectContaining({ id: cardId, qty: 4, total_price: 2000, product_type: 2 })]);
    expect(read.body.data.total).toBe(5000);
    expect(read.body.data.is_cart_updated).toBe(false);

    const set = await cart.add('products', productId, { qty: 1, type: 'update' });
    expect(set.body).toMatchObject({ message: 'Cart updated', data: { qty: 1 } });
    const removed = await cart.remove('cards', cardId);
    expect(removed.body).toMatchObject({ status: true, message: 'Removed from cart', data: { count: 1 } });
    const after = await cart.get();
    expect(after.body.data.cards).toEqual([]);
    expect(after.body.data.total).toBe(1000);
  });

  it('keeps each shopper’s cart to themselves', async () => {
    const a = await shopper();
    const b = await shopper();
    const id = await f.product();
    await a.cart.add('products', id, { qty: 1 });
    expect((await b.cart.get()).body.data.products).toEqual([]);
    await b.cart.remove('products', id);
    expect((await a.cart.get()).body.data.products).toHaveLength(1);
  });

  it('asks guests to sign in', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/cart' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, code: 'unauthenticated' });
  });
});

describe('stock rules (spec §4/§5) with stable codes and both languages', () => {
  it('refuses more than the stock, more than is left, and unavailable items', async () => {
    const { cart } = await shopper();
    const id = await f.product({ stockType: 1, stock: 5 });
    const over = await cart.add('products', id, { qty: 6 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ status: false, code: 'quantity_unavailable', errors: ['This quantity is not available'] });
    const overAr = await cart.add('products', id, { qty: 6 }, 'ar');
    expect(overAr.body.errors).toEqual(['نفذت الكمية']);

    expect((await cart.add('products', id, { qty: 3 })).status).toBe(200);
    const more = await cart.add('products', id, { qty: 3 });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'cannot_add_more', errors: ['Cannot add more, stock is not available'] });
    expect((await cart.add('products', id, { qty: 5, type: 'update' })).body.data.qty).toBe(5);
    expect((await cart.add('products', id, { qty: 6, type: 'update' })).body).toMatchObject({ code: 'quantity_unavailable' });

    const gone = await f.product({ stockType: 2 });
    const na = await cart.add('products', gone, { qty: 1 }, 'ar');
    expect(na.status).toBe(409);
    expect(na.body).toMatchObject({ code: 'not_available', errors: ['هذا المنتج غير متاح الآن'] });
    const empty = await f.product({ stockType: 1, stock: 0 });
    expect((await cart.add('products', empty, { qty: 1 })).body).toMatchObject({ code: 'quantity_unavailable' });
    expect((await cart.get()).body.data.products.map((p) => p.id)).toEqual([id]);
  });

  it('never limits items whose stock is not managed (type 0) below the line cap', async () => {
    const { cart } = await shopper();
    const id = await f.card({ stockType: 0, stock: 0 });
    expect((await cart.add('cards', id, { qty: 999 })).body.data.qty).toBe(999);
    expect((await cart.add('cards', id, { qty: 1 })).body).toMatchObject({ code: 'cannot_add_more' });
  });
});

describe('bad input', () => {
  it('answers a clear 400 for each bad quantity and type, and writes nothing', async () => {
    const { user, cart } = await shopper();
    const id = await f.product({ stock: 50 });
    // an array, a boolean or null is no quantity, even when it would coerce to one (issue 23)
    for (const body of [
      { qty: 0 },
      { qty: -1 },
      { qty: 1.5 },
      { qty: 1e9 },
      { qty: 'abc' },
      {},
      { qty: null },
      { qty: [1] },
      { qty: ['1'] },
      { qty: true },
    ]) {
      const res = await cart.add('products', id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: false, code: 'invalid_input' });
      expect(res.body.errors[0], JSON.stringify(body)).toMatch(/Quantity must be a whole number from 1 to 999|required/);
    }
    const ar = await cart.add('products', id, { qty: 0 }, 'ar');
    expect(ar.body.errors).toEqual(['الكمية يجب أن تكون رقماً صحيحاً من 1 إلى 999.']);
    const badType = await cart.add('products', id, { qty: 1, type: 'replace' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toEqual(['Type must be add or update.']);
    const lines = rowsOf(await t.ctx.db.execute(sql`select 1 from cart_items where user_id = ${user.id}`));
    expect(lines).toHaveLength(0);
  });

  it('answers 404 for an unknown id, a card id on a product path and a hidden item', async () => {
    const { cart } = await shopper();
    expect((await cart.add('products', 2_000_000, { qty: 1 })).body).toMatchObject({
      code: 'not_found',
      errors: ['Product not found'],
    });
    const maxProduct = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select max(id)::int as n from products`))[0]!.n;
    let cardId = await f.card();
    while (cardId <= maxProduct) cardId = await f.card();
    const wrongPath = await cart.add('products', cardId, { qty: 1 }, 'ar');
    expect(wrongPath.status).toBe(404);
    expect(wrongPath.body.errors).toEqual(['المنتج غير موجود']);
    const hidden = await f.product({ active: false });
    expect((await cart.add('products', hidden, { qty: 1 })).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/products/abc/add-cart',
          headers: (await shopper()).user.headers,
          payload: { qty: 1 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('reading the cart corrects it against the catalogue', () => {
  it('lowers a quantity above the stock, records a new price and drops unavailable items, once', async () => {
    const { cart } = await shopper();
    const lowered = await f.product({ stock: 5, price: 100_00 });
    const repriced = await f.product({ stock: 5, price: 200_00 });
    const hidden = await f.product({ stock: 5 });
    const outOfStock = await f.product({ stock: 5 });
    for (const id of [lowered, repriced, hidden, outOfStock]) await cart.add('products', id, { qty: 4 });
    expect((await cart.get()).body.data.is_cart_updated).toBe(false);

    await t.ctx.db.execute(sql`update products set stock = 2 where id = ${lowered}`);
    await t.ctx.db.execute(sql`update products set price_after_discount = 15000 where id = ${repriced}`);
    await t.ctx.db.execute(sql`update products set active = false where id = ${hidden}`);
    await t.ctx.db.execute(sql`update products set stock = 0 where id = ${outOfStock}`);

    const read = await cart.get();
    expect(read.body.data.is_cart_updated).toBe(true);
    expect(read.body.data.products.map((p) => [p.id, p.qty, p.total_price])).toEqual([
      [lowered, 2, 200],
      [repriced, 4, 600],
    ]);
    expect(read.body.data.total).toBe(800);
    const again = await cart.get();
    expect(again.body.data.is_cart_updated).toBe(false);
    expect(again.body.data.products).toHaveLength(2);
  });
});

describe('buy now (GET users/cart?is_buy_now=1)', () => {
  it('prices the one item alone and leaves the saved cart as it is', async () => {
    const { cart } = await shopper();
    const inCart = await f.product();
    await cart.add('products', inCart, { qty: 1 });
    const card = await f.card({ price: 250_00 });
    const res = await cart.get(`is_buy_now=1&card_id=${card}&qty=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([]);
    expect(res.body.data.cards).toEqual([expect.objectContaining({ id: card, qty: 2, total_price: 500 })]);
    expect(res.body.data.total).toBe(500);
    expect((await cart.get()).body.data.products.map((p) => p.id)).toEqual([inCart]);
  });

  it('refuses an item out of stock, an unknown item and a missing or doubled id', async () => {
    const { cart } = await shopper();
    const few = await f.product({ stock: 1 });
    expect((await cart.get(`is_buy_now=1&product_id=${few}&qty=2`)).body).toMatchObject({ code: 'quantity_unavailable' });
    expect((await cart.get(`is_buy_now=1&product_id=2000000&qty=1`)).status).toBe(404);
    expect((await cart.get('is_buy_now=1&qty=1')).body.errors).toEqual(['Buy now needs exactly one product_id or card_id.']);
    expect((await cart.get(`is_buy_now=1&product_id=${few}&card_id=1`)).status).toBe(400);
  });
});

describe('add-multiple-items (the guest cart after sign-in)', () => {
  it('adds to existing lines, lowers to the stock, skips what cannot be sold', async () => {
    const { cart } = await shopper();
    const a = await f.product({ stock: 10 });
    const b = await f.product({ stock: 3 });
    const gone = await f.product({ stockType: 2 });
    const c = await f.card();
    await cart.add('products', a, { qty: 2 });
    const res = await cart.addMany({
      items: [
        { id: a, qty: 3, type: 'product' },
        { id: b, qty: 5, type: 'product' },
        { id: gone, qty: 1, type: 'product' },
        { id: c, qty: 1, type: 'card' },
        { id: c, qty: 1, type: 'card' },
        { id: 2_000_000, qty: 1, type: 'card' },
      ],
      platform: 'web',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      added: [
        { id: a, type: 'product', qty: 5 },
        { id: c, type: 'card', qty: 2 },
      ],
      adjusted: [{ id: b, type: 'product', qty: 3 }],
      skipped: [
        { id: gone, type: 'product' },
        { id: 2_000_000, type: 'card' },
      ],
      repriced: [],
      count: 3,
    });
    expect(res.body.message).toMatch(/lowered/);
  });

  it('refuses a batch of which nothing can be added, and bad batches', async () => {
    const { cart } = await shopper();
    const gone = await f.product({ stockType: 2 });
    const none = await cart.addMany({ items: [{ id: gone, qty: 1, type: 'product' }], platform: 'web' }, 'ar');
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'not_available', errors: ['لا يمكن إضافة أي من هذه المنتجات إلى السلة الآن.'] });
    for (const body of [
      { items: [] },
      { items: 'x' },
      { items: [{ id: 1, qty: 0, type: 'product' }] },
      { items: [{ id: 1, qty: 1, type: 'bundle' }] },
      { items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, qty: 1, type: 'product' })) },
      { items: [{ id: 1, qty: 1, type: 'product' }], platform: 'fax' },
      { items: [{ id: 1, qty: 1, type: 'product', price: -1 }] },
      { items: [{ id: 1, qty: 1, type: 'product', price: '100' }] },
      { items: [{ id: 1, qty: 1, type: 'product', price: 1e12 }] },
    ]) {
      const res = await cart.addMany(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
  });
});

describe('add-multiple-items with the prices the guest saw', () => {
  it('says which items cost something else now, and the cart then shows it changed once', async () => {
    const { cart } = await shopper();
    const same = await f.product({ price: 300_00, stock: 10 });
    const dearer = await f.product({ price: 450_00, stock: 10 });
    const c = await f.card({ price: 200_00 });
    // the guest added them at 300, 400 and 250 EGP; staff have raised one product and lowered the card since
    const res = await cart.addMany(
      {
        items: [
          { id: same, qty: 1, type: 'product', price: 300 },
          { id: dearer, qty: 1, type: 'product', price: 400 },
          { id: c, qty: 1, type: 'card', price: 250 },
        ],
        platform: 'web',
      },
      'ar',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.repriced).toEqual([
      { id: dearer, type: 'product' },
      { id: c, type: 'card' },
    ]);
    expect(res.body.message).toBe(
      'تمت إضافة المنتجات إلى السلة. تغيّرت أسعار بعض المنتجات منذ أضفتها: من فضلك راجع سلتك قبل الدفع.',
    );
    // the cart page's notice, once; the lines at today's prices
    const first = (await cart.get()).body.data;
    expect(first.is_cart_updated).toBe(true);
    expect(first.products.map((l) => [l.id, l.total_price])).toEqual(
      expect.arrayContaining([
        [same, 300],
        [dearer, 450],
      ]),
    );
    expect((await cart.get()).body.data.is_cart_updated).toBe(false);
  });

  it('says nothing of prices when they are the ones the guest saw, or were not sent', async () => {
    const { cart } = await shopper();
    const a = await f.product({ price: 300_00, stock: 10 });
    const b = await f.product({ price: 99_50, stock: 10 });
    const res = await cart.addMany({
      items: [
        { id: a, qty: 1, type: 'product', price: 300 },
        { id: b, qty: 1, type: 'product' },
      ],
      platform: 'web',
    });
    expect(res.body.data.repriced).toEqual([]);
    expect(res.body.message).toBe('Items added to cart');
    expect((await cart.get()).body.data.is_cart_updated).toBe(false);
  });
});

describe('points fields (computed from the ledger and the cart total)', () => {
  it('offers what the customer has, within the share of the total, in whole steps', async () => {
    const { user, cart } = await shopper();
    const id = await f.product({ price: 500_00, stock: 10 });
    await cart.add('products', id, { qty: 1 });
    const none = (await cart.get()).body.data;
    expect(none).toMatchObject({ current_points: 0, max_redeemable_points: 0, usable_points: 0 });
    expect(none).toMatchObject({ tier_increment: 50, min_points_to_use: 100, monetary_value_per_point: 0.1 });

    await givePoints(t.ctx.db, user.id, 1_030);
    // 500 EGP × 50 % = 250 EGP = 2,500 points at 0.10 EGP; the customer has 1,030 → 1,000 in steps of 50
    expect((await cart.get()).body.data).toMatchObject({
      current_points: 1_030,
      max_redeemable_points: 1_000,
      usable_points: 1_000,
    });
    await cart.add('products', id, { qty: 1, type: 'update' });
    await t.ctx.db.execute(sql`update products set price = 1000 where id = ${id}`);
    // 10 EGP × 50 % = 5 EGP = 50 points: below the minimum of 100, so none usable
    expect((await cart.get()).body.data).toMatchObject({ max_redeemable_points: 50, usable_points: 0 });
  });
});
