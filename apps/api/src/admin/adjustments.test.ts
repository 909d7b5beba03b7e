// Manual wallet and points adjustments in the back-office (issue 26): an admin's adjustment is one
// ledger entry with its reason, seen by the customer in their language and audited; bad input is
// refused in the request's language; a debit never takes a balance below zero, also when several
// land at once (real parallelism on PostgreSQL); support staff are refused money actions.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffId, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  admin = await staffTokenFor(t.ctx, 'admin');
  support = await staffTokenFor(t.ctx, 'support');
});
afterAll(() => t?.close());

const reason = { reason_en: 'Goodwill for a late delivery', reason_ar: 'تعويض عن تأخر التوصيل' };
type Detail = {
  wallet_balance: number;
  points_available: number;
  wallet_ledger: { amount: number; note: string }[];
  points_ledger: { points: number; status: string; note: string }[];
};

const adjust = (kind: 'wallet' | 'points', userId: number, payload: object, token = admin, lang = 'en') =>
  t.call<Detail>({
    method: 'POST',
    url: `/api/admin/customers/${userId}/${kind}-adjustments`,
    headers: { authorization: `Bearer ${token}`, lang },
    payload,
  });

async function walletPage(user: TestUser, lang: string) {
  const res = await t.call<{
    wallet: { balance: number };
    transactions: { transactions: { amount: number; operation: string; description: string }[] };
  }>({
    method: 'GET',
    url: '/api/users/wallets/transactions',
    headers: { ...user.headers, lang },
  });
  return res.body.data;
}

