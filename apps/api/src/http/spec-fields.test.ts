// Spec §3, field by field, against the answers the store's mobile app reads (the same API as the
// storefront): every entity of the §3 table is fetched from the real demo store (guest and
// signed in, English and Arabic) and must carry each field the spec names, with the spec's
// formats: dates dd/mm/yyyy (§9), flags image addresses the store serves. The contract test
// (contract.test.ts) checks the answers against their schemas; this one checks the schemas
// against the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DISPLAY_DATE_PATTERN } from '@store/shared/contract/formats';
import { sql } from 'drizzle-orm';
import { tokenFor } from '../account/test-helpers.ts';
import { rowsOf } from '../db/client.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { signCallback } from '../payments/sandbox.ts';
import { multipart } from '../support/test-utils.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

type Obj = Record<string, unknown>;

/** spec §3 "Entities and their fields", as written there (nested objects by their own fields). */
const SPEC_3: Record<string, string[]> = {
  'Site settings': ['title', 'description', 'email', 'facebook_link', 'instagram_link', 'x_link', 'youtube_link'],
  Category: ['id', 'name', 'logo', 'has_children'],
  'Sub-category': ['id', 'name', 'has_children'],
  Country: ['id', 'name', 'flag', 'has_children'],
  Product: [
    'id',
    'name',
    'price',
    'price_after_discount',
    'main_image',
    'images',
    'sub_category',
    'qty',
    'stock',
    'type',
    'shipping_abroad',
    'created_at',
    'desc',
    'support',
    'keywords',
    'specifications',
    'isFav',
    'reviews_avg_rating',
    'reviews_count',
    'reviews',
    'user_has_reviewed',
    'user_has_purchased',
    'user_review',
  ],
  // "as product, with img in place of main_image, plus …"
  Card: [
    'id',
    'name',
    'price',
    'price_after_discount',
    'img',
    'images',
    'sub_category',
    'qty',
    'stock',
    'type',
    'created_at',
    'desc',
    'keywords',
    'isFav',
    'reviews_avg_rating',
    'reviews_count',
    'reviews',
    'user_has_reviewed',
    'user_has_purchased',
    'user_review',
    'short_name',
    'platform',
    'country',
    'redeem_points',
    'regions',
    'languages',
    'system_requirement',
  ],
  'Product image': ['id', 'img'],
  'Item sub-category': ['id', 'name'],
  Specification: ['id', 'key', 'value'],
  'User review': ['rating', 'comment'],
  Platform: ['name', 'logo'],
  'Card country': ['name', 'flag'],
  Review: ['id', 'rating', 'comment', 'created_at', 'user'],
  'Review user': ['email'],
  'Slider item': ['id', 'title', 'desc', 'img', 'link'],
  Advertisement: ['link', 'img', 'type'],
  Post: ['id', 'title', 'desc', 'img', 'slug', 'type', 'created_at', 'tags'],
  Tag: ['name'],
  FAQ: ['id', 'question', 'answer'],
  'Content page': ['content'],
  'Ticket reason': ['id', 'name', 'show_orders'],
  Ticket: ['id', 'uuid', 'subject', 'status', 'created_at', 'email', 'order_id', 'replies'],
  Reply: ['id', 'replier', 'message', 'created_at', 'images'],
  'Reply image': ['img'],
  Cart: [
    'products',
    'cards',
    'total',
    'is_cart_updated',
    'tier_increment',
    'max_redeemable_points',
    'min_points_to_use',
    'current_points',
    'usable_points',
    'monetary_value_per_point',
  ],
  'Cart item': ['id', 'name', 'img', 'price', 'price_after_discount', 'qty', 'total_price'],
  'Cart price': ['shipping_fees', 'installment_option', 'discount', 'payment_fee', 'wallet_discount'],
  'Payment method': ['id', 'name', 'description', 'wallet_phone_required'],
  Wallet: ['balance'],
  'Wallet transaction': ['id', 'operation', 'amount', 'description', 'reference'],
  'Top-up fee result': ['payment_fee', 'amount', 'total_amount'],
  'Saved address': ['full_name', 'phone', 'city', 'street_address'],
  'Order list item': ['id', 'name', 'status', 'payment', 'total_price', 'created_at', 'tracking_data'],
  'Order detail': [
    'id',
    'name',
    'status',
    'products',
    'cards',
    'payment_fees',
    'sub_total',
    'total_price',
    'payment',
    'shipping_method',
    'details',
    'RefNumber',
    'coupon_code',
    'coupon_value',
  ],
  'Order payment': ['name'],
  'Order address': ['full_name', 'country', 'street_number', 'phone', 'city'],
  'Order line': ['name', 'img', 'total_price', 'qty', 'codes_list'],
  Code: ['code', 'serial_number'],
  'Tracking data': ['key', 'updates'],
  'Tracking update': ['UpdateDescription', 'UpdateDateTime', 'UpdateLocation'],
  'Reward summary': ['available_balance', 'pending_balance', 'total_balance', 'transactions', 'total', 'last_page'],
  'Reward transaction': ['id', 'order', 'points', 'maturity_date', 'expiry_date', 'status', 'redeem_date'],
  User: ['phone', 'email', 'dob', 'user_type'],
  'Login response': ['token', 'activation_str'],
};

