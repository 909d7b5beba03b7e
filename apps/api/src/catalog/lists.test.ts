// Item lists (spec §2 category pages, §7 /products/category, /cards/category, latest, deals,
// home): sorting by effective price, pagination totals, the in-stock filter, the whole branch
// of a category, and a constant number of queries whatever the page size.
import { formatDate, type CardListItem, type ProductListItem } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  countQueries,
  firstCountryId,
  insertCard,
  insertCategory,
  insertProduct,
  insertReview,
  createUser,
} from './test-factories.ts';

interface ProductList {
  products: ProductListItem[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
interface CardList extends Omit<ProductList, 'products'> {
  cards: CardListItem[];
}

let t: TestApp;
let branch: number;
let leafA: number;
let leafB: number;
let digital: number;
let us: number;
let eg: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  branch = await insertCategory(db, { parentId: 2, displayType: 1, nameEn: 'Test Branch' });
  leafA = await insertCategory(db, { parentId: branch, nameEn: 'Leaf A' });
  leafB = await insertCategory(db, { parentId: branch, nameEn: 'Leaf B' });
  // effective prices: cheap 100, discounted 150 (list 400), mid 200, managed-out 250, na 300, always 500
  ids.cheap = await insertProduct(db, { categoryId: leafA, nameEn: 'Cheap', price: 100_00, stockType: 1, stock: 3 });
  ids.discounted = await insertProduct(db, {
    categoryId: leafB,
    nameEn: 'Discounted',
    price: 400_00,
    priceAfterDiscount: 150_00,
    stockType: 1,
    stock: 1,
  });
  ids.mid = await insertProduct(db, { categoryId: leafA, nameEn: 'Mid', price: 200_00, stockType: 1, stock: 9 });
  ids.soldOut = await insertProduct(db, { categoryId: leafB, nameEn: 'Sold Out', price: 250_00, stockType: 1, stock: 0 });
  ids.unavailable = await insertProduct(db, { categoryId: leafA, nameEn: 'Unavailable', price: 300_00, stockType: 2, stock: 0 });
  ids.always = await insertProduct(db, { categoryId: leafB, nameEn: 'Always', price: 500_00, stockType: 0, stock: 0 });
  await insertProduct(db, { categoryId: leafA, nameEn: 'Hidden', price: 1_00, active: false });

  digital = await insertCategory(db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'Test Cards' });
  us = await firstCountryId(db, 'US');
  eg = await firstCountryId(db, 'EG');
  for (const [label, price, country] of [
    ['$10', 10, us],
    ['$50', 50, us],
    ['$25', 25, us],
    ['100 EGP', 5, eg],
  ] as const) {
    await insertCard(db, {
      categoryId: digital,
      countryId: country,
      nameEn: `Test Card ${label}`,
      shortName: label,
      price: price * 100,
    });
  }
});
afterAll(() => t.close());

const list = (url: string, headers: Record<string, string> = {}) => t.call<ProductList>({ method: 'GET', url, headers });
const names = (r: { body: { data: ProductList } }) => r.body.data.products.map((p) => p.name);

