// Checkout and orders end to end (issue 14; spec §2 Checkout and Orders, §4 Checkout result, §8):
// buy a physical item and pay on the sandbox gateway ('Pay'): the order is paid and processing,
// with its detail and its shipment's tracking page, which advances as the carrier moves it; buy a card: its code appears and copying
// works and its points wait on the rewards page; a failed payment ('Fail') shows the failure popup and the order cancelled. Runs in every project (en/ar × desktop/mobile)
// against one server; each run buys with Buy Now, so the customer's cart is left as it is.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shot, signIn, test, type Translate } from './fixtures.ts';
import { operatorCommand } from './stores.ts';

interface ListItem {
  id: number;
  name: string;
  type: number;
  stock: number;
}

async function pick(request: APIRequestContext, lang: string) {
  const list = async (url: string, key: 'products' | 'cards') =>
    ((await (await request.get(url, { headers: { lang } })).json()) as { data: Record<string, ListItem[]> }).data[key]!;
  const products = await list('/api/products/category?category_id=2&per_page=60', 'products');
  const cards = await list('/api/products/latest?limit=7', 'cards');
  // managed stock with room for every project's purchases, so each run finds it in stock
  const plenty = (i: ListItem) => i.type === 0 || (i.type === 1 && i.stock >= 10);
  return { product: products.find(plenty)!, card: cards.find((c) => c.type === 1 && c.stock >= 10)! };
}

/** The sandbox carrier's next event, as the operator runs `npm run shipping:advance` on the server. */
function advanceShipment(key: string): string {
  return operatorCommand('apps/api/src/shipping/cli.ts', [key]);
}

/** Buy Now on an item's page, fill the checkout and place the order with a card payment. */
async function buyWithCard(page: Page, t: Translate, itemPath: string, project: string, shotName?: string) {
  await page.goto(itemPath);
  await page
    .locator('.buy-box')
    .getByRole('button', { name: t('Buy Now', 'اشتر الآن') })
    .click();
  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('from') === 'buy-now');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByLabel(t('Country', 'الدولة') as string, { exact: true })).toHaveValue(t('Egypt', 'مصر') as string);
  await page.getByLabel(t('Full name', 'الاسم بالكامل') as string, { exact: true }).fill('Mona Adel');
  // in Arabic, as an Arabic keyboard types it: the order is placed with the number in ASCII
  await page
    .getByLabel(t('Phone number', 'رقم الهاتف') as string, { exact: true })
    .fill(t('01000000001', '٠١٠٠٠٠٠٠٠٠١') as string);
  await page.getByLabel(t('City', 'المدينة') as string, { exact: true }).fill(t('Cairo', 'القاهرة') as string);
  await page
    .getByLabel(t('Street address', 'العنوان') as string, { exact: true })
    .fill(t('12 Tahrir St', '12 شارع التحرير') as string);
  await page.getByRole('radio', { name: t(/Credit \/ Debit Card/, /بطاقة ائتمان/) }).check();
  await expect(page.getByTestId('total-price')).toBeVisible();
  if (shotName) await shot(page, shotName, project);
  await page.getByRole('button', { name: t('Place Order', 'إتمام الطلب') }).click();
  // spec §4: a payment link sends the browser to the gateway's hosted page
  await page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/'));
  // the gateway's page names the store's icon, which is there (no 404 in the console)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await page.request.get('/favicon.svg')).status()).toBe(200);
}

const orderIdOf = (page: Page) => Number(/\/order\/(\d+)/.exec(page.url())![1]);

test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
});

