// spec §7 POST /register and POST /check-user-existence: happy path, every bad input, the bot
// challenge, duplicates, all-or-nothing, oversized bodies and the sign-up rate limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, verificationCodes } from '../db/schema/index.ts';
import { solveTestChallenge, fetchTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { counts, freshIp, lastCodeSentTo, messagesTo, registerBody, send, withChallenge } from './auth-test-utils.ts';
import { PRESSURE_DELAY_MS } from './limits.ts';

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-register-'));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /register', () => {
  it('creates a waiting customer, a working token and sends the activation code by e-mail and SMS', async () => {
    const body = registerBody();
    const res = await send(t, 'POST', '/register', await withChallenge(t, body));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toBe('Your account has been created. We sent an activation code to your phone and e-mail.');
    const data = res.body.data as { token: string; activation_str: string; user: Record<string, unknown> };
    expect(data.activation_str).toBe('waiting_Active');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      email: body.email,
      phone: `+20${body.phone.slice(1)}`,
      dob: '20/04/1995', // answered dd/mm/yyyy (spec §9, issue 28)
      user_type: 'customer',
      activation_str: 'waiting_Active',
    });

    const profile = await send(t, 'GET', '/users/getProfile', undefined, { token: data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual(data.user);

    const email = await messagesTo(t.ctx, body.email);
    const sms = await messagesTo(t.ctx, `+20${body.phone.slice(1)}`);
    expect(email).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(email[0]).toMatchObject({ channel: 'email', status: 'sent', subject: 'Your Gamers Souq activation code' });
    expect(sms[0]).toMatchObject({ channel: 'sms', status: 'sent' });
    const code = await lastCodeSentTo(t.ctx, body.email);
    expect(sms[0]!.body).toContain(code);

    // the code is stored only as a keyed hash
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    const stored = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.codeHash).not.toContain(code);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // default delivery: one file per message under DATA_DIR/outbox
    const files = fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.includes(body.email));
    expect(files).toHaveLength(1);
    const text = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(text).toContain(`To: ${body.email}`);
    expect(text).toContain('Subject: Your Gamers Souq activation code');
    expect(text).toContain(code);
  });

  it('writes the messages in the request language', async () => {
    const body = registerBody();
    const res = await send(t, 'POST', '/register', await withChallenge(t, body), { lang: 'ar' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم إنشاء حسابك. أرسلنا كود التفعيل إلى هاتفك وبريدك الإلكتروني.');
    const [email] = await messagesTo(t.ctx, body.email);
    expect(email!.subject).toBe('كود تفعيل حسابك في جيمرز سوق');
    expect(email!.body).toContain('كود تفعيل حسابك');
  });

  it('takes a phone and an activation code pasted with invisible direction marks (WhatsApp, an Arabic SMS)', async () => {
    const body = registerBody();
    const res = await send(t, 'POST', '/register', await withChallenge(t, { ...body, phone: `\u202a${body.phone}\u202c` }), {
      lang: 'ar',
    });
    expect(res.status).toBe(201);
    const data = res.body.data as { token: string; user: { phone: string } };
    expect(data.user.phone).toBe(`+20${body.phone.slice(1)}`);
    // the same number pasted at sign-in names the account
    const exists = await send(t, 'POST', '/check-user-existence', { email_or_phone: `\u200e${body.phone}\u200f` });
    expect(exists.body.data).toMatchObject({ account_status: 'exists', identifier_type: 'phone' });
    const code = await lastCodeSentTo(t.ctx, body.email);
    const activated = await send(t, 'POST', '/activeAccount', { code: `\u200f${code}\u200f` }, { token: data.token });
    expect(activated.status).toBe(200);
  });

  it('refuses an e-mail or phone that is already registered, creating nothing', async () => {
    const before = await counts(t.ctx);
    const taken = await send(
      t,
      'POST',
      '/register',
      await withChallenge(t, registerBody({ email: 'Customer@Demo.Gamers-Souq.example', phone: '01000000002' })),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.status).toBe(false);
    expect(taken.body.errors).toEqual(['This e-mail is already registered.', 'This phone number is already registered.']);
    const phoneOnly = await send(t, 'POST', '/register', await withChallenge(t, registerBody({ phone: '+20 100 000 0001' })), {
      lang: 'ar',
    });
    expect(phoneOnly.status).toBe(409);
    expect(phoneOnly.body.message).toBe('رقم الهاتف هذا مسجل بالفعل.');
    expect(await counts(t.ctx)).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = registerBody().email;
    const [a, b] = await Promise.all([
      send(t, 'POST', '/register', await withChallenge(t, registerBody({ email }))),
      send(t, 'POST', '/register', await withChallenge(t, registerBody({ email }))),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await t.ctx.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ email: 'a@b' }, 'Please enter a valid e-mail address.'],
    [{ phone: '12345' }, 'Please enter a valid phone number.'],
    [{ phone: '01301234567' }, 'Please enter a valid phone number.'],
    [{ dob: '0999-01-01' }, 'Please enter a valid 4-digit year.'],
    [{ dob: '01/01/99' }, 'Please enter a valid 4-digit year.'],
    [{ dob: '31/02/1990' }, 'Please enter a valid date.'],
    [{ dob: '1990-02-30' }, 'Please enter a valid date.'],
    [{ dob: new Date(Date.now() - 16 * 365.25 * 86400_000).toISOString().slice(0, 10) }, 'You must be more than 16 years old.'],
    [{ dob: '1900-01-01' }, 'You must be more than 16 years old.'],
    [{ password: 'short', password_confirmation: 'short' }, 'The password must be at least 8 characters.'],
    [{ password_confirmation: 'Something-else' }, 'password and its confirmation do not match'],
    [{ email: undefined }, 'E-mail is required.'],
  ])('refuses %j with a clear message and creates nothing', async (over, message) => {
    const before = await counts(t.ctx);
    const res = await send(t, 'POST', '/register', {
      ...registerBody(over),
      g_recaptcha_response: 'not checked before the fields',
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.errors).toContain(message);
    expect(await counts(t.ctx)).toEqual(before);
  });

  it('answers validation messages in Arabic', async () => {
    const res = await send(t, 'POST', '/register', registerBody({ dob: '0999-01-01', password_confirmation: 'x' }), {
      lang: 'ar',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['يرجى إدخال سنة صحيحة من 4 أرقام.', 'كلمة المرور وتأكيدها غير متطابقين']);
  });

  it('requires the bot challenge and refuses forged, replayed and expired ones', async () => {
    const before = await counts(t.ctx);
    const missing = await send(t, 'POST', '/register', registerBody());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please complete the CAPTCHA');

    const garbage = await send(t, 'POST', '/register', registerBody({ g_recaptcha_response: 'bm90IGEgcGF5bG9hZA==' }));
    expect(garbage.status).toBe(403);
    expect(garbage.body.message).toBe('Captcha Failed');

    // a real answer whose challenge was altered (cheaper counter) no longer matches its signature
    const answer = await solveTestChallenge(t.app);
    const decoded = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    decoded.challenge.parameters.cost = 1;
    const forged = await send(
      t,
      'POST',
      '/register',
      registerBody({ g_recaptcha_response: Buffer.from(JSON.stringify(decoded)).toString('base64') }),
    );
    expect(forged.status).toBe(403);

    // a solution for another challenge
    const other = await fetchTestChallenge(t.app);
    decoded.challenge = other;
    const swapped = await send(
      t,
      'POST',
      '/register',
      registerBody({ g_recaptcha_response: Buffer.from(JSON.stringify(decoded)).toString('base64') }),
    );
    expect(swapped.status).toBe(403);
    expect(await counts(t.ctx)).toEqual(before);

    const fresh = await solveTestChallenge(t.app);
    expect((await send(t, 'POST', '/register', registerBody({ g_recaptcha_response: fresh }))).status).toBe(201);
    const replay = await send(t, 'POST', '/register', registerBody({ g_recaptcha_response: fresh }), { lang: 'ar' });
    expect(replay.status).toBe(403);
    expect(replay.body.message).toBe('فشل اختبار التحقق (CAPTCHA)');

    const old = await solveTestChallenge(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const expired = await send(t, 'POST', '/register', registerBody({ altcha: old }));
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe('Captcha Failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an oversized body with 413 and bad JSON with 400', async () => {
    const big = await send(t, 'POST', '/register', registerBody({ padding: 'x'.repeat(40 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The request is too large.');
    const res = await t.call({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers sign-ups past 10 an hour from one address with a harder challenge, not a lockout', async () => {
    const ip = freshIp();
    for (let i = 0; i < 11; i++)
      expect((await send(t, 'POST', '/register', registerBody({ password_confirmation: 'mismatch!' }), { ip })).status).toBe(400);
    const easy = await send(t, 'POST', '/register', await withChallenge(t, registerBody()), { ip });
    expect(easy.status).toBe(403);
    expect(easy.body.message).toBe('Many sign-ins are coming from your network right now. Please complete the check again.');
    const hard = await send(
      t,
      'POST',
      '/register',
      { ...registerBody(), g_recaptcha_response: await solveTestChallenge(t.app, ip) },
      { ip },
    );
    expect(hard.status).toBe(201);
  });
});

describe('POST /check-user-existence', () => {
  it('says whether an e-mail or phone has an account', async () => {
    const exists = await send(t, 'POST', '/check-user-existence', { email_or_phone: 'CUSTOMER@demo.gamers-souq.example' });
    expect(exists.status).toBe(200);
    expect(exists.body).toMatchObject({
      status: true,
      account_status: 'exists',
      data: { account_status: 'exists', identifier_type: 'email' },
    });
    const byPhone = await send(t, 'POST', '/check-user-existence', { email_or_phone: '0100 000 0002' });
    expect(byPhone.body).toMatchObject({
      account_status: 'exists',
      data: { identifier_type: 'phone', email_or_phone: '+201000000002' },
    });
    const missing = await send(t, 'POST', '/check-user-existence', { email_or_phone: 'nobody@example.com' });
    expect(missing.body).toMatchObject({ status: true, account_status: 'not_found' });
  });

  it('refuses what is neither an e-mail nor a phone', async () => {
    const res = await send(t, 'POST', '/check-user-existence', { email_or_phone: 'hello there' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid e-mail address or phone number.');
    const empty = await send(t, 'POST', '/check-user-existence', {}, { lang: 'ar' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.');
  });

  it('slows existence checks past 20 per 10 minutes from one address instead of refusing them', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await send(t, 'POST', '/check-user-existence', { email_or_phone: `n${i}@example.com` }, { ip })).status).toBe(200);
    const started = performance.now();
    const slowed = await send(
      t,
      'POST',
      '/check-user-existence',
      { email_or_phone: 'customer@demo.gamers-souq.example' },
      { ip },
    );
    expect(slowed.status).toBe(200);
    expect(slowed.body).toMatchObject({ account_status: 'exists' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PRESSURE_DELAY_MS[1] - 5);
  });
});
