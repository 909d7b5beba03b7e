// Signing in to the back-office in e2e specs (issue 26): the demo admin (README) with the password
// and a one-time code computed from the demo TOTP secret.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, type Translate } from './fixtures.ts';
import { currentStore } from './stores.ts';

export const ADMIN = {
  email: 'admin@demo.gamers-souq.example',
  password: 'Demo@12345',
  secret: 'GSADMINDEMOTOTPSECRETKEY23456723',
};

/** The demo support agent (README): what a support role sees and may do. */
export const SUPPORT = {
  email: 'support@demo.gamers-souq.example',
  password: 'Demo@12345',
  secret: 'GSSUPPORTDEMOTOTPSECRETKEY234567',
};

/**
 * A one-time code the server has not accepted yet: a code is good once, so when an earlier
 * project of this run signed in within the current 30-second step, this waits for the next step.
 */
export async function freshCode(secret = ADMIN.secret): Promise<string> {
  const file = path.join(currentStore().dataDir, secret === ADMIN.secret ? 'e2e-admin-totp-step' : 'e2e-support-totp-step');
  const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -1;
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 40_000, intervals: [500] }).toBeGreaterThan(last);
  const step = Math.floor(Date.now() / 30_000);
  fs.writeFileSync(file, String(step));
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 + 500 });
}

/**
 * The demo admin's staff token for this run: signed in once through the API with the password and
 * a one-time code (admin.spec.ts walks the sign-in form itself), then reused by every spec, so
 * specs do not wait for the next 30-second code step. `renew` replaces a token the server no
 * longer accepts.
 */
export async function adminToken(request: APIRequestContext, renew = false): Promise<string> {
  const saved = path.join(currentStore().dataDir, 'e2e-admin-session');
  if (!renew && fs.existsSync(saved)) return fs.readFileSync(saved, 'utf8');
  const res = await request.post('/api/admin/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password, code: await freshCode() },
  });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  fs.writeFileSync(saved, token);
  return token;
}

/** Opens /admin in the store language with the demo admin signed in; ends on the dashboard. */
export async function signInAdmin(page: Page, context: BrowserContext, storeLang: string, t: Translate): Promise<void> {
  await context.addInitScript((lang) => localStorage.setItem('admin_lang', lang), storeLang);
  const dashboard = page.getByRole('heading', { level: 1, name: t('Dashboard', 'لوحة المتابعة') });
  const signInForm = page.getByLabel(t('E-mail', 'البريد الإلكتروني') as string);
  for (const renew of [false, true]) {
    const token = await adminToken(page.request, renew);
    await page.goto('/admin');
    await page.evaluate((tk) => sessionStorage.setItem('admin_token', tk), token);
    await page.reload();
    await expect(dashboard.or(signInForm)).toBeVisible();
    if (await dashboard.isVisible()) return;
  }
  await expect(dashboard).toBeVisible();
}

/** The demo support agent's staff token for this run, signed in once through the API (as adminToken). */
export async function supportToken(request: APIRequestContext): Promise<string> {
  const saved = path.join(currentStore().dataDir, 'e2e-support-session');
  if (fs.existsSync(saved)) return fs.readFileSync(saved, 'utf8');
  const res = await request.post('/api/admin/auth/login', {
    data: { email: SUPPORT.email, password: SUPPORT.password, code: await freshCode(SUPPORT.secret) },
  });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  fs.writeFileSync(saved, token);
  return token;
}
