// Readiness: how many migrations the database has applied (it fails when the database is unreachable);
// the metrics' gauges read at scrape time (metrics.ts).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export async function appliedMigrations(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return rows[0]?.n ?? 0;
}

/** PostgreSQL connections of this database by state (all processes). */
export async function connectionsByState(db: Db): Promise<{ state: string; n: number }[]> {
  return rowsOf<{ state: string; n: number }>(
    await db.execute(
      sql`select coalesce(state, 'other') as state, count(*)::int as n from pg_stat_activity
          where datname = current_database() group by 1`,
    ),
  );
}

/** Codes left to sell per card (cards without any included). */
export async function availableCodesPerCard(db: Db): Promise<{ card: number; n: number }[]> {
  return rowsOf<{ card: number; n: number }>(
    await db.execute(
      sql`select c.id as card, count(k.id)::int as n from cards c
          left join card_codes k on k.card_id = c.id and k.status = 'available' group by c.id`,
    ),
  );
}
