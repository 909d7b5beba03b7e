// The Paymob adapter end to end (PAYMENT_GATEWAY=paymob), with Paymob played by recorded answers
// (fixtures/) through the fetch the context is built with (ContextOptions.fetch) and callbacks
// signed with a test HMAC secret: placing an order sends the intention Paymob documents and
// answers the Unified Checkout link; the transaction-processed callback pays the order once
// (codes delivered), refuses forged or tampered callbacks, releases a failed order; the shopper's
// return redirect works before and after the callback; a Paymob that is down releases the order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../../cart/test-helpers.ts';
import { createUser, type TestUser } from '../../catalog/test-factories.ts';
import { rowsOf } from '../../db/client.ts';
import { orderCalls } from '../../orders/test-helpers.ts';
import type { TestApp } from '../../test/harness.ts';
import intentionCreated from './fixtures/intention-created.json' with { type: 'json' };
import intentionRefused from './fixtures/intention-refused.json' with { type: 'json' };
import processedFixture from './fixtures/transaction-processed.json' with { type: 'json' };
import responseFixture from './fixtures/response-callback.json' with { type: 'json' };
import { signResponse, signTransaction } from './hmac.ts';

const HMAC_SECRET = 'paymob-test-hmac-secret';
const SECRET_KEY = 'egy_sk_test_0123456789abcdef0123456789abcdef';
const PUBLIC_KEY = 'egy_pk_test_fedcba9876543210';
const INTEGRATIONS = { card: 4097558, wallet: 4097559, installment: 4097560 };

/** Paymob as the tests want it: recorded answers, or down. */
const paymob = {
  mode: 'ok' as 'ok' | 'reject' | 'error' | 'garbage',
  requests: [] as { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> }[],
  nextOrderId: 217_503_754,
};

const fakeFetch: typeof fetch = async (input, init) => {
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  paymob.requests.push({ url: String(input), method: init?.method ?? 'GET', headers, body });
  if (paymob.mode === 'reject') throw new TypeError('fetch failed');
  if (paymob.mode === 'error') return Response.json(intentionRefused, { status: 404 });
  if (paymob.mode === 'garbage') return new Response('<html>Bad gateway</html>', { status: 200 });
  const orderId = paymob.nextOrderId++;
  return Response.json(
    {
      ...intentionCreated,
      intention_order_id: orderId,
      client_secret: `egy_csk_test_${orderId}`,
      special_reference: body.special_reference,
      intention_detail: { ...intentionCreated.intention_detail, amount: body.amount },
    },
    { status: 201 },
  );
};

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp({
    env: {
      PAYMENT_GATEWAY: 'paymob',
      PUBLIC_URL: 'https://shop.example',
      PAYMOB_SECRET_KEY: SECRET_KEY,
      PAYMOB_PUBLIC_KEY: PUBLIC_KEY,
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_INTEGRATION_CARD: String(INTEGRATIONS.card),
      PAYMOB_INTEGRATION_WALLET: String(INTEGRATIONS.wallet),
      PAYMOB_INTEGRATION_INSTALLMENTS: String(INTEGRATIONS.installment),
    },
    fetch: fakeFetch,
  }));
});
afterAll(() => t.close());

const { place, one, addCodes: codesFor } = orderCalls(() => t);
const addCodes = (cardId: number, n: number) => codesFor(cardId, n, 'PAYMOB');
beforeEach(() => {
  paymob.mode = 'ok';
  paymob.requests.length = 0;
});

interface Placed {
  orderId: number;
  paymentId: number;
  amount: number;
  paymobOrderId: number;
}

/** Places a one-item buy-now order paid through Paymob and reads what was stored. */
async function placePaymob(user: TestUser, body: object): Promise<Placed> {
  const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, qty: 1, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const payment = await one<{ id: number; amount: number; provider_ref: string }>(
    sql`select id, amount, provider_ref from payments where order_id = ${res.body.data.order_id}`,
  );
  return {
    orderId: res.body.data.order_id,
    paymentId: payment.id,
    amount: payment.amount,
    paymobOrderId: Number(payment.provider_ref),
  };
}

type Obj = typeof processedFixture.obj;

/** Paymob's recorded transaction-processed callback, for this order, signed with the test secret. */
function transaction(p: Placed, change: (obj: Obj) => void = () => {}) {
  const body = structuredClone(processedFixture);
  body.obj.order.id = p.paymobOrderId;
  body.obj.order.merchant_order_id = String(p.paymentId);
  body.obj.amount_cents = p.amount;
  change(body.obj);
  return { body, hmac: signTransaction(HMAC_SECRET, body.obj) };
}

