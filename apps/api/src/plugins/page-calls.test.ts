// One page request, one reading of each fact (issue 24, thirteenth step; plugins/ssr.ts pageCalls):
// a product or card page's metadata (catalog/seo.ts) asks the item's detail as the storefront's
// render does, and the two share the answer, so the page costs the database what its render's own
// calls cost and nothing more. The render bundle is a stand-in that makes the storefront's call
// (an item's detail with the first RELATED_PER_PAGE related items, then a card's family from
// GET /cards/family, as features/catalog/routes.tsx asks them, the headers of lib/api.ts) and
// draws what it got; the plugin, the metadata and the API are the real ones.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, tokenFor } from '../account/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
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
  if (kind === 'card' && answer.ok) {
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
  let product: { id: number; name: string };
  let card: { id: number; name: string };

  beforeAll(async () => {
    ({ root } = writeStandInBuild('page-calls-', bundle));
    t = await createTestApp({
      webDist: `${root}/dist`,
      env: { RENDER_THREADS: threads, PUBLIC_CACHE_SECONDS: '0' },
    });
    product = rowsOf<typeof product>(
      await t.ctx.db.execute(sql`select id, name_en as name from products where active order by id limit 1`),
    )[0]!;
    card = rowsOf<typeof card>(
      await t.ctx.db.execute(sql`select id, name_en as name from cards where active order by id limit 1`),
    )[0]!;
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
    const page = await cost(`/product/${product.id}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain(`<h1 id="name">${product.name}</h1>`);
    expect(page.res.body).toContain(`<title>${product.name} | `);
    expect(page.res.body).toContain('"@type":"Product"');
    expect(page.statements).toBe(detail.statements);
  });

  it('a card page likewise, and its family once', async () => {
    const detail = await cost(`/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`, { lang: 'ar' });
    const family = await cost(`/api/cards/family?card_id=${card.id}`, { lang: 'ar' });
    expect(family.res.statusCode).toBe(200);
    const page = await cost(`/card/${card.id}`, { cookie: 'lang=ar' });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toMatch(/<title>[^<]+ \| /);
    expect(page.statements).toBe(detail.statements + family.statements);
    // the family was asked beside the card's metadata (catalog/seo.ts askForRender): the render
    // found it at hand instead of waiting on the main thread mid-page
    expect(page.res.body).toContain('<p id="family">at hand</p>');
  });

  it("a signed-in shopper's card page: the family is asked by the render with the shopper's headers, never ahead as a guest's", async () => {
    const token = await tokenFor(t.ctx, (await createUser(t.ctx.db)).id);
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const res = await t.app.inject({ method: 'GET', url: `/card/${card.id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const families = (inject.mock.calls as unknown as [{ url: string; headers?: Record<string, string> }][])
        .map(([o]) => o)
        .filter((o) => o.url.startsWith('/api/cards/family'));
      expect(families).toHaveLength(1);
      expect(families[0]!.headers?.authorization).toBe(`Bearer ${token}`);
    } finally {
      inject.mockRestore();
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
    const guest = await cost(`/product/${product.id}`);
    const signedIn = await cost(`/product/${product.id}`, bearer(token));
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.res.body).toContain(`<h1 id="name">${product.name}</h1>`);
    // the render's own detail (with the shopper's review and purchase state) beside the guest's
    expect(signedIn.statements).toBeGreaterThan(guest.statements);
  });
});
