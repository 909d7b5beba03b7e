// Catalogue flows a shopper walks (spec §2, §4, §5): home → hardware category → product → Add To
// Cart (the header badge counts 1), and home → digital store → sub-category → country → card →
// another denomination. Runs in every project (en/ar × desktop/mobile).
import { expect, test } from './fixtures.ts';

// the mobile-app popup of digital-store and card pages is the shell's; these flows continue in the browser
test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: "localStorage.setItem('app_popup_choice', 'browser')" });
});

test('a guest adds a console to the cart from its product page', async ({ page, t }) => {
  await page.goto('/');
  await page.locator('main a[href="/category/gaming-hardware"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Gaming Hardware', 'أجهزة الألعاب'));

  await page
    .locator('.category-tiles')
    .getByRole('link', { name: t('Consoles', 'أجهزة الكونسول') })
    .click();
  await expect(page).toHaveURL(/\/gaming-hardware\/consoles\/110\?children=false$/);
  const inStock = page
    .getByTestId('product-card')
    .filter({ hasNot: page.locator('.stock-badge--out_of_stock') })
    .first();
  const fullName = await inStock.locator('h3 a').getAttribute('title');
  await inStock.locator('h3 a').click();

  await expect(page).toHaveURL(/\/product\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName!);
  await expect(page.locator('.cart-badge')).toHaveCount(0);
  await page
    .locator('.buy-box')
    .getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') })
    .click();

  await expect(page.getByRole('status').filter({ hasText: t('Added to cart', 'تمت الإضافة إلى السلة') })).toBeVisible();
  await expect(page.locator('.cart-badge')).toHaveText('1');
  const stored = JSON.parse((await page.evaluate<string | null>("sessionStorage.getItem('cart items')")) ?? '[]') as {
    qty: number;
    type: string;
    product: { name: string };
  }[];
  expect(stored).toEqual([
    expect.objectContaining({ qty: 1, type: 'product', product: expect.objectContaining({ name: fullName }) }),
  ]);

  // the same product again merges into one line: the badge still says 1
  await page
    .locator('.buy-box')
    .getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') })
    .click();
  await expect(page.locator('.cart-badge')).toHaveText('1');
  await page.locator('a.cart-link').click();
  await expect(page).toHaveURL(/\/my-cart$/);
  await expect(page.locator('.data-table tbody tr')).toHaveCount(1);
  await expect(page.locator('.data-table input')).toHaveValue('2');
});

test('a shopper walks the digital store down to a card and switches denomination', async ({ page, t }) => {
  await page.goto('/');
  await page.locator('main a[href="/category/digital-store"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Digital Store', 'المتجر الرقمي'));

  await page
    .locator('.category-tiles')
    .getByRole('link', { name: t('Game Cards', 'كروت الألعاب') })
    .click();
  await expect(page).toHaveURL(/\/digital-store\/game-cards\/130$/);
  await page
    .locator('.category-tiles')
    .getByRole('link', { name: t('PlayStation Store', 'بلايستيشن ستور') })
    .click();
  await expect(page).toHaveURL(/\/digital-store\/sub_category\/playstation-store\/140$/);
  await page
    .locator('.category-tiles')
    .getByRole('link', { name: t('United States', 'الولايات المتحدة') })
    .click();
  // the country part is the localised name (slashes become commas)
  await expect(page).toHaveURL(/\/digital-store\/[^/]+\/1\/playstation-store\/140$/);

  await page.getByTestId('product-card').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/card\/\d+\//);
  const firstUrl = page.url();
  const values = page.locator('.denominations button');
  await expect(values.first()).toBeVisible();
  await expect(page.locator('.denominations button[aria-pressed="true"]')).toHaveCount(1);

  const other = page.locator('.denominations button[aria-pressed="false"]:not([disabled])').first();
  const label = (await other.textContent())!;
  await other.click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/card\/\d+\//);
  await expect(page.locator('.denominations button[aria-pressed="true"]')).toHaveText(label);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