/** Fields §9 formats as dates (dd/mm/yyyy) wherever §3 names them. */
const DATE_FIELDS = new Set(['created_at', 'maturity_date', 'expiry_date', 'redeem_date', 'dob']);

let t: TestApp;
const seen = new Map<string, Obj[]>();

const DEMO_BUYER = 'ahmed.hassan@example.com';
let seq = 0;
const address = () => `203.0.113.${(++seq % 250) + 1}`;

async function data<T = Obj>(o: InjectOptions & { token?: string; lang?: 'en' | 'ar' }): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': address(), ...(o.headers as Record<string, string>) };
  if (o.lang) headers.lang = o.lang;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await t.app.inject({ ...o, headers });
  expect(res.statusCode, `${String(o.method)} ${String(o.url)}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  return (res.json() as { data: T }).data;
}
const get = <T = Obj>(url: string, token?: string, lang?: 'en' | 'ar') => data<T>({ method: 'GET', url, token, lang });
const post = <T = Obj>(url: string, payload: Obj, token?: string, lang?: 'en' | 'ar') =>
  data<T>({ method: 'POST', url, payload, token, lang });

/** Records answers as samples of a §3 entity (at least one is needed per entity). */
function sample(entity: string, ...objects: unknown[]) {
  const list = seen.get(entity) ?? [];
  for (const o of objects.flat()) if (o && typeof o === 'object') list.push(o as Obj);
  seen.set(entity, list);
}

const orderAddress = { full_name: 'Mona Adel', city: 'Cairo', street_address: '15 Abbas El Akkad', phone: '01012345678' };

/** A buy-now order paid through the sandbox gateway's signed callback; its id. */
async function paidOrder(token: string, item: Obj): Promise<number> {
  const placed = await post<{ order_id: number; payment_link: string }>(
    '/api/users/orders',
    { ...orderAddress, payment_id: 1, is_buy_now: 1, qty: 1, ...item },
    token,
  );
  const id = Number(/sandbox\/(\d+)/.exec(placed.payment_link)![1]);
  await post('/api/payments/callback/sandbox', { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') });
  return placed.order_id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [buyerRow] = rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from users where email = ${DEMO_BUYER}`));
  const customer = await tokenFor(t.ctx, 'customer');
  // a demo customer who bought and reviewed items (user_review, user_has_purchased)
  const buyer = await tokenFor(t.ctx, buyerRow!.id);
  const merchant = await tokenFor(t.ctx, 'merchant');

  for (const lang of ['en', 'ar'] as const) {
    sample('Site settings', await get('/api/settings', undefined, lang));
    const hardware = await get<Obj[]>('/api/categories/children?category_id=2', undefined, lang);
    const digital = await get<Obj[]>('/api/categories/children?category_id=3', undefined, lang);
    sample('Category', hardware, digital);
    // sub-categories: the children of a category, and the sub-sub-categories of PC components (34)
    for (const id of [2, 3, 34]) {
      const tree = await get<Obj[]>(`/api/categories/children/children?category_id=${id}`, undefined, lang);
      sample('Sub-category', tree, ...tree.map((c) => c.children));
    }
    const countriesOf = digital.find((c) => c.display_type === 2) ?? digital[0]!;
    const subs = await get<Obj[]>(`/api/categories/children?category_id=${String(countriesOf.id)}`, undefined, lang);
    const countryLevel = [countriesOf, ...subs].find((c) => c.display_type === 2)!;
    sample('Country', await get(`/api/countries?category_id=${String(countryLevel.id)}`, undefined, lang));
    sample('Slider item', await get('/api/sliders', undefined, lang));
    sample('Advertisement', await get('/api/advertisements?type=top', undefined, lang));
    sample('Advertisement', await get('/api/advertisements?type=bottom', undefined, lang));
    const posts = await get<{ posts: Obj[] }>('/api/posts?type=news&per_page=2&page=1', undefined, lang);
    sample('Post', posts.posts);
    sample(
      'Tag',
      posts.posts.flatMap((p) => p.tags as Obj[]),
    );
    sample('FAQ', await get('/api/web/faqs', undefined, lang));
    sample('Content page', await get('/api/about-us', undefined, lang), await get('/api/terms', undefined, lang));
    sample('Ticket reason', await get('/api/reasons', undefined, lang));
  }

  // items: lists and details, guest and signed in (the demo's reviewed items)
  const latest = await get<{ products: Obj[]; cards: Obj[] }>('/api/products/latest?limit=7');
  const reviewed = rowsOf<{ product_id: number | null; card_id: number | null }>(
    await t.ctx.db.execute(sql`select product_id, card_id from reviews where user_id = ${buyerRow!.id}`),
  );
  const productId = reviewed.find((r) => r.product_id)?.product_id ?? Number(latest.products[0]!.id);
  const cardId = reviewed.find((r) => r.card_id)?.card_id ?? Number(latest.cards[0]!.id);
  for (const [token, lang] of [
    [undefined, 'en'],
    [buyer, 'ar'],
  ] as const) {
    const p = (await get<{ product: Obj }>(`/api/products/getProductDetails?product_id=${productId}`, token, lang)).product;
    const c = (await get<{ card: Obj }>(`/api/cards/getCardDetails?card_id=${cardId}`, token, lang)).card;
    sample('Product', p);
    sample('Card', c);
    for (const item of [p, c]) {
      sample('Product image', item.images);
      sample('Item sub-category', item.sub_category);
      sample('Review', item.reviews);
      sample(
        'Review user',
        (item.reviews as Obj[]).map((r) => r.user),
      );
      if (item.user_review) sample('User review', item.user_review);
    }
    sample('Specification', p.specifications);
    sample('Platform', c.platform);
    sample('Card country', c.country);
  }
  const cards = await get<{ cards: Obj[] }>('/api/cards/category?category_id=3&per_page=20');
  sample(
    'Card country',
    cards.cards.map((c) => c.country),
  );

  // signed in: user, cart, checkout, orders with codes and a shipment, rewards, wallet, tickets
  sample('Login response', await post('/api/login', await loginBody()));
  sample('User', await get('/api/users/getProfile', buyer), await get('/api/users/getProfile', merchant, 'ar'));
  await post(`/api/products/${productId}/add-cart`, { qty: 1, type: 'update' }, customer);
  await post(`/api/cards/${cardId}/add-cart`, { qty: 1, type: 'update' }, customer);
  const cart = await get<{ products: Obj[]; cards: Obj[] }>('/api/users/cart', customer);
  sample('Cart', cart);
  sample('Cart item', cart.products, cart.cards);
  sample('Cart price', await get('/api/users/cart/price?shipping_method=2&payment_id=1', customer));
  sample('Payment method', await get('/api/payments?platform=web', customer), await get('/api/payments/wallet'));
  sample('Wallet', await get('/api/users/wallets', customer));

  const cardOrder = await paidOrder(customer, { shipping_method: 1, card_id: cardId });
  await paidOrder(customer, { shipping_method: 2, product_id: productId, save_address: 1 });
  sample('Saved address', await get('/api/users/address', customer));
  const orders = await get<{ orders: Obj[] }>('/api/users/orders/pagination?status=all&per_page=20&page=1', customer);
  sample('Order list item', orders.orders);
  for (const o of orders.orders) {
    const detail = await get<Obj>(`/api/users/orders/${String(o.id)}`, customer, o.id === cardOrder ? 'ar' : 'en');
    sample('Order detail', detail);
    sample('Order payment', detail.payment);
    sample('Order address', detail.details);
    const lines = [...(detail.products as Obj[]), ...(detail.cards as Obj[])];
    sample('Order line', lines);
    sample('Code', ...lines.map((l) => l.codes_list));
    const tracking = (detail.tracking_data ?? o.tracking_data) as { updates: Obj[] } | null;
    if (tracking) {
      sample('Tracking data', tracking);
      sample('Tracking update', tracking.updates);
    }
  }
  const rewards = await get<{ transactions: Obj[] }>('/api/users/points-summary?status=all&per_page=20&page=1', customer);
  sample('Reward summary', rewards);
  sample('Reward transaction', rewards.transactions);

  sample('Top-up fee result', await post('/api/users/wallets/calculate-topup-fees', { amount: '150', payment_id: 2 }, merchant));
  const topup = await post<{ payment_link: string }>('/api/users/wallets/topup', { amount: '100', payment_id: 1 }, merchant);
  const topupId = Number(/sandbox\/(\d+)/.exec(topup.payment_link)![1]);
  await post('/api/payments/callback/sandbox', {
    payment_id: topupId,
    result: 'paid',
    signature: signCallback(t.ctx, topupId, 'paid'),
  });
  const wallet = await get<{ transactions: { transactions: Obj[] } }>(
    '/api/users/wallets/transactions?page=1&per_page=10',
    merchant,
  );
  sample('Wallet transaction', wallet.transactions.transactions);

  const form = multipart({
    name: 'Mona Adel',
    email: 'customer@demo.gamers-souq.example',
    subject: 'Card code',
    message: 'Hello',
    reason_id: '1',
    g_recaptcha_response: await solveTestChallenge(t.app),
  });
  const opened = await data<{ uuid: string }>({
    method: 'POST',
    url: '/api/tickets',
    payload: form.payload,
    headers: form.headers,
    token: customer,
  });
  const reply = multipart({ message: 'More details' });
  await data({
    method: 'POST',
    url: `/api/tickets/${opened.uuid}/reply`,
    payload: reply.payload,
    headers: reply.headers,
    token: customer,
  });
  const ticket = await get<{ replies: Obj[] }>(`/api/tickets/${opened.uuid}`, customer, 'ar');
  sample('Ticket', ticket);
  sample('Reply', ticket.replies);
  sample('Reply image', ...ticket.replies.map((r) => r.images));
}, 240_000);
afterAll(() => t?.close());

