// Search as an Egyptian shopper types it (spec §2 Search, issue 12): an Arabic brand spelling in
// the header box suggests the brand's items; its results page lists products and cards each
// with its own count and range, and nothing unrelated. Runs in every project (en/ar × desktop/mobile).
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
});

test("'ستيم' suggests Steam items, and its results page lists only Steam items with matching counts", async ({ page, t }) => {
  await page.goto('/');
  await page.locator('header').getByRole('searchbox').first().fill('ستيم');
  const suggestions = page.locator('.search-suggest__name');
  await expect(suggestions.first()).toBeVisible();
  for (const name of await suggestions.allTextContents()) expect(name).toMatch(/steam|ستيم/i);

  await page.goto(`/search/${encodeURIComponent('ستيم')}`);
  const products = page.locator('#search-products').locator('..');
  await expect(page.getByRole('heading', { level: 2, name: t(/Products \(1\)/, /المنتجات \(1\)/) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t(/Cards \(11\)/, /البطاقات \(11\)/) })).toBeVisible();
  await expect(page.getByText(t('Showing 1–11 of 11', 'عرض 1–11 من 11'))).toBeVisible();
  await expect(products.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  await expect(page.locator('main').getByText(/playstation|بلايستيشن/i)).toHaveCount(0);
});

test('the header suggestions show whole names, in Arabic too, where a one-line cut hid the brand', async ({ page }) => {
  // 'ماوس ألعاب Razer DeathAdder V3 سلكي' on one line at 390 px in Arabic was cut at its left
  // end, which is the start of the English brand: the shopper read '…azer DeathAdder V3'
  await page.goto('/');
  await page.locator('header').getByRole('searchbox').first().fill('mouse');
  const names = page.locator('.search-suggest__name');
  await expect(names).toHaveCount(5);
  const clipped = await names.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
});
