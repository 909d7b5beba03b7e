// A detail page reads its related items (or its denomination family) in the item's own statement,
// as a JSON column (items.queries.ts ItemQuery.related; issue 24's ninth step). These tests read
// each list both ways, on its own as before and inside the item's statement, and expect the same
// rows in the same order: every column a list row has (prices with and without a discount, a
// rating average with a fraction, the Build PC keys as jsonb, the wishlist heart, the country and
// platform of a card, the total) must come through JSON as postgres.js parses it from a row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { cardPage, productPage, type ItemQuery } from './items.queries.ts';
import { createUser, firstCountryId, insertCard, insertCategory, insertProduct, insertReview } from './test-factories.ts';
import { byId, familyOf, itemById, newestFirst, priceOrder, sameCategoryAs } from './where.queries.ts';

let t: TestApp;
let product: number;
let card: number;
let shopper: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const leaf = await insertCategory(db, { parentId: 2, nameEn: 'Related Leaf' });
  product = await insertProduct(db, { categoryId: leaf, nameEn: 'Related Main' });
  const reviewers = [await createUser(db, 'one.related@gmail.com'), await createUser(db, 'two.related@gmail.com')];
  shopper = reviewers[0]!.id;
  for (let i = 0; i < 11; i++) {
    const id = await insertProduct(db, {
      categoryId: leaf,
      nameEn: `Related Item ${i}`,
      nameAr: `منتج مشابه ${i}`,
      price: 1000_00 + i * 3,
      priceAfterDiscount: i % 3 === 0 ? 900_00 + i : undefined,
    });
    // two with the same creation time: the id breaks the tie, in both ways alike
    await db.execute(sql`update products set created_at = ${new Date(Date.UTC(2026, 0, 1 + (i === 4 ? 3 : i))).toISOString()}::timestamptz,
      compat = ${i % 2 === 0 ? JSON.stringify({ socket: 'AM5', watts: 65 + i }) : null}::jsonb where id = ${id}`);
    if (i < 3) {
      await insertReview(db, { userId: reviewers[0]!.id, productId: id, rating: 5, comment: 'a' });
      await insertReview(db, { userId: reviewers[1]!.id, productId: id, rating: 2 + i, comment: 'b' });
    }
    if (i === 5) await db.execute(sql`insert into favourites (user_id, product_id) values (${shopper}, ${id})`);
  }
  const sub = await insertCategory(db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'Related Cards' });
  const us = await firstCountryId(db, 'US');
  for (const amount of [10, 25, 50, 50, 100, 5]) {
    const id = await insertCard(db, {
      categoryId: sub,
      countryId: us,
      nameEn: `Related Card $${amount}`,
      shortName: `$${amount}`,
      price: amount * 50_00,
    });
    card ??= id;
    if (amount === 25) await insertReview(db, { userId: reviewers[1]!.id, cardId: id, rating: 4, comment: 'c' });
  }
});
afterAll(() => t.close());

const base = (userId: number | null, lang: 'en' | 'ar', page: number, perPage = 4): Omit<ItemQuery, 'where' | 'orderBy'> => ({
  limit: perPage,
  offset: (page - 1) * perPage,
  lang,
  userId,
});

const detail = (id: number, userId: number | null, lang: 'en' | 'ar'): ItemQuery => ({
  ...base(userId, lang, 1, 1),
  where: itemById(id),
  orderBy: byId,
  total: 'none',
  detail: true,
  parts: true,
});

describe('a detail page reads its list in its own statement', () => {
  for (const [userId, lang, page] of [
    [null, 'en', 1],
    [null, 'ar', 2],
    ['shopper', 'en', 2],
    [null, 'en', 3],
    [null, 'en', 9],
  ] as const) {
    it(`related products, ${lang}, page ${page}${userId ? ', signed in' : ''}: the same rows as read on their own`, async () => {
      const viewer = userId ? shopper : null;
      const query: ItemQuery = {
        ...base(viewer, lang, page),
        where: sameCategoryAs(product),
        orderBy: newestFirst,
        total: 'count',
      };
      const alone = await productPage(t.ctx.db, query);
      const together = await productPage(t.ctx.db, { ...detail(product, viewer, lang), related: { kind: 'product', query } });
      expect(together.rows).toHaveLength(1);
      expect(together.rows[0]).not.toHaveProperty('related');
      expect(together.related).toEqual(alone);
      // the fixture's lists are not trivial: ratings with a fraction, discounts, jsonb, a heart
      if (page === 1) expect(alone.rows.map((r) => r.id)).toHaveLength(4);
      if (page === 9) expect(alone).toEqual({ rows: [], total: 11 });
    });
  }

  it('the fixture has every kind of value the comparison must carry', async () => {
    const query: ItemQuery = {
      ...base(shopper, 'en', 1, 20),
      where: sameCategoryAs(product),
      orderBy: newestFirst,
      total: 'count',
    };
    const { rows } = await productPage(t.ctx.db, query);
    expect(rows.some((r) => r.avg_rating !== null && !Number.isInteger(r.avg_rating))).toBe(true);
    expect(rows.some((r) => r.price_after_discount !== null)).toBe(true);
    expect(rows.some((r) => r.compat !== null)).toBe(true);
    expect(rows.some((r) => r.is_fav)).toBe(true);
  });

  for (const page of [1, 2, 3]) {
    it(`the denomination family, page ${page}: the same cards as read on their own`, async () => {
      const query: ItemQuery = { ...base(null, 'ar', page, 2), where: familyOf(card), orderBy: priceOrder('desc_price') };
      const alone = await cardPage(t.ctx.db, query);
      const together = await cardPage(t.ctx.db, { ...detail(card, null, 'ar'), related: { kind: 'card', query } });
      expect(together.related).toEqual(alone);
      expect(alone.total).toBe(6);
    });
  }

  it('an unknown item reads no list', async () => {
    const query: ItemQuery = { ...base(null, 'en', 1), where: sameCategoryAs(987_654), orderBy: newestFirst, total: 'count' };
    const page = await productPage(t.ctx.db, { ...detail(987_654, null, 'en'), related: { kind: 'product', query } });
    expect(page).toEqual({ rows: [], total: 0 });
  });
});
