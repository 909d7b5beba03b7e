// The cash wallet, rewards and device-wallet pages in a real browser (spec §2 Wallet and top-up,
// Rewards, Device-wallet payment test page): a merchant tops up through the sandbox gateway's Pay
// button and sees the new balance and the credit row once; a customer sees no top-up link; the
// demo customer's points are on /rewards; /apple-pay says Chromium does not support Apple Pay.
import { expect, shot, signIn, test } from './fixtures.ts';

/** "1,250.50 EGP" / "1,250.50 ج.م" → 1250.5 */
const egp = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
});

test('a merchant tops up through the sandbox gateway and sees the credit once', async ({ page, t }, info) => {
  await signIn(page, t, 'merchant@demo.gamers-souq.example');
  await page.goto('/wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).not.toHaveText('…');
  const before = egp(await balance.textContent());
  await shot(page, 'wallet', info.project.name);

  await page.getByRole('link', { name: t('Wallet Top up', 'شحن المحفظة') }).click();
  await expect(page).toHaveURL(/\/add-topup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Wallet Top up', 'شحن المحفظة'));
  // the three messages of spec §5, in order
  const buy = page.getByRole('button', { name: t('Buy Top Up', 'شراء الشحن') });
  await buy.click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('Please enter a valid amount', 'من فضلك أدخل مبلغًا صحيحًا') }),
  ).toBeVisible();
  await page.getByLabel(t('Amount', 'المبلغ') as string, { exact: true }).fill('1a00');
  await expect(page.getByLabel(t('Amount', 'المبلغ') as string, { exact: true })).toHaveValue('100');
  await buy.click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('Please select a payment method', 'من فضلك اختر طريقة الدفع') }),
  ).toBeVisible();
  await page.getByRole('radio', { name: t(/Mobile Wallet/, /المحفظة الإلكترونية/) }).check();
  await buy.click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('Please enter a wallet number', 'من فضلك أدخل رقم المحفظة') }),
  ).toBeVisible();

  // the card method: 2.75 % fee on 100 EGP
  await page.getByRole('radio', { name: t(/Credit \/ Debit Card/, /بطاقة ائتمان/) }).check();
  await expect(page.getByTestId('topup-fees')).toHaveText(t('2.75 EGP', '2.75 ج.م'));
  await expect(page.getByTestId('topup-total')).toHaveText(t('102.75 EGP', '102.75 ج.م'));
  await shot(page, 'add-topup', info.project.name);
  await buy.click();

  // the sandbox gateway's hosted page
  await page.waitForURL(/\/api\/payments\/sandbox\/\d+/);
  await expect(page.getByText(t('102.75 EGP', '102.75 ج.م'))).toBeVisible();
  await page.getByRole('button', { name: t('Pay', 'ادفع'), exact: true }).click();

  await page.waitForURL(/\/wallet\?success=true$/);
  const dialog = page.getByRole('dialog', { name: t('Top-up completed', 'تم شحن المحفظة') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('Ok', 'حسنًا') }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText(new RegExp(`^${(before + 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`));
  const first = page.getByTestId('wallet-row').first();
  await expect(first).toContainText(t('Credit', 'إيداع'));
  await expect(first).toContainText(/TOPUP-\d+/);

  // the credit is there once: the same reference appears in one row only
  const reference = /TOPUP-\d+/.exec((await first.textContent()) ?? '')![0];
  await page.getByRole('button', { name: t('Credit', 'إيداع'), exact: true }).click();
  await expect(page.getByTestId('wallet-row').filter({ hasText: reference })).toHaveCount(1);
  await page.reload();
  await expect(balance).toHaveText(new RegExp(`^${(before + 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`));
});

test('a customer sees the wallet without a top-up link, and the rewards page', async ({ page, t }, info) => {
  await signIn(page, t, 'customer@demo.gamers-souq.example');
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: t('Cash Wallet', 'المحفظة النقدية') })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).not.toHaveText('…');
  await expect(page.getByRole('link', { name: t('Wallet Top up', 'شحن المحفظة') })).toHaveCount(0);
  await page.goto('/add-topup');
  await expect(
    page.getByText(t('Wallet top-up is available to merchant accounts only.', 'شحن المحفظة متاح لحسابات التجار فقط.')),
  ).toBeVisible();

  await page.goto('/rewards');
  const crumbs = page.locator('nav.breadcrumbs');
  await expect(crumbs).toContainText(t('Account', 'الحساب'));
  await expect(page.getByText(t('Points Summary', 'ملخص النقاط'))).toBeVisible();
  await expect(page.getByTestId('reward-available')).not.toContainText('…');
  expect(egp(await page.getByTestId('reward-available').textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('reward-row').filter({ hasText: t('Welcome points', 'نقاط ترحيبية') })).toContainText('1,500');
  await shot(page, 'rewards', info.project.name);
  await page.getByLabel(t('Status', 'الحالة') as string, { exact: true }).selectOption('pending');
  await expect(page.getByTestId('reward-row').filter({ hasText: t('Welcome points', 'نقاط ترحيبية') })).toHaveCount(0);
});

test('the Apple Pay test page says Chromium does not support it', async ({ page, t }, info) => {
  await page.goto('/apple-pay');
  await expect(page.getByTestId('apple-pay-support')).toHaveText(
    t('Apple Pay is not supported on this device or browser.', 'Apple Pay غير مدعوم على هذا الجهاز أو المتصفح.'),
  );
  await expect(page.getByRole('button', { name: t('Pay with Apple Pay', 'ادفع باستخدام Apple Pay') })).toBeDisabled();
  await expect(page.getByText('20.00 USD')).toBeVisible();
  await shot(page, 'apple-pay', info.project.name);
});