async function loginBody() {
  return {
    email: 'merchant@demo.gamers-souq.example',
    password: 'Demo@12345',
    g_recaptcha_response: await solveTestChallenge(t.app),
  };
}

describe('spec §3, entity by entity, in the answers of the API', () => {
  it.each(Object.entries(SPEC_3))('%s carries every field §3 names', (entity, fields) => {
    const objects = seen.get(entity) ?? [];
    if (entity === 'Reply image' || entity === 'Code') {
      // images of a text reply and codes of an unpaid line may be empty lists: the shape is in the
      // contract; here, only when present
      for (const o of objects) expect(Object.keys(o)).toEqual(expect.arrayContaining(fields));
      return;
    }
    expect(objects.length, `no answer of the API showed a ${entity}`).toBeGreaterThan(0);
    for (const o of objects) {
      const missing = fields.filter((f) => !(f in o));
      expect(missing, `${entity} ${JSON.stringify(o).slice(0, 160)}`).toEqual([]);
    }
  });

  it('order lines name their product_id or card_id', () => {
    for (const line of seen.get('Order line')!) expect('product_id' in line || 'card_id' in line).toBe(true);
  });

  it('writes every date of §3 as dd/mm/yyyy (§9), and keeps the instant beside item dates', () => {
    let dates = 0;
    for (const [entity, objects] of seen) {
      for (const o of objects) {
        for (const [key, value] of Object.entries(o)) {
          if (!DATE_FIELDS.has(key) || value === null) continue;
          dates++;
          expect(value, `${entity}.${key}`).toMatch(DISPLAY_DATE_PATTERN);
        }
      }
    }
    expect(dates).toBeGreaterThan(20);
    for (const item of [...seen.get('Product')!, ...seen.get('Card')!]) {
      expect(new Date(item.created_at_iso as string).toISOString()).toBe(item.created_at_iso);
    }
  });

  it('answers each flag as the address of an SVG image the store serves', async () => {
    const flags = new Set([...seen.get('Country')!, ...seen.get('Card country')!].map((c) => c.flag as string));
    expect(flags.size).toBeGreaterThan(1);
    for (const flag of flags) {
      expect(flag).toMatch(/^\/flags\/[A-Z]{2}\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: flag });
      expect(res.statusCode, flag).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it("keeps reviewers' e-mails masked (docs/decisions/28-reviewer-emails-masked.md)", () => {
    for (const user of seen.get('Review user')!) expect(user.email).toMatch(/^[^@]{0,2}\*\*\*@/);
  });
});

describe('the OpenAPI document shows the formats', () => {
  it('dd/mm/yyyy patterns, ISO date-times and flag image addresses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    };
    const answer = (path: string, method = 'get') =>
      JSON.stringify(doc.paths[path]![method]!.responses['200']!.content['application/json']!.schema);
    const cards = answer('/api/cards/category');
    expect(cards).toContain(JSON.stringify(DISPLAY_DATE_PATTERN.source));
    expect(cards).toMatch(/"created_at_iso":\{[^}]*"format":"date-time"/);
    expect(cards).toMatch(/"flag":\{[^}]*"format":"uri-reference"/);
    expect(answer('/api/countries')).toMatch(/"flag":\{[^}]*"format":"uri-reference"/);
    for (const path of ['/api/users/getProfile', '/api/posts', '/api/users/orders/pagination', '/api/users/points-summary'])
      expect(answer(path), path).toContain(JSON.stringify(DISPLAY_DATE_PATTERN.source));
  });
});
