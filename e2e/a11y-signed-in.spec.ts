// axe finds no serious or critical problem on the signed-in pages (issue 23): the cart and checkout
// with lines in them, the order list and an order with its codes, the wallet, the top-up form (a
// merchant's), rewards, the profile, the support tickets and a ticket's conversation, and the
// wishlist with an item — in English and Arabic, at 390 px (a phone, touch) and 1280 px.
// Runs once (in the desktop-en project) and walks both languages and widths itself; the
// shoppers' data is made first through the API and the pages, as a shopper would make it.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { buyAndPay } from './shopper-helpers.ts';

const LANGS = ['en', 'ar'] as const;
const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, isMobile: false, hasTouch: false },
];

interface Session {
  token: string;
  user: string;
}

async function sessionOf(page: Page, t: Parameters<typeof signIn>[1], email?: string): Promise<Session> {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies({ name: 'user_token' });
  const token = await signIn(page, t, email);
  const user = (await page.evaluate("sessionStorage.getItem('user')")) as string;
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies({ name: 'user_token' });
  return { token, user };
}

/** A tab of a fresh context in one language and width, signed in as the session's shopper. */
async function tabFor(browser: Browser, baseURL: string, lang: string, size: (typeof WIDTHS)[number], session: Session) {
  const { width, height, isMobile, hasTouch } = size;
  const ctx = await browser.newContext({ baseURL, viewport: { width, height }, isMobile, hasTouch });
  await ctx.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'user_token', value: session.token, url: baseURL },
  ]);
  // the storefront keeps its session in sessionStorage (spec §6); the cookie serves the server
  await ctx.addInitScript(
    ([tk, u]) => {
      sessionStorage.setItem('user_token', tk);
      sessionStorage.setItem('user', u);
      localStorage.setItem('app_popup_choice', 'browser');
    },
    [session.token, session.user] as const,
  );
  return { ctx, tab: await ctx.newPage() };
}

async function serious(tab: Page, path: string, label: string): Promise<string[]> {
  await tab.goto(path, { waitUntil: 'load' });
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000, polling: 100 });
  // the page's data has come when no skeleton is left
  await expect(tab.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page: tab }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label} ${path}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
}

// walks both languages and both widths itself: run once, in the desktop-en project (playwright.config.ts)
test.describe('accessibility of the signed-in pages', { tag: '@once' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let customer: Session;
  let merchant: Session;
  let runs: [Session, string[]][] = [];
  /** what the set-up added to the demo customer's cart and wishlist, taken away at the end */
  let added: string[] = [];

  test('the shoppers have an order, cart lines, a wishlist item and a ticket', async ({ baseURL, page, t }) => {
    customer = await sessionOf(page, t);
    const auth = { authorization: `Bearer ${customer.token}`, lang: 'en' };
    const get = async <T>(path: string) =>
      ((await (await page.request.get(`/api/${path}`, { headers: auth })).json()) as { data: T }).data;

    // a card bought and paid on the sandbox gateway: an order with its codes
    const cards = await get<{ cards: { id: number; type: number; stock: number }[] }>('products/latest?limit=7');
    const card = cards.cards.find((c) => c.type === 1 && c.stock >= 10)!;
    const orderId = await buyAndPay(page, t, auth, { card_id: card.id }, 1);

    // lines in the cart (a product and a card) and an item in the wishlist
    const products = await get<{ products: { id: number; type: number; stock: number }[] }>(
      'products/category?category_id=2&per_page=60',
    );
    const product = products.products.find((p) => p.type === 0 || p.stock >= 10)!;
    for (const path of [`products/${product.id}/add-cart`, `cards/${card.id}/add-cart`])
      expect((await page.request.post(`/api/${path}`, { headers: auth, data: { qty: 1 } })).ok(), path).toBe(true);
    expect((await page.request.post(`/api/products/${product.id}/liked`, { headers: auth })).ok()).toBe(true);
    added = [`products/${product.id}/delete-cart`, `cards/${card.id}/delete-cart`, `products/${product.id}/liked`];

    // a support ticket, opened on the contact page as the customer would
    await page.evaluate(
      ([tk, u]) => {
        sessionStorage.setItem('user_token', tk);
        sessionStorage.setItem('user', u);
      },
      [customer.token, customer.user] as const,
    );
    await page.goto('/contact-us');
    const field = (en: string, ar: string) => page.getByLabel(t(en, ar) as string, { exact: true });
    await expect(field('E-mail', 'البريد الإلكتروني')).toHaveValue('customer@demo.gamers-souq.example');
    await field('Name', 'الاسم').fill('Demo Customer');
    await field('Subject', 'الموضوع').fill('Accessibility check');
    await field('Reason', 'السبب').selectOption({ label: t('General inquiry', 'استفسار عام') as string });
    await field('Message', 'الرسالة').fill('Checking the pages.');
    await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
    await page.getByRole('button', { name: t('Send ticket', 'إرسال الطلب') }).click();
    const ticketLink = page.getByRole('row').filter({ hasText: 'Accessibility check' }).first().getByRole('link');
    const ticketPath = new URL((await ticketLink.getAttribute('href'))!, baseURL).pathname;

    merchant = await sessionOf(page, t, 'merchant@demo.gamers-souq.example');
    runs = [
      [
        customer,
        [
          '/my-cart',
          '/checkout',
          '/my-orders',
          `/order/${orderId}`,
          '/wallet',
          '/add-topup',
          '/rewards',
          '/edit-profile',
          '/contact-us',
          ticketPath,
          '/my-wishlist',
        ],
      ],
      [merchant, ['/wallet', '/add-topup']],
    ];
  });

  for (const lang of LANGS) {
    for (const size of WIDTHS) {
      test(`axe finds no serious or critical problem on any signed-in page, ${lang} @${size.width}px`, async ({
        browser,
        baseURL,
      }) => {
        const problems: string[] = [];
        for (const [session, paths] of runs) {
          const { ctx, tab } = await tabFor(browser, baseURL!, lang, size, session);
          for (const path of paths) {
            const found = await serious(tab, path, `${lang} @${size.width}px${session === merchant ? ' merchant' : ''}`);
            for (const line of found) console.log(line);
            problems.push(...found);
          }
          await ctx.close();
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
  // the other specs sign in as the same demo customer and expect the cart and wishlist they left
  test('the demo customer’s cart lines and wishlist item are taken away again', async ({ page }) => {
    const headers = { authorization: `Bearer ${customer.token}`, lang: 'en' };
    for (const path of added) {
      const res = path.endsWith('/liked')
        ? await page.request.post(`/api/${path}`, { headers })
        : await page.request.delete(`/api/${path}`, { headers });
      expect(res.ok(), path).toBe(true);
    }
  });
});
