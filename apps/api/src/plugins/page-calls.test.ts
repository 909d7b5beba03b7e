// One page request, one reading of each fact (issue 24, thirteenth step; plugins/ssr.ts pageCalls):
// a product or card page's metadata (catalog/seo.ts) asks the item's detail as the storefront's
// render does, and the two share the answer, so the page costs the database what its render's own
// calls cost and nothing more. The render bundle is a stand-in that makes the storefront's call
// (an item's detail with the first RELATED_PER_PAGE related items, then, when those are not the
// card's whole family, its family from GET /cards/family, as features/catalog/routes.tsx asks
// them, the headers of lib/api.ts) and draws what it got; the plugin, the metadata and the API are
// the real ones.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, tokenFor } from '../account/test-helpers.ts';
import { createUser, insertCard } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { fastSqlCount } from '../db/fast-sql.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';

const bundle = `export function pageExists() { return true; }
export async function render(input) {
  const address = new URL(input.url).pathname;
  const [, kind, id] = address.split('/');
  const call = kind === 'product'
    ? '/api/products/getProductDetails?product_id=' + id + '&per_page=8&page=1'
    : '/api/cards/getCardDetails?card_id=' + id + '&per_page=8&page=1';
  const headers = { lang: input.lang, accept: 'application/json' };
  if (input.token) headers.authorization = 'Bearer ' + input.token;
  const answer = await input.fetch(call, { method: 'GET', headers });
  const envelope = await answer.json();
  // whether the family's answer was at hand: an answer handed with the task (or already made on
  // this thread) comes before this turn of the event loop ends, a call to the main thread after it
  let family = '';
  const related = envelope.data && envelope.data.related_cards;
  if (kind === 'card' && answer.ok && related.current_page === 1 && !related.has_more) family = 'in the answer';
  else if (kind === 'card' && answer.ok) {
    const asked = input.fetch('/api/cards/family?card_id=' + id, { method: 'GET', headers }).then(() => 'at hand');
    family = await Promise.race([asked, new Promise((resolve) => setImmediate(() => resolve('asked')))]);
    await asked;
  }
  const item = envelope.data && (envelope.data.product || envelope.data.card);
  return {
    kind: 'page',
    status: answer.status,
    html: '<h1 id="name">' + (item ? item.name : 'missing') + '</h1><p id="family">' + family + '</p>',
    private: Boolean(input.token),
    state: '{}',
  };
}
`;

const statements = () => fastSqlCount.fast + fastSqlCount.drizzle;

