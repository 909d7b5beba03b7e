// Reads behind the product and card pages beyond the list fields: gallery, specifications,
// latest reviews (as JSON columns of the item's own statement, items.queries.ts) and what the
// signed-in user has done with the item (reviewed, purchased).
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { langCol, priceOrder, visibleSql, type ItemKind } from './sql.ts';
import { familyOf } from './where.queries.ts';

export interface ImageRow {
  id: number;
  img: string;
}

export interface SpecRow {
  id: number;
  key: string;
  value: string;
}

export interface ReviewRow {
  id: number;
  rating: number;
  comment: string;
  created_ms: number;
  email: string;
}

export interface UserItemState {
  review: { rating: number; comment: string; hidden: boolean } | null;
  purchased: boolean;
}

export const REVIEWS_SHOWN = 20;
/**
 * Orders whose lines count as a purchase for the review rule (spec §1: only buyers review): paid,
 * and not cancelled or refunded since. 'on-hold' is a paid order waiting for codes.
 */
const PURCHASE_STATUSES = sql`('processing', 'on-hold', 'shipped', 'completed')`;

const fkOf = (kind: ItemKind) => sql.raw(kind === 'product' ? 'product_id' : 'card_id');

/** True when user `userId` bought item `id` in a paid order (the condition of writing a review). */
export function purchasedSql(kind: ItemKind, userId: number, id: number): SQL {
  return sql`exists(
    select 1 from order_lines l join orders o on o.id = l.order_id
    where o.user_id = ${userId} and l.${fkOf(kind)} = ${id}
      and o.payment_status = 'paid' and o.status in ${PURCHASE_STATUSES}
  )`;
}

/** The gallery of item i (alias of the items query) as a JSON array of ImageRow. */
export function imagesJsonSql(kind: ItemKind): SQL {
  const table = sql.raw(kind === 'product' ? 'product_images' : 'card_images');
  return sql`(select coalesce(json_agg(json_build_object('id', x.id, 'img', x.img) order by x.sort_order, x.id), '[]'::json)
    from ${table} x where x.${fkOf(kind)} = i.id)`;
}

/** The specifications of product i as a JSON array of SpecRow. */
export function specsJsonSql(lang: Lang): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', s.id, 'key', ${langCol('s', 'key', lang)},
      'value', ${langCol('s', 'value', lang)}) order by s.sort_order, s.id), '[]'::json)
    from product_specs s where s.product_id = i.id)`;
}

/** The user's own review and whether a paid order in a live status contains the item. */
export async function userItemState(db: Db, kind: ItemKind, id: number, userId: number | null): Promise<UserItemState> {
  if (!userId) return { review: null, purchased: false };
  const fk = fkOf(kind);
  const result = await db.execute(sql`
    select
      (select json_build_object('rating', r.rating, 'comment', r.comment, 'hidden', r.hidden_at is not null) from reviews r
        where r.user_id = ${userId} and r.${fk} = ${id}) as review,
      ${purchasedSql(kind, userId, id)} as purchased`);
  const row = rowsOf<{ review: UserItemState['review'] | string | null; purchased: boolean }>(result)[0];
  // postgres.js hands json back parsed, PGlite too; a string is parsed defensively
  const review = typeof row?.review === 'string' ? (JSON.parse(row.review) as UserItemState['review']) : (row?.review ?? null);
  return { review, purchased: row?.purchased ?? false };
}

export interface FamilyRow {
  id: number;
  name: string;
  slug: string;
  short_name: string;
  price: number;
  price_after_discount: number | null;
  stock_type: number;
  stock: number;
}

/**
 * A card's denomination family (`familyOf`: same sub-category and country, the card included) with
 * only what its buttons show, its visible cards in the order of getCardDetails' related cards
 * (visibility and price order as items.queries.ts reads them), at most `limit` cards. The card
 * itself is among them only when it is visible. (issue 24: the family as getCardDetails pages it
 * costs a full list row a card, aggregated to JSON; the page render needs eight columns.)
 */
export async function familyRows(db: Db, cardId: number, lang: Lang, limit: number): Promise<FamilyRow[]> {
  const result = await db.execute(sql`
    select i.id, ${langCol('i', 'name', lang)} as name, i.slug, i.short_name, i.price, i.price_after_discount,
      i.stock_type, i.stock
    from cards i join categories c on c.id = i.category_id
    where ${visibleSql} and ${familyOf(cardId)}
    order by ${priceOrder('desc_price')}
    limit ${sql.raw(String(Math.trunc(limit)))}`);
  return rowsOf<FamilyRow>(result);
}

/** Whether an active item exists (wishlist toggles refuse hidden or unknown items). */
export async function itemIsVisible(db: Db, kind: ItemKind, id: number): Promise<boolean> {
  const table = sql.raw(kind === 'product' ? 'products' : 'cards');
  const result = await db.execute(
    sql`select 1 as one from ${table} i join categories c on c.id = i.category_id where i.id = ${id} and i.active and c.active`,
  );
  return rowsOf(result).length > 0;
}

/** Removes the favourite; answers whether there was one. */
export async function removeFavourite(db: Db, kind: ItemKind, id: number, userId: number): Promise<boolean> {
  const fk = fkOf(kind);
  return (
    rowsOf(await db.execute(sql`delete from favourites where user_id = ${userId} and ${fk} = ${id} returning id`)).length > 0
  );
}

export async function addFavourite(db: Db, kind: ItemKind, id: number, userId: number): Promise<void> {
  await db.execute(sql`insert into favourites (user_id, ${fkOf(kind)}) values (${userId}, ${id}) on conflict do nothing`);
}
