// Product and card pages (spec §2, §3, §7 getProductDetails / getCardDetails): detail shape,
// gallery, reviews with masked e-mails, what the user did (reviewed, purchased), related
// items, the denomination family with has_more, and the wishlist heart (§4 Like, §6).
import { type CardDetail, type CardFamilyItem, type CardListItem, type ProductDetail, type ProductListItem } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, productImages, productSpecs } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  createUser,
  firstCountryId,
  insertCard,
  insertCategory,
  insertProduct,
  insertReview,
  type TestUser,
} from './test-factories.ts';

interface ProductAnswer {
  product: ProductDetail;
  related_products: { products: ProductListItem[]; total: number; current_page: number; last_page: number };
}
interface CardAnswer {
  card: CardDetail;
  related_cards: { cards: CardListItem[]; total: number; current_page: number; last_page: number; has_more: boolean };
}

let t: TestApp;
let leaf: number;
let product: number;
const family: number[] = [];
let otherCountryCard: number;
let buyer: TestUser;
let reviewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  leaf = await insertCategory(db, { parentId: 2, nameEn: 'Detail Leaf' });
  product = await insertProduct(db, {
    categoryId: leaf,
    nameEn: 'Detail Console',
    price: 1000_00,
    priceAfterDiscount: 900_00,
    mainImage: 'products/main.svg',
    descEn: '<p>Great <strong>console</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    supportEn: 'Drivers: https://example.com/drivers',
    keywords: ['console', 'test'],
  });
  await db.insert(productImages).values([
    { productId: product, img: 'products/side.svg', sortOrder: 2 },
    { productId: product, img: 'products/back.svg', sortOrder: 1 },
  ]);
  await db
    .insert(productSpecs)
    .values({ productId: product, keyEn: 'Storage', keyAr: 'التخزين', valueEn: '1 TB', valueAr: '1 تيرابايت' });
  for (let i = 0; i < 10; i++) await insertProduct(db, { categoryId: leaf, nameEn: `Related ${i}` });

  const sub = await insertCategory(db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'Denominations' });
  const us = await firstCountryId(db, 'US');
  const eg = await firstCountryId(db, 'EG');
  for (const [amount, stockType, stock] of [
    [10, 1, 3],
    [20, 1, 0],
    [50, 0, 0],
    [100, 2, 0],
    [5, 1, 7],
  ] as const) {
    family.push(
      await insertCard(db, {
        categoryId: sub,
        countryId: us,
        nameEn: `Denomination Card $${amount}`,
        shortName: `$${amount}`,
        price: amount * 50_00,
        stockType,
        stock,
        regionsEn: ['United States', 'Canada'],
        regionsAr: ['الولايات المتحدة', 'كندا'],
        languagesEn: ['English'],
        languagesAr: ['الإنجليزية'],
        systemRequirementEn: '<p>PS5</p><iframe src="https://evil.example"></iframe>',
        descEn: 'Line one\nLine two',
      }),
    );
  }
  otherCountryCard = await insertCard(db, {
    categoryId: sub,
    countryId: eg,
    nameEn: 'Denomination Card EG',
    shortName: '100 EGP',
  });

  buyer = await createUser(db, 'buyer@gmail.com');
  reviewer = await createUser(db, 'ahmed.review@gmail.com');
  await insertReview(db, {
    userId: reviewer.id,
    productId: product,
    rating: 4,
    comment: 'Solid',
    createdAt: new Date('2026-03-05T10:00:00Z'),
  });
  await insertReview(db, {
    userId: buyer.id,
    productId: product,
    rating: 5,
    comment: 'Love it',
    createdAt: new Date('2026-04-01T10:00:00Z'),
  });
  const [order] = await db
    .insert(orders)
    .values({
      number: 'T-1001',
      userId: buyer.id,
      status: 'completed',
      paymentStatus: 'paid',
      shippingMethod: 2,
      fullName: 'Buyer',
      country: 'Egypt',
      city: 'Cairo',
      streetAddress: '1 Test St',
      phone: '+201000000000',
      subTotal: 900_00,
      totalPrice: 900_00,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product,
    nameEn: 'x',
    nameAr: 'x',
    img: 'x',
    unitPrice: 900_00,
    qty: 1,
    totalPrice: 900_00,
  });
});
afterAll(() => t.close());