describe('GET /api/products/category', () => {
  it('lists the whole branch sorted by effective price (discounted when present), ascending by default', async () => {
    const res = await list(`/api/products/category?category_id=${branch}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Cheap', 'Discounted', 'Mid', 'Sold Out', 'Unavailable', 'Always']);
    expect(res.body.data).toMatchObject({ total: 6, current_page: 1, last_page: 1, per_page: 20 });
    const desc = await list(`/api/products/category?category_id=${branch}&sort_type=desc_price`);
    expect(names(desc)).toEqual(['Always', 'Unavailable', 'Sold Out', 'Mid', 'Discounted', 'Cheap']);
  });

  it('answers the list item shape with EGP prices and the stock fields', async () => {
    const res = await list(`/api/products/category?category_id=${leafB}`);
    const item = res.body.data.products.find((p) => p.id === ids.discounted)!;
    expect(item).toMatchObject({
      product_type: 1,
      price: 400,
      price_after_discount: 150,
      qty: 1,
      stock: 1,
      type: 1,
      isFav: false,
      reviews_avg_rating: 0,
      reviews_count: 0,
      sub_category: { id: leafB, name: 'Leaf B' },
      short_desc: 'Description of Discounted',
    });
    expect(item.main_image).toBe('/uploads/products/test.svg');
    // spec §9: the day as shoppers read it, and the instant beside it for programs
    expect(item.created_at).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(new Date(item.created_at_iso).toISOString()).toBe(item.created_at_iso);
    expect(formatDate(item.created_at_iso)).toBe(item.created_at);
  });

  it('keeps only purchasable items with instock=true (type 0, or type 1 with stock)', async () => {
    const res = await list(`/api/products/category?category_id=${branch}&instock=true`);
    expect(names(res)).toEqual(['Cheap', 'Discounted', 'Mid', 'Always']);
    expect(res.body.data.total).toBe(4);
  });

  it('pages with correct totals; a page past the end is empty with the same totals', async () => {
    const p2 = await list(`/api/products/category?category_id=${branch}&per_page=4&page=2`);
    expect(names(p2)).toEqual(['Unavailable', 'Always']);
    expect(p2.body.data).toMatchObject({ total: 6, current_page: 2, last_page: 2, per_page: 4 });
    const beyond = await list(`/api/products/category?category_id=${branch}&per_page=4&page=9`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toMatchObject({ products: [], total: 6, current_page: 9, last_page: 2 });
  });

  it('walks a branch page by page in either order, every item once, as one long list would show it', async () => {
    for (const sort of ['asc_price', 'desc_price']) {
      for (const instock of ['false', 'true']) {
        const query = `category_id=${branch}&sort_type=${sort}&instock=${instock}`;
        const whole = await list(`/api/products/category?${query}&per_page=100`);
        const walked: string[] = [];
        const lastPage = Math.ceil(whole.body.data.total / 2);
        for (let page = 1; page <= lastPage + 1; page++) {
          const res = await list(`/api/products/category?${query}&per_page=2&page=${page}`);
          expect(res.body.data).toMatchObject({ total: whole.body.data.total, last_page: lastPage });
          walked.push(...names(res));
        }
        expect(walked).toEqual(names(whole));
      }
    }
  });

  it('caps huge page sizes instead of refusing them', async () => {
    const res = await list(`/api/products/category?category_id=34&per_page=100000`);
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(100);
    expect(res.body.data.products.length).toBeLessThanOrEqual(100);
  });

  it('lists every PC component under 34 (descendants), never an inactive one', async () => {
    const res = await list(`/api/products/category?category_id=34&per_page=100`);
    expect(res.body.data.total).toBeGreaterThan(0);
    const subs = new Set(res.body.data.products.map((p) => p.sub_category.id));
    expect(subs.size).toBeGreaterThan(1);
    expect(names(res)).not.toContain('Hidden');
  });

  it('carries ratings and the signed-in user’s favourite flag', async () => {
    const user = await createUser(t.ctx.db);
    const other = await createUser(t.ctx.db);
    await insertReview(t.ctx.db, { userId: user.id, productId: ids.mid!, rating: 5 });
    await insertReview(t.ctx.db, { userId: other.id, productId: ids.mid!, rating: 4 });
    const liked = await t.call({ method: 'POST', url: `/api/products/${ids.mid}/liked`, headers: user.headers });
    expect(liked.body).toMatchObject({ status: true, message: 'Added to wishlist', data: { isFav: true } });
    const res = await list(`/api/products/category?category_id=${leafA}`, user.headers);
    const mid = res.body.data.products.find((p) => p.id === ids.mid)!;
    expect(mid).toMatchObject({ isFav: true, reviews_avg_rating: 4.5, reviews_count: 2 });
    expect(res.body.data.products.filter((p) => p.isFav)).toHaveLength(1);
    const guest = await list(`/api/products/category?category_id=${leafA}`);
    expect(guest.body.data.products.every((p) => !p.isFav)).toBe(true);
  });

  it('refuses bad input with a 4xx envelope and a message', async () => {
    const cases: Array<[string, number, string]> = [
      [`/api/products/category`, 400, 'Category is required.'],
      [`/api/products/category?category_id=x`, 400, 'Category must be a positive whole number.'],
      [`/api/products/category?category_id=${branch}&page=0`, 400, 'Page must be at least 1.'],
      [`/api/products/category?category_id=${branch}&page=-3`, 400, 'Page must be at least 1.'],
      [`/api/products/category?category_id=${branch}&page=abc`, 400, 'Page must be a number.'],
      [`/api/products/category?category_id=${branch}&per_page=0`, 400, 'Items per page must be at least 1.'],
      [`/api/products/category?category_id=${branch}&sort_type=cheapest`, 400, 'Sort must be one of: asc_price, desc_price.'],
      [`/api/products/category?category_id=${branch}&instock=maybe`, 400, 'In stock must be true or false.'],
      [`/api/products/category?category_id=888888`, 404, 'Category not found'],
    ];
    for (const [url, status, message] of cases) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url).toBe(status);
      expect(res.body.status, url).toBe(false);
      expect(res.body.errors, url).toContain(message);
    }
    const ar = await t.call({
      method: 'GET',
      url: `/api/products/category?category_id=${branch}&page=0`,
      headers: { lang: 'ar' },
    });
    expect(ar.body.errors[0]).toBe('حقل الصفحة يجب ألا يقل عن 1.');
  });

  it('runs the same number of queries for 5 items as for 60 (no N+1)', async () => {
    const user = await createUser(t.ctx.db);
    // on PostgreSQL the page is read on the generic-plan pool (generic-plans.test.ts): both count
    const counter = countQueries(t.ctx.db, t.ctx.database.generic);
    try {
      const sizes: Record<number, number> = {};
      for (const perPage of [5, 60]) {
        counter.reset();
        const res = await list(`/api/products/category?category_id=34&per_page=${perPage}`, user.headers);
        expect(res.body.data.products.length).toBe(Math.min(perPage, res.body.data.total));
        sizes[perPage] = counter.count;
      }
      expect(sizes[5]).toBe(sizes[60]);
      // one statement resolves the bearer token, one reads the page with ratings and favourites
      expect(sizes[60]).toBe(2);
      counter.reset();
      await t.call({ method: 'GET', url: '/api/cards/category?category_id=3&per_page=60' });
      expect(counter.count).toBe(1);
    } finally {
      counter.stop();
    }
  });
});

describe('GET /api/cards/category', () => {
  const cards = (url: string) => t.call<CardList>({ method: 'GET', url });

  it('sorts by price descending by default and filters by country', async () => {
    const all = await cards(`/api/cards/category?category_id=${digital}`);
    expect(all.body.data.cards.map((c) => c.short_name)).toEqual(['$50', '$25', '$10', '100 EGP']);
    const usOnly = await cards(`/api/cards/category?category_id=${digital}&country_id=${us}&sort_type=asc_price`);
    expect(usOnly.body.data.cards.map((c) => c.short_name)).toEqual(['$10', '$25', '$50']);
    expect(usOnly.body.data).toMatchObject({ total: 3, last_page: 1, current_page: 1 });
    const card = usOnly.body.data.cards[0]!;
    expect(card).toMatchObject({ product_type: 2, country: { id: us, flag: '/flags/US.svg' }, type: 0, price: 10 });
    expect(Object.keys(card)).toEqual(
      expect.arrayContaining(['img', 'platform', 'redeem_points', 'short_name', 'isFav', 'reviews_avg_rating']),
    );
  });

  it('lists cards of a whole digital branch and refuses bad ids', async () => {
    const branchList = await cards(`/api/cards/category?category_id=3&per_page=5`);
    expect(branchList.body.data.total).toBeGreaterThan(5);
    expect(branchList.body.data.last_page).toBe(Math.ceil(branchList.body.data.total / 5));
    const bad = await t.call({ method: 'GET', url: `/api/cards/category?category_id=${digital}&country_id=us` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Country must be a positive whole number.']);
    const unknown = await t.call({ method: 'GET', url: '/api/cards/category?category_id=123456' });
    expect(unknown.status).toBe(404);
    // a country the store does not have: 404 in the request's language, not an empty list
    const nowhere = await t.call({ method: 'GET', url: `/api/cards/category?category_id=${digital}&country_id=999999` });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors).toEqual(['Country not found']);
    const nowhereAr = await t.call({
      method: 'GET',
      url: `/api/cards/category?category_id=${digital}&country_id=999999`,
      headers: { lang: 'ar' },
    });
    expect(nowhereAr.body.errors).toEqual(['الدولة غير موجودة']);
    // a country the store has, without cards in this category: an empty list, as before
    const [quiet] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(
        sql`insert into countries (iso2, name_en, name_ar) values ('ZZ', 'Quiet Land', 'أرض هادئة') returning id`,
      ),
    );
    const none = await cards(`/api/cards/category?category_id=${digital}&country_id=${quiet!.id}`);
    expect(none.status).toBe(200);
    expect(none.body.data.total).toBe(0);
  });
});

describe('home carousels', () => {
  it('GET /api/products/latest gives the newest products and cards, limit each, capped at 20', async () => {
    const res = await t.call<{ products: ProductListItem[]; cards: CardListItem[] }>({
      method: 'GET',
      url: '/api/products/latest?limit=7',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.products).toHaveLength(7);
    expect(res.body.data.cards).toHaveLength(7);
    const dates = res.body.data.products.map((p) => Date.parse(p.created_at_iso));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // the test's products are the newest ones
    expect(res.body.data.products.map((p) => p.name)).toContain('Always');
    const capped = await t.call<{ products: unknown[] }>({ method: 'GET', url: '/api/products/latest?limit=500' });
    expect(capped.body.data.products.length).toBeLessThanOrEqual(20);
    expect((await t.call({ method: 'GET', url: '/api/products/latest?limit=0' })).status).toBe(400);
  });

  it('GET /api/products/deals gives flagged or discounted items only', async () => {
    const res = await t.call<{ products: ProductListItem[]; cards: CardListItem[] }>({
      method: 'GET',
      url: '/api/products/deals',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.products.map((p) => p.name)).toContain('Discounted');
    expect(res.body.data.products.map((p) => p.name)).not.toContain('Mid');
    expect(res.body.data.products.length).toBeLessThanOrEqual(20);
    expect(res.body.data.cards.length).toBeLessThanOrEqual(20);
  });

  it('GET /api/products/home pages the latest cards (Latest Games)', async () => {
    const p1 = await t.call<CardList>({ method: 'GET', url: '/api/products/home?per_page=10&page=1' });
    expect(p1.status).toBe(200);
    expect(p1.body.data.cards).toHaveLength(10);
    expect(p1.body.data.current_page).toBe(1);
    expect(p1.body.data.last_page).toBe(Math.ceil(p1.body.data.total / 10));
    const p2 = await t.call<CardList>({ method: 'GET', url: '/api/products/home?per_page=10&page=2' });
    const first = new Set(p1.body.data.cards.map((c) => c.id));
    expect(p2.body.data.cards.some((c) => first.has(c.id))).toBe(false);
  });
});