describe.each(['0', '2'])('a page reads its item once (RENDER_THREADS=%s)', (threads) => {
  let root: string;
  let t: TestApp;
  let product: { id: number; name: string; slug: string };
  let card: { id: number; name: string; slug: string };
  // a card of a family larger than a detail answer's first page of related cards (8)
  let bigFamilyCard: number;
  // the items' own addresses (another one answers a redirect: catalog/seo.ts)
  const productPage = () => `/product/${product.id}/${product.slug}`;
  const cardPage = () => `/card/${card.id}/${card.slug}`;
  let bigFamilyCardPage: string;

  beforeAll(async () => {
    ({ root } = writeStandInBuild('page-calls-', bundle));
    t = await createTestApp({
      webDist: `${root}/dist`,
      env: { RENDER_THREADS: threads, PUBLIC_CACHE_SECONDS: '0' },
    });
    product = rowsOf<typeof product>(
      await t.ctx.db.execute(sql`select id, name_en as name, slug from products where active order by id limit 1`),
    )[0]!;
    card = rowsOf<typeof card>(
      await t.ctx.db.execute(sql`select id, name_en as name, slug from cards where active order by id limit 1`),
    )[0]!;
    // ten values of one card in a country its sub-category has no card for yet
    const [place] = rowsOf<{ category_id: number; country_id: number }>(
      await t.ctx.db.execute(sql`select k.category_id, co.id as country_id from cards k cross join countries co
        where k.id = ${card.id} and co.id not in (select country_id from cards where category_id = k.category_id)
        order by co.id limit 1`),
    );
    const values = [];
    for (let n = 1; n <= 10; n++)
      values.push(
        await insertCard(t.ctx.db, {
          categoryId: place!.category_id,
          countryId: place!.country_id,
          shortName: `${n * 10} USD`,
          price: n * 10_00,
        }),
      );
    bigFamilyCard = values[0]!;
    const [big] = rowsOf<{ slug: string }>(await t.ctx.db.execute(sql`select slug from cards where id = ${bigFamilyCard}`));
    bigFamilyCardPage = `/card/${bigFamilyCard}/${big!.slug}`;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** the statements one request makes (the settings behind the default title read before) */
  async function cost(url: string, headers: Record<string, string> = {}) {
    await t.app.inject({ method: 'GET', url, headers });
    const before = statements();
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { res, statements: statements() - before };
  }

  it('a product page costs what its render asks of the API, its title and JSON-LD from the same answer', async () => {
    const detail = await cost(`/api/products/getProductDetails?product_id=${product.id}&per_page=8&page=1`, { lang: 'en' });
    expect(detail.res.statusCode).toBe(200);
    const page = await cost(productPage());
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain(`<h1 id="name">${product.name}</h1>`);
    expect(page.res.body).toContain(`<title>${product.name} | `);
    expect(page.res.body).toContain('"@type":"Product"');
    expect(page.statements).toBe(detail.statements);
  });

  it('a card page whose answer holds its whole family: the card read once, and nothing more', async () => {
    const detail = await cost(`/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`, { lang: 'ar' });
    expect(detail.res.json().data.related_cards).toMatchObject({ current_page: 1, has_more: false });
    const page = await cost(cardPage(), { cookie: 'lang=ar' });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toMatch(/<title>[^<]+ \| /);
    expect(page.statements).toBe(detail.statements);
    expect(page.res.body).toContain('<p id="family">in the answer</p>');
  });

  it('a card page whose family is larger than its answer: the family read once, and at hand', async () => {
    const detail = await cost(`/api/cards/getCardDetails?card_id=${bigFamilyCard}&per_page=8&page=1`, { lang: 'ar' });
    expect(detail.res.json().data.related_cards).toMatchObject({ total: 10, has_more: true });
    const family = await cost(`/api/cards/family?card_id=${bigFamilyCard}`, { lang: 'ar' });
    expect(family.res.statusCode).toBe(200);
    const page = await cost(bigFamilyCardPage, { cookie: 'lang=ar' });
    expect(page.res.statusCode).toBe(200);
    expect(page.statements).toBe(detail.statements + family.statements);
    // the family was asked with the card's metadata (catalog/seo.ts askForRender): the render
    // found it at hand instead of waiting on the main thread mid-page
    expect(page.res.body).toContain('<p id="family">at hand</p>');
  });

  it("a signed-in shopper's card page: the family is asked by the render with the shopper's headers, never ahead as a guest's", async () => {
    const token = await tokenFor(t.ctx, (await createUser(t.ctx.db)).id);
    const inject = vi.spyOn(t.app, 'inject');
    const familiesAsked = () =>
      (inject.mock.calls as unknown as [{ url: string; headers?: Record<string, string> }][])
        .map(([o]) => o)
        .filter((o) => o.url.startsWith('/api/cards/family'));
    try {
      const res = await t.app.inject({ method: 'GET', url: bigFamilyCardPage, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(familiesAsked()).toHaveLength(1);
      expect(familiesAsked()[0]!.headers?.authorization).toBe(`Bearer ${token}`);
      // a family the card's answer holds is asked by no one
      inject.mockClear();
      expect((await t.app.inject({ method: 'GET', url: cardPage(), headers: bearer(token) })).statusCode).toBe(200);
      expect(familiesAsked()).toHaveLength(0);
    } finally {
      inject.mockRestore();
    }
  });

  it('an item asked at another address: a redirect to its own that costs its detail and no render', async () => {
    const detail = await cost(`/api/products/getProductDetails?product_id=${product.id}&per_page=8&page=1`, { lang: 'en' });
    for (const headers of [{}, bearer(await tokenFor(t.ctx, (await createUser(t.ctx.db)).id))]) {
      const page = await cost(`/product/${product.id}/an-old-name`, headers);
      expect(page.res.statusCode).toBe(301);
      expect(page.res.headers.location).toBe(productPage());
      expect(page.res.body).not.toContain('<h1');
      if (Object.keys(headers).length === 0) expect(page.statements).toBe(detail.statements);
    }
  });

  it('an unknown item: the render and the metadata share the 404', async () => {
    const page = await cost('/product/999999999');
    expect(page.res.statusCode).toBe(404);
    expect(page.res.body).toContain('<h1 id="name">missing</h1>');
    expect(page.res.body).toContain('noindex');
  });

  it("a signed-in shopper's render asks for itself: their answer is never shared with the guest's metadata", async () => {
    const token = await tokenFor(t.ctx, (await createUser(t.ctx.db)).id);
    const guest = await cost(productPage());
    const signedIn = await cost(productPage(), bearer(token));
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.res.body).toContain(`<h1 id="name">${product.name}</h1>`);
    // the render's own detail (with the shopper's review and purchase state) beside the guest's
    expect(signedIn.statements).toBeGreaterThan(guest.statements);
  });
});
