// Every back-office page and its main forms, screenshotted in English and Arabic at 1280 px
// (desktop) and 768 px (tablet), for a person to look at (issue 26 polish). Not a test: it asserts
// nothing, it only signs in as the demo admin and takes full-page pictures.
//
//   ADMIN_URL=http://127.0.0.1:4310 SHOTS_DIR=/tmp/shots node --import tsx e2e/admin-screens.ts [filter]
//
// ADMIN_URL: a running server with the demo seed (default http://127.0.0.1:3000). SHOTS_DIR: where
// the PNGs go (default $TMPDIR/shots), named <screen>-<lang>-<width>.png. [filter]: only the
// screens whose name contains it. Signs in once through the API with the demo TOTP secret, so run it
// at most once per 30 seconds (a one-time code is good once). README.md "Back-office (/admin)".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const BASE = (process.env.ADMIN_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const OUT = process.env.SHOTS_DIR ?? path.join(process.env.TMPDIR ?? os.tmpdir(), 'shots');
const only = process.argv[2] ?? '';
const ADMIN = {
  email: 'admin@demo.gamers-souq.example',
  password: 'Demo@12345',
  secret: 'GSADMINDEMOTOTPSECRETKEY23456723',
};

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(): Promise<string> {
  const code = new TOTP({ secret: Secret.fromBase32(ADMIN.secret) }).generate();
  const res = await fetch(`${BASE}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, code }),
  });
  return (await json<{ token: string }>(res)).token;
}

/** The first row's id of an admin list (the screens open one of each). */
async function firstOf(token: string, list: string, key = 'id'): Promise<string | null> {
  const res = await fetch(`${BASE}/api/admin${list}`, { headers: { authorization: `Bearer ${token}` } });
  const data = await json<{ items?: Record<string, unknown>[] } | Record<string, unknown>[]>(res);
  const items = Array.isArray(data) ? data : (data.items ?? []);
  return items[0] ? String(items[0][key]) : null;
}

interface Screen {
  name: string;
  path: string;
  /** what to open on the page before the picture (a row's form, a dialog) */
  act?: (page: Page) => Promise<void>;
  signedOut?: true;
}

const clickFirst = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().click();
  await page.waitForTimeout(300);
};

async function screens(token: string): Promise<Screen[]> {
  const [product, card, order, customer, ticket, coupon] = await Promise.all([
    firstOf(token, '/products?per_page=1'),
    firstOf(token, '/cards?per_page=1'),
    firstOf(token, '/orders?per_page=1'),
    firstOf(token, '/customers?status=active'),
    firstOf(token, '/tickets?status=all', 'uuid'),
    firstOf(token, '/coupons?per_page=1'),
  ]);
  const s: Screen[] = [
    { name: 'signin', path: '/admin', signedOut: true },
    { name: 'dashboard', path: '/admin' },
    { name: 'products', path: '/admin/products' },
    { name: 'product-new', path: '/admin/products/new' },
    { name: 'categories', path: '/admin/categories', act: clickFirst('.tree button.link, main li button.link') },
    { name: 'cards', path: '/admin/cards' },
    { name: 'orders', path: '/admin/orders' },
    { name: 'customers', path: '/admin/customers' },
    {
      name: 'customer-adjust-error',
      path: `/admin/customers/${customer}`,
      act: async (page) => {
        await page.locator('main form button[type=submit]').first().click();
        await page.waitForTimeout(300);
      },
    },
    { name: 'money-coupons', path: '/admin/money/coupons' },
    { name: 'money-coupon-new', path: '/admin/money/coupons/new' },
    {
      // the product picker: one product chosen (a chip), the results of a second search open
      name: 'money-coupon-picker',
      path: '/admin/money/coupons/new',
      act: async (page) => {
        const search = page.locator('fieldset.picker input[type=search]').first();
        await search.fill('ryzen');
        await page.locator('.pick-results button').first().click();
        await search.fill('rtx');
        await page.locator('.pick-results button', { hasText: /RTX/ }).first().waitFor();
      },
    },
    { name: 'money-payments', path: '/admin/money/payments', act: clickFirst('main table.grid tbody tr') },
    { name: 'money-shipping', path: '/admin/money/shipping', act: clickFirst('main table.grid tbody tr') },
    { name: 'money-points', path: '/admin/money/points' },
    { name: 'content-sliders', path: '/admin/content/sliders', act: clickFirst('ul.pick button') },
    { name: 'content-ads', path: '/admin/content/advertisements', act: clickFirst('ul.pick button') },
    { name: 'content-posts', path: '/admin/content/posts', act: clickFirst('ul.pick button') },
    { name: 'content-post-new', path: '/admin/content/posts', act: clickFirst('main .list-pane button.primary') },
    { name: 'content-faq', path: '/admin/content/faq', act: clickFirst('ul.pick button') },
    { name: 'content-pages', path: '/admin/content/pages', act: clickFirst('ul.pick button') },
    { name: 'content-settings', path: '/admin/content/settings' },
    { name: 'tickets', path: '/admin/tickets' },
    { name: 'audit', path: '/admin/audit' },
    { name: 'staff', path: '/admin/staff' },
  ];
  if (product) s.push({ name: 'product-edit', path: `/admin/products/${product}` });
  if (card) s.push({ name: 'card-edit-import', path: `/admin/cards/${card}` });
  if (order) s.push({ name: 'order-detail', path: `/admin/orders/${order}` });
  if (customer) s.push({ name: 'customer-detail', path: `/admin/customers/${customer}` });
  if (ticket) s.push({ name: 'ticket', path: `/admin/tickets/${ticket}` });
  if (coupon) s.push({ name: 'money-coupon-edit', path: `/admin/money/coupons/${coupon}` });
  return s.filter((x) => x.name.includes(only));
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const token = await signIn();
  const list = await screens(token);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let taken = 0;
  try {
    for (const lang of ['en', 'ar'] as const) {
      for (const width of [1280, 768]) {
        for (const signedOut of [false, true]) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          await context.addInitScript(
            ({ lang, token }) => {
              localStorage.setItem('admin_lang', lang);
              if (token) sessionStorage.setItem('admin_token', token);
            },
            { lang, token: signedOut ? '' : token },
          );
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('pageerror', (e) => problems.push(String(e)));
          for (const screen of list.filter((x) => Boolean(x.signedOut) === signedOut)) {
            await page.goto(`${BASE}${screen.path}`);
            await page.waitForLoadState('networkidle');
            try {
              await screen.act?.(page);
            } catch (err) {
              problems.push(`${screen.name}: ${String(err).split('\n')[0]}`);
            }
            // from the top: a full-page picture of a scrolled page draws the sticky header mid-page
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(100);
            const file = path.join(OUT, `${screen.name}-${lang}-${width}.png`);
            await page.screenshot({ path: file, fullPage: true });
            // an empty root: the app did not start (a server still serving the index of an older build)
            if (!(await page.locator('#root > *').count())) problems.push(`${screen.name}: blank page`);
            // a page wider than the window scrolls sideways: that is a layout fault worth a line
            const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wide > 0) problems.push(`${screen.name}: ${wide}px wider than the window`);
            taken++;
          }
          for (const p of problems) console.log(`${lang} ${width}: ${p}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${taken} screenshots in ${OUT}`);
}

await main();
