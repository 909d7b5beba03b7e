// The cart and wishlist end to end (issue 13; spec §2 Cart and Wishlist, §4, §5): a guest adds a
// product and a card, signs in and finds both in the server cart, changes a quantity, moves the
// points slider, removes a line; likes and unlikes from the product page and from /my-wishlist;
// an out-of-stock item cannot be added. Runs in every project (en/ar × desktop/mobile) against
// one server, so each run leaves the demo customer's cart and wishlist as it found them.
import type { APIRequestContext } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures.ts';
import { emptyCartAndWishlist, skipAppPopup } from './shopper-helpers.ts';

interface ListItem {
  id: number;
  name: string;
  type: number;
  stock: number;
  product_type: number;
}

async function pick(request: APIRequestContext, lang: string) {
  const list = async (url: string, key: 'products' | 'cards') =>
    ((await (await request.get(url, { headers: { lang } })).json()) as { data: Record<string, ListItem[]> }).data[key]!;
  const products = await list('/api/products/category?category_id=2&per_page=60', 'products');
  const cards = await list('/api/products/latest?limit=7', 'cards');
  const inStock = (i: ListItem) => i.type === 0 || (i.type === 1 && i.stock >= 4);
  return {
    product: products.find(inStock)!,
    card: cards.find(inStock)!,
    soldOut: products.find((i) => i.type === 2 || (i.type === 1 && i.stock === 0))!,
  };
}

test.beforeEach(({ context }) => skipAppPopup(context));
// Whatever happened in a test, the demo customer's cart and wishlist are emptied again, so the
// next project starts from the same state (the projects share one server).
test.afterEach(({ page }) => emptyCartAndWishlist(page));

test('a guest cart carried over at sign-in, quantities, the points slider and removal', async ({ page, t, storeLang }, info) => {
  test.setTimeout(120_000);
  const { product, card } = await pick(page.request, storeLang);
  const addToCart = page.locator('.buy-box').getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') });
  const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name.slice(0, 30) });

  // a guest adds a product and a card: 'Added to cart', the local badge counts both
  await page.goto(`/product/${product.id}/x`);
  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: t('Added to cart', 'تمت الإضافة إلى السلة') })).toBeVisible();
  await page.goto(`/card/${card.id}/x`);
  await addToCart.click();
  await expect(page.locator('.cart-badge')).toHaveText('2');

  // signing in uploads the guest cart: the server cart has both, the local list is cleared
  await signIn(page, t);
  await expect(page.locator('.cart-badge')).toHaveText('2');
  expect(await page.evaluate<string | null>("sessionStorage.getItem('cart items')")).toBeNull();
  await page.goto('/my-cart');
  await expect(line(product.name)).toBeVisible();
  await expect(line(card.name)).toBeVisible();
  await expect(line(product.name).locator('input')).toHaveValue('1');
  await shot(page, 'cart-signed-in', info.project.name);

  // plus raises the quantity on the server, three quick presses three (they once counted as one);
  // the subtotal follows
  const before = await page.getByTestId('cart-subtotal').textContent();
  await line(product.name)
    .getByRole('button', { name: t(`Increase quantity of ${product.name}`, `زيادة كمية ${product.name}`) })
    .click({ clickCount: 3, delay: 20 });
  await expect(line(product.name).locator('input')).toHaveValue('4');
  await expect(page.getByTestId('cart-subtotal')).not.toHaveText(before!);
  await page.reload();
  await expect(line(product.name).locator('input')).toHaveValue('4');

  // the points slider: the demo customer has 1,500 points; End takes the most this cart allows,
  // and a step below the minimum snaps up to it (spec §5 Cart); ArrowUp raises in both directions
  const thumb = page.getByRole('slider', { name: t('Points to redeem', 'النقاط المراد استبدالها') });
  await thumb.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('cart-total-after-points')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('cart-total-after-points')).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(thumb).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(t(/^100 points = 10 EGP$/, /^100 نقطة = 10 ج\.م$/))).toBeVisible();
  await shot(page, 'cart-points', info.project.name);

  // remove the card line, then the product line: the empty message
  await line(card.name)
    .getByRole('button', { name: t(/^Remove /, /^حذف /) })
    .click();
  await expect(line(card.name)).toHaveCount(0);
  await expect(page.locator('.cart-badge')).toHaveText('1');
  await line(product.name)
    .getByRole('button', { name: t(/^Remove /, /^حذف /) })
    .click();
  await expect(page.getByText(t('Your cart is empty', 'سلة التسوق فارغة'))).toBeVisible();
  await expect(page.locator('.cart-badge')).toHaveCount(0);
});

test('likes and unlikes from the product page and from /my-wishlist', async ({ page, t, storeLang }, info) => {
  const { product } = await pick(page.request, storeLang);
  const heart = page
    .locator('main')
    .getByRole('button', { name: t('Add to wishlist', 'أضف إلى المفضلة') })
    .first();

  // a guest is asked to sign in
  await page.goto(`/product/${product.id}/x`);
  await heart.click();
  await expect(page.getByText(t('You have to login first!', 'يجب عليك تسجيل الدخول اولا'))).toBeVisible();

  await signIn(page, t);
  await page.goto(`/product/${product.id}/x`);
  await heart.click();
  await expect(page.getByRole('status').filter({ hasText: t('Added to wishlist', 'تمت الإضافة إلى المفضلة') })).toBeVisible();
  await page.goto('/my-wishlist');
  const row = page.getByTestId('wishlist-line').filter({ hasText: product.name.slice(0, 30) });
  await expect(row).toBeVisible();
  await shot(page, 'wishlist', info.project.name);
  await row.getByRole('button', { name: t(/^Remove .* from the wishlist$/, /^إزالة .* من المفضلة$/) }).click();
  await expect(page.getByText(t('Your Wishlist is Empty', 'قائمة المفضلة فارغة'))).toBeVisible();

  // like and unlike again on the product page itself
  await page.goto(`/product/${product.id}/x`);
  await heart.click();
  const liked = page
    .locator('main')
    .getByRole('button', { name: t('Remove from wishlist', 'إزالة من المفضلة') })
    .first();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await liked.click();
  await expect(page.getByRole('status').filter({ hasText: t('Removed from wishlist', 'تمت الإزالة من المفضلة') })).toBeVisible();
  await page.goto('/my-wishlist');
  await expect(page.getByText(t('Your Wishlist is Empty', 'قائمة المفضلة فارغة'))).toBeVisible();
});

test('an out-of-stock item cannot be added or bought', async ({ page, t, storeLang }) => {
  const { soldOut } = await pick(page.request, storeLang);
  await page.goto(`/product/${soldOut.id}/x`);
  await expect(page.locator('.buy-box').getByText(t('Out Of Stock', 'غير متوفر'))).toBeVisible();
  await expect(page.locator('.buy-box').getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') })).toBeDisabled();
  await expect(page.locator('.buy-box').getByRole('button', { name: t('Buy Now', 'اشتر الآن') })).toBeDisabled();
});
