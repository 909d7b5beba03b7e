// The text and parameters of a raw `sql` statement, built without drizzle's general builder
// (issue 24). Every catalogue statement is a raw `sql` template: strings, nested `sql` and plain
// values. drizzle builds its text for every request through SQL.buildQueryFromSourceParams, which
// asks `is()` of each chunk against ten entity classes, allocates an answer object per chunk and
// merges them; that was 12–17 % of a product detail's Node CPU under load (docs/PERFORMANCE.md,
// issue 24's eighth step). This walk knows only those three kinds and gives up on anything else
// (columns, tables, arrays, dates, inlined parameters: drizzle's query builder and the odd raw
// statement), which then goes to drizzle's own builder. The answer is the same text, the same
// parameters in the same order ($1, $2, ...) and the same typings as drizzle's; under the test
// runner every statement is built both ways and compared (installFastSql).
import { SQL, StringChunk } from 'drizzle-orm';
import type { Query } from 'drizzle-orm';

interface Out {
  text: string;
  params: unknown[];
}

/** drizzle marks a statement whose values are written into its text (private in its types) */
const inlined = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

function walk(chunks: unknown[], out: Out): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    const type = typeof chunk;
    if (chunk === null || type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint') {
      out.params.push(chunk);
      out.text += `$${out.params.length}`;
      continue;
    }
    if (type !== 'object') return false;
    const ctor = (chunk as object).constructor;
    if (ctor === StringChunk) {
      const value = (chunk as StringChunk).value;
      out.text += value.length === 1 ? value[0]! : value.join('');
      continue;
    }
    if (ctor === SQL) {
      const nested = chunk as SQL;
      if (inlined(nested) || !walk(nested.queryChunks, out)) return false;
      continue;
    }
    return false;
  }
  return true;
}

/** The statement's text and parameters as drizzle's PostgreSQL dialect builds them, or null. */
export function buildRawSql(query: SQL): Query | null {
  if (query.constructor !== SQL || inlined(query)) return null;
  const out: Out = { text: '', params: [] };
  if (!walk(query.queryChunks, out)) return null;
  const built: Query & { typings?: 'none'[] } = { sql: out.text, params: out.params };
  if (out.params.length > 0) built.typings = out.params.map(() => 'none');
  return built;
}

function sameQuery(a: Query & { typings?: unknown[] }, b: Query & { typings?: unknown[] }): boolean {
  const same = (x: unknown[] = [], y: unknown[] = []) => x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
  return a.sql === b.sql && same(a.params, b.params) && same(a.typings, b.typings);
}

type Dialect = { sqlToQuery(query: SQL, invokeSource?: unknown): Query };

/** How many statements each way since the process started (tests check the fast way is taken). */
export const fastSqlCount = { fast: 0, drizzle: 0 };

/**
 * Makes a drizzle database's dialect build raw statements with buildRawSql (its transactions
 * share the dialect). Under Vitest each statement is also built by drizzle and a difference
 * throws, so the whole API suite checks the two agree.
 */
export function installFastSql(db: unknown): void {
  const dialect = (db as { dialect?: Dialect }).dialect;
  if (!dialect || typeof dialect.sqlToQuery !== 'function') return;
  const drizzleBuild = dialect.sqlToQuery.bind(dialect);
  const check = Boolean(process.env.VITEST);
  dialect.sqlToQuery = (query: SQL, invokeSource?: unknown) => {
    const built = invokeSource === undefined ? buildRawSql(query) : null;
    if (!built) {
      fastSqlCount.drizzle++;
      return drizzleBuild(query, invokeSource);
    }
    fastSqlCount.fast++;
    if (check) {
      const expected = drizzleBuild(query, invokeSource);
      if (!sameQuery(expected, built)) {
        throw new Error(`buildRawSql differs from drizzle: ${expected.sql} | ${built.sql}`);
      }
    }
    return built;
  };
}
