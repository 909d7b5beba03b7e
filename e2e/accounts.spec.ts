// Accounts end to end (spec §2 Accounts, §4, §5): sign-up from the two-step login, activation with
// the code from the outbox, sign-out, two-step sign-in by phone, profile and password changes,
// and a password reset with the code from the outbox. Runs in every project (en/ar, desktop/mobile).
import type { Page } from '@playwright/test';
import { expect, latestOutboxMessage, submitSignIn, test } from './fixtures.ts';

/** A fresh account per run and project: e-mail and an Egyptian mobile nobody else uses. */
function newIdentity() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { email: `e2e-${stamp}@example.com`, phone: `010${stamp}`, dob: '20/04/1995' };
}

/** The real ALTCHA widget solves a low-cost challenge (the e2e server runs with ALTCHA_COST low). */
async function solveChallenge(page: Page) {
  // The widget's checkmark SVG sits over the box, so the click is forced (STACK.md).
  await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
  await expect(page.locator('altcha-widget [data-state]').first()).toHaveAttribute('data-state', 'verified');
}

/** The newest 6-digit code sent to `recipient` that is not `previous` (the outbox is files). */
async function codeFromOutbox(recipient: string, previous: string | null = null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      code = /\b(\d{6})\b/.exec(latestOutboxMessage(recipient) ?? '')?.[1] ?? null;
      return code !== null && code !== previous;
    })
    .toBe(true);
  return code!;
}

