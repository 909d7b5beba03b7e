// Reviews by verified buyers (spec §1, §5 Review, §7 POST products/{id}/reviews and
// cards/{id}/reviews): the item bought in a paid order (placed and paid through the sandbox
// gateway, as a shopper does), reviewed once, then edited; everyone else refused with nothing
// written; bad ratings and comments refused; the comment kept as plain text; the reviewer's
// e-mail masked; the guest answer free of per-user fields and still cached.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import { staffTokenFor } from '../admin/test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  // the public micro-cache on, as in production: the guest answer must stay cacheable
  ({ t, f } = await cartTestApp({ env: { PUBLIC_CACHE_SECONDS: '30' } }));
});
afterAll(() => t.close());

const address = {
  full_name: 'Mona Adel',
  country: 'Egypt',
  city: 'Cairo',
  street_address: '15 Abbas El Akkad',
  phone: '01012345678',
};

type Kind = 'products' | 'cards';

interface SavedReview {
  review: { id: number; rating: number; comment: string; created_at: string; user: { email: string } };
  updated: boolean;
  hidden: boolean;
  reviews_avg_rating: number;
  reviews_count: number;
}

interface Detail {
  reviews: SavedReview['review'][];
  reviews_avg_rating: number;
  reviews_count: number;
  user_has_reviewed: boolean;
  user_has_purchased: boolean;
  user_review: { rating: number; comment: string; hidden: boolean } | null;
}

const review = (user: TestUser | null, kind: Kind, id: number, payload: unknown, lang = 'en') =>
  t.call<SavedReview>({
    method: 'POST',
    url: `/api/${kind}/${id}/reviews`,
    headers: { ...(user?.headers ?? {}), lang },
    payload: payload as object,
  });

async function detail(kind: Kind, id: number, user: TestUser | null = null) {
  const url =
    kind === 'products' ? `/api/products/getProductDetails?product_id=${id}` : `/api/cards/getCardDetails?card_id=${id}`;
  const res = await t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const data = res.json<{ data: { product?: Detail; card?: Detail } }>().data;
  return { item: (data.product ?? data.card)!, cache: res.headers['x-cache'] };
}

