// `npm run bench`: builds the storefront, prepares a database (PostgreSQL when DATABASE_URL is
// set — a fresh `store_bench` database on that server — otherwise PGlite in a temp folder) with
// the demo store plus a 10,000-item bench catalogue, starts the production server (one process)
// and a bare Fastify hello-world, drives each with autocannon (50 connections), measures the
// gzipped first-load JS of every page, and writes the table to docs/PERFORMANCE.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { ensureDemoData } from '../apps/api/src/demo/demo-data.ts';
import { firstLoadSizes } from './js-size.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3950;
const HELLO_PORT = 3951;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
}

async function waitFor(url: string, child: ChildProcess, seconds = 240): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

async function load(name: string, url: string, requests?: { path: string }[]): Promise<Row> {
  // an unmeasured warm-up first, so the figures are the steady state, not the first cold requests
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests, headers: { lang: 'en' } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests, headers: { lang: 'en' } });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function prepareDatabase(): Promise<{ env: Record<string, string>; engine: string; seedMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  // production on PostgreSQL requires explicit secrets; one pair serves the seed and the server
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    CODES_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  };
  if (process.env.DATABASE_URL) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe('DROP DATABASE IF EXISTS store_bench WITH (FORCE)');
    await admin.unsafe('CREATE DATABASE store_bench');
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/store_bench';
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

async function sampleIds(env: Record<string, string>) {
  const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
  const pick = async (sql: string) => rowsOf<{ id: number }>(await ctx.database.raw(sql)).map((r) => r.id);
  const products = await pick('select id from products where active order by random() limit 50');
  const cards = await pick('select id from cards where active order by random() limit 50');
  const counts = rowsOf<{ p: number; c: number }>(
    await ctx.database.raw('select (select count(*)::int from products) p, (select count(*)::int from cards) c'),
  )[0]!;
  await ctx.database.close();
  return { products, cards, counts };
}

function kill(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building the storefront ...');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const sizes = firstLoadSizes(path.join(root, 'apps/web/dist'));

  console.log('preparing the database ...');
  const { env, engine, seedMs } = await prepareDatabase();
  const ids = await sampleIds(env);
  console.log(`${engine}: ${ids.counts.p} products, ${ids.counts.c} cards (prepared in ${(seedMs / 1000).toFixed(1)} s)`);

  let server: ChildProcess | undefined;
  let hello: ChildProcess | undefined;
  try {
    hello = spawn(process.execPath, [path.join(root, 'bench/hello.mjs')], {
      env: { ...process.env, PORT: String(HELLO_PORT) },
      stdio: 'ignore',
    });
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: 'true',
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`, hello);
    await waitFor(`http://127.0.0.1:${PORT}/api/ready`, server);

    const base = `http://127.0.0.1:${PORT}`;
    const baseline = await load('bare Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/hello`);
    const rows: Row[] = [];
    const targets: [string, string, { path: string }[]?][] = [
      ['settings', '/api/settings'],
      ['sliders', '/api/sliders'],
      ['advertisements (top)', '/api/advertisements?type=top'],
      ['home news (2)', '/api/posts?type=news&per_page=2&page=1'],
      ['latest items', '/api/products/latest?limit=7'],
      ['deals', '/api/products/deals'],
      ['latest games (home)', '/api/products/home?per_page=10&page=1'],
      ['menu: hardware categories', '/api/categories/children?category_id=2'],
      ['category list (PC components, 20)', '/api/products/category?category_id=34&per_page=20&page=1&sort_type=asc_price'],
      [
        'product detail',
        `/api/products/getProductDetails?product_id=${ids.products[0]}&per_page=8&page=1`,
        ids.products.map((id) => ({ path: `/api/products/getProductDetails?product_id=${id}&per_page=8&page=1` })),
      ],
      [
        'card detail',
        `/api/cards/getCardDetails?card_id=${ids.cards[0]}&per_page=8&page=1`,
        ids.cards.map((id) => ({ path: `/api/cards/getCardDetails?card_id=${id}&per_page=8&page=1` })),
      ],
      [
        'search suggestions',
        '/api/products/search?search=ryzen&per_page=5',
        ['ryzen', 'rtx 4070', 'بلايستيشن', 'steam', 'keybord', 'monitor 27', 'xbox', 'ssd'].map((q) => ({
          path: `/api/products/search?search=${encodeURIComponent(q)}&per_page=5&page=1`,
        })),
      ],
      ['home page HTML', '/'],
    ];
    for (const [name, p, requests] of targets) {
      process.stdout.write(`load: ${name} ... `);
      const row = await load(name, base + p, requests);
      row.ratio = row.rps / baseline.rps;
      rows.push(row);
      console.log(`${row.rps} req/s, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`);
    }
    const report = renderReport({
      load: os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', '),
      engine,
      counts: ids.counts,
      baseline,
      rows,
      sizes,
    });
    fs.writeFileSync(path.join(root, 'docs/PERFORMANCE.md'), report);
    console.log(`\n${report}`);
  } finally {
    kill(server);
    kill(hello);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

function renderReport(r: {
  load: string;
  engine: string;
  counts: { p: number; c: number };
  baseline: Row;
  rows: Row[];
  sizes: ReturnType<typeof firstLoadSizes>;
}): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const api = r.rows
    .map(
      (x) =>
        `| ${x.name} | \`${x.path}\` | ${x.rps} | ${x.p50} | ${x.p99} | ${((x.ratio ?? 0) * 100).toFixed(1)} % | ${x.errors} |`,
    )
    .join('\n');
  const js = r.sizes
    .map((s) => `| ${s.page} | ${s.files} | ${s.gzipKb.toFixed(1)} | ${s.gzipKb <= 170 ? 'ok' : 'OVER'} |`)
    .join('\n');
  return `# Performance

Measured by \`npm run bench\` on ${date} UTC, on this 2-core machine, against the production
server (one process) on **${r.engine}** with ${r.counts.p} products and ${r.counts.c} cards
(demo store plus the bench catalogue; \`ANALYZE\` run after seeding, since this machine's
PostgreSQL has autovacuum off). autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after
an unmeasured ${WARMUP} s warm-up.
Rate limits are off for the run (RATE_LIMIT_DISABLED=true). Load average when the run started:
${r.load}. Figures drift on a shared machine, so
each is also given as a ratio to a bare Fastify hello-world measured in the same run.

Public (guest, GET) answers are reused for \`PUBLIC_CACHE_SECONDS\` (${process.env.PUBLIC_CACHE_SECONDS ?? 10} s here; see
ARCHITECTURE.md), with concurrent misses coalesced; detail and search targets cycle through 50
product/card ids and 8 queries; with ${process.env.PUBLIC_CACHE_SECONDS ?? 10} s entries and ${DURATION} s runs, entries expire and are
recomputed during the measured run too.
Run \`PUBLIC_CACHE_SECONDS=0 npm run bench\` for the uncached figures.

Budgets (DESIGN.md): catalogue list, product detail, card detail and search suggestions p99 ≤ 50 ms
at 50 connections on PostgreSQL; list calls ≥ 25 % of the hello-world's throughput; first-load JS
of every page ≤ 170 KB gzipped.

## API

Baseline: bare Fastify hello-world ${r.baseline.rps} req/s, p50 ${r.baseline.p50} ms, p99 ${r.baseline.p99} ms.

| call | path | req/s | p50 ms | p99 ms | of hello-world | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${api}

## First-load JavaScript per page (gzipped)

Entry chunk and its static imports, plus the page's lazy chunk and its static imports.

| page | files | KB gz | ≤ 170 KB |
| --- | ---: | ---: | --- |
${js}
`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
