// Writing a seed plan into the database: one generic batched insert (many rows per statement),
// parents inserted with RETURNING so children get their ids by natural key, and a reset that
// empties every table of the schema.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type AnyPgColumn, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { CardPlanRow, Child, SeedPlan } from './build/types.ts';
import { chunk } from './util.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters for every table. */
const BATCH = 400;

export type SeedCounts = Record<string, number>;

export async function insertMany<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (const part of chunk(rows, BATCH)) await tx.insert(table).values(part);
}

/** Insert parents and map each natural key (slug, iso2, name) to the generated id. */
async function insertKeyed<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  idColumn: AnyPgColumn,
  keyColumn: AnyPgColumn,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(rows, BATCH)) {
    const got = await tx.insert(table).values(part).returning({ id: idColumn, key: keyColumn });
    for (const r of got) ids.set(String(r.key), Number(r.id));
  }
  return ids;
}

function idFor(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no ${what} "${key}" for a child row`);
  return id;
}

/** Give each child row its parent's id under the foreign-key property `fk`. */
function attach<R extends object, K extends string>(
  children: Child<R>[],
  ids: Map<string, number>,
  fk: K,
  what: string,
): (R & Record<K, number>)[] {
  return children.map((c) => ({ ...c.row, [fk]: idFor(ids, c.parent, what) }) as R & Record<K, number>);
}

function cardRows(cards: CardPlanRow[], countries: Map<string, number>, platforms: Map<string, number>) {
  return cards.map((c) => ({
    ...c.row,
    countryId: idFor(countries, c.country, 'country'),
    platformId: idFor(platforms, c.platform, 'platform'),
  }));
}

/** Insert every row of the plan, parents first; answers the number of rows per table. */
export async function insertPlan(tx: Tx, plan: SeedPlan): Promise<SeedCounts> {
  const s = schema;
  await insertMany(tx, s.categories, plan.categories);
  const countries = await insertKeyed(tx, s.countries, plan.countries, s.countries.id, s.countries.iso2);
  const platforms = await insertKeyed(tx, s.platforms, plan.platforms, s.platforms.id, s.platforms.name);
  const products = await insertKeyed(tx, s.products, plan.products, s.products.id, s.products.slug);
  const cards = await insertKeyed(tx, s.cards, cardRows(plan.cards, countries, platforms), s.cards.id, s.cards.slug);
  const posts = await insertKeyed(tx, s.posts, plan.posts, s.posts.id, s.posts.slug);

  await insertMany(tx, s.productImages, attach(plan.productImages, products, 'productId', 'product'));
  await insertMany(tx, s.productSpecs, attach(plan.productSpecs, products, 'productId', 'product'));
  await insertMany(tx, s.cardImages, attach(plan.cardImages, cards, 'cardId', 'card'));
  await insertMany(tx, s.cardCodes, attach(plan.cardCodes, cards, 'cardId', 'card'));
  await insertMany(tx, s.postTags, attach(plan.postTags, posts, 'postId', 'post'));

  await insertMany(tx, s.faqs, plan.faqs);
  await insertMany(tx, s.pages, plan.pages);
  await insertMany(tx, s.siteSettings, plan.siteSettings);
  await insertMany(tx, s.sliders, plan.sliders);
  await insertMany(tx, s.advertisements, plan.advertisements);
  await insertMany(tx, s.paymentMethods, plan.paymentMethods);
  await insertMany(tx, s.shippingMethods, plan.shippingMethods);
  await insertMany(tx, s.coupons, plan.coupons);
  await insertMany(tx, s.ticketReasons, plan.ticketReasons);

  const { images: _images, ...tables } = plan;
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}

/** Every table of the schema, emptied in one statement (CASCADE handles foreign keys). */
export async function truncateAll(tx: Tx): Promise<void> {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) names.push(`"${getTableName(value)}"`);
  }
  await tx.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
