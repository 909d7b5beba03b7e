// Customer money actions in the back-office (issue 26), in English and Arabic: the demo admin
// credits the demo customer's wallet with a reason in both languages; the customer signs in to
// the storefront and sees the credit, with the reason in their language, on /wallet.
import { signInAdmin } from './admin-helpers.ts';
import { expect, shot, signIn, test } from './fixtures.ts';

test('an admin adjusts a customer’s wallet with a reason and the customer sees it on /wallet', async ({
  page,
  context,
  storeLang,
  t,
}, info) => {
  test.setTimeout(150_000);
  const id = `${Date.now()}`.slice(-7);
  const reasonEn = `Goodwill credit ${id}`;
  const reasonAr = `تعويض ${id}`;
  await signInAdmin(page, context, storeLang, t);
  await shot(page, 'admin-dashboard', info.project.name);

  await page.getByRole('link', { name: t('Customers', 'العملاء'), exact: true }).click();
  await page.getByRole('searchbox').fill('customer@demo.gamers-souq.example');
  await page.getByRole('button', { name: t('Search', 'بحث'), exact: true }).click();
  await page.getByRole('cell', { name: 'customer@demo.gamers-souq.example' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'customer@demo.gamers-souq.example' })).toBeVisible();

  const wallet = page.getByRole('region', { name: t('Adjust the wallet', 'تعديل المحفظة') });
  await wallet.getByLabel(t('Amount (EGP)', 'المبلغ (ج.م)') as string).fill('12.50');
  await wallet.getByLabel(t('Reason (English)', 'السبب (بالإنجليزية)') as string).fill(reasonEn);
  await wallet.getByLabel(t('Reason (Arabic)', 'السبب (بالعربية)') as string).fill(reasonAr);
  await wallet.getByRole('button', { name: t('Apply', 'تنفيذ') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t(
      'The wallet was adjusted; the customer sees the entry on their wallet page.',
      'تم تعديل المحفظة؛ سيرى العميل القيد في صفحة محفظته.',
    ),
  );
  await expect(page.getByRole('cell', { name: storeLang === 'ar' ? reasonAr : reasonEn })).toBeVisible();
  await shot(page, 'admin-customer-adjusted', info.project.name);
  // the tablet width of the issue
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'admin-customer-adjusted-768', info.project.name);
  await page.setViewportSize(size);

  // the customer sees the credit on /wallet, the reason in the storefront's language
  await signIn(page, t);
  await page.goto('/wallet');
  await expect(page.getByText(storeLang === 'ar' ? reasonAr : reasonEn)).toBeVisible();
  await shot(page, 'customer-wallet-adjusted', info.project.name);
});