describe('wallet adjustments', () => {
  it('credits and debits with a reason the customer reads in their language, audited', async () => {
    const user = await createUser(t.ctx.db);
    const credit = await adjust('wallet', user.id, { amount: 250_00, ...reason });
    expect(credit.status).toBe(200);
    expect(credit.body.data.wallet_balance).toBe(250_00);
    expect(credit.body.data.wallet_ledger[0]).toMatchObject({ amount: 250_00, note: reason.reason_en });
    const debit = await adjust('wallet', user.id, { amount: -50_50, reason_en: 'Correction', reason_ar: 'تصحيح' }, admin, 'ar');
    expect(debit.status).toBe(200);
    expect(debit.body.message).toBe('تم تعديل المحفظة؛ سيرى العميل القيد في صفحة محفظته.');
    expect(debit.body.data.wallet_balance).toBe(199_50);

    const ar = await walletPage(user, 'ar');
    expect(ar.wallet.balance).toBe(199.5);
    expect(ar.transactions.transactions.map((x) => [x.operation, x.amount, x.description])).toEqual([
      ['debit', 50.5, 'تصحيح'],
      ['credit', 250, reason.reason_ar],
    ]);
    expect((await walletPage(user, 'en')).transactions.transactions[1]!.description).toBe(reason.reason_en);

    const audit = rowsOf<{ action: string; staff_user_id: number; before: unknown; after: { amount: number } }>(
      await t.ctx.db.execute(sql`select action, staff_user_id, before, after from audit_log
        where entity = 'user' and entity_id = ${String(user.id)} order by id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['wallet_adjust', 'wallet_adjust']);
    expect(audit[1]).toMatchObject({
      staff_user_id: await staffId(t.ctx, 'admin'),
      before: { wallet_balance: 250_00 },
      after: { wallet_balance: 199_50, amount: -50_50 },
    });
  });

  it('refuses a debit below zero in the request language and books nothing', async () => {
    const user = await createUser(t.ctx.db);
    await adjust('wallet', user.id, { amount: 100_00, ...reason });
    const res = await adjust('wallet', user.id, { amount: -100_01, ...reason }, admin, 'ar');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: false, message: 'هذا سيجعل الرصيد أقل من صفر: رصيد العميل 100 ج.م.' });
    expect((await walletPage(user, 'en')).wallet.balance).toBe(100);
    const exact = await adjust('wallet', user.id, { amount: -100_00, ...reason });
    expect(exact.body.data.wallet_balance).toBe(0);
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const user = await createUser(t.ctx.db);
    const cases: [object, string][] = [
      [{ amount: 0, ...reason }, 'The amount is a whole number of piastres'],
      [{ amount: 10.5, ...reason }, 'The amount is a whole number of piastres'],
      [{ amount: '100', ...reason }, 'The amount is a whole number of piastres'],
      [{ amount: 100_000_001, ...reason }, 'The amount is a whole number of piastres'],
      [{ amount: 100 }, 'Write the reason in English and in Arabic'],
      [{ amount: 100, reason_en: '  ', reason_ar: 'سبب' }, 'Write the reason in English and in Arabic'],
      [{ amount: 100, reason_en: 'x'.repeat(201), reason_ar: 'سبب' }, 'A reason may be at most 200 characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await adjust('wallet', user.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errors.join(' '), JSON.stringify(payload)).toContain(message);
    }
    const ar = await adjust('wallet', user.id, { amount: 100 }, admin, 'ar');
    expect(ar.body.errors).toContain('اكتب السبب بالإنجليزية وبالعربية (3 أحرف على الأقل لكل منهما)؛ سيقرؤه العميل.');
    expect((await adjust('wallet', 999_999, { amount: 100, ...reason })).status).toBe(404);
    expect((await adjust('wallet', await staffId(t.ctx, 'support'), { amount: 100, ...reason })).status).toBe(409);
    expect((await walletPage(user, 'en')).wallet.balance).toBe(0);
  });

  it('is refused to support staff (403 envelope) and to customers', async () => {
    const user = await createUser(t.ctx.db);
    for (const kind of ['wallet', 'points'] as const) {
      const body = kind === 'wallet' ? { amount: 100, ...reason } : { points: 100, ...reason };
      const res = await adjust(kind, user.id, body, support);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: false, code: 'forbidden', message: 'Your staff role does not allow this.' });
      expect((await adjust(kind, user.id, body, user.token)).status).toBe(403);
    }
    expect((await walletPage(user, 'en')).wallet.balance).toBe(0);
  });

  it('concurrent debits never take the balance below zero', async () => {
    const user = await createUser(t.ctx.db);
    await adjust('wallet', user.id, { amount: 100_00, ...reason });
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust('wallet', user.id, { amount: -30_00, ...reason })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect((await walletPage(user, 'en')).wallet.balance).toBe(10);
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  });
});

describe('points adjustments', () => {
  it('adds an available lot and takes from lots soonest-expiring first, with the reason', async () => {
    const user = await createUser(t.ctx.db);
    const add = await adjust('points', user.id, { points: 500, ...reason });
    expect(add.status).toBe(200);
    expect(add.body.data.points_available).toBe(500);
    expect(add.body.data.points_ledger[0]).toMatchObject({ points: 500, status: 'available', note: reason.reason_en });
    const take = await adjust('points', user.id, { points: -200, reason_en: 'Correction', reason_ar: 'تصحيح' }, admin, 'ar');
    expect(take.status).toBe(200);
    expect(take.body.data.points_available).toBe(300);
    expect(take.body.data.points_ledger[0]).toMatchObject({ points: -200, status: 'redeemed', note: 'تصحيح' });
    const summary = await t.call<{ available_balance: number }>({
      method: 'GET',
      url: '/api/users/points-summary',
      headers: user.headers,
    });
    expect(summary.body.data.available_balance).toBe(300);
    const below = await adjust('points', user.id, { points: -301, ...reason });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('This would take the balance below zero: the customer has 300.');
    expect((await adjust('points', user.id, { points: 1.5, ...reason })).status).toBe(400);
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  });

  it("shows the customer the adjustment's reason on /rewards in their language, not a nameless row", async () => {
    const user = await createUser(t.ctx.db);
    expect((await adjust('points', user.id, { points: 500, ...reason })).status).toBe(200);
    expect((await adjust('points', user.id, { points: -200, reason_en: 'Correction', reason_ar: 'تصحيح' })).status).toBe(200);
    const rows = async (lang: string) =>
      (
        await t.call<{ transactions: { order: unknown; points: number; status: string; note: string | null }[] }>({
          method: 'GET',
          url: '/api/users/points-summary',
          headers: { ...user.headers, lang },
        })
      ).body.data.transactions.map((r) => ({ order: r.order, points: r.points, status: r.status, note: r.note }));
    expect(await rows('en')).toEqual([
      { order: null, points: -200, status: 'Redeemed', note: 'Correction' },
      { order: null, points: 500, status: 'Available', note: reason.reason_en },
    ]);
    expect((await rows('ar')).map((r) => r.note)).toEqual(['تصحيح', reason.reason_ar]);
  });

  it('concurrent point debits never spend more than the lots hold', async () => {
    const user = await createUser(t.ctx.db);
    await adjust('points', user.id, { points: 100, ...reason });
    const answers = await Promise.all(Array.from({ length: 6 }, () => adjust('points', user.id, { points: -40, ...reason })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const left = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select sum(points - used)::int as n from points_ledger where user_id = ${user.id} and points > 0`,
      ),
    )[0]!.n;
    expect(left).toBe(20);
    expect(await checkInvariants(t.ctx.db)).toEqual([]);
  });
});
