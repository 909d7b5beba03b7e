// Category branch lists, detail pages and search on the generic-plan pool (issue 24, db/client.ts
// Database.generic): on PostgreSQL a second small pool keeps one plan per statement instead of
// planning every read again. A shopper must not see any difference: every branch list (products
// and cards, both sorts, in-stock only, one country, deep pages, Arabic), detail page (guest and
// signed in, unknown ids) and search (word, brand, typo, short, Arabic, several words, a later
// page, signed in) answers exactly what the usual pool answers, and only those reads use the
// second pool. PGlite has one connection and no such pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { catalogDb } from '../http/read-replica.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { countQueries, createUser } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
});
afterAll(() => t?.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the generic-plan pool', () => {
  it.skipIf(onPostgres)('does not exist on PGlite: branch lists read the one connection', () => {
    expect(t.ctx.database.generic).toBeUndefined();
    expect(catalogDb(t.ctx, { userId: null }, 'generic')).toBe(t.ctx.db);
  });

  it.skipIf(!onPostgres)('keeps generic plans, and the usual pool keeps choosing', async () => {
    const generic = t.ctx.database.generic!;
    expect(generic).toBeDefined();
    const mode = async (db: typeof generic) =>
      rowsOf<{ plan_cache_mode: string }>(await db.execute('show plan_cache_mode'))[0]!.plan_cache_mode;
    expect(await mode(generic)).toBe('force_generic_plan');
    expect(await mode(t.ctx.db)).toBe('auto');
    expect(catalogDb(t.ctx, { userId: null }, 'generic')).toBe(generic);
    expect(catalogDb(t.ctx, { userId: null })).toBe(t.ctx.db);
  });

  it.skipIf(!onPostgres)(
    'answers every branch list, detail page and search exactly as the usual pool does, and only those',
    async () => {
      const usualCtx: AppContext = { ...t.ctx, database: { ...t.ctx.database, generic: undefined } };
      const usual = await buildApp(usualCtx, { logger: false });
      const onGeneric = countQueries(t.ctx.database.generic!);
      try {
        const { cards, products } = (await t.call({ method: 'GET', url: '/api/products/latest?limit=4' })).body.data as {
          cards: { id: number; country: { id: number }; sub_category: { id: number } }[];
          products: { id: number }[];
        };
        const card = cards[0]!;
        const product = products[0]!;
        const user = await createUser(t.ctx.db);
        const lists: [string, Record<string, string>?][] = [
          ['/api/products/category?category_id=2&per_page=20&page=1&sort_type=asc_price'],
          ['/api/products/category?category_id=2&per_page=20&page=1&sort_type=desc_price'],
          ['/api/products/category?category_id=2&per_page=5&page=3&sort_type=asc_price&instock=true'],
          ['/api/products/category?category_id=2&per_page=100&page=1&sort_type=desc_price', { lang: 'ar' }],
          ['/api/products/category?category_id=2&per_page=20&page=1&sort_type=asc_price', user.headers],
          ['/api/products/category?category_id=999999&per_page=20&page=1&sort_type=asc_price'],
          ['/api/cards/category?category_id=3&per_page=20&page=1&sort_type=asc_price'],
          ['/api/cards/category?category_id=3&per_page=7&page=2&sort_type=desc_price'],
          [
            `/api/cards/category?category_id=${card.sub_category.id}&country_id=${card.country.id}&per_page=20&page=1&sort_type=asc_price`,
          ],
          // the detail pages: the item with its parts, and its related items or denomination family
          [`/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`],
          [`/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`, user.headers],
          [`/api/products/getProductDetails?product_id=${product.id}&per_page=8&page=1`, { lang: 'ar' }],
          [`/api/products/getProductDetails?product_id=${product.id}&per_page=4&page=2`, user.headers],
          ['/api/products/getProductDetails?product_id=999999&per_page=8&page=1'],
          // search: the header's suggestions and the results page, in every statement shape (one
          // word, a brand, a typo's corrected pass, one or two characters, Arabic, several words)
          ['/api/products/search?search=steam&per_page=5&page=1'],
          ['/api/products/search?search=amd&per_page=20&page=1'],
          ['/api/products/search?search=stem&per_page=5&page=1'],
          ['/api/products/search?search=ps&per_page=5&page=1'],
          [`/api/products/search?search=${encodeURIComponent('بطاقة')}&per_page=20&page=1`, { lang: 'ar' }],
          ['/api/products/search?search=gift%20card&per_page=3&page=2'],
          ['/api/products/search?search=steam&per_page=5&page=1', user.headers],
        ];
        for (const [url, headers] of lists) {
          onGeneric.reset();
          const viaGeneric = await t.call({ method: 'GET', url, headers });
          expect(onGeneric.count, url).toBeGreaterThan(0);
          const viaUsual = await usual.inject({ method: 'GET', url, headers });
          expect(viaGeneric.status, url).toBe(viaUsual.statusCode);
          expect(viaGeneric.body, url).toEqual(viaUsual.json());
        }
        // the home's lists (newest items, deals, latest games) keep the usual pool: their generic
        // plans were slower (bench/generic-plans.ts)
        onGeneric.reset();
        for (const url of ['/api/products/latest?limit=4', '/api/products/deals', '/api/products/home?per_page=10&page=1']) {
          expect((await t.call({ method: 'GET', url })).status, url).toBe(200);
        }
        expect(onGeneric.count).toBe(0);
      } finally {
        onGeneric.stop();
        await usual.close();
      }
    },
  );

  it("writes the home lists' first pages into their statements, so PostgreSQL plans each once (issue 24)", async () => {
    const client = (t.ctx.db as unknown as { $client: Record<string, unknown> }).$client;
    const method = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
    const original = client[method] as (...args: unknown[]) => unknown;
    const texts: string[] = [];
    client[method] = function recorded(this: unknown, ...args: unknown[]) {
      texts.push(String(args[0]));
      return original.apply(this, args);
    };
    const pages = async (url: string) => {
      texts.length = 0;
      expect((await t.call({ method: 'GET', url })).status, url).toBe(200);
      return texts.filter((q) => /order by i\.created_at desc/.test(q));
    };
    try {
      for (const [url, paging] of [
        ['/api/products/latest?limit=7', 'limit 7 offset 0'],
        ['/api/products/deals?limit=12', 'limit 12 offset 0'],
        ['/api/products/home?per_page=10&page=3', 'limit 10 offset 20'],
      ] as const) {
        const statements = await pages(url);
        expect(statements.length, url).toBeGreaterThan(0);
        // no parameter at all: a guest's statement is planned once and kept (a LIMIT $n is planned every time)
        for (const q of statements) {
          expect(q, url).toContain(paging);
          expect(q, url).not.toMatch(/\$\d/);
        }
      }
      // a deep page keeps its limit and offset as parameters: the statements a connection keeps stay few
      for (const q of await pages('/api/products/home?per_page=10&page=40')) expect(q).toMatch(/limit \$\d+ offset \$\d+/);
    } finally {
      client[method] = original;
    }
  });
});
