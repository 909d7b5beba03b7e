// (issue 24) Moved from catalog/sql.ts, which re-exports it so its importers stay as they are.
// SQL fragments shared by the catalogue and search queries. Items are always aliased `i`
// (products or cards) and their category `c`, so WHERE/ORDER fragments work for both tables.
import { sql, type SQL } from 'drizzle-orm';
import { STOCK_TYPE, type SortType } from '@store/shared';
import type { Lang } from '../http/messages.ts';

export type ItemKind = 'product' | 'card';

/** The column of the request's language, e.g. name_en / name_ar (lang is validated: en | ar). */
export const langCol = (alias: string, base: string, lang: Lang): SQL =>
  sql.raw(`${alias}.${base}_${lang === 'ar' ? 'ar' : 'en'}`);

/** What a shopper pays: the discounted price when it is below the list price. */
export const effectivePriceSql = sql`least(coalesce(i.price_after_discount, i.price), i.price)`;

/** spec §2 sort selector; ties broken by id so pages never overlap. */
export function priceOrder(sort: SortType): SQL {
  return sort === 'desc_price' ? sql`${effectivePriceSql} desc, i.id desc` : sql`${effectivePriceSql} asc, i.id asc`;
}

/**
 * Ids of a category and all its active descendants (the category page lists the whole branch).
 * The branch is gathered into an array and unnested (issue 24): the planner then expects a few
 * rows, so the plan made once for every branch (a generic plan, on the pool that keeps them: see
 * readCatalog's `plans`) is a nested loop by key; over the recursive subquery itself it expected
 * hundreds and hash-joined every item.
 */
export function categoryTreeIds(categoryId: number): SQL {
  return sql`(select unnest(array(with recursive tree as (
      select id from categories where id = ${categoryId} and active
      union all
      select ch.id from categories ch join tree t on ch.parent_id = t.id where ch.active
    ) select id from tree)) as id)`;
}

/** spec §4: purchasable = not type 2 and not (type 1 with no stock). */
/** The stock types as SQL literals (not parameters: the statements' text, and their plans, stay the same). */
export const stockTypeSql = {
  unmanaged: sql.raw(String(STOCK_TYPE.unmanaged)),
  managed: sql.raw(String(STOCK_TYPE.managed)),
  unavailable: sql.raw(String(STOCK_TYPE.unavailable)),
};
const ST = stockTypeSql;
export const purchasableSql = sql`(i.stock_type = ${ST.unmanaged} or (i.stock_type = ${ST.managed} and i.stock > 0))`;

/** Visible to shoppers: the item and its category are active. */
export const visibleSql = sql`i.active and c.active`;

/** Escapes LIKE wildcards so a shopper's % or _ is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
