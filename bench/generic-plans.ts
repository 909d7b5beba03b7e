// The category branch lists with and without the generic-plan pool (issue 24, db/client.ts
// Database.generic), in-process on the bench database: each case's answer must be the same on
// both, then N calls one after another on each pool, alternately, 4 rounds; prints the time per
// call of each round (Node and PostgreSQL together; the Node side is the same on both).
// DATABASE_URL=postgres://…/store_bench node --import tsx bench/generic-plans.ts   (N=300, COUNTRY=a country of category 140)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import * as catalog from '../apps/api/src/catalog/service.ts';
const ctx = await createContext(
  loadEnv({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'generic-plans-')),
    APP_SECRET: 'a'.repeat(64),
    CODES_ENCRYPTION_KEY: 'b'.repeat(64),
  }),
);
const generic = ctx.database.generic;
const en = { lang: 'en' as const, userId: null };
const cases: [string, () => Promise<unknown>][] = [
  [
    'products 34 asc p1',
    () => catalog.productsOfCategory(ctx, en, { category_id: 34, sort_type: 'asc_price', instock: false, page: 1, per_page: 20 }),
  ],
  [
    'products 34 desc p50',
    () =>
      catalog.productsOfCategory(ctx, en, { category_id: 34, sort_type: 'desc_price', instock: false, page: 50, per_page: 20 }),
  ],
  [
    'products 34 instock p2',
    () => catalog.productsOfCategory(ctx, en, { category_id: 34, sort_type: 'asc_price', instock: true, page: 2, per_page: 20 }),
  ],
  [
    'products 2 all hw p1',
    () => catalog.productsOfCategory(ctx, en, { category_id: 2, sort_type: 'asc_price', instock: false, page: 1, per_page: 20 }),
  ],
  [
    'products 2 instock p1 ar',
    () =>
      catalog.productsOfCategory(
        ctx,
        { lang: 'ar', userId: null },
        { category_id: 2, sort_type: 'desc_price', instock: true, page: 1, per_page: 20 },
      ),
  ],
  ['cards 3 desc p1', () => catalog.cardsOfCategory(ctx, en, { category_id: 3, sort_type: 'desc_price', page: 1, per_page: 20 })],
  [
    'cards 140 country p1',
    () =>
      catalog.cardsOfCategory(ctx, en, {
        category_id: 140,
        country_id: Number(process.env.COUNTRY ?? 1),
        sort_type: 'asc_price',
        page: 1,
        per_page: 20,
      }),
  ],
  [
    'cards 3 p5 of 100',
    () => catalog.cardsOfCategory(ctx, en, { category_id: 3, sort_type: 'asc_price', page: 5, per_page: 100 }),
  ],
];
const N = Number(process.env.N ?? 300);
for (const [name, call] of cases) {
  ctx.database.generic = undefined;
  const a = JSON.stringify(await call());
  ctx.database.generic = generic;
  const b = JSON.stringify(await call());
  const times: Record<string, number[]> = { usual: [], generic: [] };
  const order: ('usual' | 'generic')[] = ['usual', 'generic'];
  for (let r = 0; r < 4; r++)
    for (const mode of r % 2 ? [...order].reverse() : order) {
      ctx.database.generic = mode === 'generic' ? generic : undefined;
      const t0 = performance.now();
      for (let i = 0; i < N; i++) await call();
      times[mode]!.push((performance.now() - t0) / N);
    }
  const f = (xs: number[]) => xs.map((x) => x.toFixed(2)).join('/');
  console.log(
    name.padEnd(26),
    a === b ? 'same' : 'DIFFERENT',
    (a.length / 1024).toFixed(1) + 'KB',
    'usual',
    f(times.usual!),
    'generic',
    f(times.generic!),
  );
}
await ctx.database.close();
process.exit(0);
