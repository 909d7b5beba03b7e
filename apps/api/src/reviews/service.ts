// Writing a review (spec §1, §7 POST products/{id}/reviews, cards/{id}/reviews): only a customer
// who bought the item in a paid order may review it, once; a later call edits that review. One
// statement decides and writes, so it is race-safe: the purchase check is part of the INSERT and
// the unique index (user, item) turns a second review — even two sent at the same moment — into
// an edit of the first (ON CONFLICT DO UPDATE).
import { formatDate, maskEmail, type ReviewItem } from '@store/shared';
import { itemIsVisible } from '../catalog/details.queries.ts';
import { catalogMessages } from '../catalog/messages.ts';
import type { ItemKind } from '../catalog/sql.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import type { Lang } from '../http/messages.ts';
import { reviewMessages } from './messages.ts';
import { reviewTotals, upsertReview, type ReviewInput } from './queries.ts';

export { upsertReview, type ReviewInput };

export interface SavedReview {
  review: ReviewItem;
  updated: boolean;
  hidden: boolean;
  reviews_avg_rating: number;
  reviews_count: number;
}

export async function writeReview(
  ctx: AppContext,
  lang: Lang,
  user: { id: number; email: string },
  kind: ItemKind,
  itemId: number,
  input: ReviewInput,
): Promise<SavedReview> {
  if (!(await itemIsVisible(ctx.db, kind, itemId))) {
    throw new AppError(404, catalogMessages(lang, kind === 'product' ? 'productNotFound' : 'cardNotFound'));
  }
  const row = await upsertReview(ctx.db, kind, itemId, user.id, input);
  if (!row) throw new AppError(403, reviewMessages(lang, 'notPurchased'), undefined, null, 'not_purchased');
  // the item's page, its answer and every list showing its rating changed: the public caches go
  // (the answer is sent after the purges, as every write's: app.ts settlePublicPurges)
  invalidatePublic(ctx, { kind, id: itemId });
  const totals = await reviewTotals(ctx.db, kind, itemId);
  return {
    review: {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      created_at: formatDate(new Date(row.created_ms)),
      user: { email: maskEmail(user.email) },
    },
    updated: !row.inserted,
    hidden: row.hidden,
    reviews_avg_rating: totals?.avg ?? 0,
    reviews_count: totals?.count ?? 0,
  };
}
