// Server rendering (issue 15): every public page's first HTML holds its content in the project's
// language, the browser hydrates it without a mismatch and without fetching its data again, the
// product/card/category pages work with JavaScript off, every header/footer/menu link leads to a
// real page, and an unknown address answers 404 with noindex.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, submitSignIn, test } from './fixtures.ts';
import { scrollThrough } from './shopper-helpers.ts';

interface Env<T> {
  data: T;
}
interface Item {
  id: number;
  name: string;
  slug: string | null;
  type?: number;
  stock?: number;
}

async function api<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { lang } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Env<T>).data;
}

/** The first HTML of an address as a crawler gets it (no scripts run), in a language. */
async function firstHtml(request: APIRequestContext, path: string, lang: string) {
  const res = await request.get(path, { headers: { cookie: `lang=${lang}` }, maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

/** The text of <main> in an HTML document, tags dropped. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

async function samples(request: APIRequestContext, lang: string) {
  const product = (await api<{ products: Item[] }>(request, 'products/category?category_id=34&per_page=20&page=1', lang))
    .products[0]!;
  const cards = await api<{ cards: Item[] }>(request, 'cards/category?category_id=140&country_id=1&per_page=20&page=1', lang);
  const posts = await api<{ data?: Item[]; posts?: Item[] } | Item[]>(request, 'posts?type=news&per_page=2&page=1', lang);
  const postList = Array.isArray(posts) ? posts : (posts.data ?? posts.posts ?? []);
  // a sub-category (graphics cards, under PC components): its name in the language asked for
  const sub = (
    await api<{ products: { sub_category: { name: string } }[] }>(
      request,
      'products/category?category_id=101&per_page=1&page=1',
      lang,
    )
  ).products[0]!.sub_category.name;
  return { product, card: cards.cards[0]!, post: postList[0], sub };
}

/** Public pages and a text each must show in its first HTML. */
async function publicPages(request: APIRequestContext, lang: 'en' | 'ar') {
  const { product, card, post, sub } = await samples(request, lang);
  const ar = lang === 'ar';
  const pages: Array<{ path: string; text: string }> = [
    { path: '/', text: ar ? 'عروض' : 'Deals' },
    { path: `/product/${product.id}/${product.slug ?? ''}`, text: product.name },
    { path: `/card/${card.id}/${card.slug ?? ''}`, text: card.name },
    { path: '/gaming-hardware/pc-components/34?children=false', text: product.name },
    { path: '/gaming-hardware/pc-components/34?children=true', text: ar ? 'المعالجات' : 'Processors' },
    // opened from a link: its heading in the page's language, not the address's English slug
    { path: '/gaming-hardware/graphics-cards/101?children=false', text: sub },
    { path: '/digital-store/United-States/1/playstation-store/140', text: card.name },
    { path: '/digital-store/sub_category/playstation-store/140', text: ar ? 'الولايات المتحدة' : 'United States' },
    { path: '/category/gaming-hardware', text: ar ? 'مكونات' : 'PC Components' },
    { path: '/deals', text: ar ? 'العروض' : 'Deals' },
    { path: '/news-blog', text: ar ? 'الأخبار' : 'News' },
    { path: '/faq', text: ar ? 'الأسئلة' : 'Frequently Asked Questions' },
    { path: '/about-us', text: ar ? 'من نحن' : 'About Us' },
    { path: '/search/ryzen', text: 'Ryzen' },
  ];
  if (post) pages.push({ path: `/news-blog/${post.id}/${post.slug ?? ''}`, text: post.name ?? '' });
  return pages;
}

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    // and strings a page rendered before they were loaded (lib/i18n/translator.ts: a route that
    // forgot a namespace in withStrings)
    if (
      (m.type() === 'error' || m.type() === 'warning') &&
      /hydrat|did not match|#418|#419|#421|#422|#423|#425|i18n:/i.test(text)
    )
      problems.push(text.slice(0, 300));
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 300)}`));
  return problems;
}

// language-level checks: run at one width, in the desktop projects (playwright.config.ts)
test.describe('server rendering', { tag: '@desktop' }, () => {
  test('each public page’s first HTML holds its content in the page’s language', async ({ request, storeLang }) => {
    for (const { path, text } of await publicPages(request, storeLang)) {
      const { status, html } = await firstHtml(request, path, storeLang);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${storeLang}" dir="${storeLang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(mainText(html), path).toContain(text);
      // the Arabic page's canonical is its own Arabic address (after the view a category names: ?children=…&lang=ar)
      const canonical = (/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
      expect(/[?&]lang=ar$/.test(canonical), path).toBe(storeLang === 'ar');
    }
  });

  test('hydration: no mismatch warning or error, and no second fetch of the page’s data', async ({
    page,
    request,
    storeLang,
  }) => {
    const problems = watchHydration(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !/captcha|social-login/.test(r.url())) calls.push(r.url());
    });
    for (const { path } of await publicPages(request, storeLang)) {
      calls.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main')).not.toBeEmpty();
      expect(problems, path).toEqual([]);
      expect(calls, `${path} fetched again after hydration`).toEqual([]);
    }
  });

  test('a product page’s related items are not in its first HTML; they appear as they near the screen, without a fetch', async ({
    page,
    request,
    storeLang,
  }) => {
    // issue 24 (docs/decisions/24-below-the-fold.md): no first view shows them, so the server
    // leaves their space and the browser draws them from the hand-over state
    const { product } = await samples(request, storeLang);
    const path = `/product/${product.id}/${product.slug ?? ''}`;
    const details = await api<{ related_products: { products: Item[] } }>(
      request,
      `products/getProductDetails?product_id=${product.id}&per_page=8&page=1`,
      storeLang,
    );
    const related = details.related_products.products;
    expect(related.length).toBeGreaterThan(0);
    const { html } = await firstHtml(request, path, storeLang);
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).not.toContain('id="related-title"');
    expect(main).not.toContain('data-testid="product-card"');
    // the state handed over carries them
    if (related[0]!.slug) expect(html).toContain(related[0]!.slug);

    const problems = watchHydration(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !/captcha|social-login/.test(r.url())) calls.push(r.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const section = page.locator('section.related');
    await scrollThrough(page);
    await expect(section.getByTestId('product-card')).toHaveCount(related.length);
    await expect(section.locator(`h3 a[href^="/product/${related[0]!.id}/"]`)).toHaveAttribute('title', related[0]!.name);
    expect(problems).toEqual([]);
    expect(calls, 'related items fetched again').toEqual([]);
  });

  test('the home hands over what its first view draws: the deals row’s first tiles, no later rows; the rest is fetched once, as each row nears', async ({
    page,
    request,
    storeLang,
  }) => {
    // issue 24 (docs/decisions/24-first-view-state.md): the Latest Games and latest items rows
    // are neither drawn nor handed over by the server; the deals row is drawn and handed over with
    // its first 6 tiles (5 per view at the widest, and one more) and the row's count
    const deals = await api<{ products: Item[]; cards: Item[] }>(request, 'products/deals', storeLang);
    const total = deals.products.length + deals.cards.length;
    expect(total).toBeGreaterThan(6);
    const { html } = await firstHtml(request, '/', storeLang);
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain('id="home-deals"');
    expect(main).not.toContain('id="home-latest-games"');
    expect(main).not.toContain('id="home-latest"');
    const state = JSON.parse(/<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      queries: {
        queries: { queryKey: unknown[]; state: { data: { products: Item[]; cards: Item[]; first_view_of?: number } } }[];
      };
    };
    const handed = state.queries.queries.map((q) => q.queryKey.slice(2).join(' '));
    expect(handed).toEqual(expect.arrayContaining(['sliders', 'deals']));
    expect(handed.some((k) => k.startsWith('latest'))).toBe(false);
    const handedDeals = state.queries.queries.find((q) => q.queryKey[2] === 'deals')!.state.data;
    expect(handedDeals.products.length + handedDeals.cards.length).toBe(6);
    expect(handedDeals.first_view_of).toBe(total);
    expect(main.match(/data-testid="product-card"/g)).toHaveLength(6);
    // the drawn tiles are counted against the whole row, as before
    expect(main).toContain(storeLang === 'ar' ? `1 من ${total}` : `1 of ${total}`);

    const problems = watchHydration(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !/captcha|social-login/.test(r.url())) calls.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
    await scrollThrough(page);
    for (const id of ['home-latest-games', 'home-latest']) {
      await expect(page.locator(`section[aria-labelledby="${id}"] [data-testid="product-card"]`).first()).toBeAttached();
    }
    await expect(page.locator('section[aria-labelledby="home-deals"] [data-testid="product-card"]')).toHaveCount(total);
    expect(problems).toEqual([]);
    expect(calls.sort(), 'each row fetched once, the handed-over ones not at all').toEqual([
      '/api/products/deals',
      '/api/products/home',
      '/api/products/latest',
    ]);
  });

  test('private pages are a shell marked noindex; unknown addresses answer 404 with noindex', async ({ request, storeLang }) => {
    const cart = await firstHtml(request, '/my-cart', storeLang);
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('<meta name="robots" content="noindex">');
    for (const path of ['/no-such-page', '/product/99999999/nothing', '/digital-store/x']) {
      const { status, html } = await firstHtml(request, path, storeLang);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});

test.describe('before the page is live', () => {
  test('a tap on Add To Cart before hydration is held and carried out once the page is live', async ({
    context,
    request,
    storeLang,
    t,
  }) => {
    const { product } = await samples(request, storeLang);
    // a page outside the fixture's wait-for-hydration, with the storefront's entry held back
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/product/${product.id}/${product.slug ?? ''}`, { waitUntil: 'domcontentloaded' });
    const add = page.locator('.buy-box').getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') });
    await add.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.locator('.cart-badge')).toHaveCount(0);
    release();
    await expect(page.locator('.cart-badge')).toHaveText('1');
    await expect(page.getByRole('status').filter({ hasText: t('Added to cart', 'تمت الإضافة إلى السلة') })).toBeVisible();
    await page.close();
  });

  /** A new page whose storefront entry is held back until `release()`. */
  async function heldPage(context: BrowserContext) {
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return { page, release };
  }

  test('taps on + and then Add To Cart before hydration add the quantity the page shows', async ({
    context,
    request,
    storeLang,
    t,
  }) => {
    // the taps were replayed in one go: Add To Cart read the quantity before + had been drawn,
    // and the cart got 1 while the box said 2
    const { products } = await api<{ products: Item[] }>(
      request,
      'products/category?category_id=110&per_page=20&page=1',
      storeLang,
    );
    const product = products.find((p) => p.type === 0 || (p.type === 1 && (p.stock ?? 0) >= 2))!;
    const { page, release } = await heldPage(context);
    await page.goto(`/product/${product.id}/${product.slug ?? ''}`, { waitUntil: 'domcontentloaded' });
    const box = page.locator('.buy-box');
    await box.getByRole('button', { name: t('Increase quantity', 'زيادة الكمية') }).click();
    await box.getByRole('button', { name: t('Add To Cart', 'أضف إلى السلة') }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page.locator('.cart-badge')).toHaveText('1');
    await expect(box.getByRole('textbox')).toHaveValue('2');
    const stored = JSON.parse((await page.evaluate<string | null>("sessionStorage.getItem('cart items')")) ?? '[]') as {
      qty: number;
    }[];
    expect(stored.map((line) => line.qty)).toEqual([2]);
    await page.close();
  });

  test('a sort chosen before hydration sorts the list once the page is live', async ({ context, t }) => {
    // hydration put the select back to the server's 'lowest first' and the list never changed
    const { page, release } = await heldPage(context);
    await page.goto('/gaming-hardware/consoles/110?children=false', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(t('Sort by', 'ترتيب حسب')).selectOption('desc_price');
    release();
    await expect(page).toHaveURL(/[?&]sort=desc_price/);
    await expect(page.getByLabel(t('Sort by', 'ترتيب حسب'))).toHaveValue('desc_price');
    const prices = () =>
      page
        .getByTestId('product-card')
        .evaluateAll((cards) =>
          cards.map((c) =>
            Number(
              (c.querySelector('.price-tag__now')?.textContent ?? '')
                .replace(/[^\d٠-٩]/g, '')
                .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))),
            ),
          ),
        );
    // the sorted list replaces the one shown while it loads
    await expect
      .poll(async () => {
        const now = await prices();
        return now.length > 1 && now.every((p, i) => i === 0 || now[i - 1]! >= p);
      })
      .toBe(true);
    await page.close();
  });

  test('a search sent with Enter before hydration opens its results', async ({ context }) => {
    // the Enter was held as a tap on the search icon and replayed with the app's empty box: the
    // shopper stayed where they were, their search gone
    const { page, release } = await heldPage(context);
    await page.goto('/gaming-hardware/consoles/110', { waitUntil: 'domcontentloaded' });
    const box = page.locator('header').getByRole('searchbox').first();
    await box.fill('mouse');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/mouse$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('mouse');
    await page.close();
  });
});

