// The cash wallet and its top-up (spec §2 Wallet and top-up, §5 Top-up, §6, §7): a merchant's
// top-up is written with its payment, paid on the sandbox gateway's page and credited once through
// the ledger; a customer, a bad amount, a missing method or wallet number, or a forged callback
// credits nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (ten callbacks race).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { signCallback } from '../payments/sandbox.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(q))[0]!;

async function merchant(): Promise<TestUser> {
  const user = await createUser(t.ctx.db);
  await t.ctx.db.execute(sql`update users set user_type = 'merchant' where id = ${user.id}`);
  return user;
}

const balanceOf = async (user: TestUser) =>
  (await t.call<{ balance: number }>({ method: 'GET', url: '/api/users/wallets', headers: user.headers })).body.data.balance;

function topup(user: TestUser, payload: Record<string, unknown>, lang = 'en') {
  return t.call<{ topup_id: number; payment_link?: string }>({
    method: 'POST',
    url: '/api/users/wallets/topup',
    headers: { ...user.headers, lang },
    payload,
  });
}

function fees(user: TestUser, payload: Record<string, unknown>, lang = 'en') {
  return t.call<{ payment_fee: number; amount: number; total_amount: number }>({
    method: 'POST',
    url: '/api/users/wallets/calculate-topup-fees',
    headers: { ...user.headers, lang },
    payload,
  });
}

const callback = (paymentId: number, result: 'paid' | 'failed', signature = signCallback(t.ctx, paymentId, result)) =>
  t.call<{ applied: boolean; order_id: number | null }>({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    payload: { payment_id: paymentId, result, signature },
  });

const paymentIdOf = (link: string) => Number(/sandbox\/(\d+)/.exec(link)![1]);

describe('GET payments/wallet', () => {
  it('lists the top-up methods in the request language, method 2 asking for a wallet number', async () => {
    const en = await t.call<{ id: number; name: string; wallet_phone_required: boolean }[]>({
      method: 'GET',
      url: '/api/payments/wallet',
    });
    expect(en.status).toBe(200);
    expect(en.body.data.map((m) => m.id)).toEqual([1, 2]);
    expect(en.body.data.find((m) => m.id === 2)!.wallet_phone_required).toBe(true);
    const ar = await t.call<{ name: string }[]>({ method: 'GET', url: '/api/payments/wallet', headers: { lang: 'ar' } });
    expect(ar.body.data[0]!.name).toBe('بطاقة ائتمان / خصم مباشر');
  });
});

describe('POST users/wallets/calculate-topup-fees', () => {
  it('answers the amount, the method fee on it and the total', async () => {
    const user = await merchant();
    // method 1: 2.75 % of 1,000 EGP = 27.50
    const card = await fees(user, { amount: '1000', payment_id: 1 });
    expect(card.status).toBe(200);
    expect(card.body.data).toEqual({ amount: 1000, payment_fee: 27.5, total_amount: 1027.5 });
    // method 2: 2 % of 150.55 = 3.011 → 3.01
    expect((await fees(user, { amount: 150.55, payment_id: 2 })).body.data).toEqual({
      amount: 150.55,
      payment_fee: 3.01,
      total_amount: 153.56,
    });
  });

  it('refuses a bad amount or a method that is not for top-ups, in the request language', async () => {
    const user = await merchant();
    const cases: [unknown, string][] = [
      ['0', 'Please enter a valid amount'],
      ['-5', 'Please enter a valid amount'],
      ['12.3.4', 'Please enter a valid amount'],
      ['abc', 'Please enter a valid amount'],
      ['1e9', 'Please enter a valid amount'],
      ['', 'Please enter a valid amount'],
      [1e9, 'The largest top-up is 50,000 EGP.'],
      ['5', 'The smallest top-up is 10 EGP.'],
    ];
    for (const [amount, message] of cases) {
      const res = await fees(user, { amount, payment_id: 1 });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.errors).toContain(message);
    }
    const noMethod = await fees(user, { amount: '100' });
    expect(noMethod.body.errors).toEqual(['Please select a payment method']);
    const cod = await fees(user, { amount: '100', payment_id: 10 }, 'ar');
    expect(cod.status).toBe(400);
    expect(cod.body.errors).toEqual(['طريقة الدفع هذه غير متاحة لشحن المحفظة.']);
  });
});