const postCallback = (body: unknown, hmac: string | null, lang = 'en') =>
  t.call<{ applied: boolean; order_id: number | null }>({
    method: 'POST',
    url: `/api/payments/callback/paymob${hmac === null ? '' : `?hmac=${hmac}`}`,
    headers: { lang },
    payload: body as object,
  });

/** Paymob's recorded response callback (the shopper's redirect) for this order, signed. */
function returnUrl(p: Placed, change: Record<string, string> = {}, sign = true) {
  const query: Record<string, string> = {
    ...responseFixture,
    order: String(p.paymobOrderId),
    merchant_order_id: String(p.paymentId),
    amount_cents: String(p.amount),
    ...change,
  };
  query.hmac = sign ? signResponse(HMAC_SECRET, query) : 'f'.repeat(128);
  return `/api/payments/return/paymob?${new URLSearchParams(query).toString()}`;
}

const orderState = (id: number) =>
  one<{ status: string; payment_status: string }>(sql`select status, payment_status from orders where id = ${id}`);

describe('placing an order with PAYMENT_GATEWAY=paymob', () => {
  it('creates the documented payment intention and answers the Unified Checkout link', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 1_000_00, stock: 5 });
    const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2 });
    expect(res.status).toBe(200);
    const order = await one<{ total_price: number; number: string }>(
      sql`select total_price, number from orders where id = ${res.body.data.order_id}`,
    );
    const payment = await one<{ id: number; provider: string; provider_ref: string; amount: number }>(
      sql`select id, provider, provider_ref, amount from payments where order_id = ${res.body.data.order_id}`,
    );
    // 2,000 EGP + 2.75 % card fee, in piastres
    expect(order.total_price).toBe(2_055_00);

    expect(paymob.requests).toHaveLength(1);
    const sent = paymob.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('https://accept.paymob.com/v1/intention/');
    expect(sent.headers.authorization).toBe(`Token ${SECRET_KEY}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toMatchObject({
      amount: 2_055_00,
      currency: 'EGP',
      payment_methods: [INTEGRATIONS.card],
      items: [{ name: `Order ${order.number}`, amount: 2_055_00, quantity: 1 }],
      billing_data: {
        first_name: 'Mona',
        last_name: 'Adel',
        email: user.email,
        phone_number: '01012345678',
        city: 'Cairo',
        street: '15 Abbas El Akkad',
        country: 'EG',
        building: 'NA',
        floor: 'NA',
        apartment: 'NA',
      },
      special_reference: String(payment.id),
      expiration: 30 * 60,
      notification_url: 'https://shop.example/api/payments/callback/paymob',
      redirection_url: 'https://shop.example/api/payments/return/paymob',
    });
    // no billing value is empty
    expect(Object.values(sent.body.billing_data as Record<string, string>).every((v) => v.length > 0)).toBe(true);

    // Paymob's order id is the key its signed callbacks are matched by
    expect(payment).toMatchObject({ provider: 'paymob', amount: 2_055_00 });
    const paymobOrderId = paymob.nextOrderId - 1;
    expect(payment.provider_ref).toBe(String(paymobOrderId));
    expect(res.body.data.payment_link).toBe(
      `https://accept.paymob.com/unifiedcheckout/?publicKey=${PUBLIC_KEY}&clientSecret=egy_csk_test_${paymobOrderId}`,
    );
  });

  it('sends the integration id of the method kind, and the wallet number for a mobile wallet', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 500_00, stock: 5 });
    await placePaymob(user, { payment_id: 2, wallet_number: '01098765432', product_id: product });
    await placePaymob(user, { payment_id: 15, product_id: product });
    const [wallet, installment] = paymob.requests.map((r) => r.body);
    expect(wallet).toMatchObject({
      payment_methods: [INTEGRATIONS.wallet],
      billing_data: { phone_number: '01098765432' },
    });
    expect(installment).toMatchObject({
      payment_methods: [INTEGRATIONS.installment],
      billing_data: { phone_number: '01012345678' },
    });
  });
});

