// The wishlist (spec §2 Wishlist, §4 Like): the heart toggles a favourite, and the signed-in
// shopper's liked products and cards are listed a page at a time, most recently liked first.
// The item lists themselves (presentation, isFav, prices) are the catalogue's.
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { itemIsVisible, toggleFavourite } from '../catalog/details.queries.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { cards, products, type Paging, type Viewer } from '../catalog/service.ts';
import type { ItemKind } from '../catalog/sql.ts';

/** The signed-in user's wishlist, most recently liked first: one page of products and one of cards. */
export async function likedItems(ctx: AppContext, viewer: Viewer & { userId: number }, paging: Paging) {
  const liked = (fk: SQL) => sql`exists(select 1 from favourites f where f.user_id = ${viewer.userId} and f.${fk} = i.id)`;
  const likedOrder = (fk: SQL) =>
    sql`(select f.id from favourites f where f.user_id = ${viewer.userId} and f.${fk} = i.id) desc, i.id desc`;
  const [p, c] = await Promise.all([
    products(ctx, viewer, liked(sql.raw('product_id')), likedOrder(sql.raw('product_id')), paging, 'count'),
    cards(ctx, viewer, liked(sql.raw('card_id')), likedOrder(sql.raw('card_id')), paging, 'count'),
  ]);
  return { products: p, cards: c };
}

/** spec §4 Like: toggles the favourite of a visible item; answers whether it is now liked. */
export async function toggleLike(
  ctx: AppContext,
  viewer: Viewer & { userId: number },
  kind: ItemKind,
  id: number,
): Promise<boolean> {
  if (!(await itemIsVisible(ctx.db, kind, id)))
    throw new AppError(404, catalogMessages(viewer.lang, kind === 'product' ? 'productNotFound' : 'cardNotFound'));
  return toggleFavourite(ctx.db, kind, id, viewer.userId);
}
