// Every refusal carries a stable machine-readable `code` (packages/shared/src/contract/envelope.ts)
// so the storefront tells refusals apart without reading messages, in either language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeSentTo, registerBody, send, withChallenge } from '../account/auth-test-utils.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, tokenFor } from '../account/test-helpers.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const email = (key: string) => DEMO_ACCOUNTS.find((a) => a.key === key)!.email;
const login = async (identifier: string, password: string) =>
  send(
    t,
    'POST',
    '/login',
    { email: identifier, password, g_recaptcha_response: await solveTestChallenge(t.app) },
    { lang: 'ar' },
  );

function expectRefusal(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status: false, code, errors: [expect.any(String)] });
}

describe('refusal codes', () => {
  it('invalid_input for bad input, not_found for an unknown item, unauthenticated without a token', async () => {
    expectRefusal(await send(t, 'GET', '/products/category?category_id=abc'), 400, 'invalid_input');
    expectRefusal(await send(t, 'GET', '/products/getProductDetails?product_id=99999999'), 404, 'not_found');
    expectRefusal(await send(t, 'GET', '/users/getProfile'), 401, 'unauthenticated');
  });

  it('invalid_credentials for a wrong password, account_banned for a banned account', async () => {
    expectRefusal(await login(email('customer'), 'Wrong#Pass1'), 401, 'invalid_credentials');
    expectRefusal(await login(email('banned'), DEMO_PASSWORD), 403, 'account_banned');
  });

  it('captcha_required without a challenge answer, captcha_failed with a forged one', async () => {
    const base = { email: email('customer'), password: DEMO_PASSWORD };
    expectRefusal(await send(t, 'POST', '/login', base), 400, 'captcha_required');
    expectRefusal(
      await send(t, 'POST', '/login', { ...base, g_recaptcha_response: 'bm90LWEtc29sdXRpb24=' }),
      403,
      'captcha_failed',
    );
  });

  it('code_wrong for a wrong activation code, already_active when asking an active account for a code', async () => {
    const body = registerBody();
    const registered = await send(t, 'POST', '/register', await withChallenge(t, body));
    const token = (registered.body.data as { token: string }).token;
    const code = await lastCodeSentTo(t.ctx, body.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectRefusal(await send(t, 'POST', '/activeAccount', { code: wrong }, { token }), 400, 'code_wrong');
    expectRefusal(await send(t, 'POST', '/resendCode', {}, { token: await tokenFor(t.ctx, 'customer') }), 400, 'already_active');
  });

  it('account_not_active when an account waiting for activation changes its password', async () => {
    const token = await tokenFor(t.ctx, 'waiting');
    const res = await send(t, 'POST', '/updatePassword', { old_password: DEMO_PASSWORD, new_password: 'Newer#2026' }, { token });
    expectRefusal(res, 403, 'account_not_active');
  });

  it('not_purchased when a customer reviews an item they did not buy', async () => {
    const latest = (await send(t, 'GET', '/products/latest')).body as { data: { products: { id: number }[] } };
    const token = await tokenFor(t.ctx, 'merchant');
    const res = await send(t, 'POST', `/products/${latest.data.products[0]!.id}/reviews`, { rating: 5 }, { token });
    expectRefusal(res, 403, 'not_purchased');
  });

  it('not_available when Google sign-in is not configured', async () => {
    expectRefusal(await send(t, 'POST', '/social-login', { provider: 'google', token: 'x'.repeat(40) }), 400, 'not_available');
  });
});
