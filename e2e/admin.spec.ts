// The staff back-office end to end (issue 26), in English and Arabic at desktop width: a guest
// opens a ticket; the demo admin signs in at /admin with the password and a one-time code computed
// from the demo TOTP secret (README), creates a card, imports its codes from a CSV file (BOM, CRLF,
// Arabic), sees the row-by-row report when the same file comes again, and answers the ticket with
// an image; the guest is e-mailed the reply. An address that names no record says "Not found.".
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, freshCode, signInAdmin } from './admin-helpers.ts';
import { expect, latestOutboxMessage, shot, test } from './fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPI1bgJRwzEcQBMUhbhD7CSegAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);

async function solveChallenge(page: Page) {
  await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
  await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
}

test('staff signs in with a one-time code, creates a card, imports its codes and answers a ticket', async ({
  page,
  context,
  storeLang,
  t,
}) => {
  test.setTimeout(150_000);
  const id = stamp();
  const subject = `Card question ${id}`;
  const guest = `guest-admin-${id}@example.com`;

  // a guest writes to the store
  const field = (en: string, ar: string) => page.getByLabel(t(en, ar) as string, { exact: true });
  await page.goto('/contact-us');
  await field('Name', 'الاسم').fill('Guest Gamer');
  await field('E-mail', 'البريد الإلكتروني').fill(guest);
  await field('Subject', 'الموضوع').fill(subject);
  await field('Reason', 'السبب').selectOption({ label: t('General inquiry', 'استفسار عام') as string });
  await field('Message', 'الرسالة').fill('Which region is the new card for?');
  await solveChallenge(page);
  await page.getByRole('button', { name: t('Send ticket', 'إرسال الطلب') }).click();
  await expect(
    page.getByText(t('Your ticket has been sent. We will get back to you soon.', 'تم إرسال طلب الدعم. سنتواصل معك قريبًا.')),
  ).toBeVisible();

  // the back-office in the project's language
  await context.addInitScript((lang) => localStorage.setItem('admin_lang', lang), storeLang);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', storeLang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { name: t('Staff sign-in', 'دخول فريق العمل') })).toBeVisible();
  await page.getByLabel(t('E-mail', 'البريد الإلكتروني') as string).fill(ADMIN.email);
  await page.getByLabel(t('Password', 'كلمة المرور') as string).fill(ADMIN.password);
  // a wrong code is refused
  await page.getByLabel(t('One-time code', 'الرمز المؤقت') as string).fill('000000');
  await page.getByRole('button', { name: t('Sign in', 'تسجيل الدخول') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    t('The e-mail, password or one-time code is not correct.', 'البريد الإلكتروني أو كلمة المرور أو الرمز المؤقت غير صحيح.'),
  );
  await page.getByLabel(t('One-time code', 'الرمز المؤقت') as string).fill(await freshCode());
  await page.getByRole('button', { name: t('Sign in', 'تسجيل الدخول') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('Dashboard', 'لوحة المتابعة') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('Cards running out of codes', 'بطاقات أوشكت رموزها على النفاد') }),
  ).toBeVisible();

  // a new card
  await page.getByRole('link', { name: t('Cards', 'البطاقات'), exact: true }).click();
  await page.getByRole('link', { name: t('New card', 'بطاقة جديدة') }).click();
  const cardName = `E2E Gift Card ${id}`;
  await page.getByLabel(t('Name (English)', 'الاسم (بالإنجليزية)') as string).fill(cardName);
  const cardNameAr = `بطاقة هدايا ${id}`;
  await page.getByLabel(t('Name (Arabic)', 'الاسم (بالعربية)') as string).fill(cardNameAr);
  await page.getByLabel(t('Price (EGP)', 'السعر (ج.م)') as string, { exact: true }).fill('250');
  await page.getByRole('button', { name: t('Save', 'حفظ'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(cardName, cardNameAr) })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cards\/\d+$/);
  // the new card's own page says it was saved
  await expect(page.getByRole('status').filter({ hasText: t('Saved.', 'تم الحفظ.') })).toBeVisible();

  // its codes from a CSV file saved by a spreadsheet on Windows: a BOM, CRLF, an Arabic serial
  const csv = Buffer.from(`\uFEFFcode,serial\r\nE2E-${id}-AAAA,SN-1\r\nE2E-${id}-BBBB,SN-2\r\nE2E-${id}-CCCC,رقم-٣\r\n`, 'utf8');
  const file = { name: 'codes.csv', mimeType: 'text/csv', buffer: csv };
  const codes = page.getByRole('region', { name: t('Codes', 'الرموز') });
  await page.getByLabel(t('CSV file', 'ملف CSV') as string).setInputFiles(file);
  await page.getByRole('button', { name: t('Import', 'استيراد'), exact: true }).click();
  await expect(codes.getByRole('status')).toHaveText(t('3 codes imported.', 'تم استيراد 3 رمزًا.'));
  await expect(codes.getByText(`${t('Available', 'متاح') as string}: 3`)).toBeVisible();
  // the codes are masked; the serial numbers are shown
  await expect(page.getByRole('cell', { name: 'رقم-٣' })).toBeVisible();
  await expect(page.getByText(`E2E-${id}-CCCC`)).toHaveCount(0);
  // the same file again: refused row by row, nothing imported
  await page.getByLabel(t('CSV file', 'ملف CSV') as string).setInputFiles(file);
  await page.getByRole('button', { name: t('Import', 'استيراد'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    t('Nothing was imported: 3 rows have problems.', 'لم يُستورد شيء: في 3 من الأسطر مشكلات.'),
  );
  await expect(codes.getByRole('alert')).toContainText(
    t('line 2: the store already has this code (available)', 'السطر 2: الرمز موجود بالفعل في المتجر (متاح)'),
  );
  await expect(codes.getByText(`${t('Available', 'متاح') as string}: 3`)).toBeVisible();
  // a refused reveal says why (it did nothing before)
  const refused = (message: string) => ({
    status: 429,
    contentType: 'application/json',
    body: JSON.stringify({ status: false, data: null, message, errors: [message], code: 'rate_limited' }),
  });
  await page.route('**/api/admin/codes/*/reveal', (route) => route.fulfill(refused('Too many reveals: wait a minute.')));
  await codes
    .getByRole('button', { name: t('Reveal', 'إظهار') })
    .first()
    .click();
  await expect(codes.getByRole('alert')).toHaveText('Too many reveals: wait a minute.');
  await page.unroute('**/api/admin/codes/*/reveal');

  // the support inbox: the guest's ticket, answered with an image
  await page.getByRole('link', { name: t('Support inbox', 'صندوق الدعم') }).click();
  // the inbox is searched by the guest's e-mail: their ticket alone
  await page.getByRole('search').getByRole('searchbox').fill(guest);
  await page
    .getByRole('search')
    .getByRole('button', { name: t('Search', 'بحث') })
    .click();
  await expect(page.getByRole('row').filter({ hasText: guest })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'guest-admin-' })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Which region is the new card for?')).toBeVisible();
  // the guest's Latin name and e-mail, and the date, each kept whole in an Arabic page (not "01 · 2026/12/Guest Gamer")
  await expect(page.locator('p bdi[dir=ltr]').filter({ hasText: `<${guest}>` })).toHaveCount(1);
  const theirs = page.locator('.conversation li.theirs .meta bdi');
  await expect(theirs.first()).toHaveText('Guest Gamer');
  await expect(theirs.nth(1)).toHaveText(/\d/);
  const reply = `It is for the USA region (${id}).`;
  await page.getByLabel(t('Reply', 'الرد') as string, { exact: true }).fill(reply);
  await page.getByLabel(t('Images (png, jpg; up to 3)', 'صور (png أو jpg؛ حتى 3)') as string).setInputFiles({
    name: 'region.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: t('Send reply', 'إرسال الرد') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t('Your reply was sent and the customer was notified.', 'تم إرسال ردك وإشعار العميل.'),
  );
  const ours = page.locator('.conversation li.ours').last();
  await expect(ours).toContainText(reply);
  await expect(ours.locator('img')).toHaveCount(1);
  // the guest is e-mailed the reply
  await expect.poll(() => latestOutboxMessage(guest) ?? '').toContain(reply);
  // a refused close says why and leaves the ticket open (it did nothing before)
  await page.route('**/api/admin/tickets/*/close', (route) => route.fulfill(refused('The ticket could not be closed.')));
  await page.getByRole('button', { name: t('Close ticket', 'إغلاق التذكرة') }).click();
  await expect(page.getByRole('alert')).toHaveText('The ticket could not be closed.');
  await expect(page.getByRole('button', { name: t('Send reply', 'إرسال الرد') })).toBeVisible();
});

test('on a phone (390 px) no back-office page is wider than the screen, nor a record on a tablet (768 px); wide lists scroll inside their frame', async ({
  page,
  context,
  storeLang,
  t,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, context, storeLang, t);
  await page.setViewportSize({ width: 390, height: 800 });
  const pages = ['/admin', '/admin/products', '/admin/products/1', '/admin/products/new', '/admin/cards', '/admin/cards/1'];
  pages.push('/admin/categories', '/admin/content', '/admin/money/coupons', '/admin/money/coupons/new', '/admin/money/payments');
  pages.push(
    '/admin/money/shipping',
    '/admin/money/points',
    '/admin/orders',
    '/admin/customers',
    '/admin/tickets',
    '/admin/audit',
    '/admin/reviews',
    '/admin/staff',
    '/admin/invite',
  );
  const wider: string[] = [];
  const measure = async (what: string, viewport: number) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t('Loading…', 'جارٍ التحميل…'))).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > viewport) wider.push(`${what} ${width}px at ${viewport}px`);
  };
  for (const path of pages) {
    await page.goto(path);
    await measure(path, 390);
  }
  // a record's page (its tiles: a customer's phone number, an order's totals), on a phone and a tablet
  for (const viewport of [390, 768]) {
    await page.setViewportSize({ width: viewport, height: 800 });
    for (const list of ['/admin/customers', '/admin/orders']) {
      await page.goto(list);
      await page.getByRole('row').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${list}/\\d+$`));
      await measure(`${list}'s first record`, viewport);
    }
  }
  expect(wider).toEqual([]);
});