const productDetails = (query: string, headers: Record<string, string> = {}) =>
  t.call<ProductAnswer>({ method: 'GET', url: `/api/products/getProductDetails?${query}`, headers });
const cardDetails = (query: string, headers: Record<string, string> = {}) =>
  t.call<CardAnswer>({ method: 'GET', url: `/api/cards/getCardDetails?${query}`, headers });

describe('GET /api/products/getProductDetails', () => {
  it('answers the product page with gallery (main first), specs, sanitised HTML and reviews', async () => {
    const { status, body } = await productDetails(`product_id=${product}`);
    expect(status).toBe(200);
    const p = body.data.product;
    expect(p).toMatchObject({
      id: product,
      name: 'Detail Console',
      price: 1000,
      price_after_discount: 900,
      reviews_count: 2,
      reviews_avg_rating: 4.5,
    });
    expect(p.images.map((i) => i.img)).toEqual([
      '/uploads/products/main.svg',
      '/uploads/products/back.svg',
      '/uploads/products/side.svg',
    ]);
    expect(p.specifications).toEqual([{ id: expect.any(Number), key: 'Storage', value: '1 TB' }]);
    expect(p.desc).toContain('<strong>console</strong>');
    expect(p.desc).not.toMatch(/script|onerror/);
    expect(p.support).toBe('Drivers: https://example.com/drivers');
    expect(p.keywords).toEqual(['console', 'test']);
    expect(p.reviews.map((r) => r.user.email)).toEqual(['bu***@gmail.com', 'ah***@gmail.com']);
    expect(p.reviews[1]).toMatchObject({ rating: 4, comment: 'Solid', created_at: '05/03/2026' });
    expect(p).toMatchObject({ user_has_reviewed: false, user_has_purchased: false, user_review: null, isFav: false });
  });

  it('tells the signed-in buyer they purchased and reviewed it', async () => {
    const { body } = await productDetails(`product_id=${product}`, buyer.headers);
    expect(body.data.product).toMatchObject({
      user_has_purchased: true,
      user_has_reviewed: true,
      user_review: { rating: 5, comment: 'Love it' },
    });
    const other = await productDetails(`product_id=${product}`, reviewer.headers);
    expect(other.body.data.product).toMatchObject({
      user_has_purchased: false,
      user_has_reviewed: true,
      user_review: { rating: 4, comment: 'Solid' },
    });
  });

  it('pages related products of the same sub-category, 8 per page, never itself', async () => {
    const p1 = await productDetails(`product_id=${product}`);
    expect(p1.body.data.related_products).toMatchObject({ total: 10, current_page: 1, last_page: 2 });
    expect(p1.body.data.related_products.products).toHaveLength(8);
    const p2 = await productDetails(`product_id=${product}&per_page=8&page=2`);
    const all = [...p1.body.data.related_products.products, ...p2.body.data.related_products.products];
    expect(all.map((r) => r.id)).not.toContain(product);
    expect(new Set(all.map((r) => r.id)).size).toBe(10);
    expect(all.every((r) => r.sub_category.id === leaf)).toBe(true);
  });

  it('answers 404 for unknown or hidden products and 400 for bad ids', async () => {
    const hidden = await insertProduct(t.ctx.db, { categoryId: leaf, active: false });
    for (const id of [hidden, 987654]) {
      const res = await productDetails(`product_id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, message: 'Product not found' });
    }
    expect((await productDetails('product_id=987654', { lang: 'ar' })).body.message).toBe('المنتج غير موجود');
    const bad = await productDetails('product_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Product must be a positive whole number.']);
    expect((await productDetails('')).body.errors).toEqual(['Product is required.']);
  });
});

describe('GET /api/cards/getCardDetails', () => {
  it('answers the card page with regions, languages, sanitised system requirements, platform and country', async () => {
    const { status, body } = await cardDetails(`card_id=${family[0]}`);
    expect(status).toBe(200);
    const c = body.data.card;
    expect(c).toMatchObject({
      id: family[0],
      short_name: '$10',
      price: 500,
      regions: ['United States', 'Canada'],
      languages: ['English'],
      desc: 'Line one\nLine two',
    });
    expect(c.country).toMatchObject({ flag: '/flags/US.svg', name: 'United States' });
    expect(c.system_requirement).toBe('<p>PS5</p>');
    expect(c.images[0]!.img).toBe('/uploads/cards/test.svg');
    const ar = await cardDetails(`card_id=${family[0]}`, { lang: 'ar' });
    expect(ar.body.data.card.regions).toEqual(['الولايات المتحدة', 'كندا']);
  });

  it('gives the denomination family (same sub-category and country, itself included) by price descending', async () => {
    const { body } = await cardDetails(`card_id=${family[0]}&per_page=20`);
    const related = body.data.related_cards;
    expect(related.cards.map((c) => c.short_name)).toEqual(['$100', '$50', '$20', '$10', '$5']);
    expect(related.cards.map((c) => c.id)).toContain(family[0]);
    expect(related.cards.map((c) => c.id)).not.toContain(otherCountryCard);
    expect(related).toMatchObject({ total: 5, has_more: false, last_page: 1 });
  });

  it('pages the family until has_more is false', async () => {
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const { body } = await cardDetails(`card_id=${family[2]}&per_page=2&page=${page}`);
      seen.push(...body.data.related_cards.cards.map((c) => c.short_name));
      expect(body.data.related_cards.current_page).toBe(page);
      if (!body.data.related_cards.has_more) break;
      page++;
    }
    expect(page).toBe(3);
    expect(seen).toEqual(['$100', '$50', '$20', '$10', '$5']);
  });

  it('answers 404 for an unknown card', async () => {
    const res = await cardDetails('card_id=55555555');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Card not found');
  });
});

describe('GET /api/cards/family', () => {
  const family = (query: string, headers: Record<string, string> = {}) =>
    t.call<{ cards: CardFamilyItem[] }>({ method: 'GET', url: `/api/cards/family?${query}`, headers });

  it("answers the whole family as getCardDetails' pages carry it: the same cards, order and fields", async () => {
    // the server's card page reads its denomination buttons from this call instead of the family's
    // getCardDetails pages (issue 24): the state it hands over must be what those pages build
    const db = t.ctx.db;
    const sub = await insertCategory(db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'Family Check' });
    const us = await firstCountryId(db, 'US');
    const eg = await firstCountryId(db, 'EG');
    const card = (o: Partial<Parameters<typeof insertCard>[1]>) => insertCard(db, { categoryId: sub, countryId: us, ...o });
    const ids = [
      await card({ shortName: '$25', price: 25_00 }),
      // the same price paid as the $25 (a discount to it): of a tie, the later id first
      await card({ shortName: '$30 sale', price: 30_00, priceAfterDiscount: 25_00 }),
      // a "discount" above the list price is no discount
      await card({ shortName: '$40', price: 40_00, priceAfterDiscount: 45_00, stockType: 1, stock: 0 }),
      await card({ shortName: '', price: 10_00, stockType: 2 }),
      await card({ shortName: '$60', price: 60_00, stockType: 1, stock: 4 }),
    ];
    const hidden = await card({ shortName: '$70', price: 70_00, active: false });
    await card({ shortName: 'EG', countryId: eg });

    for (const lang of ['en', 'ar']) {
      const pages: CardListItem[] = [];
      for (let page = 1; ; page++) {
        const { body } = await cardDetails(`card_id=${ids[2]}&per_page=2&page=${page}`, { lang });
        pages.push(...body.data.related_cards.cards);
        if (!body.data.related_cards.has_more) break;
      }
      const { status, body } = await family(`card_id=${ids[2]}`, { lang });
      expect(status).toBe(200);
      const picked = pages.map(({ id, name, slug, short_name, price, price_after_discount, stock, type }) => ({
        id,
        name,
        slug,
        short_name,
        price,
        price_after_discount,
        stock,
        type,
      }));
      expect(body.data.cards).toEqual(picked);
    }
    const { body } = await family(`card_id=${ids[0]}`);
    expect(body.data.cards.map((c) => c.short_name)).toEqual(['$60', '$40', '$30 sale', '$25', '']);
    expect(body.data.cards.find((c) => c.short_name === '$30 sale')).toMatchObject({ price: 30, price_after_discount: 25 });
    expect(body.data.cards.find((c) => c.short_name === '$40')).toMatchObject({ price_after_discount: null, stock: 0, type: 1 });
    expect(body.data.cards.map((c) => c.id)).not.toContain(hidden);

    // a hidden card has no family to show, as it has no page
    const gone = await family(`card_id=${hidden}`, { lang: 'ar' });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('الكارت غير موجود');
  });

  it('answers 404 for an unknown card and 400 for a bad id', async () => {
    expect((await family('card_id=55555555')).body).toMatchObject({ status: false, message: 'Card not found' });
    const bad = await family('card_id=-3');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Card must be a positive whole number.']);
    expect((await family('')).body.errors).toEqual(['Card is required.']);
  });
});

describe('wishlist heart', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: `/api/products/${product}/liked` });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You have to login first!');
    expect((await t.call({ method: 'GET', url: '/api/users/liked' })).status).toBe(401);
  });

  it('toggles products and cards, shows isFav and lists them in /users/liked', async () => {
    const user = await createUser(t.ctx.db);
    const add = await t.call({ method: 'POST', url: `/api/cards/${family[1]}/liked`, headers: { ...user.headers, lang: 'ar' } });
    expect(add.body).toMatchObject({ status: true, message: 'تمت الإضافة إلى المفضلة', data: { isFav: true } });
    await t.call({ method: 'POST', url: `/api/products/${product}/liked`, headers: user.headers });
    expect((await cardDetails(`card_id=${family[1]}`, user.headers)).body.data.card.isFav).toBe(true);
    expect((await productDetails(`product_id=${product}`, user.headers)).body.data.product.isFav).toBe(true);

    const liked = await t.call<{ products: { products: ProductListItem[] }; cards: { cards: CardListItem[] } }>({
      method: 'GET',
      url: '/api/users/liked',
      headers: user.headers,
    });
    expect(liked.body.data.products.products.map((p) => p.id)).toEqual([product]);
    expect(liked.body.data.cards.cards.map((c) => c.id)).toEqual([family[1]]);
    expect(liked.body.data.cards.cards[0]!.isFav).toBe(true);

    const remove = await t.call({ method: 'POST', url: `/api/cards/${family[1]}/liked`, headers: user.headers });
    expect(remove.body).toMatchObject({ status: true, message: 'Removed from wishlist', data: { isFav: false } });
    const after = await t.call<{ cards: { cards: CardListItem[] } }>({
      method: 'GET',
      url: '/api/users/liked',
      headers: user.headers,
    });
    expect(after.body.data.cards.cards).toEqual([]);
  });

  it('refuses unknown items and bad ids', async () => {
    const user = await createUser(t.ctx.db);
    const unknown = await t.call({ method: 'POST', url: '/api/products/99999999/liked', headers: user.headers });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const bad = await t.call({ method: 'POST', url: '/api/cards/abc/liked', headers: user.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
  });
});
