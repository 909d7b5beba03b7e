// The contract test: every operation of the OpenAPI document (/api/docs) declares its answer
// schema, and the demo store's real answers of every route — guests and signed-in shoppers, English
// and Arabic — match it strictly: the handler's answer (before serialisation) must have exactly the
// schema's fields, no unknown one and none missing, and the bytes sent must say the same thing.
// A route added later without a schema, or without a sample call below, fails here.
import type { InjectOptions } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, contractProblems } from '@store/shared/contract/answers';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../db/client.ts';
import { lastCodeSentTo, registerBody, withChallenge } from '../account/auth-test-utils.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserId, tokenFor } from '../account/test-helpers.ts';
import { insertCard, insertReview } from '../catalog/test-factories.ts';
import { SupplierUnavailableError } from '../integrations/code-supplier/index.ts';
import { PAGE_PATHS } from '../content/routes.ts';
import { setGoogleKeySet } from '../integrations/social/google.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { signCallback } from '../payments/sandbox.ts';
import { setMerchantValidator } from '../apple-pay/service.ts';
import { multipart } from '../support/test-utils.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enrolStaff, listStaff } from '../admin/staff-accounts.ts';
import { DEMO_STAFF, demoCode, staffTokenFor } from '../admin/test-helpers.ts';
import { catalogContractSamples } from '../admin/test-catalog-samples.ts';
import { moneyContractSamples } from '../admin/test-money-samples.ts';
import type { InspectedAnswer } from './serializer.ts';

const GOOGLE_CLIENT_ID = 'contract-test.apps.googleusercontent.com';
// Paymob's callbacks are verified whichever gateway places orders; this store places them with the sandbox
const PAYMOB_HMAC_SECRET = 'contract-test-paymob-hmac';

let t: TestApp;
const inspected: InspectedAnswer[] = [];
let googleKey: CryptoKey;

/** Ids and tokens the sample calls use, read from the seeded demo store. */
interface Fixtures {
  customer: string;
  admin: string;
  support: string;
  productId: number;
  cardId: number;
  postId: number;
  digitalChildId: number;
}
let f: Fixtures;

