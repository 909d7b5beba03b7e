// Shared fixtures: the project's language is set as the store's `lang` cookie before the first
// page loads, and `t(en, ar)` picks the expected text for the running language.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { currentStore } from './stores.ts';

export interface StoreOptions {
  storeLang: 'en' | 'ar';
  /** how long a navigation waits for the storefront to hydrate before the test fails */
  hydrationTimeout: number;
}

interface StoreFixtures {
  /** picks the English or Arabic expectation for this project */
  t: (en: string | RegExp, ar: string | RegExp) => string | RegExp;
  isMobile: boolean;
}

export const test = base.extend<StoreOptions & StoreFixtures>({
  storeLang: ['en', { option: true }],
  hydrationTimeout: [30_000, { option: true }],
  // each worker drives its own store (stores.ts)
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(currentStore().baseURL);
  },
  context: async ({ context, storeLang, baseURL }, use) => {
    await context.addCookies([{ name: 'lang', value: storeLang, url: baseURL! }]);
    await use(context);
  },
  // the storefront is server-rendered: a tap on a button before the browser has hydrated the page
  // is held and replayed afterwards (boot.js; ssr.spec.ts tests it), but a test should act on the
  // live page, so every navigation waits for <html data-hydrated> (pages outside the storefront,
  // such as the sandbox gateway's, have no #root and do not wait; nor do the back-office's /admin
  // pages, a client-rendered app that never marks itself hydrated; nor pages without JavaScript).
  // A storefront page that never hydrates fails the test there, saying so: a shopper could not use it
  page: async ({ page, javaScriptEnabled, hydrationTimeout }, use) => {
    const live = () =>
      !document.getElementById('root') ||
      /^\/admin(\/|$)/.test(location.pathname) ||
      document.documentElement.dataset.hydrated === 'true';
    const settled = async (): Promise<void> => {
      if (javaScriptEnabled === false) return;
      for (let navigations = 0; ; navigations++) {
        try {
          await page.waitForFunction(live, null, { timeout: hydrationTimeout });
          return;
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          // the page navigating on its own while waited on (a redirect it makes) ends the wait's
          // context: wait again on the page it went to
          if (navigations < 3 && /context was destroyed|navigat/i.test(message)) continue;
          if (/has been closed/.test(message)) throw e;
          throw new Error(
            `${page.url()} did not become live within ${hydrationTimeout} ms (<html data-hydrated> never set): ${message}`,
          );
        }
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitForURL = page.waitForURL.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await settled();
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await settled();
      return res;
    };
    page.waitForURL = async (...args) => {
      await waitForURL(...args);
      await settled();
    };
    await use(page);
  },
  t: async ({ storeLang }, use) => {
    await use((en, ar) => (storeLang === 'ar' ? ar : en));
  },
  isMobile: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) < 855);
  },
});

export { expect };

/** The newest outbox message (e-mail or SMS) sent to a recipient, for codes in sign-up/reset flows. */
export function latestOutboxMessage(recipient: string): string | null {
  const dir = path.join(currentStore().dataDir, 'outbox');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => fs.readFileSync(f, 'utf8').includes(recipient))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
  const last = files.at(-1);
  return last ? fs.readFileSync(last, 'utf8') : null;
}

/**
 * Signs a demo account in through the login page (two steps, the ALTCHA widget) and answers its
 * bearer token. The demo customer by default; every demo account's password is Demo@12345.
 */
export async function signIn(
  page: Page,
  t: (en: string | RegExp, ar: string | RegExp) => string | RegExp,
  email = 'customer@demo.gamers-souq.example',
): Promise<string> {
  await page.goto('/login');
  await page.getByLabel(t('E-mail or phone number', 'البريد الإلكتروني أو رقم الهاتف') as string, { exact: true }).fill(email);
  await page.getByRole('button', { name: t('Continue', 'متابعة'), exact: true }).click();
  await page.getByLabel(t('Password', 'كلمة المرور') as string, { exact: true }).fill('Demo@12345');
  await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
  await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
  await page.getByRole('button', { name: t('Sign in', 'تسجيل الدخول'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return (await page.evaluate("sessionStorage.getItem('user_token')")) as string;
}

/** A full-page screenshot into E2E_SHOTS (when set), named by project and step, for a person to look at. */
export async function shot(page: Page, name: string, project: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${project}-${name}.png`, fullPage: true });
}
