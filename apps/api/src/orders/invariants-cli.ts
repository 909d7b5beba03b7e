// `npm run check:invariants`: checks stock, codes, wallet and points ledgers, coupons and orders
// against each other (invariants.ts) on the configured database (DATABASE_URL, or the embedded
// one under DATA_DIR — stop the server first, PGlite has one user). Exit 0 when all hold.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { checkInvariants, INVARIANT_NAMES } from './invariants.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), LOG_LEVEL: 'warn', ...process.env });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
    // two: openDatabase holds the migration lock on one reserved connection while it migrates on
    // another (a pool of one waited on itself for ever on PostgreSQL, issue 22)
    poolSize: 2,
  });
  try {
    const violations = await checkInvariants(database.db);
    for (const name of INVARIANT_NAMES) {
      const v = violations.find((x) => x.check === name);
      console.log(`${v ? 'FAIL' : 'ok  '} ${name}`);
      if (v) for (const row of v.rows) console.log(`       ${JSON.stringify(row)}`);
    }
    if (violations.length > 0) {
      console.error(`${violations.length} invariant(s) broken.`);
      process.exitCode = 1;
    } else console.log('All invariants hold.');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
