// spec §7 activeAccount, resendCode, requestPasswordReset, resetPassword: single use, 10-minute
// expiry, 5 wrong tries per code, one code a minute, no account enumeration, rate limits.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { counts, freshIp, lastCodeSentTo, messagesTo, registerBody, send, withChallenge } from './auth-test-utils.ts';
import { PRESSURE_DELAY_MS } from './limits.ts';
import { DEMO_PASSWORD, tokenFor } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A new waiting account: its token, e-mail, phone and the activation code sent to it. */
async function signUp() {
  const body = registerBody();
  const res = await send(t, 'POST', '/register', await withChallenge(t, body));
  expect(res.status).toBe(201);
  const token = (res.body.data as { token: string }).token;
  const phone = `+20${body.phone.slice(1)}`;
  return { token, email: body.email, phone, code: await lastCodeSentTo(t.ctx, body.email) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves an account's codes back in time (expiry and resend tests without waiting). */
async function ageCodes(email: string, purpose: 'activation' | 'reset', minutes: number) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  await t.ctx.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - ${minutes} * interval '1 minute'`,
      expiresAt: sql`${verificationCodes.expiresAt} - ${minutes} * interval '1 minute'`,
    })
    .where(and(eq(verificationCodes.userId, user!.id), eq(verificationCodes.purpose, purpose)));
}

describe('POST /activeAccount', () => {
  it('activates with the code sent, counting a wrong try first, and then the account is Active', async () => {
    const a = await signUp();
    const wrong = await send(t, 'POST', '/activeAccount', { code: wrongCode(a.code) }, { token: a.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This code is not correct. You have 4 tries left.');
    const ok = await send(t, 'POST', '/activeAccount', { code: a.code }, { token: a.token, lang: 'ar' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('تم تفعيل حسابك.');
    expect(ok.body.data).toMatchObject({ activation_str: 'Active', user: { email: a.email, activation_str: 'Active' } });
    const again = await send(t, 'POST', '/activeAccount', { code: a.code }, { token: a.token });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your account is already active.');
    const login = await send(t, 'POST', '/login', await withChallenge(t, { email: a.phone, password: 'Secret#2026' }));
    expect((login.body.data as { activation_str: string }).activation_str).toBe('Active');
  });

  it('refuses an expired code', async () => {
    const a = await signUp();
    await ageCodes(a.email, 'activation', 11);
    const res = await send(t, 'POST', '/activeAccount', { code: a.code }, { token: a.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please request a new one.');
  });

  it('locks a code after 5 wrong tries, so brute force fails even when the 6th guess is right', async () => {
    const a = await signUp();
    const guesses = [1, 2, 3, 4, 5].map((i) => String((Number(a.code) + i) % 1_000_000).padStart(6, '0'));
    const messages = [];
    for (const code of guesses)
      messages.push((await send(t, 'POST', '/activeAccount', { code }, { token: a.token })).body.message);
    expect(messages.slice(0, 4)).toEqual(
      [4, 3, 2, 1].map((n) => `This code is not correct. You have ${n} ${n === 1 ? 'try' : 'tries'} left.`),
    );
    expect(messages[4]).toBe('Too many wrong tries. Please request a new code.');
    const right = await send(t, 'POST', '/activeAccount', { code: a.code }, { token: a.token });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong tries. Please request a new code.');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, a.email));
    expect(user!.activation).toBe('waiting_Active');
  });

  it('refuses malformed codes and calls without a token', async () => {
    const a = await signUp();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await send(t, 'POST', '/activeAccount', { code }, { token: a.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The code must be 6 digits.');
    }
    expect((await send(t, 'POST', '/activeAccount', { code: a.code })).status).toBe(401);
  });
});

describe('POST /resendCode', () => {
  it('says how long to wait in words that agree with the number, in Arabic and English', async () => {
    const a = await signUp();
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, a.email));
    // the activation code was sent `seconds` ago
    const sentAgo = (seconds: number) =>
      t.ctx.db
        .update(verificationCodes)
        .set({ createdAt: sql`now() - ${seconds} * interval '1 second'` })
        .where(and(eq(verificationCodes.userId, user!.id), eq(verificationCodes.purpose, 'activation')));
    const wait = async (lang: 'en' | 'ar') => {
      const res = await send(t, 'POST', '/resendCode', undefined, { token: a.token, lang });
      expect(res.status).toBe(429);
      return res.body.message;
    };
    // Arabic counts 3 to 10 with ثوانٍ, 11 and more with ثانية
    await sentAgo(55);
    expect(await wait('ar')).toBe('يرجى الانتظار 5 ثوانٍ قبل طلب كود جديد.');
    await sentAgo(30);
    expect(await wait('ar')).toBe('يرجى الانتظار 30 ثانية قبل طلب كود جديد.');
    await sentAgo(58);
    expect(await wait('ar')).toBe('يرجى الانتظار ثانيتين قبل طلب كود جديد.');
    await sentAgo(59.5);
    expect(await wait('ar')).toBe('يرجى الانتظار ثانية واحدة قبل طلب كود جديد.');
    await sentAgo(59.5);
    expect(await wait('en')).toBe('Please wait 1 second before asking for a new code.');
  });

  it('sends at most one code a minute; a new code replaces the old one', async () => {
    const a = await signUp();
    const soon = await send(t, 'POST', '/resendCode', undefined, { token: a.token });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait (\d|[1-5]\d|60) seconds before asking for a new code\.$/);
    await ageCodes(a.email, 'activation', 1.1);
    const resent = await send(t, 'POST', '/resendCode', {}, { token: a.token, lang: 'ar' });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('تم إرسال كود تفعيل جديد إلى هاتفك وبريدك الإلكتروني.');
    expect(await messagesTo(t.ctx, a.phone)).toHaveLength(2);
    const fresh = await lastCodeSentTo(t.ctx, a.email);
    // (a one-in-a-million draw could repeat the old code; then it is the live one)
    const old = await send(
      t,
      'POST',
      '/activeAccount',
      { code: a.code === fresh ? wrongCode(a.code) : a.code },
      { token: a.token },
    );
    expect(old.status).toBe(400);
    expect((await send(t, 'POST', '/activeAccount', { code: fresh }, { token: a.token })).status).toBe(200);
    const active = await send(t, 'POST', '/resendCode', undefined, { token: a.token });
    expect(active.status).toBe(400);
    expect(active.body.message).toBe('Your account is already active.');
  });

  it('works for the seeded waiting account', async () => {
    const token = await tokenFor(t.ctx, 'waiting');
    const res = await send(t, 'POST', '/resendCode', undefined, { token });
    expect(res.status).toBe(200);
    const code = await lastCodeSentTo(t.ctx, 'waiting@demo.gamers-souq.example');
    expect(await lastCodeSentTo(t.ctx, '+201000000003')).toBe(code);
    expect((await send(t, 'POST', '/activeAccount', { code }, { token })).status).toBe(200);
  });
});

describe('password reset', () => {
  const resetMessage = 'If an account uses this address, we sent it a password reset code.';

  it('answers the same whether or not the account exists, and sends nothing for an unknown one', async () => {
    const before = await counts(t.ctx);
    const unknown = await send(t, 'POST', '/requestPasswordReset', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(resetMessage);
    const banned = await send(t, 'POST', '/requestPasswordReset', { email: 'banned@demo.gamers-souq.example' });
    expect(banned.body.message).toBe(resetMessage);
    expect(await counts(t.ctx)).toEqual(before);
    const bad = await send(t, 'POST', '/requestPasswordReset', { email: 'ghost@' });
    expect(bad.status).toBe(400);
  });

  it('resets with the code alone, signs out every session and makes the code single use', async () => {
    const a = await signUp();
    const req = await send(t, 'POST', '/requestPasswordReset', { email: a.phone.replace('+20', '0') }, { lang: 'ar' });
    expect(req.body.message).toBe('إذا كان هناك حساب بهذا العنوان فقد أرسلنا إليه كود إعادة تعيين كلمة المرور.');
    const mails = await messagesTo(t.ctx, a.email);
    expect(mails.at(-1)!.subject).toBe('إعادة تعيين كلمة المرور في جيمرز سوق');
    const code = await lastCodeSentTo(t.ctx, a.email);
    // a second request within the minute answers the same but sends nothing new
    await send(t, 'POST', '/requestPasswordReset', { email: a.email });
    expect(await messagesTo(t.ctx, a.email)).toHaveLength(mails.length);

    const weak = await send(t, 'POST', '/resetPassword', { reset_code: code, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('The password must be at least 8 characters.');
    const ok = await send(t, 'POST', '/resetPassword', { reset_code: code, new_password: 'Renewed#2026' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your password has been reset. You can now sign in.');
    expect((await send(t, 'GET', '/users/getProfile', undefined, { token: a.token })).status).toBe(401);
    const reused = await send(t, 'POST', '/resetPassword', { reset_code: code, new_password: 'Another#2026' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This code has already been used.');
    const oldPassword = await send(t, 'POST', '/login', await withChallenge(t, { email: a.email, password: 'Secret#2026' }));
    expect(oldPassword.status).toBe(401);
    const newPassword = await send(t, 'POST', '/login', await withChallenge(t, { email: a.email, password: 'Renewed#2026' }));
    expect(newPassword.status).toBe(200);
  });

  it('refuses a wrong, an expired and a brute-forced code; with the e-mail, wrong tries count', async () => {
    await send(t, 'POST', '/requestPasswordReset', { email: 'customer@demo.gamers-souq.example' });
    const code = await lastCodeSentTo(t.ctx, 'customer@demo.gamers-souq.example');
    const wrong = await send(t, 'POST', '/resetPassword', { reset_code: wrongCode(code), new_password: 'Renewed#2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This code is not correct.');
    const email = 'customer@demo.gamers-souq.example';
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 10 + i) % 1_000_000).padStart(6, '0');
      messages.push(
        (await send(t, 'POST', '/resetPassword', { reset_code: guess, new_password: 'Renewed#2026', email })).body.message,
      );
    }
    expect(messages).toEqual([
      'This code is not correct. You have 4 tries left.',
      'This code is not correct. You have 3 tries left.',
      'This code is not correct. You have 2 tries left.',
      'This code is not correct. You have 1 try left.',
      'Too many wrong tries. Please request a new code.',
    ]);
    const locked = await send(t, 'POST', '/resetPassword', { reset_code: code, new_password: 'Renewed#2026' });
    expect(locked.status).toBe(429);
    // the password did not change
    const login = await send(t, 'POST', '/login', await withChallenge(t, { email, password: DEMO_PASSWORD }));
    expect(login.status).toBe(200);

    await send(t, 'POST', '/requestPasswordReset', { email: 'merchant@demo.gamers-souq.example' });
    const mcode = await lastCodeSentTo(t.ctx, 'merchant@demo.gamers-souq.example');
    await ageCodes('merchant@demo.gamers-souq.example', 'reset', 11);
    const expired = await send(t, 'POST', '/resetPassword', { reset_code: mcode, new_password: 'Renewed#2026' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This code has expired. Please request a new one.');
  });

  it('keeps reset requests at 5 an hour per account and code guesses at 10 per 15 minutes per address; requests from a busy address are slowed', async () => {
    // per account: strict, from any address
    for (let i = 0; i < 5; i++)
      expect((await send(t, 'POST', '/requestPasswordReset', { email: 'ghost-target@example.com' })).status).toBe(200);
    const locked = await send(t, 'POST', '/requestPasswordReset', { email: 'ghost-target@example.com' });
    expect(locked.status).toBe(429);
    // per address: 5 an hour, then a short delay (a mobile operator's address is shared)
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await send(t, 'POST', '/requestPasswordReset', { email: `ghost${i}@example.com` }, { ip })).status).toBe(200);
    const started = performance.now();
    expect((await send(t, 'POST', '/requestPasswordReset', { email: 'ghost@example.com' }, { ip })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(PRESSURE_DELAY_MS[1] - 5);
    // wrong reset codes stay strict per address: a code sent without `email` is guessed
    // against every live code, so the 11th guess in 15 minutes is refused
    const ip2 = freshIp();
    for (let i = 0; i < 10; i++)
      expect(
        (await send(t, 'POST', '/resetPassword', { reset_code: '000000', new_password: 'Renewed#2026' }, { ip: ip2 })).status,
      ).toBe(400);
    expect(
      (await send(t, 'POST', '/resetPassword', { reset_code: '000000', new_password: 'Renewed#2026' }, { ip: ip2 })).status,
    ).toBe(429);
  });
});
