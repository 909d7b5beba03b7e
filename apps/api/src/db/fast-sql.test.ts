// buildRawSql (issue 24): the same text, parameters and typings as drizzle's PostgreSQL dialect for
// every raw statement, and drizzle's own builder for anything else. (Under Vitest every statement
// the API suite runs is also built both ways and compared: installFastSql.)
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from './schema/index.ts';
import { buildRawSql } from './fast-sql.ts';

const dialect = new PgDialect();

describe('buildRawSql', () => {
  it('builds nested, joined and raw statements as drizzle does', () => {
    const where = sql.join(
      [sql`a = ${1}`, sql`b like ${'%x%'}`, sql`c is ${null}`, sql`d = ${true}`, sql`e = ${10n}`],
      sql` and `,
    );
    const cases = [
      sql`select 1`,
      sql`select * from t where ${where} order by ${sql.raw('id')} limit ${5} offset ${0}`,
      sql`select ${sql`${'x'}::text`}, ${undefined} ${sql``} ${sql.raw('')} from (${sql`select ${2} as n`}) s`,
      sql.raw('select 3'),
      sql.empty(),
    ];
    for (const q of cases) {
      const built = buildRawSql(q);
      expect(built).not.toBeNull();
      const expected = dialect.sqlToQuery(q) as { sql: string; params: unknown[]; typings?: unknown[] };
      expect(built).toEqual(expected);
    }
  });

  it('leaves to drizzle what it does not know: columns, tables, arrays, dates and inlined values', () => {
    expect(buildRawSql(sql`select ${products.id} from ${products}`)).toBeNull();
    expect(buildRawSql(sql`select 1 where id in ${[1, 2]}`)).toBeNull();
    expect(buildRawSql(sql`select ${new Date(0)}`)).toBeNull();
    expect(buildRawSql(sql`select ${'x'}`.inlineParams())).toBeNull();
    expect(buildRawSql(sql`select ${sql`${'x'}`.inlineParams()}`)).toBeNull();
  });
});
