// The foundation end to end (spec §2 Shell/Home/News, §4 language): the home page with its
// sections, switching language to right-to-left and back, news pagination and tabs, an article
// with its share links, the /news redirects, information pages, the FAQ search, and not-found.
// Runs in every project (en/ar × desktop 1280 / mobile 390).
import { expect, test } from './fixtures.ts';
import { scrollThrough } from './shopper-helpers.ts';

test.beforeEach(async ({ context }) => {
  // the mobile-app popup of digital pages is not what these tests look at
  await context.addInitScript(() => localStorage.setItem('app_popup_choice', 'browser'));
});

test('home shows the hero, promo tiles, deals, latest games, latest items and two news', async ({ page, t, storeLang }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', storeLang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', storeLang);
  await expect(page).toHaveTitle(t(/Gamers Souq/, /جيمرز سوق/));

  const main = page.locator('main');
  // the later rows are drawn as they near the screen
  await scrollThrough(page);
  for (const [en, ar] of [
    ['Hot Deals', 'عروض'],
    ['Latest Games', 'أحدث الألعاب'],
    ['Latest Arrivals', 'وصل حديثاً'],
  ] as const) {
    await expect(main.getByRole('heading', { name: t(en, new RegExp(ar)) }).first()).toBeVisible();
  }
  // promo tiles link to the three stores
  for (const href of ['/category/digital-store', '/category/gaming-hardware', '/category/World2Egypt']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  // product tiles carry prices in the page's currency
  await expect(main.getByText(t(/EGP/, /ج\.م/)).first()).toBeVisible();
  // two newest news with Read More links to their articles
  const readMore = main.locator('a[href^="/news-blog/"]').filter({ hasText: t('Read More', /اقرأ المزيد/) });
  await expect(readMore).toHaveCount(2);
  // the footer's support hours
  await expect(page.locator('footer')).toContainText(t('Sunday to Thursday, 9 am to 10 pm', /الأحد/));
});

test('switching language flips the page direction and every visible string, and back', async ({
  page,
  storeLang,
  context,
  isMobile,
}) => {
  await page.goto('/news-blog');
  const other = storeLang === 'en' ? 'ar' : 'en';
  const switchButton = isMobile
    ? null
    : page.locator('header').getByRole('button', { name: /Switch language|تغيير اللغة|اللغة/ });
  if (switchButton) {
    await switchButton.click();
  } else {
    await page.getByRole('button', { name: /Open menu|فتح القائمة/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Switch language|تغيير اللغة|اللغة/ })
      .click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other === 'ar' ? /الأخبار/ : 'News & Blog');
  const cookies = await context.cookies();
  const lang = cookies.find((c) => c.name === 'lang');
  expect(lang?.value).toBe(other);
  // the cookie lasts 30 days
  expect(lang!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  // the language survives a reload, and the server renders <html dir> from it
  const res = await page.reload();
  expect(await res!.text()).toContain(`dir="${other === 'ar' ? 'rtl' : 'ltr'}"`);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
});

test('a lang query parameter overrides the saved language and goes home', async ({ page, storeLang }) => {
  const other = storeLang === 'en' ? 'ar' : 'en';
  await page.goto(`/faq?lang=${other}`);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page).toHaveURL(/\/$/);
});

test('news pages 20 at a time, with tabs for news and blog, and opens an article', async ({ page, t, context, storeLang }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/news-blog');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  const firstOnPage1 = (await cards.first().getByRole('heading').textContent())!.trim();
  const pager = page.locator('main').getByRole('navigation', { name: t('Pages', /الصفحات/) });
  await pager.getByRole('link', { name: t('Page 2', 'صفحة 2'), exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  // page 2 has arrived when its first post is not page 1's
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPage1);
  const onPage2 = await cards.count();
  expect(onPage2).toBeGreaterThan(0);
  expect(onPage2).toBeLessThanOrEqual(20);

  await page.getByRole('tab', { name: t('Blog', 'المدونة') }).click();
  await expect(page).toHaveURL(/type=blog/);
  await expect(cards).toHaveCount(20);

  const firstTitle = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards
    .first()
    .getByRole('link', { name: new RegExp(t('Read More', 'اقرأ المزيد') as string) })
    .click();
  await expect(page).toHaveURL(/\/news-blog\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  await expect(page.getByRole('navigation', { name: /Breadcrumb|مسار/ })).toBeVisible();
  expect(await page.title()).toContain(firstTitle);

  await page.getByRole('button', { name: /Copy link|نسخ الرابط/ }).click();
  await expect(page.getByText(t('Link copied to clipboard!', /تم نسخ الرابط/))).toBeVisible();
  if (storeLang === 'en') expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/news-blog/');
});

test('old news links redirect to the news-blog pages', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveURL(/\/news-blog$/);
  await page.goto('/news-blog');
  const href = (await page.locator('main article a[href^="/news-blog/"]').first().getAttribute('href'))!;
  await page.goto(href.replace('/news-blog/', '/news/'));
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('information pages show their content and the FAQ searches as you type', async ({ page, t }) => {
  for (const path of ['/about-us', '/terms_condition', '/privacy_policy', '/product_activation', '/rewards-program']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main p').first()).toBeVisible();
  }
  await page.goto('/faq');
  const questions = page.locator('main details, main [data-faq-item]');
  await expect(questions.first()).toBeVisible();
  const all = await questions.count();
  const search = page.locator('main').getByRole('searchbox');
  await search.fill(t('wallet', 'المحفظة') as string);
  await expect.poll(() => questions.count()).toBeLessThan(all);
  await search.fill('zzqqxx');
  await expect(page.getByText(t('No results found', /لا توجد نتائج/))).toBeVisible();
});

test('an unknown address shows the not-found page with a 404', async ({ page, t }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(/not found|404/i, /غير موجود|404/));
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: t(/home/i, /الرئيسية/) })
      .first(),
  ).toBeVisible();
});
