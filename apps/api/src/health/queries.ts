// Readiness: how many migrations the database has applied (it fails when the database is unreachable).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export async function appliedMigrations(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return rows[0]?.n ?? 0;
}
