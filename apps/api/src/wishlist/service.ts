// The wishlist (spec §2 Wishlist, §4 Like): the heart toggles a favourite, and the signed-in
// shopper's liked products and cards are listed a page at a time, most recently liked first.
// The item lists themselves (presentation, isFav, prices) are the catalogue's.
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { addFavourite, itemIsVisible, removeFavourite } from '../catalog/details.queries.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { cards, products, type Paging, type Viewer } from '../catalog/service.ts';
import type { ItemKind } from '../catalog/sql.ts';
import { likedBy, mostRecentlyLikedFirst } from './queries.ts';

/** The signed-in user's wishlist, most recently liked first: one page of products and one of cards. */
export async function likedItems(ctx: AppContext, viewer: Viewer & { userId: number }, paging: Paging) {
  const { userId } = viewer;
  const [p, c] = await Promise.all([
    products(ctx, viewer, likedBy(userId, 'product_id'), mostRecentlyLikedFirst(userId, 'product_id'), paging, {
      total: 'count',
    }),
    cards(ctx, viewer, likedBy(userId, 'card_id'), mostRecentlyLikedFirst(userId, 'card_id'), paging, { total: 'count' }),
  ]);
  return { products: p, cards: c };
}

/**
 * spec §4 Like: toggles the favourite; answers whether it is now liked. Only a visible item can be
 * liked; a liked one can always be unliked, even once staff have taken it off the store (its heart
 * on a page opened before answered "Product not found" and stayed red).
 */
export async function toggleLike(
  ctx: AppContext,
  viewer: Viewer & { userId: number },
  kind: ItemKind,
  id: number,
): Promise<boolean> {
  if (await removeFavourite(ctx.db, kind, id, viewer.userId)) return false;
  if (!(await itemIsVisible(ctx.db, kind, id)))
    throw new AppError(404, catalogMessages(viewer.lang, kind === 'product' ? 'productNotFound' : 'cardNotFound'));
  await addFavourite(ctx.db, kind, id, viewer.userId);
  return true;
}
