// Build your PC end to end (issue 17; spec §2 Build PC, §4, §5): a guest builds a whole PC from
// the demo catalogue, meets a compatibility warning (an AM5 processor on an LGA 1700 board) and
// resolves it, is refused a quantity above the stock, and adds the parts to the cart; a signed-in
// customer's parts go to the server cart. Runs in every project (en/ar × desktop/mobile); the
// demo customer's cart is emptied after each test so the projects start alike.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, signIn, type Translate } from './fixtures.ts';
import { emptyCartAndWishlist, skipAppPopup } from './shopper-helpers.ts';

/** Component category names in the project's language, by demo id (sources/categories.ts). */
async function componentNames(page: Page, lang: string): Promise<Map<number, string>> {
  const res = await page.request.get('/api/categories/children/children?category_id=34', { headers: { lang } });
  const body = (await res.json()) as { data: Array<{ id: number; name: string }> };
  return new Map(body.data.map((c) => [c.id, c.name]));
}

const PROCESSORS = 100;
const GRAPHICS = 101;
const MOTHERBOARDS = 102;
const MEMORY = 103;
const POWER = 105;
const CASES = 106;

function builder(page: Page, t: Translate, names: Map<number, string>) {
  const drawer = page.getByTestId('build-drawer');
  return {
    drawer,
    /** shows a component's parts (the 'Choose'/'Change' button of its row) */
    async show(categoryId: number) {
      const name = names.get(categoryId)!;
      await page.getByTestId('component-row').filter({ hasText: name }).getByRole('button').click();
      await expect(page.getByRole('heading', { name: t(`Choose ${name}`, `اختر ${name}`) })).toBeVisible();
    },
    /** chooses the part whose name contains `text`: it is selected and the drawer opens */
    async choose(text: string) {
      await page.getByTestId('part').filter({ hasText: text }).getByRole('button').click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('build-line').filter({ hasText: text })).toBeVisible();
    },
    async closeDrawer() {
      await drawer.getByRole('button', { name: t('Close', 'إغلاق') }).click();
      await expect(drawer).toHaveCount(0);
    },
  };
}

test.beforeEach(({ context }) => skipAppPopup(context));
test.afterEach(({ page }) => emptyCartAndWishlist(page));

