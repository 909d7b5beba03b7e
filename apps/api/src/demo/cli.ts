// `npm run seed`: empties the store's database (PGlite under DATA_DIR/pglite, or DATABASE_URL)
// and seeds the demo catalogue, content and demo accounts again. DATA_DIR defaults to
// <repo root>/data; codes are encrypted with the same key the server uses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoAccounts } from '../account/demo-accounts.ts';
import { seedDemoStaff } from '../admin/demo-staff.ts';
import { createContext } from '../bootstrap.ts';
import { loadEnv } from '../config/env.ts';
import { resetAndSeedDemo } from './index.ts';
import { seedDemoReviews } from './reviews.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), ...process.env });
  const ctx = await createContext(env);
  try {
    const { counts = {} } = await resetAndSeedDemo(ctx.db, ctx.storage, { encryptCode: ctx.codes.encrypt });
    await seedDemoAccounts(ctx);
    await seedDemoStaff(ctx);
    const reviews = await seedDemoReviews(ctx);
    const where = ctx.database.engine === 'postgres' ? 'PostgreSQL' : `PGlite at ${path.join(env.DATA_DIR, 'pglite')}`;
    const summary = Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.log(`Seeded ${where} in ${Date.now() - started} ms: ${summary}, ${reviews} reviews`);
  } finally {
    await ctx.database.close();
  }
}

main().catch((err: unknown) => {
  // configuration errors are already a clear message; anything else keeps its stack
  const configError = err instanceof Error && err.message.startsWith('Invalid configuration');
  console.error(configError ? err.message : err);
  process.exit(1);
});
