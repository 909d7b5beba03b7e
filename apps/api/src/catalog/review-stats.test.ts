// Ratings on list rows (issue 24, ninth step; migration 0051): the database keeps each item's review
// count and rating sum, and lists show round(sum / count, 1) instead of aggregating the reviews per
// row. Whatever happens to reviews (written, re-rated, moved, deleted, hidden by staff or shown again,
// or removed with their author or their item), the rating a shopper reads must be the one the shown
// reviews give, and the invariant check must find no item whose numbers differ from its reviews.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createUser, firstCountryId, insertCard, insertCategory, insertProduct } from './test-factories.ts';

let t: TestApp;
let leaf: number;
let products: number[];
let cards: number[];
let users: number[];

beforeAll(async () => {
  t = await createTestApp();
  leaf = await insertCategory(t.ctx.db, { parentId: 2, nameEn: 'Rated Leaf' });
  products = [];
  for (let i = 0; i < 3; i++) products.push(await insertProduct(t.ctx.db, { categoryId: leaf, nameEn: `Rated ${i}` }));
  const sub = await insertCategory(t.ctx.db, { parentId: 130, store: 'digital', displayType: 2, nameEn: 'Rated Cards' });
  const country = await firstCountryId(t.ctx.db);
  cards = [
    await insertCard(t.ctx.db, { categoryId: sub, countryId: country }),
    await insertCard(t.ctx.db, { categoryId: sub, countryId: country }),
  ];
  users = [];
  for (let i = 0; i < 4; i++) users.push((await createUser(t.ctx.db)).id);
});
afterAll(() => t.close());

const statFaults = async () => (await checkInvariants(t.ctx.db)).filter((v) => v.check.includes('review count'));

/** what a shopper reads on the category page, and what the reviews give */
async function ratings() {
  const res = await t.call<{ products: { id: number; reviews_avg_rating: number; reviews_count: number }[] }>({
    method: 'GET',
    url: `/api/products/category?category_id=${leaf}&per_page=20`,
  });
  expect(res.status).toBe(200);
  const shown = res.body
    .data!.products.map((p) => ({ id: p.id, avg: p.reviews_avg_rating, n: p.reviews_count }))
    .sort((a, b) => a.id - b.id);
  const expected = rowsOf<{ id: number; avg: number; n: number }>(
    await t.ctx.db.execute(sql`select i.id, coalesce(round(avg(r.rating)::numeric, 1)::float8, 0) as avg, count(r.id)::int as n
      from products i left join reviews r on r.product_id = i.id and r.hidden_at is null
      where i.category_id = ${leaf} group by i.id order by i.id`),
  );
  return { shown, expected };
}

type Op =
  | { op: 'write'; user: number; item: number; card: boolean; rating: number }
  | { op: 'rerate'; pick: number; rating: number }
  | { op: 'move'; pick: number; item: number }
  | { op: 'delete'; pick: number }
  // staff hide a review or show it again (0055): a hidden one counts for neither number
  | { op: 'hide'; pick: number; hidden: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('write' as const),
    user: fc.nat(3),
    item: fc.nat(2),
    card: fc.boolean(),
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ op: fc.constant('rerate' as const), pick: fc.nat(50), rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(50), item: fc.nat(2) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('hide' as const), pick: fc.nat(50), hidden: fc.boolean() }),
);

describe('review counts and rating sums kept with the items', () => {
  it('follow any sequence of writes, re-ratings, moves, deletions and reviews hidden or shown again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = t.ctx.db;
        for (const o of ops) {
          const ids = rowsOf<{ id: number; product_id: number | null }>(
            await db.execute(
              sql`select id, product_id from reviews where user_id in (${sql.join(
                users.map((u) => sql`${u}`),
                sql`, `,
              )}) order by id`,
            ),
          );
          const picked = ids.length > 0 && o.op !== 'write' ? ids[o.pick % ids.length]! : undefined;
          if (o.op === 'write') {
            const item = o.card ? cards[o.item % 2]! : products[o.item]!;
            // one review per user and item (the store's rule): a second is skipped
            await db.execute(sql`insert into reviews (user_id, ${sql.raw(o.card ? 'card_id' : 'product_id')}, rating, comment)
              values (${users[o.user]!}, ${item}, ${o.rating}, 'r') on conflict do nothing`);
          } else if (o.op === 'rerate' && picked) {
            await db.execute(sql`update reviews set rating = ${o.rating}, comment = 'changed' where id = ${picked.id}`);
          } else if (o.op === 'move' && picked?.product_id) {
            await db.execute(sql`update reviews set product_id = ${products[o.item]!} where id = ${picked.id}
              and not exists (select 1 from reviews x where x.user_id = reviews.user_id and x.product_id = ${products[o.item]!})`);
          } else if (o.op === 'delete' && picked) {
            await db.execute(sql`delete from reviews where id = ${picked.id}`);
          } else if (o.op === 'hide' && picked) {
            await db.execute(
              o.hidden
                ? sql`update reviews set hidden_at = coalesce(hidden_at, now()), hidden_reason = 'spam' where id = ${picked.id}`
                : sql`update reviews set hidden_at = null, hidden_reason = '' where id = ${picked.id}`,
            );
          }
        }
        expect(await statFaults()).toEqual([]);
        const { shown, expected } = await ratings();
        expect(shown).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('an average with a fraction is the aggregate’s, and an item without reviews shows 0 of 0', async () => {
    const db = t.ctx.db;
    await db.execute(
      sql`delete from reviews where product_id in (${sql.join(
        products.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
    for (const [u, rating] of [
      [0, 5],
      [1, 4],
      [2, 4],
    ] as const) {
      await db.execute(sql`insert into reviews (user_id, product_id, rating) values (${users[u]!}, ${products[0]!}, ${rating})`);
    }
    const { shown } = await ratings();
    expect(shown.find((p) => p.id === products[0])).toEqual({ id: products[0], avg: 4.3, n: 3 });
    expect(shown.find((p) => p.id === products[1])).toEqual({ id: products[1], avg: 0, n: 0 });
  });

  it('reviews removed with their author or their item leave no count behind', async () => {
    const db = t.ctx.db;
    const author = await createUser(db);
    const item = await insertProduct(db, { categoryId: leaf, nameEn: 'Rated Gone' });
    await db.execute(
      sql`insert into reviews (user_id, product_id, rating) values (${author.id}, ${products[1]!}, 2), (${author.id}, ${item}, 3)`,
    );
    await db.execute(sql`insert into reviews (user_id, card_id, rating) values (${author.id}, ${cards[0]!}, 1)`);
    expect(await statFaults()).toEqual([]);
    await db.execute(sql`delete from users where id = ${author.id}`);
    expect(await statFaults()).toEqual([]);
    await db.execute(sql`insert into reviews (user_id, product_id, rating) values (${users[3]!}, ${item}, 5)`);
    await db.execute(sql`delete from products where id = ${item}`);
    expect(await statFaults()).toEqual([]);
    const { shown, expected } = await ratings();
    expect(shown).toEqual(expected);
  });
});