test('sign up, activate, sign out, sign in, edit the profile, change and reset the password', async ({ page, t }) => {
  test.setTimeout(120_000);
  const me = newIdentity();
  const L = {
    identifier: t('E-mail or phone number', 'البريد الإلكتروني أو رقم الهاتف') as string,
    email: t('E-mail', 'البريد الإلكتروني') as string,
    phone: t('Phone number', 'رقم الهاتف') as string,
    dob: t('Date of birth', 'تاريخ الميلاد') as string,
    password: t('Password', 'كلمة المرور') as string,
    confirm: t('Confirm password', 'تأكيد كلمة المرور') as string,
    oldPassword: t('Current password', 'كلمة المرور الحالية') as string,
    newPassword: t('New password', 'كلمة المرور الجديدة') as string,
    confirmNew: t('Confirm new password', 'تأكيد كلمة المرور الجديدة') as string,
    code: t('Activation code', 'كود التفعيل') as string,
  };
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (en: string, ar: string) => page.getByRole('button', { name: t(en, ar), exact: true });

  // Sign-up through the two-step login: an unknown e-mail opens the sign-up form, prefilled.
  await page.goto('/login');
  await field(L.identifier).fill(me.email);
  await button('Continue', 'متابعة').click();
  await expect(page.getByRole('heading', { name: t('Create your account', 'أنشئ حسابك') })).toBeVisible();
  await expect(field(L.email)).toHaveValue(me.email);
  await expect(field(L.email)).toHaveAttribute('dir', 'ltr');
  await field(L.phone).fill(me.phone);
  await field(L.dob).fill(me.dob);
  await field(L.password).fill('First-pass-1');
  await field(L.confirm).fill('First-pass-1');
  await button('Create account', 'إنشاء الحساب').click();
  await expect(page.getByText(t('Please complete the CAPTCHA', 'يرجى إكمال اختبار التحقق (CAPTCHA)'))).toBeVisible();
  await solveChallenge(page);
  await button('Create account', 'إنشاء الحساب').click();
  await expect(page.getByText(t(/Your account has been created/, /تم إنشاء حسابك/))).toBeVisible();
  await page.waitForURL('**/verify');

  // Activation with the code from the outbox; then / after 4 s.
  const activation = await codeFromOutbox(me.email);
  await field(L.code).fill(activation);
  await button('Activate', 'تفعيل').click();
  await expect(page.getByText(t('Your account has been activated.', 'تم تفعيل حسابك.'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Sign out.
  await page.goto('/log-out');
  await expect(page.getByText(t('Logged out successfully', 'تم تسجيل الخروج بنجاح'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Two-step sign-in with the phone number.
  await page.goto('/login');
  await field(L.identifier).fill(me.phone);
  await button('Continue', 'متابعة').click();
  await expect(page.getByRole('heading', { name: t('Welcome back', 'مرحبًا بعودتك') })).toBeVisible();
  await field(L.password).fill('First-pass-1');
  await solveChallenge(page);
  await button('Sign in', 'تسجيل الدخول').click();
  await expect(page.getByText(t('Logged in successfully', 'تم تسجيل الدخول بنجاح'))).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Edit the profile: the phone as the shopper typed it (stored +20…), the date of birth dd/mm/yyyy
  // (spec §9) checked on blur, then saved; the page reloads.
  await page.goto('/edit-profile');
  await expect(field(L.email)).toHaveValue(me.email);
  await expect(field(L.phone)).toHaveValue(me.phone);
  await expect(field(L.dob)).toHaveValue(me.dob);
  await field(L.dob).fill('01/01/0999');
  await field(L.dob).blur();
  await expect(page.getByText(t('Please enter a valid 4-digit year.', 'يرجى إدخال سنة صحيحة من 4 أرقام.'))).toBeVisible();
  await field(L.dob).fill('01/01/2016');
  await field(L.dob).blur();
  await expect(page.getByText(t('You must be more than 16 years old.', 'يجب أن يكون عمرك أكثر من 16 عامًا.'))).toBeVisible();
  await field(L.dob).fill('31/12/1990');
  await button('Update Now', 'تحديث الآن').first().click();
  await expect(page.getByText(t('Your profile has been updated.', 'تم تحديث ملفك الشخصي.'))).toBeVisible();
  await page.waitForEvent('load');
  await expect(field(L.dob)).toHaveValue('31/12/1990');

  // Change the password (the confirmation must match first).
  await field(L.oldPassword).fill('First-pass-1');
  await field(L.newPassword).fill('Second-pass-2');
  await field(L.confirmNew).fill('Second-pass-3');
  await button('Change password', 'تغيير كلمة المرور').click();
  await expect(
    page.getByText(t('password and its confirmation do not match', 'كلمة المرور وتأكيدها غير متطابقين')),
  ).toBeVisible();
  await field(L.confirmNew).fill('Second-pass-2');
  await button('Change password', 'تغيير كلمة المرور').click();
  await expect(page.getByText(t('Your password has been changed.', 'تم تغيير كلمة المرور.'))).toBeVisible();
  await page.waitForEvent('load');

  // Sign out, then reset the password with the code from the outbox.
  await page.goto('/log-out');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/forgot-password');
  await field(L.email).fill(me.email);
  await button('Reset Now', 'إعادة التعيين الآن').click();
  await expect(page.getByText(t(/we sent it a password reset code/, /كود إعادة تعيين كلمة المرور/))).toBeVisible();
  await page.waitForURL('**/reset-password');
  const reset = await codeFromOutbox(me.email, activation);
  await field(L.code).fill(reset);
  await field(L.newPassword).fill('Third-pass-3');
  await field(L.confirmNew).fill('Third-pass-3');
  await button('Save new password', 'حفظ كلمة المرور الجديدة').click();
  await expect(
    page.getByText(
      t('Your password has been reset. You can now sign in.', 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.'),
    ),
  ).toBeVisible();
  await page.waitForURL('**/login');

  // The new password works.
  await field(L.identifier).fill(me.email);
  await button('Continue', 'متابعة').click();
  await field(L.password).fill('Third-pass-3');
  await solveChallenge(page);
  await button('Sign in', 'تسجيل الدخول').click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a banned account is refused and stays on /login', async ({ page, t }) => {
  await submitSignIn(page, t, 'banned@demo.gamers-souq.example');
  await expect(page.getByText(t('Your account has been banned', 'تم حظر حسابك'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