test('an admin invites a support agent by e-mail; the agent opens the link, chooses a password, adds the key and signs in', async ({
  page,
  context,
  browser,
  storeLang,
  t,
}, info) => {
  test.setTimeout(120_000);
  const id = stamp();
  const email = `e2e-agent-${id}@store.example`;
  await signInAdmin(page, context, storeLang, t);
  await page.goto('/admin/staff');
  const invite = page.getByRole('region', { name: t('Invite a staff member', 'دعوة موظف') });
  await invite.getByLabel(t('E-mail', 'البريد الإلكتروني') as string).fill(email);
  await invite.getByLabel(t('Role', 'الدور') as string).selectOption('support');
  await invite.getByRole('button', { name: t('Send invitation', 'إرسال الدعوة') }).click();
  await expect(page.getByRole('status')).toContainText(email);
  await expect(page.getByTestId('staff-invitations')).toContainText(email);
  await shot(page, 'admin-staff-invited', info.project.name);

  // the e-mail's link, opened in a browser where no one is signed in
  await expect.poll(() => latestOutboxMessage(email)).not.toBeNull();
  const link = /https?:\/\/\S+\/admin\/invite#\S+/.exec(latestOutboxMessage(email)!)![0];
  const invitee = await browser.newContext({ locale: storeLang === 'ar' ? 'ar-EG' : 'en-US' });
  await invitee.addInitScript((lang) => localStorage.setItem('admin_lang', lang), storeLang);
  const tab = await invitee.newPage();
  await tab.goto(new URL(link).pathname + new URL(link).hash);
  await expect(tab.getByTestId('invite-for')).toContainText(email);
  await tab.getByLabel(t('Mobile number', 'رقم الهاتف المحمول') as string).fill(`010${id.padStart(8, '5').slice(-8)}`);
  await tab
    .getByLabel(t('New password (8 characters or more)', 'كلمة مرور جديدة (8 أحرف أو أكثر)') as string)
    .fill('Agent-pass-2026');
  await tab.getByLabel(t('The same password again', 'كلمة المرور نفسها مرة أخرى') as string).fill('Agent-pass-2026');
  await tab.getByRole('button', { name: t('Accept the invitation', 'قبول الدعوة') }).click();
  const key = (await tab.getByTestId('invite-key').textContent())!.replace(/\s/g, '');
  await expect(tab.getByTestId('invite-codes').getByRole('listitem')).toHaveCount(10);
  await expect(tab.getByRole('img', { name: t('Key', 'المفتاح') })).toBeVisible();
  await shot(tab, 'admin-invite-accepted', info.project.name);
  expect(tab.url()).not.toContain('#');

  // the authenticator app's code from the key just shown
  await tab.getByRole('button', { name: t('I have saved them: sign in', 'حفظتها: تسجيل الدخول') }).click();
  await tab.getByLabel(t('E-mail', 'البريد الإلكتروني') as string).fill(email);
  await tab.getByLabel(t('Password', 'كلمة المرور') as string).fill('Agent-pass-2026');
  await tab
    .getByLabel(t('One-time code', 'الرمز المؤقت') as string)
    .fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
  await tab.getByRole('button', { name: t('Sign in', 'تسجيل الدخول') }).click();
  await expect(tab.getByRole('heading', { level: 1, name: t('Dashboard', 'لوحة المتابعة') })).toBeVisible();
  await expect(tab.getByText(`${email} · ${t('Support', 'دعم')}`)).toBeVisible();
  await invitee.close();
});

