// Loads the shared search synonyms (packages/shared/src/search-synonyms.ts, the one source of
// truth) into the search_synonyms table after migrating, and re-indexes the catalogue's
// search_text when they changed. Runs on every start, inside the migration lock on PostgreSQL;
// when the table already holds the same data it costs one small query.
import { synonymRows } from '@store/shared/search-synonyms';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './handle.ts';
import { searchSynonyms } from './schema/search.ts';

const fingerprint = (rows: { term: string; groupId: number; position: number }[]) =>
  rows.map((r) => `${r.groupId}:${r.position}:${r.term}`).join('\n');

/** Answers true when the table was (re)loaded and the catalogue re-indexed. */
export async function syncSearchSynonyms(db: Db): Promise<boolean> {
  const rows = synonymRows();
  const want = fingerprint(rows);
  const current = async (tx: Db) => {
    const result: unknown = await tx.execute(
      sql`select string_agg(group_id || ':' || position || ':' || term, E'\n' order by group_id, position) as f from search_synonyms`,
    );
    const rows = rowsOf<{ f: string | null }>(result);
    return rows[0]?.f ?? '';
  };
  if ((await current(db)) === want) return false;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // one writer at a time (another process may be starting against the same database)
    await tx.execute(sql`lock table search_synonyms in exclusive mode`);
    if ((await current(tx)) === want) return;
    await tx.execute(sql`delete from search_synonyms`);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(searchSynonyms).values(rows.slice(i, i + 500));
    // the search_text triggers fire on these columns and append the new spellings
    await tx.execute(sql`update products set name_en = name_en`);
    await tx.execute(sql`update cards set name_en = name_en`);
  });
  // every row was rewritten: fresh statistics and a clean trigram index, or the planner may
  // scan instead of using it (this machine's PostgreSQL and PGlite run without autovacuum)
  await db.execute(sql`vacuum analyze products, cards, search_words`);
  return true;
}