describe("Paymob's transaction-processed callback", () => {
  it('pays the order once, delivering its codes, however often it arrives', async () => {
    const user = await createUser(t.ctx.db);
    const card = await f.card({ stockType: 1, price: 200_00 });
    await addCodes(card, 2);
    const p = await placePaymob(user, { shipping_method: 1, card_id: card });
    const { body, hmac } = transaction(p);

    const results = await Promise.all(Array.from({ length: 10 }, () => postCallback(body, hmac)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.data.applied)).toHaveLength(1);
    expect(results.every((r) => r.body.data.order_id === p.orderId)).toBe(true);
    expect(await orderState(p.orderId)).toEqual({ status: 'completed', payment_status: 'paid' });
    const detail = await t.call<{ cards: { codes_list: { code: string }[] }[] }>({
      method: 'GET',
      url: `/api/users/orders/${p.orderId}`,
      headers: user.headers,
    });
    expect(detail.body.data.cards[0]!.codes_list).toHaveLength(1);
    expect(detail.body.data.cards[0]!.codes_list[0]!.code).toMatch(/^PAYMOB-/);
    expect(await one(sql`select count(*)::int as n from card_codes where card_id = ${card} and status = 'sold'`)).toEqual({
      n: 1,
    });
    const payment = await one<{ status: string; payload: { gateway: { transaction_id: string } } }>(
      sql`select status, payload from payments where id = ${p.paymentId}`,
    );
    expect(payment.status).toBe('paid');
    expect(payment.payload.gateway.transaction_id).toBe(String(processedFixture.obj.id));

    // the shopper's redirect after the callback changes nothing and shows the paid order
    const back = await t.app.inject({ method: 'GET', url: returnUrl(p) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`https://shop.example/order/${p.orderId}?success=true`);
    expect(await one(sql`select count(*)::int as n from card_codes where card_id = ${card} and status = 'sold'`)).toEqual({
      n: 1,
    });
  });

  it('refuses a forged signature, a missing one and a tampered amount, changing nothing', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 300_00, stock: 3 });
    const p = await placePaymob(user, { product_id: product });
    const { body, hmac } = transaction(p);

    for (const lang of ['en', 'ar']) {
      const forged = await postCallback(body, 'a'.repeat(128), lang);
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('signature_invalid');
      expect(forged.body.errors).toEqual([
        lang === 'en' ? 'The payment callback signature is not valid.' : 'توقيع إشعار الدفع غير صالح.',
      ]);
    }
    expect((await postCallback(body, null)).body.code).toBe('signature_invalid');
    // an unsigned field may not steer the callback either: the signature covers order.id, not merchant_order_id
    const tampered = structuredClone(body);
    tampered.obj.amount_cents = 1;
    expect((await postCallback(tampered, hmac)).body.code).toBe('signature_invalid');
    // a genuinely signed transaction for another amount than ours is refused too
    const other = transaction(p, (o) => (o.amount_cents = p.amount - 100));
    const mismatch = await postCallback(other.body, other.hmac);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.errors).toEqual(['The paid amount does not match the payment.']);

    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await one(sql`select status from payments where id = ${p.paymentId}`)).toEqual({ status: 'created' });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 2 });

    // the real callback still pays it afterwards
    expect((await postCallback(body, hmac)).body.data.applied).toBe(true);
    expect(await orderState(p.orderId)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('finds the order only through the Paymob order id it signed', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 3 });
    const p = await placePaymob(user, { product_id: product });
    // a signed transaction of a Paymob order we never created, naming our payment in the unsigned reference
    const stranger = transaction({ ...p, paymobOrderId: 999_000_001 });
    const res = await postCallback(stranger.body, stranger.hmac);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applied: false, order_id: null });
    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
  });

  it('waits on a pending transaction, keeps the order payable on a failed one, and settles a retry that succeeds', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 150_00, stock: 4 });
    const p = await placePaymob(user, { payment_id: 2, wallet_number: '01098765432', product_id: product });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 3 });

    const pending = transaction(p, (o) => {
      o.pending = true;
      o.success = false;
    });
    expect((await postCallback(pending.body, pending.hmac)).body.data).toEqual({ applied: false, order_id: p.orderId });
    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });

    const failed = transaction(p, (o) => {
      o.success = false;
      o.source_data = { pan: '01098765432', type: 'wallet', tenure: null, sub_type: 'wallet' };
    });
    expect((await postCallback(failed.body, failed.hmac)).body.data.applied).toBe(true);
    // issue 22: Paymob's page lets the shopper retry, so a failed attempt does not release the order
    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 3 });
    // the shopper's redirect then shows the failure
    const back = await t.app.inject({ method: 'GET', url: returnUrl(p, { success: 'false' }) });
    expect(back.headers.location).toBe(`https://shop.example/order/${p.orderId}?success=false`);
    // the retry on Paymob's page succeeds: the order is paid
    const retried = transaction(p, () => {});
    expect((await postCallback(retried.body, retried.hmac)).body.data.applied).toBe(true);
    expect(await orderState(p.orderId)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('acknowledges callbacks that are not transactions without acting on them', async () => {
    const res = await postCallback({ type: 'TOKEN', obj: { token: 'x', masked_pan: 'xxxx-2346' } }, 'b'.repeat(128));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ applied: false, order_id: null });
  });
});