test('a guest builds a whole PC: a warning shown and resolved, stock respected, parts added to the cart', async ({
  page,
  t,
  storeLang,
}) => {
  test.setTimeout(120_000);
  const names = await componentNames(page, storeLang);
  const pc = builder(page, t, names);
  const addSelected = page.getByRole('button', { name: t('Add Selected items to Cart', 'أضف العناصر المختارة إلى السلة') });

  await page.goto('/build-pc');
  await expect(page.getByRole('heading', { level: 1, name: t('Build Your PC', 'جمّع جهازك') })).toBeVisible();

  // nothing chosen yet
  await addSelected.first().click();
  await expect(
    page.getByText(t('No items selected to add to cart.', 'لم يتم اختيار أي عناصر لإضافتها إلى السلة.')),
  ).toBeVisible();

  // an AM5 processor (2 in stock), then an LGA 1700 motherboard: the socket warning
  await expect(
    page.getByRole('heading', { name: t(`Choose ${names.get(PROCESSORS)}`, `اختر ${names.get(PROCESSORS)}`) }),
  ).toBeVisible();
  await pc.choose('7800X3D');
  await pc.closeDrawer();
  await pc.show(MOTHERBOARDS);
  await pc.choose('Z790-E');
  const warning = pc.drawer.getByTestId('compat-warning');
  await expect(warning).toHaveText(
    t(
      "The processor's socket (AM5) does not match the motherboard's socket (LGA 1700).",
      'مقبس المعالج (AM5) لا يطابق مقبس اللوحة الأم (LGA 1700).',
    ),
  );
  await pc.closeDrawer();
  await expect(page.getByTestId('compat-warning')).toHaveCount(1);

  // an AM5 board instead: the warning is gone
  await pc.choose('B650 TOMAHAWK');
  await expect(warning).toHaveCount(0);
  await expect(pc.drawer.getByText(t('The chosen parts fit together.', 'القطع المختارة متوافقة معًا.'))).toBeVisible();
  await pc.closeDrawer();

  // the rest of the PC
  for (const [category, part] of [
    [MEMORY, 'VENGEANCE DDR5'],
    [GRAPHICS, 'RTX 4060'],
    [POWER, 'RM850e'],
    [CASES, 'H5 Flow'],
  ] as const) {
    await pc.show(category);
    await pc.choose(part);
    await pc.closeDrawer();
  }
  await expect(page.getByTestId('compat-warning')).toHaveCount(0);

  // quantity: up to the processor's stock of 2, a third is refused
  await page.getByRole('button', { name: t(/^Your build \(6\)$/, /^تجميعتك \(6\)$/) }).click();
  const cpuLine = pc.drawer.getByTestId('build-line').filter({ hasText: '7800X3D' });
  const increase = cpuLine.getByRole('button', { name: t(/^Increase quantity/, /^زيادة كمية/) });
  await increase.click();
  await expect(cpuLine.getByTestId('build-qty')).toHaveText('2');
  await increase.click();
  await expect(page.getByText(t('This quantity is not available', 'هذه الكمية غير متوفرة'))).toBeVisible();
  await expect(cpuLine.getByTestId('build-qty')).toHaveText('2');
  await expect(pc.drawer.getByTestId('build-line')).toHaveCount(6);
  // names in the drawer are cut at 35 characters, the full name on hover
  for (const name of await pc.drawer.locator('.bpc-line__name').allTextContents()) expect(name.length).toBeLessThanOrEqual(38);

  // into the cart
  await pc.drawer.getByRole('button', { name: t('Add Selected items to Cart', 'أضف العناصر المختارة إلى السلة') }).click();
  await expect(page.getByText(t('Items added to cart', 'تمت إضافة المنتجات إلى السلة'))).toBeVisible();
  await pc.drawer.getByRole('link', { name: t('View cart', 'عرض السلة') }).click();
  await page.waitForURL((url) => url.pathname === '/my-cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(6);
  await expect(lines.filter({ hasText: '7800X3D' }).locator('input')).toHaveValue('2');
  await expect(lines.filter({ hasText: 'B650 TOMAHAWK' })).toBeVisible();
});

test('a signed-in customer’s parts go to the server cart', async ({ page, t, storeLang }) => {
  test.setTimeout(120_000);
  const names = await componentNames(page, storeLang);
  const pc = builder(page, t, names);
  await signIn(page, t);
  await page.goto('/build-pc');
  await pc.choose('7600X');
  await pc.closeDrawer();
  await pc.show(MOTHERBOARDS);
  await pc.choose('B760M-A DDR4');
  await pc.closeDrawer();
  await pc.show(MEMORY);
  await pc.choose('VENGEANCE DDR5');
  // two warnings at once: socket and memory type
  await expect(pc.drawer.getByTestId('compat-warning')).toHaveCount(2);
  await expect(pc.drawer.getByTestId('compat-warning').nth(1)).toHaveText(
    t('The memory is DDR5 but the motherboard takes DDR4.', 'الذاكرة من نوع DDR5 لكن اللوحة الأم تدعم DDR4.'),
  );
  await pc.drawer.getByRole('button', { name: t('Add Selected items to Cart', 'أضف العناصر المختارة إلى السلة') }).click();
  await expect(page.getByText(t('Items added to cart', 'تمت إضافة المنتجات إلى السلة'))).toBeVisible();
  await expect(page.locator('.cart-badge')).toHaveText('3');
  await page.goto('/my-cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-line').filter({ hasText: 'B760M-A DDR4' })).toBeVisible();
});

test('the page and the drawer, with a warning showing, have no accessibility violations', async ({ page, t, storeLang }) => {
  const names = await componentNames(page, storeLang);
  const pc = builder(page, t, names);
  await page.goto('/build-pc');
  await pc.choose('7600X');
  await pc.closeDrawer();
  await pc.show(MOTHERBOARDS);
  await pc.choose('Z790-E');
  await expect(pc.drawer.getByTestId('compat-warning')).toHaveCount(1);
  const inDrawer = await new AxeBuilder({ page }).include('[data-testid="build-drawer"]').analyze();
  expect(inDrawer.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await pc.closeDrawer();
  const whole = await new AxeBuilder({ page }).analyze();
  expect(whole.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