describe('POST users/wallets/topup', () => {
  it('a merchant pays on the sandbox page, comes back to /wallet and is credited once', async () => {
    const user = await merchant();
    expect(await balanceOf(user)).toBe(0);
    const res = await topup(user, { amount: '250.50', payment_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Complete the payment to add the amount to your wallet.');
    const link = res.body.data.payment_link!;
    expect(link).toMatch(/^\/api\/payments\/sandbox\/\d+\?token=[0-9a-f]{64}&lang=en$/);
    const paymentId = paymentIdOf(link);
    // one top-up and one payment for the total with the fee (2.75 % of 250.50 = 6.89)
    expect(
      await one(
        sql`select amount, fee, total, status, payment_method_id from wallet_topups where id = ${res.body.data.topup_id}`,
      ),
    ).toEqual({ amount: 250_50, fee: 6_89, total: 257_39, status: 'pending', payment_method_id: 1 });
    expect(await one(sql`select topup_id, order_id, amount, status from payments where id = ${paymentId}`)).toEqual({
      topup_id: res.body.data.topup_id,
      order_id: null,
      amount: 257_39,
      status: 'created',
    });
    expect(await balanceOf(user)).toBe(0);

    // the hosted page names the top-up; Pay comes back to the wallet page
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.body).toContain(`Wallet top-up ${res.body.data.topup_id}`);
    expect(page.body).toContain('257.39 EGP');
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      payload: { token, result: 'paid', lang: 'en' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/wallet?success=true');
    expect(await balanceOf(user)).toBe(250.5);

    // the same callback again changes nothing
    const again = await callback(paymentId, 'paid');
    expect(again.body.data).toEqual({ applied: false, order_id: null });
    expect(await balanceOf(user)).toBe(250.5);

    const list = await t.call<{
      wallet: { balance: number };
      transactions: { transactions: { operation: string; amount: number; description: string; reference: string }[] };
    }>({ method: 'GET', url: '/api/users/wallets/transactions', headers: { ...user.headers, lang: 'ar' } });
    expect(list.body.data.wallet.balance).toBe(250.5);
    expect(list.body.data.transactions.transactions).toEqual([
      {
        id: expect.any(Number),
        operation: 'credit',
        amount: 250.5,
        description: 'شحن المحفظة',
        reference: `TOPUP-${res.body.data.topup_id}`,
      },
    ]);
  });

  it('a failed payment credits nothing and comes back to /wallet?success=false', async () => {
    const user = await merchant();
    const res = await topup(user, { amount: '100', payment_id: 2, wallet_number: '01012345678' });
    expect(res.status).toBe(200);
    const paymentId = paymentIdOf(res.body.data.payment_link!);
    const token = new URL(res.body.data.payment_link!, 'http://x').searchParams.get('token')!;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      payload: { token, result: 'failed', lang: 'en' },
    });
    expect(done.headers.location).toBe('/wallet?success=false');
    expect(await one(sql`select status, wallet_number from wallet_topups where id = ${res.body.data.topup_id}`)).toEqual({
      status: 'failed',
      wallet_number: '01012345678',
    });
    // issue 22: 'Pay' on the finished page changes nothing and says so (no "Top-up completed")
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      payload: { token, result: 'paid', lang: 'en' },
    });
    expect(again.headers.location).toBe('/wallet?success=false');
    expect(await balanceOf(user)).toBe(0);
  });

  it('the callback sent ten times at once credits the wallet once', async () => {
    const user = await merchant();
    const res = await topup(user, { amount: '500', payment_id: 1 });
    const paymentId = paymentIdOf(res.body.data.payment_link!);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(paymentId, 'paid')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.data.applied)).toHaveLength(1);
    expect(await balanceOf(user)).toBe(500);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from wallet_ledger where user_id = ${user.id}`)).n).toBe(1);
  });

  it('refuses a forged callback and a hosted-page post with a wrong token: nothing credited', async () => {
    const user = await merchant();
    const res = await topup(user, { amount: '300', payment_id: 1 });
    const paymentId = paymentIdOf(res.body.data.payment_link!);
    const forged = await callback(paymentId, 'paid', signCallback(t.ctx, paymentId, 'failed'));
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('signature_invalid');
    const garbage = await callback(paymentId, 'paid', 'f'.repeat(64));
    expect(garbage.status).toBe(400);
    const wrongToken = await t.call({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      payload: { token: 'a'.repeat(64), result: 'paid' },
    });
    expect(wrongToken.status).toBe(404);
    expect(await one(sql`select status from payments where id = ${paymentId}`)).toEqual({ status: 'created' });
    expect(await balanceOf(user)).toBe(0);
  });

  it('refuses a customer (not a merchant) with 403, writing nothing', async () => {
    const customer = await createUser(t.ctx.db);
    const res = await topup(customer, { amount: '100', payment_id: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body.errors).toEqual(['Wallet top-up is available to merchant accounts only.']);
    const ar = await topup(customer, { amount: '100', payment_id: 1 }, 'ar');
    expect(ar.body.errors).toEqual(['شحن المحفظة متاح لحسابات التجار فقط.']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from wallet_topups where user_id = ${customer.id}`)).n).toBe(
      0,
    );
  });

  it('refuses each bad input with a clear message and writes nothing', async () => {
    const user = await merchant();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ amount: 0, payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: -5, payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: '1e9', payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: 1e9, payment_id: 1 }, ['The largest top-up is 50,000 EGP.']],
      [{ amount: '12.3.4', payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: 'ten', payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: '10.999', payment_id: 1 }, ['Please enter a valid amount']],
      [{ payment_id: 1 }, ['Please enter a valid amount']],
      [{ amount: '100' }, ['Please select a payment method']],
      [{ amount: '100', payment_id: 2 }, ['Please enter a wallet number']],
      [{ amount: '100', payment_id: 2, wallet_number: '' }, ['Please enter a wallet number']],
      [
        { amount: '100', payment_id: 2, wallet_number: '12345' },
        ['Please enter a valid wallet number (11 digits starting with 01).'],
      ],
      [{ amount: '100', payment_id: 16 }, ['This payment method is not available for wallet top-up.']],
      [{ amount: '100', payment_id: 999 }, ['This payment method is not available for wallet top-up.']],
    ];
    for (const [payload, errors] of cases) {
      const res = await topup(user, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errors, JSON.stringify(payload)).toEqual(errors);
    }
    const ar = await topup(user, { amount: '100', payment_id: 2 }, 'ar');
    expect(ar.body.errors).toEqual(['من فضلك أدخل رقم المحفظة']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from wallet_topups where user_id = ${user.id}`)).n).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/users/wallets/topup', payload: { amount: '100', payment_id: 1 } });
    expect(res.status).toBe(401);
  });

  it('ends the top-up when the gateway cannot start it', async () => {
    const user = await merchant();
    const real = t.ctx.payments;
    const down: PaymentGateway = {
      name: real.name,
      refund: async () => {},
      start: () => Promise.reject(new Error('gateway down')),
    };
    t.ctx.payments = down;
    try {
      const res = await topup(user, { amount: '100', payment_id: 1 });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('payment_unavailable');
    } finally {
      t.ctx.payments = real;
    }
    expect(
      await one(sql`select t.status, p.status as payment from wallet_topups t join payments p on p.topup_id = t.id
      where t.user_id = ${user.id}`),
    ).toEqual({ status: 'failed', payment: 'expired' });
  });
});

describe('GET users/wallets/transactions', () => {
  it('pages the ledger 10 at a time, newest first, filtered by credit or debit', async () => {
    const user = await createUser(t.ctx.db);
    for (let i = 1; i <= 12; i++) {
      await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference)
        values (${user.id}, ${i % 3 === 0 ? 'debit' : 'credit'}, ${i * 100}, ${`Entry ${i}`}, ${`قيد ${i}`}, ${`REF-${i}`})`);
    }
    type Page = {
      wallet: { balance: number };
      transactions: { transactions: { reference: string; operation: string }[]; last_page: number; total: number };
    };
    const get = (q: string) => t.call<Page>({ method: 'GET', url: `/api/users/wallets/transactions${q}`, headers: user.headers });
    const first = await get('?page=1&per_page=10&type=');
    // credits 1+2+4+5+7+8+10+11 = 48, debits 3+6+9+12 = 30 → 18 EGP
    expect(first.body.data.wallet.balance).toBe(18);
    expect(first.body.data.transactions.transactions).toHaveLength(10);
    expect(first.body.data.transactions.transactions[0]!.reference).toBe('REF-12');
    expect(first.body.data.transactions).toMatchObject({ total: 12, last_page: 2 });
    expect((await get('?page=2')).body.data.transactions.transactions.map((r) => r.reference)).toEqual(['REF-2', 'REF-1']);
    const debits = await get('?type=debit');
    expect(debits.body.data.transactions.transactions.map((r) => r.reference)).toEqual(['REF-12', 'REF-9', 'REF-6', 'REF-3']);
    expect(debits.body.data.transactions.last_page).toBe(1);
    expect((await get('?type=credit')).body.data.transactions.total).toBe(8);
    const bad = await get('?type=refund');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Type must be empty, credit or debit.']);
    expect((await get('?page=0')).status).toBe(400);
  });

  it('shows only the signed-in customer their own ledger, and "nothing yet" as an empty page', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.call<{ wallet: { balance: number }; transactions: { transactions: unknown[]; last_page: number } }>({
      method: 'GET',
      url: '/api/users/wallets/transactions',
      headers: user.headers,
    });
    expect(res.body.data).toEqual({
      wallet: { balance: 0 },
      transactions: { transactions: [], total: 0, current_page: 1, last_page: 1 },
    });
    expect((await t.call({ method: 'GET', url: '/api/users/wallets/transactions' })).status).toBe(401);
  });
});
