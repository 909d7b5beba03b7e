// The wishlist's SQL: whether a user liked an item, and the order of most recently liked first.
// The catalogue's list queries (catalog/service.ts) take them as their filter and their order
// (`i` is the listed item).
import { sql, type SQL } from 'drizzle-orm';

/** The favourites column that names the item: products' or cards'. */
export type LikedColumn = 'product_id' | 'card_id';

export function likedBy(userId: number, column: LikedColumn): SQL {
  return sql`exists(select 1 from favourites f where f.user_id = ${userId} and f.${sql.raw(column)} = i.id)`;
}

export function mostRecentlyLikedFirst(userId: number, column: LikedColumn): SQL {
  return sql`(select f.id from favourites f where f.user_id = ${userId} and f.${sql.raw(column)} = i.id) desc, i.id desc`;
}
