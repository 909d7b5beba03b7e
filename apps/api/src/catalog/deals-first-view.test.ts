// The deals row's first view (GET /products/deals/first-view, issue 24): the server's home render
// asks it instead of the forty deals of GET /products/deals, and hands the browser what it answers.
// The browser's hand-over used to be cut from the whole answer (dealsFirstView, packages/shared):
// for every number of tiles, with few deals of a kind and with more than a row holds, in both
// languages, the lean call must answer that cut, text for text.
import { DEALS_LIMIT, dealsFirstView, type DealsFirstViewAnswer, type ItemsAnswer } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { firstCountryId, insertCard, insertCategory, insertProduct } from './test-factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string, lang: string) => {
  const res = await t.call<T>({ method: 'GET', url, headers: { lang } });
  expect(res.status).toBe(200);
  return res.body.data;
};

async function expectTheCut(tilesToTry: number[]) {
  for (const lang of ['en', 'ar']) {
    const whole = await get<ItemsAnswer>('/api/products/deals', lang);
    for (const tiles of tilesToTry) {
      const lean = await get<DealsFirstViewAnswer>(`/api/products/deals/first-view?limit=${tiles}`, lang);
      expect(JSON.stringify(lean), `${tiles} tiles, ${lang}`).toBe(JSON.stringify(dealsFirstView(tiles)(whole)));
    }
  }
}

describe('GET /api/products/deals/first-view', () => {
  it('answers the first tiles of the deals and the row’s count, as the whole answer cut gives them', async () => {
    const db = t.ctx.db;
    const leaf = await insertCategory(db, { parentId: 2, nameEn: 'First View Leaf' });
    const digital = await insertCategory(db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'First View Cards' });
    const us = await firstCountryId(db, 'US');
    // only this test's deals: the demo store's are no deals here
    await db.execute(sql`update products set is_deal = false, price_after_discount = null`);
    await db.execute(sql`update cards set is_deal = false, price_after_discount = null`);
    // a few deals of each kind, newest last: flagged, discounted, and one hidden
    for (let i = 0; i < 3; i++) await insertProduct(db, { categoryId: leaf, nameEn: `Deal ${i}`, isDeal: true });
    await insertProduct(db, { categoryId: leaf, nameEn: 'Cut price', price: 100_00, priceAfterDiscount: 80_00 });
    await insertProduct(db, { categoryId: leaf, nameEn: 'Hidden deal', isDeal: true, active: false });
    for (let i = 0; i < 4; i++)
      await insertCard(db, { categoryId: digital, countryId: us, nameEn: `Card deal ${i}`, isDeal: true });
    await expectTheCut([1, 2, 4, 6, 7, 8, 9, 13, DEALS_LIMIT]);
    const few = await get<DealsFirstViewAnswer>('/api/products/deals/first-view?limit=6', 'ar');
    expect(few.products).toHaveLength(4);
    expect(few.cards.map((c) => c.id)).toHaveLength(2);
    expect(few.first_view_of).toBe(8);
    expect((await get<DealsFirstViewAnswer>('/api/products/deals/first-view?limit=8', 'en')).first_view_of).toBeUndefined();

    // more deals of a kind than the row holds: the count stops at the row's DEALS_LIMIT a kind
    for (let i = 0; i < DEALS_LIMIT + 2; i++) await insertProduct(db, { categoryId: leaf, nameEn: `More ${i}`, isDeal: true });
    await expectTheCut([1, 6, DEALS_LIMIT]);
    const whole = await get<ItemsAnswer>('/api/products/deals', 'en');
    const first = await get<DealsFirstViewAnswer>('/api/products/deals/first-view?limit=6', 'en');
    expect(first.products.map((p) => p.name)).toEqual(['More 21', 'More 20', 'More 19', 'More 18', 'More 17', 'More 16']);
    expect(first.cards).toEqual([]);
    expect(first.first_view_of).toBe(DEALS_LIMIT + whole.cards.length);
  });

  it('refuses a bad number of tiles in the request’s language', async () => {
    const zero = await t.call({ method: 'GET', url: '/api/products/deals/first-view?limit=0' });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual(['Limit must be at least 1.']);
    const word = await t.call({ method: 'GET', url: '/api/products/deals/first-view?limit=abc', headers: { lang: 'ar' } });
    expect(word.status).toBe(400);
    expect(word.body.errors).toEqual(['حقل الحد يجب أن يكون رقماً.']);
  });
});
