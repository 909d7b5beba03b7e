// Start-up resilience: a missing data directory is created and a corrupted embedded database is
// moved aside and recreated (never deleted). (Secrets at start-up: lib/secrets.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'store-db-test-'));

describe('embedded database start-up', () => {
  it('creates a missing data directory and applies the migrations', { timeout: 120_000 }, async () => {
    const dir = path.join(tmp(), 'missing', 'pglite');
    const db = await openDatabase({ pgliteDir: dir });
    const rows = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from categories`));
    expect(rows[0]!.n).toBe(0);
    await db.close();
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('moves a corrupted data directory aside and starts a new database', async () => {
    const parent = tmp();
    const dir = path.join(parent, 'pglite');
    fs.mkdirSync(path.join(dir, 'global'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), 'garbage\n');
    fs.writeFileSync(path.join(dir, 'global', 'pg_control'), 'not a control file');
    const db = await openDatabase({ pgliteDir: dir });
    await db.db.execute(sql`select 1`);
    await db.close();
    const aside = fs.readdirSync(parent).filter((f) => f.startsWith('pglite.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(parent, aside[0]!, 'PG_VERSION'), 'utf8')).toBe('garbage\n');
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  it('keeps a statement without parameters named, so its plan is kept; several statements in one text still run', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const t = await createTestApp();
    // two connections (one holds the migration lock while the other migrates); the text is run on
    // both at once, so whichever answers the check below has it
    const one = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 2 });
    try {
      const text = 'select id, pg_sleep(0.05) is null as slept from categories where active order by id limit 3 offset 0';
      const runs = await Promise.all([1, 2, 3, 4].map(async () => rowsOf<{ id: number }>(await one.db.execute(sql.raw(text)))));
      expect(runs[3]).toEqual(runs[0]);
      // held as a prepared statement (a simple query would not be there)
      const kept = rowsOf<{ n: number }>(
        await one.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`),
      );
      expect(kept[0]!.n).toBeGreaterThanOrEqual(1);
      const both = rowsOf<{ n: number }>(await one.db.execute(sql.raw('select 1 as n; select 2 as n')));
      expect(both.length).toBeGreaterThan(0);
    } finally {
      await one.close();
      await t.close();
    }
  });
});
