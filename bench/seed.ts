// Seeding: a fresh database (PostgreSQL's store_bench or PGlite in a temp folder) with the demo
// store and the bench catalogue, then the ids and the long tail of addresses the targets use.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { ensureDemoData } from '../apps/api/src/demo/demo-data.ts';
import type { Requests } from './load.ts';
import { DATABASE, ITEMS, root, TAIL_DETAILS, TAIL_LISTS } from './options.ts';

export async function prepareDatabase(): Promise<{ env: Record<string, string>; engine: string; seedMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  // production on PostgreSQL requires explicit secrets; one pair serves the seed and the server
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    CODES_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  };
  if (process.env.DATABASE_URL) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${DATABASE}`;
    env.DATABASE_URL = url.toString();
  }
  const started = Date.now();
  const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
  await ensureDemoData(ctx);
  const seedModule = path.join(root, 'bench/catalog-seed.ts');
  if (ITEMS > 0 && fs.existsSync(seedModule)) {
    const { seedBenchCatalog } = (await import(seedModule)) as {
      seedBenchCatalog: (db: unknown, opts: { products: number; cards: number }) => Promise<void>;
    };
    await seedBenchCatalog(ctx.db, { products: Math.round(ITEMS * 0.6), cards: Math.round(ITEMS * 0.4) });
  }
  // this machine's PostgreSQL runs without autovacuum: give the planner statistics (STACK.md)
  await ctx.database.raw('ANALYZE');
  const seedMs = Date.now() - started;
  await ctx.database.close();
  return { env, engine: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', seedMs };
}

export async function sampleIds(env: Record<string, string>) {
  const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
  const pick = async (sql: string) => rowsOf<{ id: number }>(await ctx.database.raw(sql)).map((r) => r.id);
  const products = await pick('select id from products where active order by random() limit 50');
  const cards = await pick('select id from cards where active order by random() limit 50');
  const tailProducts = await pick(`select id from products where active order by random() limit ${TAIL_DETAILS / 2}`);
  const tailCards = await pick(`select id from cards where active order by random() limit ${TAIL_DETAILS / 2}`);
  // every active category with its branch's item counts (the long tail's list pages)
  const branches = rowsOf<{ id: number; products: number; cards: number }>(
    await ctx.database.raw(`
      with recursive tree(root, id) as (
        select id, id from categories where active
        union all
        select t.root, c.id from tree t join categories c on c.parent_id = t.id where c.active
      )
      select t.root as id,
        (select count(*)::int from products p where p.active and p.category_id in (select x.id from tree x where x.root = t.root)) as products,
        (select count(*)::int from cards k where k.active and k.category_id in (select x.id from tree x where x.root = t.root)) as cards
      from tree t group by t.root order by t.root`),
  );
  const counts = rowsOf<{ p: number; c: number }>(
    await ctx.database.raw('select (select count(*)::int from products) p, (select count(*)::int from cards) c'),
  )[0]!;
  await ctx.database.close();
  return { products, cards, counts, tail: longTail(branches, tailProducts, tailCards) };
}

/**
 * 2,000 distinct addresses: every category (products and cards) × both sorts × its pages of 20,
 * page 1 of every one first, then deeper pages, up to TAIL_LISTS; and TAIL_DETAILS product and
 * card pages (distinct ids).
 */
function longTail(branches: { id: number; products: number; cards: number }[], products: number[], cards: number[]): Requests {
  const lists: string[] = [];
  const lastPage = (n: number) => Math.max(1, Math.ceil(n / 20));
  const deepest = Math.max(...branches.map((b) => lastPage(Math.max(b.products, b.cards))));
  for (let page = 1; page <= deepest && lists.length < TAIL_LISTS; page++) {
    for (const b of branches) {
      for (const sort of ['asc_price', 'desc_price']) {
        if (b.products > 0 && page <= lastPage(b.products))
          lists.push(`/api/products/category?category_id=${b.id}&per_page=20&page=${page}&sort_type=${sort}`);
        if (b.cards > 0 && page <= lastPage(b.cards))
          lists.push(`/api/cards/category?category_id=${b.id}&per_page=20&page=${page}&sort_type=${sort}`);
      }
    }
  }
  const details = [
    ...products.map((id) => `/api/products/getProductDetails?product_id=${id}&per_page=8&page=1`),
    ...cards.map((id) => `/api/cards/getCardDetails?card_id=${id}&per_page=8&page=1`),
  ];
  return [...lists.slice(0, TAIL_LISTS), ...details].map((path) => ({ path }));
}