test('an address that names no record says "Not found.": no new record’s form, no endless loading', async ({
  page,
  context,
  storeLang,
  t,
}) => {
  test.setTimeout(90_000);
  await signInAdmin(page, context, storeLang, t);
  const main = page.locator('main');
  for (const address of [
    '/admin/orders/abc',
    '/admin/orders/999999',
    '/admin/customers/0',
    '/admin/products/abc',
    '/admin/cards/abc',
    '/admin/tickets/abc',
    '/admin/money/coupons/abc',
    '/admin/money/coupons/999999',
  ]) {
    await page.goto(address);
    await expect(main.getByText(t('Not found.', 'غير موجود.') as string, { exact: true }), address).toBeVisible();
    await expect(main, address).not.toContainText(t('Loading…', 'جارٍ التحميل…') as string);
    await expect(main.getByRole('textbox'), address).toHaveCount(0); // no form to fill
  }
  // what is there still opens: a new product's form
  await page.goto('/admin/products/new');
  await expect(main.getByLabel(t('Name (English)', 'الاسم (بالإنجليزية)') as string)).toBeVisible();
});

test('the back-office’s sign-in page loads without a console error (its icon is the store’s)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // the browser asked /favicon.ico for a page that named no icon: a 404 in the console
  await page.goto('/admin');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).status()).toBe(200);
  expect(errors).toEqual([]);
});