let addressSeq = 0;
const address = () => `198.51.${Math.floor(++addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;

interface CallOptions {
  token?: string;
  lang?: 'en' | 'ar';
  body?: Record<string, unknown>;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}): InjectOptions {
  const headers: Record<string, string> = { 'x-forwarded-for': address() };
  if (o.lang) headers.lang = o.lang;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  return { method, url, headers, ...(o.body ? { payload: o.body } : {}) };
}

const get = (url: string, o?: CallOptions) => call('GET', url, o);
const post = (url: string, body: Record<string, unknown>, o?: Omit<CallOptions, 'body'>) => call('POST', url, { ...o, body });
const del = (url: string, o?: CallOptions) => call('DELETE', url, o);

const orderAddress = { full_name: 'Mona Adel', city: 'Cairo', street_address: '15 Abbas El Akkad', phone: '01012345678' };

/** Puts one unit of the demo product in the demo customer's cart (checkout calls need a cart). */
const fillCart = () => t.call(post(`/api/products/${f.productId}/add-cart`, { qty: 1, type: 'update' }, { token: f.customer }));

/** A multipart call (tickets), signed in as the demo customer. */
function form(url: string, fields: Record<string, string>): InjectOptions {
  const body = multipart(fields);
  return {
    method: 'POST',
    url,
    headers: { ...body.headers, 'x-forwarded-for': address(), authorization: `Bearer ${f.customer}` },
    payload: body.payload,
  };
}

let ticket: string | null = null;
/** The uuid of a ticket the demo customer opened (opened once, on first use). */
async function ticketUuid(): Promise<string> {
  if (ticket) return ticket;
  const fields = {
    name: 'Mona Adel',
    email: 'customer@demo.gamers-souq.example',
    subject: 'Card code',
    message: 'Hello',
    reason_id: '1',
  };
  const res = await t.call<{ uuid: string }>(
    form('/api/tickets', { ...fields, g_recaptcha_response: await solveTestChallenge(t.app) }),
  );
  ticket = res.body.data.uuid;
  return ticket;
}

/** Both languages, as a guest and signed in. */
const everyViewer = (url: string) => [
  () => get(url),
  () => get(url, { lang: 'ar' }),
  () => get(url, { token: f.customer }),
  () => get(url, { token: f.customer, lang: 'ar' }),
];

type Sample = () => InjectOptions | Promise<InjectOptions>;

async function googleIdToken(email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'contract-key' })
    .setSubject(`google-${email}`)
    .setAudience(GOOGLE_CLIENT_ID)
    .setIssuer('https://accounts.google.com')
    .setIssuedAt(now - 10)
    .setExpirationTime(now + 3600)
    .sign(googleKey);
}

/** One or more real calls per operation of the OpenAPI document, answering 2xx. */
const SAMPLES: Record<string, Sample[]> = {
  'GET /api/health': [() => get('/api/health')],
  'GET /api/ready': [() => get('/api/ready')],

  // content
  'GET /api/settings': [() => get('/api/settings'), () => get('/api/settings', { lang: 'ar' })],
  'GET /api/sliders': [() => get('/api/sliders'), () => get('/api/sliders', { lang: 'ar' })],
  'GET /api/advertisements': [
    () => get('/api/advertisements?type=top'),
    () => get('/api/advertisements?type=bottom', { lang: 'ar' }),
  ],
  'GET /api/posts': [() => get('/api/posts?type=news'), () => get('/api/posts?type=blog&per_page=100', { lang: 'ar' })],
  'GET /api/posts/{id}': [() => get(`/api/posts/${f.postId}`), () => get(`/api/posts/${f.postId}`, { lang: 'ar' })],
  ...Object.fromEntries(
    Object.keys(PAGE_PATHS).map((path) => [
      `GET /api/${path}`,
      [() => get(`/api/${path}`), () => get(`/api/${path}`, { lang: 'ar' })],
    ]),
  ),
  'GET /api/web/faqs': [() => get('/api/web/faqs'), () => get('/api/web/faqs?search=card', { lang: 'ar' })],
  'GET /api/reasons': [() => get('/api/reasons'), () => get('/api/reasons', { lang: 'ar' })],

  // catalogue
  'GET /api/categories/children': [
    () => get('/api/categories/children?category_id=2'),
    () => get('/api/categories/children?category_id=3', { lang: 'ar' }),
  ],
  'GET /api/categories/children/children': [
    () => get('/api/categories/children/children?category_id=2'),
    () => get('/api/categories/children/children?category_id=3', { lang: 'ar' }),
  ],
  'GET /api/countries': [
    () => get(`/api/countries?category_id=${f.digitalChildId}`),
    () => get(`/api/countries?category_id=${f.digitalChildId}`, { lang: 'ar' }),
  ],
  'GET /api/products/category': [
    ...everyViewer('/api/products/category?category_id=2&per_page=60'),
    () => get('/api/products/category?category_id=2&per_page=60&page=2&sort_type=desc_price&instock=true'),
  ],
  'GET /api/cards/category': [
    ...everyViewer('/api/cards/category?category_id=3&per_page=60'),
    () => get(`/api/cards/category?category_id=${f.digitalChildId}&per_page=60&sort_type=asc_price`),
  ],
  'GET /api/products/getProductDetails': everyViewer('/api/products/getProductDetails?product_id=PRODUCT').map(
    (s) => () => withId(s(), 'PRODUCT', f.productId),
  ),
  'GET /api/cards/getCardDetails': everyViewer('/api/cards/getCardDetails?card_id=CARD').map(
    (s) => () => withId(s(), 'CARD', f.cardId),
  ),
  'GET /api/cards/family': everyViewer('/api/cards/family?card_id=CARD').map((s) => () => withId(s(), 'CARD', f.cardId)),
  'GET /api/products/latest': everyViewer('/api/products/latest'),
  'GET /api/products/deals': everyViewer('/api/products/deals?limit=20'),
  'GET /api/products/deals/first-view': [
    ...everyViewer('/api/products/deals/first-view?limit=6'),
    () => get('/api/products/deals/first-view?limit=20', { lang: 'ar' }),
  ],
  'GET /api/products/home': everyViewer('/api/products/home?per_page=10&page=2'),
  'GET /api/products/search': [
    ...everyViewer('/api/products/search?search=playstation'),
    () => get(`/api/products/search?search=${encodeURIComponent('بطاقة')}&per_page=5`, { lang: 'ar' }),
  ],
  'POST /api/products/{id}/liked': [() => post(`/api/products/${f.productId}/liked`, {}, { token: f.customer })],
  'POST /api/cards/{id}/liked': [() => post(`/api/cards/${f.cardId}/liked`, {}, { token: f.customer, lang: 'ar' })],
  'GET /api/users/liked': [
    () => get('/api/users/liked', { token: f.customer }),
    () => get('/api/users/liked?per_page=1', { token: f.customer, lang: 'ar' }),
  ],

  // accounts
  'GET /api/captcha/config': [() => get('/api/captcha/config')],
  'GET /api/captcha/challenge': [() => get('/api/captcha/challenge')],
  'GET /api/social-login/config': [() => get('/api/social-login/config')],
  'POST /api/check-user-existence': [
    () => post('/api/check-user-existence', { email_or_phone: DEMO_ACCOUNTS[0]!.email }),
    () => post('/api/check-user-existence', { email_or_phone: '01099999999' }, { lang: 'ar' }),
  ],
  'POST /api/register': [async () => post('/api/register', await withChallenge(t, registerBody()))],
  'POST /api/login': [
    async () =>
      post('/api/login', {
        email: DEMO_ACCOUNTS[0]!.email,
        password: DEMO_PASSWORD,
        g_recaptcha_response: await solveTestChallenge(t.app),
      }),
  ],
  'POST /api/social-login': [
    async () => post('/api/social-login', { provider: 'google', token: await googleIdToken('contract-google@example.com') }),
  ],
  'POST /api/requestPasswordReset': [() => post('/api/requestPasswordReset', { email: 'merchant@demo.gamers-souq.example' })],
  'POST /api/resetPassword': [
    async () => {
      // a newly registered account (the demo accounts' passwords stay as documented)
      const body = registerBody();
      const email = String(body.email);
      await t.call(post('/api/register', await withChallenge(t, body)));
      await t.call(post('/api/requestPasswordReset', { email }));
      const code = await lastCodeSentTo(t.ctx, email);
      return post('/api/resetPassword', {
        reset_code: code,
        new_password: 'Another#2026',
        new_password_confirmation: 'Another#2026',
        email,
      });
    },
  ],
  'POST /api/activeAccount': [
    // an account already active answers 200 with its record
    () => post('/api/activeAccount', { code: '123456' }, { token: f.customer }),
  ],
  'POST /api/resendCode': [async () => post('/api/resendCode', {}, { token: await tokenFor(t.ctx, 'waiting') })],
  'POST /api/updatePassword': [
    async () =>
      post(
        '/api/updatePassword',
        { old_password: DEMO_PASSWORD, new_password: 'Changed#2026', new_password_confirmation: 'Changed#2026' },
        { token: await tokenFor(t.ctx, 'merchant') },
      ),
  ],
  'POST /api/updateProfile': [() => post('/api/updateProfile', { dob: '20/04/1995' }, { token: f.customer, lang: 'ar' })],
  'GET /api/users/getProfile': [() => get('/api/users/getProfile', { token: f.customer })],
  'POST /api/users/web/logout': [async () => post('/api/users/web/logout', {}, { token: await tokenFor(t.ctx, 'customer') })],

  // cart
  'GET /api/users/cart': [
    async () => {
      await fillCart();
      return get('/api/users/cart', { token: f.customer });
    },
    () => get('/api/users/cart', { token: f.customer, lang: 'ar' }),
    () => get(`/api/users/cart?is_buy_now=1&card_id=${f.cardId}&qty=1`, { token: f.customer }),
  ],
  'POST /api/products/{id}/add-cart': [
    () => post(`/api/products/${f.productId}/add-cart`, { qty: 1, type: 'update' }, { token: f.customer }),
  ],
  'POST /api/cards/{id}/add-cart': [
    () => post(`/api/cards/${f.cardId}/add-cart`, { qty: 1, type: 'update' }, { token: f.customer, lang: 'ar' }),
  ],
  'DELETE /api/products/{id}/delete-cart': [
    async () => del(`/api/products/${f.productId}/delete-cart`, { token: await tokenFor(t.ctx, 'merchant') }),
  ],
  'DELETE /api/cards/{id}/delete-cart': [
    async () => del(`/api/cards/${f.cardId}/delete-cart`, { token: await tokenFor(t.ctx, 'merchant') }),
  ],
  'POST /api/cart/add-multiple-items': [
    async () =>
      post(
        '/api/cart/add-multiple-items',
        { items: [{ id: f.productId, qty: 1, type: 'product' }], platform: 'web' },
        { token: await tokenFor(t.ctx, 'merchant') },
      ),
  ],

  // checkout and orders
  'GET /api/payments': [
    () => get('/api/payments?platform=web', { token: f.customer }),
    () => get('/api/payments', { token: f.customer, lang: 'ar' }),
  ],
  'GET /api/shipping-methods': [
    () => get('/api/shipping-methods'),
    () => get('/api/shipping-methods', { lang: 'ar', token: f.customer }),
  ],
  'GET /api/users/wallets': [() => get('/api/users/wallets', { token: f.customer })],
  'GET /api/users/address': [() => get('/api/users/address', { token: f.customer })],
  'GET /api/users/cart/price': [
    async () => {
      await fillCart();
      return get('/api/users/cart/price?shipping_method=2&payment_id=1', { token: f.customer });
    },
  ],
  'POST /api/users/cart/coupons/check': [
    async () => {
      await fillCart();
      return post(
        '/api/users/cart/coupons/check',
        { code: 'WELCOME10', shipping_method: 2, payment_id: 1 },
        { token: f.customer },
      );
    },
  ],
  'POST /api/users/orders': [
    () =>
      post(
        '/api/users/orders',
        { ...orderAddress, shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: f.productId, qty: 1 },
        { token: f.customer },
      ),
    () =>
      post(
        '/api/users/orders',
        { ...orderAddress, shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: f.cardId, qty: 1 },
        { token: f.customer, lang: 'ar' },
      ),
  ],
  // issue 22: a card order placed through the sandbox is still payable: "Pay again", then cancel another
  'POST /api/users/orders/{id}/pay': [
    async () => post(`/api/users/orders/${await unpaidCardOrder()}/pay`, {}, { token: f.customer }),
  ],
  'POST /api/users/orders/{id}/cancel': [
    async () => post(`/api/users/orders/${await unpaidCardOrder()}/cancel`, {}, { token: f.customer, lang: 'ar' }),
  ],
  'GET /api/users/orders/pagination': [
    () => get('/api/users/orders/pagination?status=all&per_page=20&page=1', { token: f.customer }),
    () => get('/api/users/orders/pagination?status=all&per_page=20000&page=1', { token: f.customer, lang: 'ar' }),
  ],
  'GET /api/users/orders/{id}': [
    async () => {
      const list = await t.call<{ orders: { id: number }[] }>(get('/api/users/orders/pagination', { token: f.customer }));
      return get(`/api/users/orders/${list.body.data.orders[0]!.id}`, { token: f.customer });
    },
  ],
  'POST /api/payments/callback/sandbox': [
    async () => {
      const placed = await t.call<{ payment_link: string }>(
        post(
          '/api/users/orders',
          { ...orderAddress, shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: f.cardId, qty: 1 },
          { token: f.customer },
        ),
      );
      const id = Number(/sandbox\/(\d+)/.exec(placed.body.data.payment_link)![1]);
      return post('/api/payments/callback/sandbox', {
        payment_id: id,
        result: 'paid',
        signature: signCallback(t.ctx, id, 'paid'),
      });
    },
  ],
  // Paymob's callbacks exist only when PAYMENT_GATEWAY=paymob (issue 22); payments/paymob/*.test.ts covers them

  // reviews: the demo customer buys the item through the sandbox gateway first (only buyers review)
  'POST /api/products/{id}/reviews': [
    async () => {
      await paidOrder({ shipping_method: 3, product_id: f.productId });
      return post(`/api/products/${f.productId}/reviews`, { rating: 5, comment: 'Quiet and fast.' }, { token: f.customer });
    },
  ],
  'POST /api/cards/{id}/reviews': [
    async () => {
      await paidOrder({ shipping_method: 1, card_id: f.cardId });
      return post(`/api/cards/${f.cardId}/reviews`, { rating: 4, comment: '' }, { token: f.customer, lang: 'ar' });
    },
  ],

  // wallet, rewards, device wallet
  'GET /api/users/wallets/transactions': [
    () => get('/api/users/wallets/transactions?page=1&per_page=10&type=', { token: f.customer }),
    async () => {
      // a merchant with a credited top-up, so the page has a row
      const merchant = await tokenFor(t.ctx, 'merchant');
      const started = await t.call<{ payment_link: string }>(
        post('/api/users/wallets/topup', { amount: '100', payment_id: 1 }, { token: merchant }),
      );
      const id = Number(/sandbox\/(\d+)/.exec(started.body.data.payment_link)![1]);
      await t.call(
        post('/api/payments/callback/sandbox', { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') }),
      );
      return get('/api/users/wallets/transactions?type=credit', { token: merchant, lang: 'ar' });
    },
  ],
  'GET /api/payments/wallet': [() => get('/api/payments/wallet'), () => get('/api/payments/wallet', { lang: 'ar' })],
  'POST /api/users/wallets/calculate-topup-fees': [
    () => post('/api/users/wallets/calculate-topup-fees', { amount: '150.5', payment_id: 2 }, { token: f.customer }),
  ],
  'POST /api/users/wallets/topup': [
    async () =>
      post(
        '/api/users/wallets/topup',
        { amount: '200', payment_id: 2, wallet_number: '01012345678' },
        { token: await tokenFor(t.ctx, 'merchant'), lang: 'ar' },
      ),
  ],
  'GET /api/users/points-summary': [
    () => get('/api/users/points-summary?status=all&per_page=20&page=1', { token: f.customer }),
    () => get('/api/users/points-summary?status=redeemed', { token: f.customer, lang: 'ar' }),
  ],
  'POST /api/apple-pay/validate-merchant': [
    () =>
      post('/api/apple-pay/validate-merchant', {
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      }),
  ],
  'POST /api/apple-pay/token': [
    () => post('/api/apple-pay/token', { paymentToken: { paymentData: { version: 'EC_v1' }, transactionIdentifier: 'T' } }),
  ],

  // support
  'POST /api/tickets': [
    async () =>
      form('/api/tickets', {
        name: 'Mona Adel',
        email: 'customer@demo.gamers-souq.example',
        subject: 'Where is my order?',
        message: 'Hello',
        reason_id: '1',
        g_recaptcha_response: await solveTestChallenge(t.app),
      }),
  ],
  'GET /api/tickets': [async () => (await ticketUuid(), get('/api/tickets', { token: f.customer }))],
  'GET /api/tickets/{uuid}': [async () => get(`/api/tickets/${await ticketUuid()}`, { token: f.customer, lang: 'ar' })],
  'POST /api/tickets/{uuid}/reply': [async () => form(`/api/tickets/${await ticketUuid()}/reply`, { message: 'More details' })],
  'POST /api/tickets/{uuid}/close': [async () => post(`/api/tickets/${await ticketUuid()}/close`, {}, { token: f.customer })],

  // the staff back-office (issue 26)
  'POST /api/admin/auth/login': [
    () => post('/api/admin/auth/login', { email: DEMO_STAFF[1].email, password: DEMO_PASSWORD, code: demoCode('support') }),
  ],
  'POST /api/admin/auth/logout': [
    async () => post('/api/admin/auth/logout', {}, { token: await staffTokenFor(t.ctx, 'support') }),
  ],
  'GET /api/admin/me': [() => get('/api/admin/me', { token: f.admin }), () => get('/api/admin/me', { token: f.support })],
  'GET /api/admin/dashboard': [
    async () => (await paidOrder({ shipping_method: 1, card_id: f.cardId }), get('/api/admin/dashboard', { token: f.admin })),
    () => get('/api/admin/dashboard', { token: f.support, lang: 'ar' }),
  ],
  'GET /api/admin/cards': [
    () => get('/api/admin/cards', { token: f.admin }),
    () => get('/api/admin/cards?search=steam&sort=price_desc&active=yes&low_stock=1&per_page=5', { token: f.admin, lang: 'ar' }),
  ],
  'GET /api/admin/cards/options': [() => get('/api/admin/cards/options', { token: f.admin, lang: 'ar' })],
  'GET /api/admin/cards/{id}': [() => get(`/api/admin/cards/${f.cardId}`, { token: f.admin })],
  'POST /api/admin/cards': [async () => post('/api/admin/cards', await adminCardBody(), { token: f.admin })],
  'PUT /api/admin/cards/{id}': [
    async () => call('PUT', `/api/admin/cards/${await adminCardId()}`, { token: f.admin, body: await adminCardBody() }),
  ],
  'POST /api/admin/cards/{id}/publish': [
    async () => post(`/api/admin/cards/${await adminCardId()}/publish`, { active: true }, { token: f.admin }),
  ],
  'POST /api/admin/cards/{id}/codes/import': [
    async () => ({
      method: 'POST',
      url: `/api/admin/cards/${await adminCardId()}/codes/import`,
      headers: { authorization: `Bearer ${f.admin}`, 'content-type': 'text/csv' },
      payload: `code,serial\nCONTRACT-${Date.now()}-1,S1\nCONTRACT-${Date.now()}-2,S2\n`,
    }),
  ],
  'GET /api/admin/cards/{id}/codes': [() => get(`/api/admin/cards/${f.cardId}/codes?status=available`, { token: f.admin })],
  'POST /api/admin/codes/{id}/reveal': [
    async () => {
      const codes = await t.call<{ items: { id: number }[] }>(get(`/api/admin/cards/${f.cardId}/codes`, { token: f.admin }));
      return post(`/api/admin/codes/${codes.body.data.items[0]!.id}/reveal`, {}, { token: f.admin });
    },
  ],
  'GET /api/admin/tickets': [
    async () => (await ticketUuid(), get('/api/admin/tickets?status=all', { token: f.support })),
    () => get('/api/admin/tickets?status=open&search=card', { token: f.admin, lang: 'ar' }),
  ],
  'GET /api/admin/tickets/{uuid}': [async () => get(`/api/admin/tickets/${await openTicketUuid()}`, { token: f.support })],
  'POST /api/admin/tickets/{uuid}/reply': [
    async () => {
      const body = multipart({ message: 'We are on it.' });
      return {
        method: 'POST',
        url: `/api/admin/tickets/${await openTicketUuid()}/reply`,
        headers: { ...body.headers, authorization: `Bearer ${f.support}` },
        payload: body.payload,
      };
    },
  ],
  'POST /api/admin/tickets/{uuid}/close': [
    async () => post(`/api/admin/tickets/${await openTicketUuid(true)}/close`, {}, { token: f.support, lang: 'ar' }),
  ],
  'GET /api/admin/customers': [
    () => get('/api/admin/customers', { token: f.support }),
    () => get('/api/admin/customers?search=demo&status=active', { token: f.admin, lang: 'ar' }),
  ],
  'GET /api/admin/customers/{id}': [
    async () => get(`/api/admin/customers/${await demoUserId(t.ctx, 'customer')}`, { token: f.support }),
  ],
  'POST /api/admin/customers/{id}/ban': [
    async () => post(`/api/admin/customers/${await demoUserId(t.ctx, 'waiting')}/ban`, { banned: false }, { token: f.admin }),
  ],
  'GET /api/admin/orders': [
    async () => (await paidOrder({ shipping_method: 1, card_id: f.cardId }), get('/api/admin/orders', { token: f.support })),
    () => get('/api/admin/orders?status=paid&search=demo', { token: f.admin, lang: 'ar' }),
  ],
  'GET /api/admin/orders/{id}': [
    async () => {
      const list = await t.call<{ items: { id: number }[] }>(get('/api/admin/orders', { token: f.support }));
      return get(`/api/admin/orders/${list.body.data.items[0]!.id}`, { token: f.support, lang: 'ar' });
    },
  ],
  'GET /api/admin/orders/options': [() => get('/api/admin/orders/options', { token: f.admin, lang: 'ar' })],
  'POST /api/admin/orders/{id}/fulfil': [
    async () => post(`/api/admin/orders/${await heldCardOrder()}/fulfil`, {}, { token: f.admin }),
  ],
  'POST /api/admin/orders/{id}/ship': [
    async () => post(`/api/admin/orders/${await unshippedOrder()}/ship`, {}, { token: f.admin }),
  ],
  'POST /api/admin/orders/{id}/advance': [
    async () => post(`/api/admin/orders/${await unshippedOrder()}/advance`, {}, { token: f.admin, lang: 'ar' }),
  ],
  'POST /api/admin/orders/{id}/hand-over': [
    async () =>
      post(
        `/api/admin/orders/${await placedOrder({ shipping_method: 3, product_id: f.productId }, true)}/hand-over`,
        {},
        { token: f.admin, lang: 'ar' },
      ),
  ],
  'POST /api/admin/orders/{id}/cancel': [
    async () =>
      post(
        `/api/admin/orders/${await placedOrder({ shipping_method: 3, product_id: f.productId })}/cancel`,
        { reason: 'Customer asked' },
        { token: f.admin },
      ),
  ],
  'POST /api/admin/orders/{id}/refund': [
    async () =>
      post(
        `/api/admin/orders/${await placedOrder({ shipping_method: 1, card_id: f.cardId }, true)}/refund`,
        { to: 'wallet', reason: 'Goodwill' },
        { token: f.admin },
      ),
  ],
  'POST /api/admin/orders/{id}/returns': [
    async () => {
      // handed over at the store, then refunded: its unit waits to come back
      const id = await placedOrder({ shipping_method: 3, product_id: f.productId }, true);
      await t.call(post(`/api/admin/orders/${id}/hand-over`, {}, { token: f.admin }));
      await t.call(
        post(`/api/admin/orders/${id}/refund`, { to: 'wallet', reason: 'Returned at the counter' }, { token: f.admin }),
      );
      return post(
        `/api/admin/orders/${id}/returns`,
        { product_id: f.productId, qty: 1, outcome: 'received' },
        { token: f.admin, lang: 'ar' },
      );
    },
  ],
  'POST /api/admin/customers/{id}/wallet-adjustments': [
    async () =>
      post(
        `/api/admin/customers/${await demoUserId(t.ctx, 'customer')}/wallet-adjustments`,
        { amount: 1000, reason_en: 'Delivery delay', reason_ar: 'تأخير التوصيل' },
        { token: f.admin },
      ),
  ],
  'POST /api/admin/customers/{id}/points-adjustments': [
    async () =>
      post(
        `/api/admin/customers/${await demoUserId(t.ctx, 'customer')}/points-adjustments`,
        { points: 50, reason_en: 'Welcome back', reason_ar: 'مرحبًا بعودتك' },
        { token: f.admin, lang: 'ar' },
      ),
  ],
  'GET /api/admin/audit': [
    async () => get('/api/admin/audit', { token: f.admin }),
    () => get('/api/admin/audit?entity=card', { token: f.admin }),
  ],
  'GET /api/admin/reviews': [
    () => get('/api/admin/reviews', { token: f.admin }),
    () => get('/api/admin/reviews?state=shown&rating=4&search=solid', { token: f.admin, lang: 'ar' }),
  ],
  'POST /api/admin/reviews/{id}/visibility': [
    async () => {
      const listed = await t.call<{ items: { id: number }[] }>(get('/api/admin/reviews?per_page=1', { token: f.admin }));
      const id = listed.body.data.items[0]?.id ?? 999_999;
      return post(`/api/admin/reviews/${id}/visibility`, { hidden: true, reason: 'Contract sample' }, { token: f.admin });
    },
    async () => {
      const listed = await t.call<{ items: { id: number }[] }>(get('/api/admin/reviews?state=hidden', { token: f.admin }));
      const id = listed.body.data.items[0]?.id ?? 999_999;
      return post(`/api/admin/reviews/${id}/visibility`, { hidden: false }, { token: f.admin, lang: 'ar' });
    },
  ],
  'GET /api/admin/staff': [
    () => get('/api/admin/staff', { token: f.admin }),
    () => get('/api/admin/staff', { token: f.admin, lang: 'ar' }),
  ],
  // members made for them (the suite's demo staff keep their role and sessions)
  'POST /api/admin/staff/{id}/sessions/end': [
    async () => post(`/api/admin/staff/${await tempStaff(1)}/sessions/end`, {}, { token: f.admin }),
    async () => post(`/api/admin/staff/${await tempStaff(2)}/sessions/end`, {}, { token: f.admin, lang: 'ar' }),
  ],
  'POST /api/admin/staff/{id}/remove': [
    async () => post(`/api/admin/staff/${await tempStaff(3)}/remove`, {}, { token: f.admin }),
    async () => post(`/api/admin/staff/${await tempStaff(4)}/remove`, {}, { token: f.admin, lang: 'ar' }),
  ],
  'POST /api/admin/staff/invitations': [
    () => post('/api/admin/staff/invitations', { email: 'contract-invite-1@store.example', role: 'support' }, { token: f.admin }),
    () =>
      post(
        '/api/admin/staff/invitations',
        { email: 'contract-invite-2@store.example', role: 'admin' },
        { token: f.admin, lang: 'ar' },
      ),
  ],
  'POST /api/admin/staff/invitations/{id}/withdraw': [
    async () => {
      await invitationToken('contract-invite-3@store.example');
      const page = await t.call<{ invitations: { id: number; email: string }[] }>(get('/api/admin/staff', { token: f.admin }));
      const id = page.body.data.invitations.find((i) => i.email === 'contract-invite-3@store.example')!.id;
      return post(`/api/admin/staff/invitations/${id}/withdraw`, {}, { token: f.admin, lang: 'ar' });
    },
  ],
  'POST /api/admin/invitations/read': [
    async () => post('/api/admin/invitations/read', { token: await invitationToken('contract-invite-4@store.example') }),
  ],
  'POST /api/admin/invitations/accept': [
    async () =>
      post(
        '/api/admin/invitations/accept',
        { token: await invitationToken('contract-invite-5@store.example'), password: 'contract-password', phone: '01099998811' },
        { lang: 'ar' },
      ),
  ],
  ...catalogContractSamples({ app: () => t, admin: () => f.admin, call }),
  ...moneyContractSamples({ app: () => t, admin: () => f.admin, call }),
};

/** An invitation e-mailed to `email` by the demo admin; answers the token of its link. */
async function invitationToken(email: string): Promise<string> {
  await t.call(post('/api/admin/staff/invitations', { email, role: 'support' }, { token: f.admin }));
  const [mail] = rowsOf<{ body: string }>(
    await t.ctx.db.execute(sql`select body from notifications where recipient = ${email} order by id desc limit 1`),
  );
  return /\/admin\/invite#(\S+)/.exec(mail!.body)![1]!;
}

/** A support staff member enrolled for one sample; answers its id. */
async function tempStaff(n: number): Promise<number> {
  const e = await enrolStaff(t.ctx, { email: `contract-staff-${n}@store.example`, role: 'support', phone: `0109999880${n}` });
  return (await listStaff(t.ctx)).find((m) => m.email === e.email)!.id;
}

let newCard: number | null = null;
async function adminCardBody() {
  const options = await t.call<{ categories: { id: number }[]; countries: { id: number }[] }>(
    get('/api/admin/cards/options', { token: f.admin }),
  );
  return {
    name_en: 'Contract Card',
    name_ar: 'بطاقة العقد',
    category_id: options.body.data.categories.at(-1)!.id,
    country_id: options.body.data.countries[0]!.id,
    price: 5000,
  };
}
/** A card made through the back-office (made once, on first use). */
async function adminCardId(): Promise<number> {
  if (newCard) return newCard;
  const res = await t.call<{ id: number }>(post('/api/admin/cards', await adminCardBody(), { token: f.admin }));
  newCard = res.body.data.id;
  return newCard;
}
let staffTicket: string | null = null;
/** An open ticket for the staff calls (made once), or a fresh one when `fresh` (closing it). */
async function openTicketUuid(fresh = false): Promise<string> {
  if (!fresh && staffTicket) return staffTicket;
  const res = await t.call<{ uuid: string }>(
    form('/api/tickets', {
      name: 'Mona Adel',
      email: 'customer@demo.gamers-souq.example',
      subject: 'To close',
      message: 'Hello',
      reason_id: '1',
      g_recaptcha_response: await solveTestChallenge(t.app),
    }),
  );
  if (!fresh) staffTicket = res.body.data.uuid;
  return res.body.data.uuid;
}

/** A buy-now card order of the demo customer through the sandbox gateway, not paid yet: its id. */
async function unpaidCardOrder(): Promise<number> {
  const placed = await t.call<{ order_id: number }>(
    post(
      '/api/users/orders',
      { ...orderAddress, shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: f.cardId, qty: 1 },
      { token: f.customer },
    ),
  );
  return placed.body.data.order_id;
}

/** A buy-now order of the demo customer, paid through the sandbox gateway's signed callback. */
async function paidOrder(item: { shipping_method: number; product_id?: number; card_id?: number }) {
  const placed = await t.call<{ payment_link: string }>(
    post('/api/users/orders', { ...orderAddress, payment_id: 1, is_buy_now: 1, qty: 1, ...item }, { token: f.customer }),
  );
  const id = Number(/sandbox\/(\d+)/.exec(placed.body.data.payment_link)![1]);
  await t.call(
    post('/api/payments/callback/sandbox', { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') }),
  );
}

/** An order of the demo customer (buy now), paid through the sandbox when `pay`; its id. */
async function placedOrder(item: { shipping_method: number; product_id?: number; card_id?: number }, pay = false) {
  const placed = await t.call<{ order_id: number; payment_link: string }>(
    post('/api/users/orders', { ...orderAddress, payment_id: 1, is_buy_now: 1, qty: 1, ...item }, { token: f.customer }),
  );
  if (pay) {
    const id = Number(/sandbox\/(\d+)/.exec(placed.body.data.payment_link)![1]);
    await t.call(
      post('/api/payments/callback/sandbox', { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') }),
    );
  }
  return placed.body.data.order_id;
}
/** A paid order of an always-in-stock card whose supplier was down: on hold, for staff to fulfil. */
async function heldCardOrder() {
  const card = await t.call<{ card: { sub_category: { id: number }; country: { id: number } | null } }>(
    get(`/api/cards/getCardDetails?card_id=${f.cardId}`),
  );
  const cardId = await insertCard(t.ctx.db, {
    categoryId: card.body.data.card.sub_category.id,
    countryId: card.body.data.card.country!.id,
    stockType: 0,
  });
  const supplier = t.ctx.codeSupplier;
  t.ctx.codeSupplier = { name: 'down', issue: () => Promise.reject(new SupplierUnavailableError('down')) };
  try {
    return await placedOrder({ shipping_method: 1, card_id: cardId }, true);
  } finally {
    t.ctx.codeSupplier = supplier;
  }
}
/** A paid physical order the carrier could not take (it was down): staff create its shipment (made once). */
let unshipped: number | null = null;
async function unshippedOrder() {
  if (unshipped) return unshipped;
  const carrier = t.ctx.carrier;
  t.ctx.carrier = { ...carrier, createShipment: () => Promise.reject(new Error('carrier down')) };
  try {
    unshipped = await placedOrder({ shipping_method: 2, product_id: f.productId }, true);
  } finally {
    t.ctx.carrier = carrier;
  }
  return unshipped;
}

function withId(o: InjectOptions, placeholder: string, id: number): InjectOptions {
  return { ...o, url: String(o.url).replace(placeholder, String(id)) };
}

interface Operation {
  key: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}

function operationsOf(doc: { paths: Record<string, Record<string, Operation>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) ops.push({ ...op, key: `${method.toUpperCase()} ${path}` });
  }
  return ops;
}

/** Strict: every field the schema knows is there with its type, and no other field. */
function expectExactly(schema: z.ZodType, value: unknown, where: string) {
  const problems = contractProblems(schema, value);
  if (problems.length) throw new Error(`${where} does not match its schema exactly:\n  ${problems.slice(0, 12).join('\n  ')}`);
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID,
      PAYMOB_HMAC_SECRET,
      APPLE_PAY_MERCHANT_ID: 'merchant.contract-test',
      APPLE_PAY_CERT_FILE: '/nonexistent/cert.pem',
      APPLE_PAY_KEY_FILE: '/nonexistent/key.pem',
    },
    inspectAnswer: (a) => inspected.push(a),
  });
  setMerchantValidator(t.ctx, () => Promise.resolve({ merchantSessionIdentifier: 'SSH-contract', nonce: 'n' }));
  const google = await generateKeyPair('RS256', { extractable: true });
  googleKey = google.privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'contract-key', alg: 'RS256', use: 'sig' };
  setGoogleKeySet(t.ctx, createLocalJWKSet({ keys: [jwk] }));

  const customerId = await demoUserId(t.ctx, 'customer');
  const latest = (await t.call<{ products: { id: number }[]; cards: { id: number }[] }>(get('/api/products/latest'))).body.data;
  const digital = (await t.call<{ id: number; display_type: number }[]>(get('/api/categories/children?category_id=3'))).body.data;
  const posts = (await t.call<{ posts: { id: number }[] }>(get('/api/posts?per_page=1'))).body.data;
  f = {
    customer: await tokenFor(t.ctx, 'customer'),
    admin: await staffTokenFor(t.ctx, 'admin'),
    support: await staffTokenFor(t.ctx, 'support'),
    productId: latest.products[0]!.id,
    cardId: latest.cards[0]!.id,
    postId: posts.posts[0]!.id,
    digitalChildId: digital.find((c) => c.display_type === 2)?.id ?? digital[0]!.id,
  };
  // the signed-in shopper has reviewed both items, so user_review is an object, not null
  await insertReview(t.ctx.db, { userId: customerId, productId: f.productId, rating: 4, comment: 'Solid.' });
  await insertReview(t.ctx.db, { userId: customerId, cardId: f.cardId, rating: 5, comment: 'Arrived at once.' });

  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(docs.json());
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('lists the operations of every feature', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('declares a JSON answer schema and the failure envelope for every operation', () => {
    const missing = operations.filter((op) => {
      const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      return !success?.[1].content?.['application/json']?.schema;
    });
    expect(
      missing.map((op) => op.key),
      'operations without an answer schema',
    ).toEqual([]);
    const noFailure = operations.filter((op) => !op.responses?.['4XX']?.content?.['application/json']?.schema);
    expect(
      noFailure.map((op) => op.key),
      'operations without the failure envelope',
    ).toEqual([]);
    const failure = operations[0]!.responses['4XX']!.content!['application/json']!.schema as { required: string[] };
    expect(failure.required).toEqual(expect.arrayContaining(['status', 'data', 'message', 'errors', 'code']));
  });

  it('is indexed by packages/shared/src/contract/answers.ts (the storefront fakes check against it)', () => {
    const keys = operations.map((op) => op.key.replace(' /api/', ' /'));
    expect(
      keys.filter((k) => !(k in ANSWERS)),
      'operations missing from ANSWERS in contract/answers.ts',
    ).toEqual([]);
    expect(
      Object.keys(ANSWERS).filter((k) => !keys.includes(k)),
      'ANSWERS of operations the API no longer has',
    ).toEqual([]);
  });

  it('has a sample call in this test for every operation, and none for an operation that is gone', () => {
    const keys = operations.map((op) => op.key);
    expect(
      keys.filter((k) => !(k in SAMPLES)),
      'operations without a sample call in contract.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(SAMPLES).filter((k) => !keys.includes(k)),
      'samples of operations the API no longer has',
    ).toEqual([]);
  });
});

describe('real answers of the demo store match their schemas exactly', () => {
  it.each(Object.entries(SAMPLES))('%s', async (key, samples) => {
    for (const [i, sample] of samples.entries()) {
      const options = await sample();
      inspected.length = 0;
      const res = await t.app.inject(options);
      const where = `${key} (sample ${i + 1}: ${String(options.url)})`;
      expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      // the handler's answer went through the route's schema for this status
      const answer = inspected.find((a) => a.httpStatus === String(res.statusCode));
      expect(answer, `${where} was not serialised through a response schema`).toBeDefined();
      expectExactly(answer!.schema, answer!.payload, `${where} (handler's answer)`);
      // the storefront's index of answers holds the same schema
      const indexed = ANSWERS[key.replace(' /api/', ' /')];
      if (indexed)
        expect(jsonSchema(indexed), `${key}: ANSWERS differs from the route's schema`).toEqual(jsonSchema(answer!.schema));
      // and the bytes on the wire say the same
      const sent: unknown = res.json();
      expectExactly(answer!.schema, sent, `${where} (sent answer)`);
      expect(sent).toStrictEqual(JSON.parse(JSON.stringify(answer!.payload)));
    }
  });
});

describe('refusals', () => {
  it('carry the failure envelope with a code', async () => {
    const res = await t.app.inject(get('/api/products/getProductDetails?product_id=99999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toStrictEqual({
      status: false,
      data: null,
      message: expect.any(String),
      errors: [expect.any(String)],
      code: 'not_found',
    });
  });
});
