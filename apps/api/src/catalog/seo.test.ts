// Crawler-readable pages (spec §2 routes, DESIGN "Storefront"): the HTML of product, card,
// category, search and news URLs carries title, Open Graph tags and valid JSON-LD in the
// request's language; unknown ids answer 404; '&' category names redirect; sitemap and robots.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import catalogPublicRoutes from './public-routes.ts';
import { createUser, insertProduct, insertReview } from './test-factories.ts';

let t: TestApp;
let dist: string;
let product: { id: number; name: string; name_ar: string; slug: string };
let card: { id: number; name: string; slug: string };
let post: { id: number; title: string; slug: string };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-seo-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: dist });
  const db = t.ctx.db;
  product = rowsOf<typeof product>(
    await db.execute(sql`select id, name_en as name, name_ar, slug from products where active order by id limit 1`),
  )[0]!;
  card = rowsOf<typeof card>(
    await db.execute(sql`select id, name_en as name, slug from cards where active order by id limit 1`),
  )[0]!;
  post = rowsOf<typeof post>(
    await db.execute(sql`select id, title_en as title, slug from posts where published order by id limit 1`),
  )[0]!;
  const reviewer = await createUser(db);
  await insertReview(db, { userId: reviewer.id, productId: product.id, rating: 4 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

// JSON-LD is free-form; the tests read nested fields from it
type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('product and card pages', () => {
  it('renders the product title, sharing tags and Product + BreadcrumbList JSON-LD', async () => {
    const res = await page(`/product/${product.id}/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title.startsWith(`${product.name} | `)).toBe(true);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/uploads\//);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    const [ld, crumbs] = jsonLd(html);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name });
    expect(ld!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EGP' });
    expect(typeof ld!.offers.price).toBe('number');
    expect(ld!.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);
    expect(ld!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 1, ratingValue: 4 });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(crumbs!.itemListElement).toHaveLength(3);
  });

  it('answers in Arabic with ?lang=ar', async () => {
    const res = await page(`/product/${product.id}/${product.slug}?lang=ar`);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(decode(res.body)).toContain(`<title>${product.name_ar} | `);
  });

  it('leaves aggregateRating out when there are no reviews and maps stock to availability', async () => {
    const id = await insertProduct(t.ctx.db, { categoryId: 100, nameEn: 'SEO Sold Out', stockType: 1, stock: 0 });
    const [ld] = jsonLd((await page(`/product/${id}/seo-sold-out`)).body);
    expect(ld!.aggregateRating).toBeUndefined();
    expect(ld!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('renders card pages with Product JSON-LD', async () => {
    const res = await page(`/card/${card.id}/${card.slug}`);
    expect(res.statusCode).toBe(200);
    expect(decode(res.body)).toContain(`<title>${card.name} | `);
    const [ld] = jsonLd(res.body);
    expect(ld).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EGP' } });
  });

  it('sends an item asked at another address to its own with a 301, the query kept; its own address is its page', async () => {
    const own = `/product/${product.id}/${product.slug}`;
    const ownCard = `/card/${card.id}/${card.slug}`;
    const ownPost = `/news-blog/${post.id}/${post.slug}`;
    for (const [asked, location] of [
      // a missing or another slug, another letter case, a trailing slash, a zero-padded id
      [`/product/${product.id}`, own],
      [`/product/${product.id}/an-old-name`, own],
      [`/PRODUCT/${product.id}/${product.slug}`, own],
      [`/product/${product.id}/${product.slug.toUpperCase()}`, own],
      [`${own}/`, own],
      [`/product/00${product.id}/${product.slug}`, own],
      // the query as asked: the language, and what no page reads
      [`/product/${product.id}/an-old-name?lang=ar`, `${own}?lang=ar`],
      [`/product/${product.id}?utm_source=a&lang=ar`, `${own}?utm_source=a&lang=ar`],
      [`/card/${card.id}/x`, ownCard],
      [`/card/${card.id}`, ownCard],
      [`/Card/${card.id}/${card.slug}/`, ownCard],
      [`/card/000${card.id}?lang=ar`, `${ownCard}?lang=ar`],
      [`/news-blog/${post.id}`, ownPost],
      [`/news-blog/${String(post.id).padStart(5, '0')}`, ownPost],
      [`${ownPost}/`, ownPost],
      [`/news-blog/${post.id}/anything?lang=ar`, `${ownPost}?lang=ar`],
    ] as const) {
      const res = await page(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(location);
    }
    // its own address answers its page, naming itself, in either language
    const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]!);
    const alternate = (html: string, lang: string) => decode(new RegExp(`hreflang="${lang}" href="([^"]+)"`).exec(html)![1]!);
    for (const [asked, named] of [
      [own, own],
      [`${own}?lang=ar`, `${own}?lang=ar`],
      [`${own}?utm_source=a`, own],
      [ownCard, ownCard],
      [ownPost, ownPost],
    ] as const) {
      const res = await page(asked);
      expect(res.statusCode, asked).toBe(200);
      expect(canonical(res.body), asked).toMatch(new RegExp(`^https?://[^/]+${named.replace(/\?/g, '\\?')}$`));
      expect(res.body, asked).toContain(`<meta property="og:url" content="${canonical(res.body)}">`);
    }
    expect(alternate((await page(`${own}?lang=ar`)).body, 'en')).toMatch(new RegExp(`^https?://[^/]+${own}$`));
    // ids that name no item stay 404, padded or not
    for (const url of ['/product/000', '/product/0099999999/x', '/card/00', '/news-blog/0', '/news-blog/000099999']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });

  it('names one address for a listing, however it was asked', async () => {
    const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]!);
    // a category: its slug, the view it shows (tiles or list, as the menu and sitemap name them), a later list page
    for (const [asked, own] of [
      ['/gaming-hardware/any-name/100', '/gaming-hardware/processors/100?children=false'],
      ['/gaming-hardware/any-name/100?children=true', '/gaming-hardware/processors/100?children=false'],
      ['/gaming-hardware/x/34?children=true&utm_source=a', '/gaming-hardware/pc-components/34?children=true'],
      ['/gaming-hardware/x/34?children=false&page=2&sort=desc_price', '/gaming-hardware/pc-components/34?children=false&page=2'],
    ] as const) {
      expect(canonical((await page(asked)).body), asked).toMatch(new RegExp(`^https?://[^/]+${own.replace(/\?/g, '\\?')}$`));
    }
    const arList = (await page('/gaming-hardware/x/34?children=true&lang=ar')).body;
    expect(canonical(arList)).toMatch(/\/gaming-hardware\/pc-components\/34\?children=true&lang=ar$/);
    // each tab and page of the news list is a listing of its own
    for (const [asked, own] of [
      ['/news-blog', '/news-blog'],
      ['/news-blog?type=news&utm_source=a', '/news-blog'],
      ['/news-blog?type=blog', '/news-blog?type=blog'],
      ['/news-blog?page=3', '/news-blog?type=news&page=3'],
    ] as const) {
      expect(canonical((await page(asked)).body), asked).toMatch(new RegExp(`^https?://[^/]+${own.replace(/\?/g, '\\?')}$`));
    }
    // a page with no address of its own keeps the one it was asked by
    expect(canonical((await page('/search/play-station')).body)).toMatch(/\/search\/play-station$/);
  });

  it('answers 404 with a not-found title for unknown ids', async () => {
    for (const url of ['/product/99999999/nothing', '/product/abc', '/card/88888888']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toMatch(/<title>(Product|Card) not found \| /);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('category, search and news pages', () => {
  it('titles category pages and redirects names containing &', async () => {
    const hw = await page('/category/gaming-hardware');
    expect(decode(hw.body)).toContain('<title>Gaming Hardware | ');
    const leaf = await page('/gaming-hardware/processors/100');
    expect(decode(leaf.body)).toContain('<title>Processors | ');
    const redirect = await page('/gaming-hardware/Mice%20&%20Pads/114?children=false');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/gaming-hardware/mice-and-pads/114?children=false');
    expect((await page('/gaming-hardware/x/999999')).statusCode).toBe(404);
  });

  it("reads a category's title once per process until a staff change, and an unknown one every time", async () => {
    const title = async () => /<title>([^<|]*) \|/.exec(decode((await page('/gaming-hardware/processors/100')).body))?.[1];
    expect(await title()).toBe('Processors');
    // changed behind the API's back: only a change's purge (or KEPT_MS) shows it
    await t.ctx.db.execute(sql`update categories set name_en = 'Kept Processors' where id = 100`);
    try {
      expect(await title()).toBe('Processors');
      invalidatePublic(t.ctx, { kind: 'category', id: 100 });
      expect(await title()).toBe('Kept Processors');
    } finally {
      await t.ctx.db.execute(sql`update categories set name_en = 'Processors' where id = 100`);
      invalidatePublic(t.ctx, { kind: 'category', id: 100 });
    }
    // an unknown category is not kept: once it exists, its page is found
    expect((await page('/gaming-hardware/x/999998')).statusCode).toBe(404);
    await t.ctx.db.execute(sql`insert into categories (id, parent_id, name_en, name_ar, slug, store, sort_order)
      select 999998, parent_id, 'Late Category', 'فئة متأخرة', 'late-category', store, 99 from categories where id = 100`);
    try {
      expect(decode((await page('/gaming-hardware/x/999998')).body)).toContain('<title>Late Category | ');
    } finally {
      await t.ctx.db.execute(sql`delete from categories where id = 999998`);
    }
  });

  it('titles digital store levels, including the country card list', async () => {
    expect(decode((await page('/digital-store/game-cards/130')).body)).toContain('<title>Game Cards | ');
    const us = rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from countries where iso2 = 'US'`))[0]!;
    const list = await page(`/digital-store/United%20States/${us.id}/playstation-store/140`);
    expect(decode(list.body)).toContain('<title>PlayStation Store – United States | ');
    // a later page of the list is a listing of its own; the sort is a way of showing it
    const second = await page(`/digital-store/United%20States/${us.id}/playstation-store/140?page=2&sort=asc_price`);
    expect(decode(/<link rel="canonical" href="([^"]+)">/.exec(second.body)![1]!)).toMatch(
      new RegExp(`/digital-store/United%20States/${us.id}/playstation-store/140\\?page=2$`),
    );
  });

  it('titles search results and keeps them out of the index', async () => {
    const res = await page('/search/play-station');
    expect(decode(res.body)).toContain('<title>Search results for “play station” | ');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('titles a search with nothing searchable in it "Search", as the page that asks for a term', async () => {
    const dashes = await page('/search/---');
    expect(dashes.statusCode).toBe(200);
    expect(decode(dashes.body)).toContain('<title>Search | ');
    expect(decode(dashes.body)).not.toContain('Search results for');
    expect(dashes.body).toContain('<meta name="robots" content="noindex">');
  });

  it('renders news articles with Article JSON-LD and 404s unknown ones', async () => {
    const res = await page(`/news-blog/${post.id}/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(decode(res.body)).toContain(`<title>${post.title} | `);
    const [article] = jsonLd(res.body);
    expect(article).toMatchObject({ '@type': 'Article', headline: post.title.slice(0, 110) });
    expect(Date.parse(article!.datePublished)).not.toBeNaN();
    expect(article!.image[0]).toMatch(/\/uploads\//);
    expect((await page('/news-blog/9999999')).statusCode).toBe(404);
    const old = await page(`/news/${post.id}/slug`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/news-blog/${post.id}/${post.slug}`);
    expect((await page('/news/9999999/slug')).headers.location).toBe('/news-blog/9999999/slug');
    // an id that is not a number, in Arabic or with a line break in it: a redirect, never a 500
    for (const [asked, to] of [
      ['/news/%D9%85', '/news-blog/%D9%85'],
      ['/news/a%0D%0Ab', '/news-blog/a%0D%0Ab'],
    ] as const) {
      const res = await page(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(to);
      expect((await page(to)).statusCode, to).toBe(404);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists products, cards, categories and posts with hreflang alternates', async () => {
    const app = Fastify();
    app.decorate('ctx', t.ctx);
    await app.register(catalogPublicRoutes);
    const home = `http://localhost:${t.ctx.env.PORT}`;
    try {
      // the links come from the configured address (loopback without PUBLIC_URL), never the Host header
      const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      const xml = res.body;
      expect(xml).toContain(`<loc>${home}/product/${product.id}/${product.slug}</loc>`);
      expect(xml).toContain(`hreflang="ar" href="${home}/product/${product.id}/${product.slug}?lang=ar"`);
      expect(xml).toContain(`/card/${card.id}/`);
      expect(xml).toContain(`<loc>${home}/gaming-hardware/processors/100?children=false</loc>`);
      expect(xml).toContain('/digital-store/sub_category/playstation-store/140');
      expect(xml).toContain(`/news-blog/${post.id}/`);
      expect(xml.match(/<url>/g)!.length).toBeGreaterThan(50);

      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(robots.body).toContain('User-agent: *');
      expect(robots.body).toContain('Disallow: /api/');
      expect(robots.body).toContain('Disallow: /checkout');
      expect(robots.body).toContain(`Sitemap: ${home}/sitemap.xml`);
      expect(`${res.body}${robots.body}`).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });
});

describe('addresses no page serves', () => {
  it('answers the storefront with a 404 and noindex, and known pages with 200', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'store-known-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title><!--app-head--></head><body></body></html>',
    );
    const app = await createTestApp({ webDist: dist });
    try {
      const missing = await app.app.inject({ method: 'GET', url: '/this-page-does-not-exist' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex">');
      expect(missing.body).toContain('Page not found');
      const missingAr = await app.app.inject({ method: 'GET', url: '/nope/at/all', cookies: { lang: 'ar' } });
      expect(missingAr.statusCode).toBe(404);
      expect(missingAr.body).toContain('dir="rtl"');
      expect(missingAr.body).toContain('الصفحة غير موجودة');
      for (const url of ['/', '/faq', '/my-cart', '/login', '/compare', '/news-blog']) {
        expect((await app.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      // a HEAD answers what a GET would, without the page (an uptime monitor asks the home so)
      const get = await app.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity' } });
      const head = await app.app.inject({ method: 'HEAD', url: '/faq', headers: { 'accept-encoding': 'identity' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.body).toBe('');
      expect((await app.app.inject({ method: 'HEAD', url: '/nope/at/all' })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the header search sent by the browser itself (/search?q=)', () => {
  it('leads to the results’ address the script makes; a blank search goes home; /search alone is not a page', async () => {
    const go = (url: string) => t.app.inject({ method: 'GET', url });
    const latin = await go('/search?q=%20rtx%204070%20');
    expect(latin.statusCode).toBe(302);
    expect(latin.headers.location).toBe('/search/rtx-4070');
    const arabic = await go(`/search?q=${encodeURIComponent('بلايستيشن 5')}`);
    expect(arabic.headers.location).toBe(`/search/${encodeURIComponent('بلايستيشن-5')}`);
    expect((await go('/search?q=%20%20')).headers.location).toBe('/');
    const bare = await go('/search');
    expect(bare.statusCode).toBe(404);
    expect(bare.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the public address and the page cache (issue 23)', () => {
  const foreign = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'http' };
  const pages = () => [
    '/',
    `/product/${product.id}/${product.slug}`,
    `/card/${card.id}/${card.slug}`,
    '/gaming-hardware/processors/100?children=false',
    '/search/ryzen',
    '/news-blog',
    `/news-blog/${post.id}/${post.slug}`,
    '/faq',
    '/contact-us',
    '/digital-store/sub_category/playstation-store/140',
  ];

  it('takes links from PUBLIC_URL only: a foreign Host or X-Forwarded-Host reaches no page, robots or sitemap', async () => {
    const app = await createTestApp({
      webDist: dist,
      env: { PUBLIC_URL: 'https://shop.example', PUBLIC_CACHE_SECONDS: '60', TRUST_PROXY: 'true' },
    });
    try {
      const urls = [...pages(), '/robots.txt', '/sitemap.xml'];
      for (const url of urls) {
        for (const lang of ['en', 'ar']) {
          const cookies = { lang };
          await app.app.inject({ method: 'GET', url, headers: foreign, cookies });
          await app.app.inject({
            method: 'GET',
            url: `${url}${url.includes('?') ? '&' : '?'}utm_source=x`,
            headers: foreign,
            cookies,
          });
        }
      }
      for (const url of urls) {
        for (const lang of ['en', 'ar']) {
          const res = await app.app.inject({ method: 'GET', url, cookies: { lang } });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toMatch(/evil2?\.example/);
          expect(res.body, url).toContain('https://shop.example/');
          if (!url.endsWith('.txt') && !url.endsWith('.xml')) expect(res.headers['x-cache'], `${lang} ${url}`).toBe('hit');
        }
      }
    } finally {
      await app.close();
    }
  });

  it('keys cached pages on path, language and the parameters pages read: utm_* and fbclid hit the plain entry', async () => {
    const app = await createTestApp({ webDist: dist, env: { PUBLIC_CACHE_SECONDS: '60' } });
    try {
      const plain = `/product/${product.id}/${product.slug}`;
      const first = await app.app.inject({ method: 'GET', url: plain });
      expect(first.headers['x-cache']).toBe('miss');
      for (const extra of ['?utm_source=a', '?utm_source=b&utm_campaign=c', '?fbclid=IwAR0xyz', '?gclid=1&random=2']) {
        const res = await app.app.inject({ method: 'GET', url: `${plain}${extra}` });
        expect(res.headers['x-cache'], extra).toBe('hit');
        expect(res.body).toBe(first.body);
      }
      // the language and the parameters a page reads are other pages
      expect((await app.app.inject({ method: 'GET', url: `${plain}?lang=ar&utm_source=a` })).headers['x-cache']).toBe('miss');
      expect((await app.app.inject({ method: 'GET', url: `${plain}?lang=ar` })).headers['x-cache']).toBe('hit');
      const list = '/gaming-hardware/processors/100?children=false';
      await app.app.inject({ method: 'GET', url: list });
      expect((await app.app.inject({ method: 'GET', url: `${list}&page=2` })).headers['x-cache']).toBe('miss');
      expect((await app.app.inject({ method: 'GET', url: `${list}&fbclid=z&page=2` })).headers['x-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });
});