describe("Paymob's response callback (the shopper's return)", () => {
  it('settles the payment when it arrives before the transaction-processed callback', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 250_00, stock: 2 });
    const p = await placePaymob(user, { product_id: product });
    const back = await t.app.inject({ method: 'GET', url: returnUrl(p) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`https://shop.example/order/${p.orderId}?success=true`);
    expect(await orderState(p.orderId)).toEqual({ status: 'processing', payment_status: 'paid' });
    // the server-to-server callback that follows changes nothing
    const { body, hmac } = transaction(p);
    expect((await postCallback(body, hmac)).body.data).toEqual({ applied: false, order_id: p.orderId });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 1 });
  });

  it('records a failed return, keeping the order payable, and ignores an unsigned or tampered one', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 250_00, stock: 2 });
    const p = await placePaymob(user, { product_id: product });

    const forged = await t.app.inject({ method: 'GET', url: returnUrl(p, {}, false) });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('https://shop.example/');
    const signed = new URL(returnUrl(p, { success: 'false' }), 'http://x');
    signed.searchParams.set('success', 'true'); // a shopper editing the address
    const edited = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(edited.headers.location).toBe('https://shop.example/');
    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });

    const stock = await one(sql`select stock from products where id = ${product}`);
    const failed = await t.app.inject({ method: 'GET', url: returnUrl(p, { success: 'false' }) });
    expect(failed.headers.location).toBe(`https://shop.example/order/${p.orderId}?success=false`);
    expect(await one(sql`select status from payments where order_id = ${p.orderId}`)).toEqual({ status: 'failed' });
    // the order stays payable (Pay again), holding its stock until it expires
    expect(await orderState(p.orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await one(sql`select stock from products where id = ${product}`)).toEqual(stock);
  });

  it('sends a wallet top-up back to the wallet page, crediting it once', async () => {
    const user = await createUser(t.ctx.db);
    const topup = await one<{ id: number }>(sql`insert into wallet_topups (user_id, amount, fee, total, payment_method_id)
      values (${user.id}, 50000, 0, 50000, 1) returning id`);
    const payment = await one<{
      id: number;
    }>(sql`insert into payments (topup_id, payment_method_id, provider, amount, provider_ref)
      values (${topup.id}, 1, 'paymob', 50000, '555000111') returning id`);
    const p: Placed = { orderId: 0, paymentId: payment.id, amount: 500_00, paymobOrderId: 555_000_111 };
    for (let i = 0; i < 2; i++) {
      const back = await t.app.inject({ method: 'GET', url: returnUrl(p) });
      expect(back.headers.location).toBe('https://shop.example/wallet?success=true');
    }
    const wallet = await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers });
    expect(wallet.body.data.balance).toBe(500);
  });
});

describe('when Paymob cannot be reached', () => {
  it.each([
    ['the network fails', 'reject'],
    ['Paymob refuses', 'error'],
    ['the answer is not an intention', 'garbage'],
  ] as const)('answers 502 payment_unavailable and releases the order when %s', async (_what, mode) => {
    paymob.mode = mode;
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 2 });
    for (const lang of ['en', 'ar']) {
      const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2 }, lang);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('payment_unavailable');
      expect(res.body.message).toBe(
        lang === 'en'
          ? 'The payment service is not available right now. Your order was not placed; please try again in a few minutes.'
          : 'خدمة الدفع غير متاحة الآن. لم يتم تسجيل طلبك؛ من فضلك حاول مرة أخرى بعد دقائق.',
      );
      expect(res.body.message).not.toContain(SECRET_KEY);
      // the stock came back: both units can be ordered again
      expect(await one(sql`select stock from products where id = ${product}`)).toEqual({ stock: 2 });
    }
    const orders = rowsOf<{ status: string }>(await t.ctx.db.execute(sql`select status from orders where user_id = ${user.id}`));
    expect(orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect(paymob.requests).toHaveLength(2);
  });
});
