// Branch counters (issue 24, migration 0048): a category page's total is the sum of counters the
// database keeps per category. Whatever the back-office or an import does to products and cards
// (add one or many in one statement, hide, show, move, delete, sell stock), the total a shopper
// reads must be the number of items they can page through, and the counters must match the items.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { firstCountryId, insertCard, insertProduct } from './test-factories.ts';

let t: TestApp;
let productCategories: number[];
let cardCategories: number[];
let country: number;

beforeAll(async () => {
  t = await createTestApp();
  const leaves = async (kind: 'products' | 'cards') =>
    rowsOf<{ id: number }>(
      await t.ctx.db.execute(
        sql`select c.id from categories c where c.active and exists (select 1 from ${sql.raw(kind)} i where i.category_id = c.id) order by c.id limit 3`,
      ),
    ).map((r) => r.id);
  productCategories = await leaves('products');
  cardCategories = await leaves('cards');
  country = await firstCountryId(t.ctx.db);
});
afterAll(() => t.close());

const counterFaults = async () => (await checkInvariants(t.ctx.db)).filter((v) => v.check.includes('counters'));

/** what a shopper reads: the category page's total, and how many items its pages really hold */
async function readBranch(kind: 'products' | 'cards', categoryId: number) {
  const total = async (perPage: number, page: number) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/${kind}/category?category_id=${categoryId}&per_page=${perPage}&page=${page}`,
    });
    expect(res.status).toBe(200);
    return res.body.data as { total: number; [k: string]: unknown };
  };
  const first = await total(100, 1);
  let listed = 0;
  for (let page = 1; page <= Math.ceil(first.total / 100) + 1; page++) {
    const data = await total(100, page);
    listed += (data[kind] as unknown[]).length;
  }
  return { total: first.total, listed };
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    n: fc.integer({ min: 1, max: 4 }),
    cat: fc.nat(2),
    active: fc.boolean(),
    card: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('hide' as const), cat: fc.nat(2), card: fc.boolean() }),
  fc.record({ kind: fc.constant('show' as const), cat: fc.nat(2), card: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(2), to: fc.nat(2), card: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), cat: fc.nat(2), card: fc.boolean() }),
  fc.record({ kind: fc.constant('sell' as const), cat: fc.nat(2) }),
);

describe('branch counters', () => {
  it('hold in the seeded store', async () => {
    expect(await counterFaults()).toEqual([]);
  });

  it('keep category totals right through adds, bulk adds, hiding, moving, deleting and sales', async () => {
    const db = t.ctx.db;
    const catOf = (card: boolean, k: number) =>
      (card ? cardCategories : productCategories)[k % (card ? cardCategories : productCategories).length]!;
    // items made by this test only (deleting a seeded item could hit its orders)
    const mine = { products: [] as number[], cards: [] as number[] };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const table = 'card' in o && o.card ? 'cards' : 'products';
          const ids = mine[table];
          const pick = ids.length
            ? sql`(select id from ${sql.raw(table)} where id in ${sql.raw(`(${ids.join(',')})`)} order by random() limit 1)`
            : null;
          if (o.kind === 'add') {
            if (o.n === 1) {
              const id = o.card
                ? await insertCard(db, { categoryId: catOf(true, o.cat), countryId: country, active: o.active })
                : await insertProduct(db, { categoryId: catOf(false, o.cat), active: o.active });
              ids.push(id);
            } else {
              // several rows in one statement, as an import writes them
              const rows = rowsOf<{ id: number }>(
                await db.execute(
                  o.card
                    ? sql`insert into cards (name_en, name_ar, slug, price, stock_type, stock, img, category_id, country_id, active)
                        select 'Bulk card ' || g, 'كارت ' || g, 'bulk-card-' || g, 5000, 0, 0, 'cards/test.svg', ${catOf(true, o.cat)}, ${country}, ${o.active}
                        from generate_series(1, ${o.n}) g returning id`
                    : sql`insert into products (name_en, name_ar, slug, price, stock_type, stock, main_image, category_id, active)
                        select 'Bulk product ' || g, 'منتج ' || g, 'bulk-product-' || g, 10000, 1, 5, 'products/test.svg', ${catOf(false, o.cat)}, ${o.active}
                        from generate_series(1, ${o.n}) g returning id`,
                ),
              );
              ids.push(...rows.map((r) => r.id));
            }
          } else if (!pick) {
            continue;
          } else if (o.kind === 'hide' || o.kind === 'show') {
            await db.execute(sql`update ${sql.raw(table)} set active = ${o.kind === 'show'} where id = ${pick}`);
          } else if (o.kind === 'move') {
            await db.execute(
              sql`update ${sql.raw(table)} set category_id = ${catOf(table === 'cards', o.to)} where id = ${pick}`,
            );
          } else if (o.kind === 'delete') {
            const gone = rowsOf<{ id: number }>(
              await db.execute(sql`delete from ${sql.raw(table)} where id = ${pick} returning id`),
            );
            mine[table] = ids.filter((id) => !gone.some((g) => g.id === id));
          } else {
            // a sale: stock changes, the counters do not move
            await db.execute(sql`update products set stock = greatest(stock - 1, 0) where id = ${pick}`);
          }
        }
        expect(await counterFaults()).toEqual([]);
      }),
      { numRuns: 12 },
    );
    // and what a shopper reads on each touched category page
    for (const id of productCategories) {
      const { total, listed } = await readBranch('products', id);
      expect(total).toBe(listed);
    }
    for (const id of cardCategories) {
      const { total, listed } = await readBranch('cards', id);
      expect(total).toBe(listed);
    }
  });

  it('are what the invariant check compares: a wrong counter is named', async () => {
    await t.ctx.db.execute(
      sql`update category_item_counts set products = products + 1 where category_id = ${productCategories[0]!}`,
    );
    expect((await counterFaults()).map((v) => v.rows[0])).toEqual([expect.objectContaining({ category: productCategories[0] })]);
    await t.ctx.db.execute(
      sql`update category_item_counts set products = products - 1 where category_id = ${productCategories[0]!}`,
    );
    expect(await counterFaults()).toEqual([]);
  });
});
