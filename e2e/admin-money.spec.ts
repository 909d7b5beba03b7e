// Money settings in the back-office (issue 26), in English and Arabic: the demo admin creates a
// percentage coupon through the form, is told in their language what is wrong with a bad one,
// limits it to one product found by name in the picker (a chip with the product's name, Enter in
// the search does not save), finds the new coupon by its code in the list and switches it off; the payment methods, shipping
// methods and reward points tabs show the store's rows. Nothing a parallel spec prices is changed
// (the coupon's code is this run's own).
import { signInAdmin } from './admin-helpers.ts';
import { expect, shot, test } from './fixtures.ts';

test('an admin creates a coupon, finds it and switches it off; the money tabs show the store’s methods and rules', async ({
  page,
  context,
  storeLang,
  t,
}, info) => {
  test.setTimeout(150_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}${storeLang.toUpperCase()}`;
  await signInAdmin(page, context, storeLang, t);

  await page.getByRole('link', { name: t('Money', 'الأموال'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('Money settings', 'إعدادات الأموال') })).toBeVisible();
  await page.getByRole('link', { name: t('New coupon', 'كوبون جديد') }).click();

  const codeField = page.getByLabel(t('Code', 'الكود') as string, { exact: true });
  const value = page.getByLabel(t('Discount (%)', 'الخصم (%)') as string);
  await codeField.fill(code);
  await value.fill('150');
  await page.getByRole('button', { name: t('Save', 'حفظ') }).click();
  await expect(page.getByRole('alert')).toContainText(
    t(
      'A percentage coupon takes 1 % to 100 % off (100 to 10,000 basis points).',
      'كوبون النسبة يخصم من 1 % إلى 100 % (من 100 إلى 10,000 نقطة أساس).',
    ),
  );
  await value.fill('12.5');
  await page.getByLabel(t('Largest discount (EGP, empty: no cap)', 'أكبر خصم (ج.م، فارغ: بلا حد)') as string).fill('100');

  const picker = page.getByRole('group', {
    name: t('Only for these products (none chosen: any product)', 'فقط لهذه المنتجات (بلا اختيار: أي منتج)'),
  });
  await expect(picker).toContainText(t('None chosen.', 'لم يُختر شيء.') as string);
  const find = picker.getByLabel(
    t('Find a product by name, keyword or id', 'ابحث عن منتج بالاسم أو كلمة مفتاحية أو الرقم') as string,
  );
  await find.fill('7800X3D');
  await find.press('Enter'); // searches, does not save the coupon
  const results = picker.getByRole('list', { name: t('Search results', 'نتائج البحث') });
  await results
    .getByRole('button', { name: /7800X3D/ })
    .first()
    .click();
  const chosen = picker.getByRole('list', { name: t('Chosen', 'المختارة') });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText(t('AMD Ryzen 7 7800X3D', 'معالج AMD Ryzen 7 7800X3D') as string);
  await expect(page.getByRole('heading', { level: 2, name: t('New coupon', 'كوبون جديد') })).toBeVisible();
  await page.getByRole('button', { name: t('Save', 'حفظ') }).click();
  await expect(page.getByRole('heading', { level: 2, name: code })).toBeVisible();
  // the saved coupon shows its product by name, removable from the keyboard
  const saved = page
    .getByRole('group', {
      name: t('Only for these products (none chosen: any product)', 'فقط لهذه المنتجات (بلا اختيار: أي منتج)'),
    })
    .getByRole('button', { name: t(/^Remove AMD Ryzen 7 7800X3D/, /^إزالة معالج AMD Ryzen 7 7800X3D/) });
  await expect(saved).toBeVisible();
  await shot(page, 'admin-coupon-saved', info.project.name);

  await page
    .getByRole('link', { name: t('Coupons', 'الكوبونات') })
    .first()
    .click();
  await page.getByRole('searchbox').fill(code.toLowerCase());
  await page.getByRole('button', { name: t('Search', 'بحث'), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12.5 %');
  // the list names the product the coupon is for, in the staff member's language
  await expect(row).toContainText(t('products AMD Ryzen 7 7800X3D', 'المنتجات معالج AMD Ryzen 7 7800X3D') as string);
  await expect(row).toContainText(t('Live', 'فعّال') as string);
  await row.getByRole('button', { name: t('Switch off', 'إيقاف') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t('The coupon is off: checkout refuses it from now on.', 'تم إيقاف الكوبون: يرفضه الدفع من الآن.'),
  );
  await expect(row).toContainText(t('Off', 'متوقف') as string);
  await shot(page, 'admin-coupons', info.project.name);

  await page.getByRole('link', { name: t('Payment methods', 'طرق الدفع') }).click();
  await expect(page.getByRole('cell', { name: 'paymob_card' })).toBeVisible();
  await page.getByRole('link', { name: t('Shipping methods', 'طرق الشحن') }).click();
  await expect(page.getByRole('cell', { name: '75.00' })).toBeVisible();
  await page.getByRole('link', { name: t('Reward points', 'نقاط المكافآت') }).click();
  await expect(page.getByLabel(t('Slider step (points)', 'خطوة الشريط (نقاط)') as string)).toHaveValue(/^\d+$/);
  await shot(page, 'admin-points-rules', info.project.name);
});
