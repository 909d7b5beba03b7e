// The reviews' SQL: the one statement that decides and writes a review (purchase check inside the
// INSERT, the unique index turning a second review into an edit), and an item's totals.
import { sql } from 'drizzle-orm';
import { purchasedSql } from '../catalog/details.queries.ts';
import type { ItemKind } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export interface ReviewInput {
  rating: number;
  comment: string;
}

const fkOf = (kind: ItemKind) => sql.raw(kind === 'product' ? 'product_id' : 'card_id');

interface UpsertRow {
  id: number;
  rating: number;
  comment: string;
  created_ms: number;
  inserted: boolean;
  hidden: boolean;
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
        (xmax = 0) as inserted, (hidden_at is not null) as hidden`),
  );
  return rows[0] ?? null;
}

/** The item's average rating (one decimal) and number of reviews shown (a hidden one counts for neither). */
export async function reviewTotals(
  db: Db,
  kind: ItemKind,
  itemId: number,
): Promise<{ avg: number | null; count: number } | undefined> {
  const fk = fkOf(kind);
  return rowsOf<{ avg: number | null; count: number }>(
    await db.execute(
      sql`select round(avg(rating)::numeric, 1)::float8 as avg, count(*)::int as count from reviews where ${fk} = ${itemId} and hidden_at is null`,
    ),
  )[0];
}
