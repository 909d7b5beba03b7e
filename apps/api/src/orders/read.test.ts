// Reading orders (spec §7 users/orders calls): the customer's list by status, 20 per page or the
// contact form's 20,000; the detail with lines and, once paid, the card codes decrypted for the
// owner only; another customer's order answers 404 exactly like a missing one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import type { TestApp } from '../test/harness.ts';

let t: TestApp;
let f: CartFixture;
let owner: TestUser;
let paidId: number;
let pendingId: number;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  owner = await createUser(t.ctx.db);
  const card = await f.card({ stockType: 1, price: 50_00 });
  for (const i of [1, 2]) {
    await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
      values (${card}, ${t.ctx.codes.encrypt(`PSN-AAAA-000${i}`)}, ${`read-test-${card}-${i}`}, ${`SN-${i}`})`);
  }
  await t.ctx.db.execute(sql`update cards set stock = 2 where id = ${card}`);
  await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
    values (${owner.id}, 'credit', 10000, 'Top-up', 'شحن')`);
  const place = (body: object) =>
    t.call<{ order_id: number }>({
      method: 'POST',
      url: '/api/users/orders',
      headers: owner.headers,
      payload: { full_name: 'Mona Adel', city: 'Cairo', street_address: '15 Abbas El Akkad', phone: '01012345678', ...body },
    });
  paidId = (await place({ shipping_method: 1, is_buy_now: 1, card_id: card, qty: 2 })).body.data.order_id;
  const product = await f.product({ price: 300_00, stock: 3 });
  pendingId = (await place({ shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 })).body.data.order_id;
});
afterAll(() => t.close());

const get = <T>(url: string, headers: Record<string, string>, lang = 'en') =>
  t.call<T>({ method: 'GET', url, headers: { ...headers, lang } });

interface Detail {
  status: string;
  name: string;
  cards: { qty: number; codes_list: { code: string; serial_number: string }[] }[];
  products: { codes_list: unknown[] }[];
  total_price: number;
  wallet_amount: number;
}

describe('GET users/orders/{id}', () => {
  it('shows the owner a paid card order with its codes decrypted', async () => {
    const res = await get<Detail>(`/api/users/orders/${paidId}`, owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'completed', total_price: 100, wallet_amount: 100 });
    expect(res.body.data.name).toMatch(/^GS-\d{6}-[0-9A-F]{6}$/);
    expect(res.body.data.cards[0]!.codes_list).toEqual([
      { code: 'PSN-AAAA-0001', serial_number: 'SN-1' },
      { code: 'PSN-AAAA-0002', serial_number: 'SN-2' },
    ]);
  });

  it('shows no codes before payment', async () => {
    const res = await get<Detail>(`/api/users/orders/${pendingId}`, owner.headers);
    expect(res.body.data.status).toBe('pending');
    expect(res.body.data.products[0]!.codes_list).toEqual([]);
  });

  it('answers 404 for another customer’s order, as for a missing one, and 400 for a bad id', async () => {
    const stranger = await createUser(t.ctx.db);
    const theirs = await get(`/api/users/orders/${paidId}`, stranger.headers, 'ar');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'not_found', errors: ['الطلب غير موجود'] });
    expect(JSON.stringify(theirs.body)).not.toContain('PSN-AAAA');
    expect((await get('/api/users/orders/99999999', owner.headers)).body.errors).toEqual(['Order not found']);
    expect((await get('/api/users/orders/abc', owner.headers)).status).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/users/orders/${paidId}` })).status).toBe(401);
  });
});

describe('GET users/orders/pagination', () => {
  it('lists the customer’s orders newest first, filtered by status, with totals', async () => {
    type Page = { orders: { id: number; status: string; payment: { name: string } | null }[]; total: number; last_page: number };
    const all = await get<Page>('/api/users/orders/pagination?status=all&per_page=20&page=1', owner.headers);
    expect(all.body.data.orders.map((o) => o.id)).toEqual([pendingId, paidId]);
    expect(all.body.data).toMatchObject({ total: 2, last_page: 1 });
    expect(all.body.data.orders[0]!.payment).toEqual({ name: 'Credit / Debit Card' });
    // an empty status is every order, as when it is left out (issue 23)
    const empty = await get<Page>('/api/users/orders/pagination?status=&per_page=20&page=1', owner.headers);
    expect(empty.status).toBe(200);
    expect(empty.body.data.orders.map((o) => o.id)).toEqual([pendingId, paidId]);
    const done = await get<Page>('/api/users/orders/pagination?status=completed', owner.headers);
    expect(done.body.data.orders.map((o) => o.id)).toEqual([paidId]);
    const paged = await get<Page>('/api/users/orders/pagination?per_page=1&page=2', owner.headers);
    expect(paged.body.data).toMatchObject({ total: 2, last_page: 2, orders: [{ id: paidId }] });
    const everything = await get<Page>('/api/users/orders/pagination?status=all&per_page=20000&page=1', owner.headers);
    expect(everything.body.data.orders).toHaveLength(2);
    expect((await get('/api/users/orders/pagination?status=lost', owner.headers)).body.errors).toEqual(['Unknown order status.']);
    const stranger = await createUser(t.ctx.db);
    expect((await get<Page>('/api/users/orders/pagination', stranger.headers)).body.data.orders).toEqual([]);
  });
});
