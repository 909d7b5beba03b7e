// Shared fixtures: the project's language is set as the store's `lang` cookie before the first
// page loads, and `t(en, ar)` picks the expected text for the running language.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { currentStore } from './stores.ts';

export interface StoreOptions {
  storeLang: 'en' | 'ar';
  /** how long a navigation waits for the storefront to hydrate before the test fails */
  hydrationTimeout: number;
}

/** Picks the English or Arabic expectation for the project's language. */
export type Translate = (en: string | RegExp, ar: string | RegExp) => string | RegExp;

interface StoreFixtures {
  /** picks the English or Arabic expectation for this project */
  t: Translate;
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
  page: async ({ page, javaScriptEnabled, hydrationTimeout }, use, testInfo) => {
    const trail = watchPage(page);
    const started = Date.now();
    const live = () =>
      !document.getElementById('root') ||
      /^\/admin(\/|$)/.test(location.pathname) ||
      document.documentElement.dataset.hydrated === 'true';
    const settled = async (): Promise<void> => {
      if (javaScriptEnabled === false) return;
      for (let navigations = 0; ; navigations++) {
        try {
          await page.waitForFunction(live, null, { timeout: hydrationTimeout, polling: 100 });
          return;
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          // the page navigating on its own while waited on (a redirect it makes) ends the wait's
          // context: wait again on the page it went to
          if (navigations < 3 && /context was destroyed|navigat/i.test(message)) continue;
          if (/has been closed/.test(message)) throw e;
          throw new Error(
            `${page.url()} did not become live within ${hydrationTimeout} ms (<html data-hydrated> never set): ${message}\n${await trail.told()}`,
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
    // A wait for an address the page never reaches (a click that did not navigate) ends a few
    // seconds before the test's own timeout, so the failure can say what the page saw meanwhile:
    // the store's messages, refused or unanswered calls, errors (the report shows nothing else)
    page.waitForURL = async (url, options) => {
      const left = testInfo.timeout === 0 ? 0 : testInfo.timeout - (Date.now() - started) - 5_000;
      try {
        await waitForURL(url, { ...options, timeout: options?.timeout ?? Math.max(left, 1_000) });
      } catch (e) {
        if (e instanceof Error && !/has been closed/.test(e.message)) e.message += `\n${await trail.told()}`;
        throw e;
      }
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

/**
 * What a page saw, for a failure to report: the store's messages as they appeared (they vanish
 * after a few seconds), its API calls refused (4xx/5xx) or failed, those still unanswered, and
 * errors thrown in the page or logged to its console; the last few of each.
 */
function watchPage(page: Page): { told: () => Promise<string> } {
  const since = Date.now();
  const at = () => `${((Date.now() - since) / 1000).toFixed(1)}s`;
  const events: string[] = [];
  const note = (line: string) => {
    events.push(`${at()} ${line}`);
    if (events.length > 20) events.shift();
  };
  const open = new Map<Request, string>();
  const pathOf = (u: string) => {
    const url = new URL(u);
    return url.protocol.startsWith('http') ? `${url.pathname}${url.search}` : null;
  };
  const apiPath = (u: string) => {
    const p = pathOf(u);
    return p?.startsWith('/api/') ? p : null;
  };
  page.on('request', (r) => {
    const p = apiPath(r.url());
    if (p) open.set(r, `${r.method()} ${p} (sent at ${at()})`);
  });
  page.on('requestfinished', (r) => void open.delete(r));
  // calls and files (a script the page needs, say) that failed or were refused
  page.on('requestfailed', (r) => {
    open.delete(r);
    const p = pathOf(r.url());
    if (p) note(`${r.method()} ${p} failed: ${r.failure()?.errorText ?? '?'}`);
  });
  page.on('response', (r) => {
    const p = pathOf(r.url());
    if (!p || r.status() < 400) return;
    if (!apiPath(r.url())) return note(`${r.request().method()} ${p} answered ${r.status()}`);
    void r
      .text()
      .catch(() => '')
      .then((body) => note(`${r.request().method()} ${p} answered ${r.status()} ${body.slice(0, 300)}`));
  });
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') note(`console error: ${m.text().slice(0, 300)}`);
  });
  // the storefront's message area (spec §8) shows each message for a few seconds only
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __storeMessages: string[] }).__storeMessages = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLElement && n.matches('[role=alert], [role=status]')) {
            const text = (n.querySelector('.message-text') ?? n).textContent?.trim();
            if (text) seen.push(`${n.getAttribute('role')}: ${text.slice(0, 200)}`);
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    async told() {
      const shown = await page
        .evaluate(() => (window as unknown as { __storeMessages?: string[] }).__storeMessages?.slice(-5) ?? [])
        .catch(() => [] as string[]);
      const lines = [
        `What the page saw (at ${page.url()}):`,
        `  messages shown on this page: ${shown.length ? shown.join(' | ') : 'none'}`,
        `  API calls still unanswered: ${open.size ? [...open.values()].join(', ') : 'none'}`,
        ...(events.length ? events.map((e) => `  ${e}`) : ['  no API refusal, failed call or page error']),
      ];
      return lines.join('\n');
    },
  };
}

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
 * Fills the login page's two steps for a demo account (every demo account's password is
 * Demo@12345), solves the ALTCHA widget and presses Sign in; what follows is the caller's to see.
 */
export async function submitSignIn(page: Page, t: Translate, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(t('E-mail or phone number', 'البريد الإلكتروني أو رقم الهاتف') as string, { exact: true }).fill(email);
  await page.getByRole('button', { name: t('Continue', 'متابعة'), exact: true }).click();
  await page.getByLabel(t('Password', 'كلمة المرور') as string, { exact: true }).fill('Demo@12345');
  await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
  await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
  await page.getByRole('button', { name: t('Sign in', 'تسجيل الدخول'), exact: true }).click();
}

/** Signs a demo account in (the demo customer by default) and answers its bearer token. */
export async function signIn(page: Page, t: Translate, email = 'customer@demo.gamers-souq.example'): Promise<string> {
  await submitSignIn(page, t, email);
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
