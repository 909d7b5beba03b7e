// The WHERE and ORDER BY fragments of the catalogue's use cases (service.ts), kept with the SQL
// (issue 24: SQL only in query modules). Items are aliased `i`, as in items.queries.ts.
import { sql, type SQL } from 'drizzle-orm';

export { categoryTreeIds, priceOrder, purchasableSql } from './sql.queries.ts';

/** Every visible item (the list statements add visibility themselves). */
export const anyItem: SQL = sql`true`;

/** Newest first, ties by id (latest, deals, related products, Latest Games). */
export const newestFirst: SQL = sql`i.created_at desc, i.id desc`;

/** One item by id, ordered by id (the detail pages' single-row list). */
export const itemById = (id: number): SQL => sql`i.id = ${id}`;
export const byId: SQL = sql`i.id`;

/** Cards of one country. */
export const inCountry = (countryId: number): SQL => sql`i.country_id = ${countryId}`;

/** A product's related items: its category's other products (the category read in SQL). */
export const sameCategoryAs = (productId: number): SQL =>
  sql`i.category_id = (select p.category_id from products p where p.id = ${productId}) and i.id <> ${productId}`;

/** A card's denomination family: same sub-category and same country, the card itself included. */
export const familyOf = (cardId: number): SQL =>
  sql`(i.category_id, i.country_id) = (select k.category_id, k.country_id from cards k where k.id = ${cardId})`;

/** Deals: flagged as a deal or sold below the list price (spec §2 /deals, home carousel). */
export const dealSql: SQL = sql`(i.is_deal or i.price_after_discount < i.price)`;