test('a physical item paid on the sandbox gateway: the order is processing, with its detail', async ({
  page,
  t,
  storeLang,
}, info) => {
  test.setTimeout(120_000);
  const { product } = await pick(page.request, storeLang);
  await signIn(page, t);
  await buyWithCard(page, t, `/product/${product.id}/x`, info.project.name, 'checkout');
  await page.getByRole('button', { name: t('Pay', 'ادفع'), exact: true }).click();

  // back on /order/{id}?success=true: the payment-completed popup, then the paid order
  await page.waitForURL((url) => /^\/order\/\d+$/.test(url.pathname) && url.searchParams.get('success') === 'true');
  const orderId = orderIdOf(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('Payment completed', 'تم الدفع'))).toBeVisible();
  await dialog.getByRole('button', { name: t('Ok', 'حسناً') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText(t('Processing', 'قيد التجهيز'));
  await expect(page.getByTestId('order-line')).toContainText(product.name.slice(0, 20));
  await expect(page.getByText(t('Mona Adel', 'Mona Adel'))).toBeVisible();
  await expect(page.getByText('01000000001', { exact: true })).toBeVisible();
  await expect(page.getByText(t('Shipping: Two-day delivery', 'الشحن: التوصيل خلال يومين'))).toBeVisible();
  await expect(page.getByTestId('order-contact')).toHaveAttribute('href', `/contact-us?order=${orderId}`);
  await shot(page, 'order-physical', info.project.name);

  // printed, the page is the order's receipt: headed by the store and its contacts, without the
  // site's header, footer or buttons
  await expect(page.getByTestId('receipt-head')).toBeHidden();
  await expect(page.getByRole('button', { name: t('Print receipt', 'طباعة الإيصال') })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const head = page.getByTestId('receipt-head');
  await expect(head).toBeVisible();
  await expect(head).toContainText(t('Receipt', 'إيصال الطلب'));
  await expect(head).toContainText(/@/);
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: t('Print receipt', 'طباعة الإيصال') })).toBeHidden();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await shot(page, 'order-receipt-print', info.project.name);
  await page.emulateMedia({ media: 'screen' });

  // the sandbox carrier's shipment: the tracking page shows its first step current (the stepper's
  // steps are readable by test id: data-step, data-state)
  await page.getByRole('link', { name: t('Track shipment', 'تتبع الشحنة') }).click();
  await expect(page).toHaveURL(new RegExp(`/track-my-order\\?tracking=[^&]+&order=${orderId}$`));
  const steps = page.getByTestId('shipment-step');
  await expect(steps).toHaveCount(6);
  await expect(steps.first()).toHaveAttribute('data-state', 'current');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'upcoming');
  await expect(page.getByTestId('tracking-update').first()).toContainText(t('Record Created', 'تم إنشاء الشحنة'));

  // the carrier moves it on (the sandbox carrier's command, as the operator runs it on the server):
  // collected — the order is shipped — then on to delivery; the stepper follows after a reload
  const key = new URL(page.url()).searchParams.get('tracking')!;
  expect(advanceShipment(key)).toMatch(/step 1 of 5; order \d+ is shipped/);
  expect(advanceShipment(key)).toMatch(/step 2 of 5/);
  await page.reload();
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(2)).toHaveAttribute('data-state', 'current');
  await expect(steps.nth(3)).toHaveAttribute('data-state', 'upcoming');
  await expect(page.getByTestId('tracking-update')).toHaveCount(3);
  await expect(page.getByTestId('tracking-update').nth(2)).toContainText(
    t('Departed Operations Facility', 'غادرت مركز العمليات'),
  );
  await shot(page, 'track', info.project.name);

  // the order list shows it, processing, with its payment
  await page.goto('/my-orders');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href="/order/${orderId}"]`) });
  await expect(row.getByTestId('order-status')).toHaveText(t('Shipped', 'تم الشحن'));
  await expect(row).toContainText(t('Credit / Debit Card', 'بطاقة ائتمان / خصم مباشر'));
  // the number is one word on one line, on a phone's card too (it broke at its hyphens beside View and Track)
  const number = row.locator(`a.ord-link[href="/order/${orderId}"]`);
  const lines = await number.evaluate((a) => a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight));
  expect(Math.round(lines)).toBe(1);
  await shot(page, 'my-orders', info.project.name);
  await page.getByLabel(t('Status', 'الحالة') as string, { exact: true }).selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByTestId('order-row').filter({ has: page.locator(`a[href="/order/${orderId}"]`) })).toHaveCount(0);
});

test('a card paid on the sandbox gateway: its code appears and copies', async ({
  page,
  context,
  t,
  storeLang,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const { card } = await pick(page.request, storeLang);
  await signIn(page, t);
  await buyWithCard(page, t, `/card/${card.id}/x`, info.project.name, 'checkout-card');
  await page.getByRole('button', { name: t('Pay', 'ادفع'), exact: true }).click();
  await page.waitForURL((url) => /^\/order\/\d+$/.test(url.pathname) && url.searchParams.get('success') === 'true');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('Ok', 'حسناً') })
    .click();

  // a digital-only paid order completes at once with its code (spec §2 instant delivery)
  await expect(page.getByTestId('order-status')).toHaveText(t('Completed', 'مكتمل'));
  const code = page.getByTestId('code-value');
  await expect(code).toHaveCount(1);
  const value = (await code.textContent())!.trim();
  expect(value.length).toBeGreaterThan(4);
  await shot(page, 'order-card', info.project.name);

  await page.getByRole('button', { name: t('Copy code 1', 'نسخ الكود 1') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('PIN copied!', 'تم نسخ الكود!') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await page.getByRole('button', { name: t('Copy all', 'نسخ الكل') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('All PINs copied!', 'تم نسخ كل الأكواد!') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // the paid card order earned its points: pending on the rewards page, with their dates
  const number = /GS-\d{6}-[0-9A-F]{6}/.exec((await page.locator('h1').textContent())!)![0];
  await page.goto('/rewards');
  await page.getByLabel(t('Status', 'الحالة') as string, { exact: true }).selectOption('pending');
  const earned = page.getByTestId('reward-row').filter({ hasText: number });
  await expect(earned).toHaveCount(1);
  await expect(earned).toContainText(t('Pending', 'معلقة'));
  await expect(earned).toContainText(/\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2}/);
  await shot(page, 'rewards', info.project.name);
});

test('a failed payment: the failure popup, and the order still payable with Pay again', async ({ page, t, storeLang }, info) => {
  test.setTimeout(120_000);
  const { product } = await pick(page.request, storeLang);
  await signIn(page, t);
  await buyWithCard(page, t, `/product/${product.id}/x`, info.project.name);
  await page.getByRole('button', { name: t('Fail', 'فشل'), exact: true }).click();

  await page.waitForURL((url) => /^\/order\/\d+$/.test(url.pathname) && url.searchParams.get('success') === 'false');
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(t('an error happend in payment prosses try again!', 'حدث خطأ في عملية الدفع، حاول مرة أخرى!')),
  ).toBeVisible();
  await shot(page, 'order-failed', info.project.name);
  await dialog.getByRole('button', { name: t('Ok', 'حسناً') }).click();
  await expect(page).not.toHaveURL(/success=/);
  // issue 22: a failed payment keeps the order payable (it is released only when its time runs out)
  await expect(page.getByTestId('order-status')).toHaveText(t('Pending payment', 'في انتظار الدفع'));
  await expect(page.getByRole('button', { name: t('Pay again', 'ادفع مرة أخرى') })).toBeVisible();

  // the customer gives up on it: Cancel order asks first, then the order is cancelled, not payable
  await page.getByRole('button', { name: t('Cancel order', 'إلغاء الطلب'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('Yes, cancel it', 'نعم، ألغِه') })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText(t('Cancelled', 'ملغي'));
  await expect(page.getByRole('button', { name: t('Pay again', 'ادفع مرة أخرى') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('Cancel order', 'إلغاء الطلب'), exact: true })).toHaveCount(0);
});
