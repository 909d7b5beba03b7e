// The catalogue reads that use the generic-plan pool (issue 24, db/client.ts Database.generic:
// category branch lists, product and card details, search), in-process on the bench database, against the
// same reads with that pool switched off: each case's answers must be the same both ways, then N
// calls one after another each way, alternately, 4 rounds. Prints, per call, the wall time (Node
// and PostgreSQL) and the CPU of the database's backends (from /proc: PostgreSQL on this machine).
// DATABASE_URL=postgres://…/store_bench node --import tsx bench/generic-plans.ts   (N=300)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../apps/api/src/bootstrap.ts';
import * as catalog from '../apps/api/src/catalog/service.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { search } from '../apps/api/src/search/service.ts';

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
if (!generic) throw new Error('the generic-plan pool exists on PostgreSQL only: set DATABASE_URL');
const en = { lang: 'en' as const, userId: null };
const ids = async (q: string) => rowsOf<{ id: number }>(await ctx.database.raw(q)).map((r) => r.id);
const products = await ids('select id from products where active order by id limit 20');
const cards = await ids('select id from cards where active order by id limit 20');
const [country] = await ids(
  'select country_id as id from cards where category_id in (select id from categories where parent_id = 140 or id = 140) group by 1 order by count(*) desc limit 1',
);

/** CPU (ms) of every backend of this database, from /proc */
async function backendsCpu(): Promise<number> {
  const pids = await ids('select pid as id from pg_stat_activity where datname = current_database()');
  let ms = 0;
  for (const pid of pids) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ms += (Number(f[11]) + Number(f[12])) * 10;
    } catch {
      /* gone */
    }
  }
  return ms;
}

let k = 0;
const cases: [string, () => Promise<unknown>][] = [
  [
    'products 34, price ↑, page 1',
    () => catalog.productsOfCategory(ctx, en, { category_id: 34, sort_type: 'asc_price', instock: false, page: 1, per_page: 20 }),
  ],
  [
    'products 34, price ↓, page 50',
    () =>
      catalog.productsOfCategory(ctx, en, { category_id: 34, sort_type: 'desc_price', instock: false, page: 50, per_page: 20 }),
  ],
  [
    'products 2, in stock, page 2',
    () => catalog.productsOfCategory(ctx, en, { category_id: 2, sort_type: 'asc_price', instock: true, page: 2, per_page: 20 }),
  ],
  [
    'cards 3, price ↓, page 1',
    () => catalog.cardsOfCategory(ctx, en, { category_id: 3, sort_type: 'desc_price', page: 1, per_page: 20 }),
  ],
  [
    'cards 140, one country',
    () =>
      catalog.cardsOfCategory(ctx, en, { category_id: 140, country_id: country!, sort_type: 'asc_price', page: 1, per_page: 20 }),
  ],
  [
    'product detail (20 items)',
    () => catalog.productDetails(ctx, en, products[k++ % products.length]!, { page: 1, per_page: 8 }),
  ],
  ['card detail (20 items)', () => catalog.cardDetails(ctx, en, cards[k++ % cards.length]!, { page: 1, per_page: 8 })],
  // search: the header's 5 suggestions for a brand (the bench's row), a typo (the corrected pass),
  // a model number, and a results page of 20 for a word with many matches
  ['search "ryzen", 5', () => search(ctx, en, 'ryzen', { page: 1, per_page: 5 })],
  ['search "logitec" (typo), 5', () => search(ctx, en, 'logitec', { page: 1, per_page: 5 })],
  ['search "i7-13700k", 5', () => search(ctx, en, 'i7-13700k', { page: 1, per_page: 5 })],
  ['search "playstation", 20', () => search(ctx, en, 'playstation', { page: 1, per_page: 20 })],
];
const N = Number(process.env.N ?? 300);
const f = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
console.log(
  '| read | same answers | wall ms per call, usual pool | generic pool | PostgreSQL CPU ms per call, usual | generic |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [name, call] of cases) {
  let same = true;
  for (let i = 0; i < 20; i++) {
    const at = k;
    ctx.database.generic = undefined;
    const a = JSON.stringify(await call());
    k = at;
    ctx.database.generic = generic;
    if (JSON.stringify(await call()) !== a) same = false;
  }
  const wall = { usual: [] as number[], generic: [] as number[] };
  const cpu = { usual: [] as number[], generic: [] as number[] };
  const order = ['usual', 'generic'] as const;
  for (let r = 0; r < 4; r++) {
    for (const mode of r % 2 ? [...order].reverse() : order) {
      ctx.database.generic = mode === 'generic' ? generic : undefined;
      const c0 = await backendsCpu();
      const t0 = performance.now();
      for (let i = 0; i < N; i++) await call();
      wall[mode].push((performance.now() - t0) / N);
      cpu[mode].push(((await backendsCpu()) - c0) / N);
    }
  }
  console.log(
    `| ${name} | ${same ? 'yes' : 'NO'} | ${f(wall.usual)} | ${f(wall.generic)} | ${f(cpu.usual)} | ${f(cpu.generic)} |`,
  );
}
await ctx.database.close();
process.exit(0);
