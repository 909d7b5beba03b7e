// spec §7 POST /social-login with Google ID tokens, verified against a locally generated key set
// (standing in for https://www.googleapis.com/oauth2/v3/certs).
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { setGoogleKeySet } from '../integrations/social/google.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { counts, send } from './auth-test-utils.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let off: TestApp;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID } });
  off = await createTestApp();
  const google = await generateKeyPair('RS256', { extractable: true });
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  setGoogleKeySet(t.ctx, createLocalJWKSet({ keys: [jwk] }));
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  aud?: string;
  iss?: string;
  exp?: number;
}

function idToken(claims: Claims, key: CryptoKey = googleKey) {
  const now = Math.floor(Date.now() / 1000);
  const { sub = 'google-sub-1', aud = CLIENT_ID, iss = 'https://accounts.google.com', exp = now + 3600, ...rest } = claims;
  return new SignJWT({ email_verified: true, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt(now - 10)
    .setExpirationTime(exp)
    .sign(key);
}

const socialLogin = async (token: string, provider = 'google', lang?: 'en' | 'ar') =>
  send(t, 'POST', '/social-login', { provider, token }, { lang });

describe('POST /social-login (Google)', () => {
  it('is off, with a clear message, when no client id is configured', async () => {
    const res = await send(off, 'POST', '/social-login', {
      provider: 'google',
      token: await idToken({ email: 'a@example.com' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sign-in with Google is not available.');
  });

  it('creates an Active customer without phone or password for a new verified e-mail, then finds it again', async () => {
    const token = await idToken({ sub: 'new-sub-1', email: 'New.Gamer@Gmail.com' });
    const first = await socialLogin(token);
    expect(first.status).toBe(200);
    const data = first.body.data as { token: string; activation_str: string; user: Record<string, unknown> };
    expect(data.activation_str).toBe('Active');
    expect(data.user).toMatchObject({
      email: 'new.gamer@gmail.com',
      phone: '',
      dob: null,
      user_type: 'customer',
      activation_str: 'Active',
    });
    const profile = await send(t, 'GET', '/users/getProfile', undefined, { token: data.token });
    expect(profile.body.data).toMatchObject({ phone: '' });
    // the account can add a phone later; a password change tells it to use Forgot password
    const withPhone = await send(t, 'POST', '/updateProfile', { phone: '01022223333' }, { token: data.token });
    expect(withPhone.body.data).toMatchObject({ phone: '+201022223333' });
    const noPassword = await send(
      t,
      'POST',
      '/updatePassword',
      { old_password: 'anything1', new_password: 'Changed#2026' },
      { token: data.token },
    );
    expect(noPassword.body.message).toBe('Your account has no password yet. Use Forgot password to set one.');

    const before = await counts(t.ctx);
    const again = await socialLogin(await idToken({ sub: 'new-sub-1', email: 'new.gamer@gmail.com' }));
    expect(again.status).toBe(200);
    expect((again.body.data as { user: { id: number } }).user.id).toBe((data.user as { id: number }).id);
    expect((await counts(t.ctx)).users).toBe(before.users);
  });

  it('links an existing account with the same e-mail and activates a waiting one', async () => {
    const res = await socialLogin(await idToken({ sub: 'waiting-sub', email: 'waiting@demo.gamers-souq.example' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ activation_str: 'Active', user: { phone: '+201000000003' } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'waiting@demo.gamers-souq.example'));
    expect(row).toMatchObject({ googleSub: 'waiting-sub', activation: 'Active' });
    // another Google account claiming the linked e-mail is refused
    const other = await socialLogin(await idToken({ sub: 'intruder-sub', email: 'waiting@demo.gamers-souq.example' }));
    expect(other.status).toBe(401);
  });

  it('refuses a banned account', async () => {
    const res = await socialLogin(await idToken({ sub: 'banned-sub', email: 'banned@demo.gamers-souq.example' }), 'google', 'ar');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('تم حظر حسابك');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'banned@demo.gamers-souq.example'));
    expect(row!.googleSub).toBeNull();
  });

  it.each([
    ['another app (audience)', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['an unverified e-mail', { email_verified: false }],
    ['no e-mail', { email: undefined }],
  ])('refuses a token for %s', async (_label, claims) => {
    const before = await counts(t.ctx);
    const res = await socialLogin(await idToken({ sub: 'edge-sub', email: 'edge@example.com', ...claims }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Google sign-in failed. Please try again.');
    expect(await counts(t.ctx)).toEqual(before);
  });

  it('refuses a token signed by another key, garbage, and other providers', async () => {
    expect((await socialLogin(await idToken({ email: 'x@example.com' }, strangerKey))).status).toBe(401);
    expect((await socialLogin('not.a.jwt')).status).toBe(401);
    const fb = await socialLogin('token', 'facebook');
    expect(fb.status).toBe(400);
    expect(fb.body.message).toBe('This sign-in provider is not supported.');
    const empty = await send(t, 'POST', '/social-login', { provider: 'google' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The sign-in token is missing.');
  });
});

describe('social sign-in configuration', () => {
  it('tells the storefront whether Google sign-in is offered', async () => {
    const off = await createTestApp();
    const on = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' } });
    try {
      expect(
        (await off.call<{ google_client_id: string | null }>({ method: 'GET', url: '/api/social-login/config' })).body.data
          .google_client_id,
      ).toBeNull();
      const res = await on.call<{ google_client_id: string | null }>({ method: 'GET', url: '/api/social-login/config' });
      expect(res.body.data.google_client_id).toBe('client-123.apps.googleusercontent.com');
      expect(res.res.headers['content-security-policy']).toContain('https://accounts.google.com');
    } finally {
      await off.close();
      await on.close();
    }
  });
});
