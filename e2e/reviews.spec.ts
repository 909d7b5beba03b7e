// Reviews end to end (issue 17; spec §1 only buyers review, §2 Product page, §5 Review, §7): the
// demo customer signs in, finds no Rate Product on an item they have not bought, buys it (order
// placed through the API, paid on the sandbox gateway's page in the browser), rates it from the
// product page with the star picker, then edits the same review. Each project (en/ar ×
// desktop/mobile) picks an item the customer has not reviewed yet, as the projects share a server.
import { expect, shot, signIn, test } from './fixtures.ts';
import { buyAndPay } from './shopper-helpers.ts';

interface ListItem {
  id: number;
  name: string;
  type: number;
  stock: number;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
});

test('a customer buys a product, rates it from the product page, then edits the rating', async ({ page, t, storeLang }, info) => {
  test.setTimeout(120_000);
  const token = await signIn(page, t);
  const auth = { authorization: `Bearer ${token}`, lang: storeLang };

  // an in-stock product this customer has neither bought nor reviewed
  const list = (await (await page.request.get('/api/products/category?category_id=2&per_page=60')).json()) as {
    data: { products: ListItem[] };
  };
  let product: ListItem | undefined;
  for (const p of list.data.products.filter((i) => i.type === 0 || (i.type === 1 && i.stock >= 3))) {
    const detail = (await (
      await page.request.get(`/api/products/getProductDetails?product_id=${p.id}`, { headers: auth })
    ).json()) as {
      data: { product: { user_has_purchased: boolean; user_has_reviewed: boolean } };
    };
    if (!detail.data.product.user_has_purchased && !detail.data.product.user_has_reviewed) {
      product = p;
      break;
    }
  }
  expect(product, 'an in-stock product the demo customer has not bought').toBeTruthy();
  const tab = page.getByRole('tab', { name: new RegExp(t('Reviews', 'التقييمات') as string) });
  const rateLink = page.locator('.detail__rating').getByRole('link');

  // not bought yet: no Rate Product, the Reviews tab says only buyers rate
  await page.goto(`/product/${product!.id}/x#reviews`);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText(t('Only customers who bought this item can rate it.', 'يمكن فقط للعملاء الذين اشتروا هذا المنتج تقييمه.')),
  ).toBeVisible();
  await expect(rateLink).toHaveCount(0);

  // buy it: the order is placed through the API, paid on the sandbox gateway's page
  await buyAndPay(page, t, auth, { product_id: product!.id }, 3);

  // bought: Rate Product opens the Reviews tab with the form
  await page.goto(`/product/${product!.id}/x`);
  await expect(rateLink).toHaveText(t('Rate Product', 'قيّم المنتج'));
  await rateLink.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: t('Rate Product', 'قيّم المنتج') });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: t('Submit Review', 'إرسال التقييم') });
  await expect(submit).toBeDisabled();
  // the star picker is a radio group: a click picks, the arrow keys move the choice
  await form.locator('.star-picker__star').nth(2).click();
  await expect(form.getByRole('radio', { name: t('3 stars', '3 نجوم') })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: t('4 stars', '4 نجوم') })).toBeChecked();
  const comment = t('<b>Runs cool</b> & quiet', '<b>ممتاز</b> وهادئ') as string;
  await form.getByRole('textbox').fill(comment);
  await shot(page, 'reviews-form', info.project.name);
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: t('Thank you! Your review has been added.', 'شكراً لك! تمت إضافة تقييمك.') }),
  ).toBeVisible();

  // the page is fetched again: the review is listed as typed, with the masked e-mail and today's date
  const mine = page.locator('.review').filter({ hasText: 'cu***@demo.gamers-souq.example' });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.review__comment')).toHaveText(comment);
  await expect(mine.locator('.review__comment b')).toHaveCount(0);
  await expect(mine.getByRole('img', { name: t('Rated 4 out of 5', 'التقييم 4 من 5') })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(mine.locator('.review__date')).toHaveText(today);
  await expect(rateLink).toHaveText(t('Edit Rating', 'تعديل التقييم'));
  await expect(page.getByText('customer@demo.gamers-souq.example')).toHaveCount(0);
  await shot(page, 'reviews-list', info.project.name);

  // edit: the same review changes, none is added
  const edit = page.getByRole('form', { name: t('Edit Rating', 'تعديل التقييم') });
  await expect(edit.getByRole('radio', { name: t('4 stars', '4 نجوم') })).toBeChecked();
  await expect(edit.getByRole('textbox')).toHaveValue(comment);
  await edit.locator('.star-picker__star').nth(1).click();
  await expect(edit.getByRole('radio', { name: t('2 stars', 'نجمتان') })).toBeChecked();
  await edit.getByRole('textbox').fill(t('Fan got loud after a week.', 'المروحة بقى صوتها عالي بعد أسبوع.') as string);
  await edit.getByRole('button', { name: t('Update Review', 'تحديث التقييم') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('Your review has been updated.', 'تم تعديل تقييمك.') }),
  ).toBeVisible();
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.review__comment')).toHaveText(t('Fan got loud after a week.', 'المروحة بقى صوتها عالي بعد أسبوع.'));
  await expect(mine.getByRole('img', { name: t('Rated 2 out of 5', 'التقييم 2 من 5') })).toBeVisible();
  await shot(page, 'reviews-edited', info.project.name);
});

test('a guest reads the demo reviews and is offered sign-in, not the form', async ({ page, t, storeLang }, info) => {
  // the product with the most demo reviews
  const list = (await (
    await page.request.get('/api/products/category?category_id=2&per_page=60', { headers: { lang: storeLang } })
  ).json()) as {
    data: { products: (ListItem & { reviews_count: number })[] };
  };
  const top = [...list.data.products].sort((a, b) => b.reviews_count - a.reviews_count)[0]!;
  expect(top.reviews_count).toBeGreaterThan(0);
  await page.goto(`/product/${top.id}/x#reviews`);
  await expect(page.locator('.review')).toHaveCount(top.reviews_count);
  // every reviewer masked (the demo reviewers, and the demo customer if another project reviewed it)
  for (const user of await page.locator('.review__user').all()) await expect(user).toHaveText(/^[^*@]{1,2}\*\*\*@[\w.-]+$/);
  await expect(page.locator('.review__date').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('link', { name: t('Sign in to rate it', 'سجّل الدخول لتقييمه') })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await shot(page, 'reviews-guest', info.project.name);
});