/** Places a buy-now order for one item; answers its id and the hosted payment page's link. */
async function place(user: TestUser, kind: Kind, id: number, paymentId = 1) {
  const item = kind === 'products' ? { product_id: id } : { card_id: id };
  const res = await t.call<{ order_id: number; payment_link?: string }>({
    method: 'POST',
    url: '/api/users/orders',
    headers: user.headers,
    payload: { ...address, shipping_method: kind === 'products' ? 3 : 1, payment_id: paymentId, is_buy_now: 1, qty: 1, ...item },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The shopper presses Pay (or Fail) on the sandbox gateway's page. */
async function complete(link: string, result: 'paid' | 'failed') {
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const paymentId = Number(/sandbox\/(\d+)/.exec(link)![1]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${paymentId}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${token}&result=${result}&lang=en`,
  });
  expect(res.statusCode).toBe(303);
}

async function buy(user: TestUser, kind: Kind, id: number) {
  const placed = await place(user, kind, id);
  await complete(placed.payment_link!, 'paid');
  return placed.order_id;
}

const reviewRows = async (kind: Kind, id: number) =>
  rowsOf<{ user_id: number; rating: number; comment: string }>(
    await t.ctx.db.execute(
      kind === 'products'
        ? sql`select user_id, rating, comment from reviews where product_id = ${id} order by id`
        : sql`select user_id, rating, comment from reviews where card_id = ${id} order by id`,
    ),
  );

describe('a buyer reviews an item, then edits the same review', () => {
  it('product: paid order → review → edit; the page shows it with the masked e-mail', async () => {
    const buyer = await createUser(t.ctx.db, `ahmed.samir.${Date.now()}@gmail.com`);
    const product = await f.product({ price: 500_00, stock: 5 });
    await buy(buyer, 'products', product);

    const before = (await detail('products', product, buyer)).item;
    expect(before).toMatchObject({ user_has_purchased: true, user_has_reviewed: false, user_review: null, reviews_count: 0 });

    const first = await review(buyer, 'products', product, { rating: 4, comment: 'Runs cool and quiet.' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Thank you! Your review has been added.');
    expect(first.body.data).toMatchObject({
      updated: false,
      reviews_avg_rating: 4,
      reviews_count: 1,
      review: { rating: 4, comment: 'Runs cool and quiet.', user: { email: 'ah***@gmail.com' } },
    });
    expect(first.body.data.review.created_at).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const edit = await review(buyer, 'products', product, { rating: 2, comment: 'Fan got loud after a week.' }, 'ar');
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('تم تعديل تقييمك.');
    expect(edit.body.data).toMatchObject({ updated: true, reviews_avg_rating: 2, reviews_count: 1 });
    expect(edit.body.data.review.id).toBe(first.body.data.review.id);
    expect(await reviewRows('products', product)).toEqual([
      { user_id: buyer.id, rating: 2, comment: 'Fan got loud after a week.' },
    ]);

    const after = (await detail('products', product, buyer)).item;
    expect(after).toMatchObject({
      user_has_purchased: true,
      user_has_reviewed: true,
      user_review: { rating: 2, comment: 'Fan got loud after a week.' },
      reviews_count: 1,
      reviews_avg_rating: 2,
    });
    expect(after.reviews).toEqual([
      {
        id: first.body.data.review.id,
        rating: 2,
        comment: 'Fan got loud after a week.',
        created_at: first.body.data.review.created_at,
        user: { email: 'ah***@gmail.com' },
      },
    ]);
    // nobody's page carries the full address
    expect(JSON.stringify(after)).not.toContain(buyer.email);
  });

  it('card: a paid card order (waiting for codes) counts; the average follows every review', async () => {
    const card = await f.card({ stockType: 0, price: 100_00 });
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db);
    await buy(a, 'cards', card);
    await buy(b, 'cards', card);
    expect((await review(a, 'cards', card, { rating: 5, comment: 'Code arrived in seconds' })).body.data).toMatchObject({
      reviews_count: 1,
      reviews_avg_rating: 5,
    });
    expect((await review(b, 'cards', card, { rating: '4' })).body.data).toMatchObject({
      updated: false,
      reviews_count: 2,
      reviews_avg_rating: 4.5,
      review: { comment: '' },
    });
    const seen = (await detail('cards', card, b)).item;
    expect(seen).toMatchObject({ reviews_count: 2, reviews_avg_rating: 4.5, user_review: { rating: 4, comment: '' } });
  });

  it('a review the store hid: its author is told on the page, and an edit keeps it hidden until it is shown again', async () => {
    const admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
    const moderate = (id: number, payload: object) =>
      t.call({ method: 'POST', url: `/api/admin/reviews/${id}/visibility`, headers: admin, payload });
    const buyer = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 5 });
    await buy(buyer, 'products', product);
    const first = await review(buyer, 'products', product, { rating: 1, comment: 'Call me on 0100 for a cheaper one' });
    expect(first.body.data).toMatchObject({ hidden: false, reviews_count: 1 });

    expect((await moderate(first.body.data.review.id, { hidden: true, reason: 'A phone number' })).status).toBe(200);
    const seen = (await detail('products', product, buyer)).item;
    expect(seen).toMatchObject({
      user_has_reviewed: true,
      user_review: { rating: 1, comment: 'Call me on 0100 for a cheaper one', hidden: true },
      reviews_count: 0,
      reviews: [],
    });
    // the reason is the staff's: it is not in the author's answer
    expect(JSON.stringify(seen)).not.toContain('A phone number');

    const edit = await review(buyer, 'products', product, { rating: 2, comment: 'Too loud' }, 'ar');
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('تم تعديل تقييمك. أخفاه المتجر، فيبقى غير معروض في الصفحة.');
    expect(edit.body.data).toMatchObject({ updated: true, hidden: true, reviews_count: 0 });
    const english = await review(buyer, 'products', product, { rating: 2, comment: 'Too loud' });
    expect(english.body.message).toBe('Your review has been updated. The store has hidden it, so it stays off the page.');
    expect((await detail('products', product, buyer)).item).toMatchObject({ reviews: [], user_review: { hidden: true } });

    expect((await moderate(first.body.data.review.id, { hidden: false })).status).toBe(200);
    expect((await detail('products', product, buyer)).item).toMatchObject({
      user_review: { rating: 2, comment: 'Too loud', hidden: false },
      reviews_count: 1,
    });
    const again = await review(buyer, 'products', product, { rating: 3, comment: 'Too loud, but fast' });
    expect(again.body.message).toBe('Your review has been updated.');
    expect(again.body.data).toMatchObject({ hidden: false, reviews_count: 1, reviews_avg_rating: 3 });
  });

  it('two reviews sent at the same moment leave one review', async () => {
    const buyer = await createUser(t.ctx.db);
    const product = await f.product({ stock: 5 });
    await buy(buyer, 'products', product);
    const results = await Promise.all([1, 2, 3, 4, 5].map((rating) => review(buyer, 'products', product, { rating })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => !r.body.data.updated)).toHaveLength(1);
    expect(await reviewRows('products', product)).toHaveLength(1);
  });
});

describe('everyone else is refused, and nothing is written', () => {
  it('a customer who did not buy the item: 403 not_purchased in English and Arabic', async () => {
    const shopper = await createUser(t.ctx.db);
    const product = await f.product({ stock: 5 });
    const en = await review(shopper, 'products', product, { rating: 5, comment: 'Great' });
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({
      status: false,
      code: 'not_purchased',
      errors: ['Only customers who bought this item can review it.'],
    });
    const ar = await review(shopper, 'products', product, { rating: 5 }, 'ar');
    expect(ar.body).toMatchObject({ code: 'not_purchased', errors: ['يمكن فقط للعملاء الذين اشتروا هذا المنتج تقييمه.'] });
    // someone else's purchase does not count for them
    const buyer = await createUser(t.ctx.db);
    await buy(buyer, 'products', product);
    expect((await review(shopper, 'products', product, { rating: 5 })).body.code).toBe('not_purchased');
    expect(await reviewRows('products', product)).toEqual([]);
    expect((await detail('products', product, shopper)).item).toMatchObject({ user_has_purchased: false });
  });

  it('an unpaid order: placed and not paid, paid on delivery and not yet collected, or a failed payment', async () => {
    const shopper = await createUser(t.ctx.db);
    const product = await f.product({ stock: 5 });
    await place(shopper, 'products', product); // left on the gateway's page
    expect((await review(shopper, 'products', product, { rating: 5 })).body.code).toBe('not_purchased');
    await place(shopper, 'products', product, 10); // cash on delivery: processing, unpaid
    expect((await review(shopper, 'products', product, { rating: 5 })).body.code).toBe('not_purchased');
    const failed = await place(shopper, 'products', product);
    await complete(failed.payment_link!, 'failed');
    expect((await review(shopper, 'products', product, { rating: 5 })).body.code).toBe('not_purchased');
    expect((await detail('products', product, shopper)).item.user_has_purchased).toBe(false);
    expect(await reviewRows('products', product)).toEqual([]);
  });

  it('a guest (401), an unknown item (404) and a bought product reviewed through the card path (404 or 403)', async () => {
    const buyer = await createUser(t.ctx.db);
    const product = await f.product({ stock: 5 });
    await buy(buyer, 'products', product);
    expect((await review(null, 'products', product, { rating: 5 })).body.code).toBe('unauthenticated');
    const unknown = await review(buyer, 'products', 99_999_999, { rating: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual(['Product not found']);
    const cardPath = await review(buyer, 'cards', product, { rating: 5 });
    expect([403, 404]).toContain(cardPath.status);
    expect(await reviewRows('products', product)).toEqual([]);
  });
});

describe('bad input from a buyer', () => {
  let buyer: TestUser;
  let product: number;
  beforeAll(async () => {
    buyer = await createUser(t.ctx.db);
    product = await f.product({ stock: 5 });
    await buy(buyer, 'products', product);
  });

  it.each([0, 6, 2.5, 'x', '', null, -1, [4], { n: 4 }, true])('rating %j is refused with a sentence', async (rating) => {
    const res = await review(buyer, 'products', product, { rating, comment: 'ok' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_input', errors: ['Please choose a rating from 1 to 5 stars.'] });
    expect(await reviewRows('products', product)).toEqual([]);
  });

  it('a missing rating or a non-JSON body is refused the same way, in Arabic too', async () => {
    const res = await review(buyer, 'products', product, { comment: 'no stars' }, 'ar');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['من فضلك اختر تقييماً من 1 إلى 5 نجوم.']);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product}/reviews`,
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"rating": 5,',
    });
    expect(raw.statusCode).toBe(400);
    expect(await reviewRows('products', product)).toEqual([]);
  });

  it('a 10,000-character comment is refused; 2,000 characters are kept whole', async () => {
    const long = await review(buyer, 'products', product, { rating: 5, comment: 'a'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(['The comment is too long (at most 2,000 characters).']);
    const arabic = await review(buyer, 'products', product, { rating: 5, comment: 'ب'.repeat(10_000) }, 'ar');
    expect(arabic.body.errors).toEqual(['التعليق طويل جداً (2,000 حرف على الأكثر).']);
    expect(await reviewRows('products', product)).toEqual([]);
    const max = await review(buyer, 'products', product, { rating: 5, comment: 'b'.repeat(2_000) });
    expect(max.status).toBe(200);
    expect(max.body.data.review.comment).toHaveLength(2_000);
  });

  it('HTML in a comment is kept as the text typed, never as markup', async () => {
    const typed = '<script>alert("x")</script><b>Bold</b> & <img src=x onerror=alert(1)> 5 > 4';
    const res = await review(buyer, 'products', product, { rating: 3, comment: `  ${typed}\r\nsecond line  ` });
    expect(res.status).toBe(200);
    expect(res.body.data.review.comment).toBe(`${typed}\nsecond line`);
    const page = (await detail('products', product, buyer)).item;
    expect(page.reviews.find((r) => r.id === res.body.data.review.id)?.comment).toBe(`${typed}\nsecond line`);
    expect(page.user_review?.comment).toBe(`${typed}\nsecond line`);
  });
});

describe('the public answer', () => {
  it('a guest gets the reviews without anyone’s own fields, cached; a buyer’s answer is never cached', async () => {
    const buyer = await createUser(t.ctx.db, `sara.${Date.now()}@example.com`);
    const product = await f.product({ stock: 5 });
    await buy(buyer, 'products', product);
    await review(buyer, 'products', product, { rating: 5, comment: 'Love it' });

    const guest = await detail('products', product);
    expect(guest.cache).toBe('miss');
    expect(guest.item).toMatchObject({
      reviews_count: 1,
      reviews_avg_rating: 5,
      user_has_purchased: false,
      user_has_reviewed: false,
      user_review: null,
    });
    expect(guest.item.reviews[0]?.user.email).toBe('sa***@example.com');

    const signedIn = await detail('products', product, buyer);
    expect(signedIn.cache).toBeUndefined();
    expect(signedIn.item).toMatchObject({ user_has_purchased: true, user_has_reviewed: true, user_review: { rating: 5 } });

    // the buyer's answer did not land in the guests' cache, and theirs is reused
    const again = await detail('products', product);
    expect(again.cache).toBe('hit');
    expect(again.item).toMatchObject({ user_has_purchased: false, user_review: null });
  });

  it("a review clears the guests' copy at once: the page and the lists agree with it", async () => {
    const buyer = await createUser(t.ctx.db, `omar.${Date.now()}@example.com`);
    const product = await f.product({ stock: 5 });
    await buy(buyer, 'products', product);
    expect((await detail('products', product)).item.reviews_count).toBe(0);
    expect((await detail('products', product)).cache).toBe('hit');
    await review(buyer, 'products', product, { rating: 4, comment: 'Quiet and fast' });
    const after = await detail('products', product);
    expect(after.cache).toBe('miss');
    expect(after.item).toMatchObject({ reviews_count: 1, reviews_avg_rating: 4 });
    expect(after.item.reviews.map((r) => r.comment)).toEqual(['Quiet and fast']);
  });
});