// the fixtures' own promise (fixtures.ts): a test never goes on over a page that is not live
test.describe('a detail page becoming live', () => {
  test('keeps the tabs the server drew on screen, even when their code is slow to come', async ({
    context,
    request,
    storeLang,
  }) => {
    const { product, card } = await samples(request, storeLang);
    for (const [path, chunk] of [
      [`/product/${product.id}/${product.slug ?? ''}`, /\/assets\/ProductTabs-[\w-]+\.js$/],
      [`/card/${card.id}/${card.slug ?? ''}`, /\/assets\/CardTabs-[\w-]+\.js$/],
    ] as const) {
      const page = await context.newPage();
      // the tabs' code arrives a second late; a tab row that empties at any moment is recorded
      await page.route(chunk, async (route) => {
        await new Promise((r) => setTimeout(r, 1_000));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { tabsSeen: number; tabsGone: boolean };
        w.tabsSeen = 0;
        w.tabsGone = false;
        new MutationObserver(() => {
          const n = document.querySelectorAll('[role=tab]').length;
          if (n > 0) w.tabsSeen = n;
          else if (w.tabsSeen > 0) w.tabsGone = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
      await page.waitForTimeout(1_500);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { tabsSeen: number; tabsGone: boolean };
        return { tabsSeen: w.tabsSeen, tabsGone: w.tabsGone };
      });
      expect(seen.tabsSeen, path).toBeGreaterThanOrEqual(4);
      // (they went 4 → 0 → 4: the server's tabs were swapped for an empty space until the code came)
      expect(seen.tabsGone, path).toBe(false);
      await page.close();
    }
  });
});

test.describe('a storefront page that never becomes live', { tag: '@desktop' }, () => {
  test.use({ hydrationTimeout: 3_000 });

  test('fails the navigation, naming the page, instead of letting the test go on', async ({ page }) => {
    // the storefront's entry never arrives: the server's HTML shows, nothing hydrates it
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    // and says why, as far as the page saw it: the script that did not arrive
    await expect(page.goto('/')).rejects.toThrow(
      /\/ did not become live within 3000 ms[\s\S]*What the page saw[\s\S]*GET \/assets\/index-[\w-]+\.js failed/,
    );
  });
});

// and a wait for an address the page never reaches says what the page saw meanwhile: the report of
// a failed run shows nothing else (the store's messages are gone a few seconds after they show)
test.describe('a click that does not navigate', { tag: '@desktop' }, () => {
  test('the wait for the next page fails before the test times out, with the messages, refusals and calls it saw', async ({
    page,
    t,
  }) => {
    // (a 25 s test: the wait, given no timeout, ends 5 s before it)
    test.setTimeout(25_000);
    // a banned account's sign-in: refused with a message, the page stays on /login
    await submitSignIn(page, t, 'banned@demo.gamers-souq.example');
    // an account's next call stays unanswered, as a hung server's would
    await page.route('**/api/users/cart**', () => undefined);
    await page.evaluate(() => void fetch('/api/users/cart'));
    const failure = await page
      .waitForURL((url) => url.pathname === '/')
      .then(
        () => 'navigated',
        (e: Error) => e.message,
      );
    expect(failure).toContain(`What the page saw (at ${new URL('/login', page.url()).href})`);
    expect(failure).toMatch(new RegExp(`messages shown on this page: .*${t('Your account has been banned', 'تم حظر حسابك')}`));
    expect(failure).toMatch(/POST \/api\/[\w/-]+ answered 403 \{.*account_banned/);
    expect(failure).toMatch(/API calls still unanswered: GET \/api\/users\/cart/);
  });
});

// run at one width, in the desktop projects (playwright.config.ts)
test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a private page (sign-in, cart, tracking) says it needs JavaScript instead of staying blank', async ({ page, t }) => {
    for (const path of ['/login', '/my-cart', '/track-my-order']) {
      await page.goto(path);
      // the note is a <noscript>'s, which Playwright's text matchers skip: read what the page draws
      expect(await page.locator('main').innerText(), path).toContain(
        t(
          'This page needs JavaScript: turn it on in your browser to continue.',
          'تحتاج هذه الصفحة إلى JavaScript: فعّله في متصفحك للمتابعة.',
        ) as string,
      );
    }
  });

  test('the contact form says it needs JavaScript, and its Send waits (a reload would lose what was typed)', async ({
    page,
    t,
  }) => {
    await page.goto('/contact-us');
    expect(await page.locator('form.sup-form').innerText()).toContain(
      t(
        'This page needs JavaScript: turn it on in your browser to continue.',
        'تحتاج هذه الصفحة إلى JavaScript: فعّله في متصفحك للمتابعة.',
      ) as string,
    );
    await expect(page.getByRole('button', { name: t('Send', /إرسال/) })).toBeDisabled();
  });

  test('product and card pages show name, price, stock, breadcrumbs, description and specifications', async ({
    page,
    request,
    storeLang,
    t,
  }) => {
    const { product, card } = await samples(request, storeLang);
    await page.goto(`/product/${product.id}/${product.slug ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(
      page
        .locator('.detail')
        .getByText(/EGP|ج\.م/)
        .first(),
    ).toBeVisible();
    await expect(
      page
        .locator('.detail')
        .getByText(t(/In Stock|Out of Stock|Limited/i, /متوفر|غير متوفر|كمية محدودة/))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('Breadcrumb', /مسار|التنقل/) })).toBeVisible();
    await expect(page.getByRole('tabpanel').first()).not.toBeEmpty();
    await expect(page.locator('[role=tabpanel], .rich-text').first()).toBeVisible();

    await page.goto(`/card/${card.id}/${card.slug ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
    await expect(
      page
        .locator('.detail')
        .getByText(/EGP|ج\.م/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('Breadcrumb', /مسار|التنقل/) })).toBeVisible();
    await expect(page.locator('[role=tabpanel], .rich-text').first()).toBeVisible();
  });

  test('the header search leads to its results (the browser sends the form: a slow phone before the script)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('form[role="search"] input[name="q"]:visible').first().fill('ryzen 7');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/ryzen-7');
    await expect(page).toHaveTitle(/ryzen 7/i);
    // the results page's header box holds the search, as the server drew it
    await expect(page.locator('form[role="search"] input[name="q"]:visible').first()).toHaveValue('ryzen 7');
    await expect(
      page
        .locator('main')
        .getByText(/Ryzen 7/)
        .first(),
    ).toBeVisible();
  });

  test('a category page lists its items and its pagination links work', async ({ page, request, storeLang }) => {
    const first = await api<{ total: number; last_page: number }>(
      request,
      'products/category?category_id=34&per_page=20&page=1',
      storeLang,
    );
    expect(first.last_page).toBeGreaterThan(1);
    await page.goto('/gaming-hardware/pc-components/34?children=false');
    const tiles = page.locator('main .item-grid > li');
    await expect(tiles).toHaveCount(20);
    const firstOnPageOne = await tiles.first().locator('a').first().getAttribute('href');
    await page.locator('.pagination a[aria-label$="2"]').first().click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
    await expect(tiles).toHaveCount(Math.min(20, first.total - 20));
    expect(await tiles.first().locator('a').first().getAttribute('href')).not.toBe(firstOnPageOne);
  });
});

test.describe('no dead links', () => {
  test('every header, footer and menu link answers 200 with a real page', async ({ page, request, storeLang }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const hover = page.locator('.main-nav .main-nav-link');
    if (await hover.first().isVisible()) {
      // open each mega menu so its category links are in the page
      for (const item of await hover.all()) await item.hover().catch(() => undefined);
    } else {
      await page.getByRole('button', { name: /menu|القائمة/i }).click();
    }
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"], nav a[href^="/"], [role=dialog] a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const { status, html } = await firstHtml(request, href, storeLang);
      expect(status, href).toBe(200);
      expect(mainText(html), href).not.toMatch(/Page not found|الصفحة غير موجودة/);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const loc of [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, 12)) {
      const res = await request.get(new URL(loc[1]!).pathname + new URL(loc[1]!).search);
      expect(res.status(), loc[1]).toBe(200);
    }
  });
});
