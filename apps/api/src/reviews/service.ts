// Writing a review (spec §1, §7 POST products/{id}/reviews, cards/{id}/reviews): only a customer
// who bought the item in a paid order may review it, once; a later call edits that review. One
// statement decides and writes, so it is race-safe: the purchase check is part of the INSERT and
// the unique index (user, item) turns a second review — even two sent at the same moment — into
// an edit of the first (ON CONFLICT DO UPDATE).
import { formatDate, maskEmail, type ReviewItem } from '@store/shared';
import { sql } from 'drizzle-orm';
import { itemIsVisible, purchasedSql } from '../catalog/details.queries.ts';
import { catalogMessages } from '../catalog/messages.ts';
import type { ItemKind } from '../catalog/sql.ts';
import type { AppContext } from '../context.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { reviewMessages } from './messages.ts';

export interface ReviewInput {
  rating: number;
  comment: string;
}

export interface SavedReview {
  review: ReviewItem;
  updated: boolean;
  reviews_avg_rating: number;
  reviews_count: number;
}

const fkOf = (kind: ItemKind) => sql.raw(kind === 'product' ? 'product_id' : 'card_id');

interface UpsertRow {
  id: number;
  rating: number;
  comment: string;
  created_ms: number;
  inserted: boolean;
}

/**
 * Inserts or edits user `userId`'s review of the item when they bought it; answers null when they
 * did not (nothing is written). Also used by the demo seed, after its paid demo orders.
 */
export async function upsertReview(
  db: Db | Tx,
  kind: ItemKind,
  itemId: number,
  userId: number,
  input: ReviewInput,
): Promise<UpsertRow | null> {
  const fk = fkOf(kind);
  const rows = rowsOf<UpsertRow>(
    await db.execute(sql`
      insert into reviews (user_id, ${fk}, rating, comment)
      select ${userId}, ${itemId}, ${input.rating}, ${input.comment}
      where ${purchasedSql(kind, userId, itemId)}
      on conflict (user_id, ${fk}) do update
        set rating = excluded.rating, comment = excluded.comment, updated_at = now()
      returning id, rating, comment, (extract(epoch from created_at) * 1000)::float8 as created_ms,
        (xmax = 0) as inserted`),
  );
  return rows[0] ?? null;
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
  const fk = fkOf(kind);
  const totals = rowsOf<{ avg: number | null; count: number }>(
    await ctx.db.execute(
      sql`select round(avg(rating)::numeric, 1)::float8 as avg, count(*)::int as count from reviews where ${fk} = ${itemId}`,
    ),
  )[0];
  return {
    review: {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      created_at: formatDate(new Date(row.created_ms)),
      user: { email: maskEmail(user.email) },
    },
    updated: !row.inserted,
    reviews_avg_rating: totals?.avg ?? 0,
    reviews_count: totals?.count ?? 0,
  };
}
