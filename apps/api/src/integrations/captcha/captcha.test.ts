// The bot challenge (DESIGN.md "bot challenge"): ALTCHA challenges served and verified by the
// server, replay refused, the provider switch (off / Turnstile / reCAPTCHA) and its failures.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifyChallenge } from './index.ts';
import { setSiteverifyUrl } from './remote.ts';
import { solveTestChallenge } from './test-helpers.ts';

let altcha: TestApp;
let off: TestApp;
let turnstile: TestApp;
let siteverify: http.Server;
let siteverifyUrl: string;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  altcha = await createTestApp();
  off = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  turnstile = await createTestApp({ env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'turnstile-secret' } });
  siteverify = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (form.get('response') === 'broken') {
        res.writeHead(500).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: form.get('response') === 'good-token' && form.get('secret') === 'turnstile-secret' }));
    });
  });
  await new Promise<void>((r) => siteverify.listen(0, '127.0.0.1', r));
  siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
  setSiteverifyUrl(turnstile.ctx, siteverifyUrl);
});
afterAll(async () => {
  await Promise.all([altcha?.close(), off?.close(), turnstile?.close()]);
  await new Promise((r) => siteverify?.close(r));
});

describe('ALTCHA (default)', () => {
  it('names the provider and the challenge URL', async () => {
    const res = await altcha.call({ method: 'GET', url: '/api/captcha/config' });
    expect(res.body.data).toEqual({ provider: 'altcha', challenge_url: '/api/captcha/challenge', site_key: null });
  });

  it('serves a signed 10-minute challenge in the envelope and at the top level for the widget', async () => {
    const res = await altcha.call({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toBe('no-store');
    const body = res.body as unknown as {
      status: boolean;
      data: { parameters: Record<string, unknown>; signature: string };
      parameters: Record<string, unknown>;
      signature: string;
    };
    expect(body.status).toBe(true);
    expect(body.parameters).toEqual(body.data.parameters);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 250, keyLength: 32 });
    const ttl = (body.parameters.expiresAt as number) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('verifies an answer once (tickets call verifyChallenge the same way)', async () => {
    const answer = await solveTestChallenge(altcha.app);
    await expect(verifyChallenge(altcha.ctx, answer, 'en')).resolves.toBeUndefined();
    await expect(verifyChallenge(altcha.ctx, answer, 'en')).rejects.toMatchObject({ statusCode: 403, message: 'Captcha Failed' });
    await expect(verifyChallenge(altcha.ctx, undefined, 'ar')).rejects.toMatchObject({
      statusCode: 400,
      message: 'يرجى إكمال اختبار التحقق (CAPTCHA)',
    });
    await expect(verifyChallenge(altcha.ctx, '%%%not base64%%%', 'en')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses an answer signed with another secret (another site or a forged challenge)', async () => {
    const stranger = await createTestApp({ env: { APP_SECRET: 'another-secret-another-secret-another-secret-00' } });
    try {
      const answer = await solveTestChallenge(stranger.app);
      await expect(verifyChallenge(altcha.ctx, answer, 'en')).rejects.toMatchObject({ statusCode: 403 });
    } finally {
      await stranger.close();
    }
  });

  it('limits challenges to 600 a minute per address (a whole mobile network may share one)', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 600; i++)
      expect((await altcha.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers })).statusCode).toBe(200);
    const limited = await altcha.call({ method: 'GET', url: '/api/captcha/challenge', headers });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
  });
});

describe('provider switch', () => {
  it('off: nothing is checked and no challenge is served', async () => {
    await expect(verifyChallenge(off.ctx, undefined, 'en')).resolves.toBeUndefined();
    expect((await off.call({ method: 'GET', url: '/api/captcha/challenge' })).status).toBe(404);
    const reg = await off.call({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'no-captcha@example.com',
        phone: '01055556666',
        dob: '1990-01-01',
        password: 'Secret#2026',
        password_confirmation: 'Secret#2026',
      },
    });
    expect(reg.status).toBe(201);
  });

  it('turnstile: the token is checked with the provider, with our secret and the client address', async () => {
    expect((await turnstile.call({ method: 'GET', url: '/api/captcha/config' })).body.data).toMatchObject({
      provider: 'turnstile',
      challenge_url: null,
    });
    const ok = await turnstile.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': '198.51.100.9' },
      payload: { email: 'customer@demo.gamers-souq.example', password: 'Demo@12345', g_recaptcha_response: 'good-token' },
    });
    expect(ok.status).toBe(200);
    expect(seen.at(-1)!.get('remoteip')).toBe('198.51.100.9');
    await expect(verifyChallenge(turnstile.ctx, 'bad-token', 'en')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Captcha Failed',
    });
  });

  it('turnstile: an unreachable or failing provider is a 503 with a clear message', async () => {
    await expect(verifyChallenge(turnstile.ctx, 'broken', 'en')).rejects.toMatchObject({
      statusCode: 503,
      message: 'The bot check is not available right now. Please try again in a moment.',
    });
    setSiteverifyUrl(turnstile.ctx, 'http://127.0.0.1:1/siteverify');
    try {
      await expect(verifyChallenge(turnstile.ctx, 'good-token', 'en')).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      setSiteverifyUrl(turnstile.ctx, siteverifyUrl);
    }
  });
});
