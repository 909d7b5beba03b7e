// `npm run bench`: builds the storefront, prepares a database (PostgreSQL when DATABASE_URL is
// set — a fresh `store_bench` database on that server — otherwise PGlite in a temp folder) with
// the demo store plus a 10,000-item bench catalogue, starts the production server (one process)
// and a bare Fastify hello-world, drives each with autocannon (50 connections), measures the
// gzipped first-load JS of every page, and writes the table to docs/PERFORMANCE.md.
// The cached and the uncached (PUBLIC_CACHE_SECONDS=0) runs each replace only their own section
// of that file; the analysis written by hand below them is kept.
// Options (environment): BENCH_SKIP_BUILD=1 (use the built storefront as it is), BENCH_ONLY=<regex
// over call names> (a targeted run: nothing is written to docs/; a full run also writes the
// catalogue's query plans to docs/PERFORMANCE-EXPLAIN.md), BENCH_SECONDS,
// BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_ITEMS, BENCH_DATABASE (name of the database the
// run creates and drops on DATABASE_URL's server, default store_bench), BENCH_PORT and
// BENCH_HELLO_PORT and BENCH_UNCACHED_PORT (the cached run's second server, without the page cache,
// for the page HTML rows; default BENCH_PORT + 2) so runs in parallel worktrees do not collide; the database is dropped at the
// end unless BENCH_KEEP_DATABASE=1.
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
import { explainCatalogue } from './explain.ts';
import { prepareCartShopper, prepareCheckoutShoppers } from './signed-in.ts';
import { firstLoadSizes, JS_BUDGET_KB } from './js-size.ts';
import { measureUncachedPages, renderPagesSideBySide, type PageSideBySide } from './pages-uncached.ts';
import { mergeLighthouse, renderLighthouse, runLighthouse } from './lighthouse.ts';
import { mergeSoakReport, renderSoakReport, runRenderSoak } from './soak-render.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3951);
const DATABASE = process.env.BENCH_DATABASE ?? 'store_bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error(`BENCH_DATABASE: not a plain database name: ${DATABASE}`);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const CACHE_SECONDS = Number(process.env.PUBLIC_CACHE_SECONDS ?? 10);
/** the long-tail row: list addresses and detail ids (half products, half cards) */
const TAIL_LISTS = 1000;
const TAIL_DETAILS = 1000;
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
  /** share of answers served by the public cache (x-cache: hit), when measured */
  hitRatio?: number;
}

type Requests = { path: string }[];

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

/** mulberry32: the same long-tail sequence on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function load(
  name: string,
  url: string,
  requests?: Requests,
  opts: { random?: boolean; headers?: Record<string, string> } = {},
): Promise<Row> {
  // random: every request picks one of `requests` at random (a long tail of addresses, not each
  // connection walking the list in step); answers are counted by their x-cache header
  const next = seeded(12);
  const tally = { hit: 0, all: 0 };
  const pick = (counting: boolean) =>
    opts.random && requests
      ? [
          {
            setupRequest: (req: object) => ({ ...req, path: requests[Math.floor(next() * requests.length)]!.path }),
            onResponse: (_status: number, _body: unknown, _ctx: unknown, headers: Record<string, string>) => {
              if (!counting) return;
              tally.all++;
              if (headers['x-cache'] === 'hit' || headers['x-cache'] === 'stale') tally.hit++;
            },
          },
        ]
      : requests;
  // an unmeasured warm-up first, so the figures are the steady state, not the first cold requests
  if (WARMUP > 0)
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: WARMUP,
      requests: pick(false) as never,
      headers: { lang: 'en', ...opts.headers },
    });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: pick(true) as never,
    headers: { lang: 'en', ...opts.headers },
  });
  return {
    name,
    path: opts.random ? `${requests?.length} addresses, random order` : new URL(url).pathname + new URL(url).search,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    hitRatio: opts.random ? tally.hit / Math.max(1, tally.all) : undefined,
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

async function sampleIds(env: Record<string, string>) {
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

function kill(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

const orderBody = (productId: number) => ({
  full_name: 'Bench Buyer',
  country: 'Egypt',
  city: 'Cairo',
  street_address: '1 Bench Street',
  phone: '01012345678',
  shipping_method: 2,
  payment_id: 1,
  is_buy_now: 1,
  product_id: productId,
  qty: 1,
});

/** POST users/orders from 20 connections, each one customer (the customer lock serialises a customer's orders). */
async function loadPlaceOrders(base: string, buyers: { tokens: string[]; productId: number }): Promise<Row> {
  let nextBuyer = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${base}/api/users/orders`,
      connections: buyers.tokens.length,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
            context.token ??= buyers.tokens[nextBuyer++ % buyers.tokens.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', lang: 'en', authorization: `Bearer ${String(context.token)}` },
              body: JSON.stringify(orderBody(buyers.productId)),
            };
          },
        },
      ] as never,
    });
  if (WARMUP > 0) await run(WARMUP);
  const result = await run(DURATION);
  return {
    name: 'place order (20 customers)',
    path: 'POST /api/users/orders, buy now, sandbox gateway',
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building the storefront ...');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dist = path.join(root, 'apps/web/dist');
  const sizes = fs.existsSync(path.join(dist, '.vite/manifest.json')) ? firstLoadSizes(dist) : [];

  console.log('preparing the database ...');
  const { env, engine, seedMs } = await prepareDatabase();
  const ids = await sampleIds(env);
  const cartToken = await prepareCartShopper(env);
  const buyers = await prepareCheckoutShoppers(env, 20);
  console.log(`${engine}: ${ids.counts.p} products, ${ids.counts.c} cards (prepared in ${(seedMs / 1000).toFixed(1)} s)`);

  if (!ONLY) {
    // the plans behind the catalogue calls, before any load (docs/PERFORMANCE-EXPLAIN.md)
    const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
    const plans = await explainCatalogue(ctx, { product: ids.products[0]!, card: ids.cards[0]! });
    await ctx.database.close();
    fs.writeFileSync(
      path.join(root, 'docs/PERFORMANCE-EXPLAIN.md'),
      `# Catalogue query plans

Written by \`npm run bench\` (bench/explain.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`EXPLAIN (ANALYZE, BUFFERS)\` of
every statement behind the benched catalogue calls, guest viewer, English, on **${engine}** with
${ids.counts.p} products and ${ids.counts.c} cards after \`ANALYZE\`. Load average ${loadAverage()}.
Statements run as the server sends them (parameters \`$1\`…). What the plans say is in PERFORMANCE.md.

${plans}`,
    );
  }

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
        // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
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
    const loadAtStart = loadAverage();
    const helloUrl = `http://127.0.0.1:${HELLO_PORT}/hello`;
    const baseline = await load('bare Fastify hello-world', helloUrl);
    const rows: Row[] = [];
    const targets: [string, string, Requests?, { random?: boolean; headers?: Record<string, string> }?][] = [
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
      // server-rendered pages (issue 15), as a browser asks for them (brotli)
      ['page HTML: home', '/', undefined, { headers: { 'accept-encoding': 'br' } }],
      [
        'page HTML: category (PC components)',
        '/gaming-hardware/pc-components/34?children=false',
        undefined,
        { headers: { 'accept-encoding': 'br' } },
      ],
      [
        'page HTML: product',
        `/product/${ids.products[0]}`,
        ids.products.map((id) => ({ path: `/product/${id}` })),
        { headers: { 'accept-encoding': 'br' } },
      ],
      [
        'page HTML: card',
        `/card/${ids.cards[0]}`,
        ids.cards.map((id) => ({ path: `/card/${id}` })),
        { headers: { 'accept-encoding': 'br' } },
      ],
      ['long tail: lists and details', ids.tail[0]!.path, ids.tail, { random: true }],
      // signed in: never cached; the cart is read and checked against the catalogue every time
      ['signed-in cart (10 lines)', '/api/users/cart', undefined, { headers: { authorization: `Bearer ${cartToken}` } }],
    ];
    for (const [name, p, requests, opts] of targets) {
      if (ONLY && !ONLY.test(name)) continue;
      process.stdout.write(`load: ${name} ... `);
      const row = await load(name, base + p, requests, opts);
      row.ratio = row.rps / baseline.rps;
      rows.push(row);
      const hits = row.hitRatio === undefined ? '' : `, ${(row.hitRatio * 100).toFixed(1)} % cache hits`;
      console.log(`${row.rps} req/s, p99 ${row.p99} ms${hits}${row.errors ? `, ${row.errors} errors` : ''}`);
    }
    // placing orders (issue 14): 20 customers at once, each connection one customer buying now
    // through the sandbox gateway (one transaction: price, stock, order, lines, payment row); then
    // the order detail of one of them
    if (!ONLY || ONLY.test('place order')) {
      process.stdout.write('load: place order (20 customers) ... ');
      const row = await loadPlaceOrders(base, buyers);
      row.ratio = row.rps / baseline.rps;
      rows.push(row);
      console.log(`${row.rps} req/s, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`);
    }
    if (!ONLY || ONLY.test('order detail')) {
      const placed = await fetch(`${base}/api/users/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyers.tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify(orderBody(buyers.productId)),
      }).then((r) => r.json() as Promise<{ data: { order_id: number } }>);
      process.stdout.write('load: order detail ... ');
      const row = await load('order detail (users/orders/{id})', `${base}/api/users/orders/${placed.data.order_id}`, undefined, {
        headers: { authorization: `Bearer ${buyers.tokens[0]}` },
      });
      row.ratio = row.rps / baseline.rps;
      rows.push(row);
      console.log(`${row.rps} req/s, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`);
    }
    // page HTML without the page cache, beside the cached rows (issue 24; bench/pages-uncached.ts)
    let pageRows: PageSideBySide[] = [];
    if (CACHE_SECONDS > 0 && (!ONLY || ONLY.test('page HTML'))) {
      pageRows = await measureUncachedPages({
        root,
        env: {
          ...env,
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
          PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
          PUBLIC_URL: `http://127.0.0.1:${Number(process.env.BENCH_UNCACHED_PORT ?? PORT + 2)}`,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_DISABLED: 'true',
          SEED_DEMO: 'false',
          RUN_JOBS: 'false',
        },
        port: Number(process.env.BENCH_UNCACHED_PORT ?? PORT + 2),
        pages: targets
          .filter(([name]) => name.startsWith('page HTML'))
          .map(([name, p, requests]) => ({ name, path: p, requests })),
        cached: new Map(rows.map((r) => [r.name, r])),
        load: (name, url, requests) => load(name, url, requests, { headers: { 'accept-encoding': 'br' } }),
        waitFor,
      });
    }
    // the hello-world again at the end: on a shared machine the load moves during a run, so the
    // ratios use the mean of both
    const baselineEnd = await load('bare Fastify hello-world', helloUrl);
    const helloRps = (baseline.rps + baselineEnd.rps) / 2;
    for (const row of rows) row.ratio = row.rps / helloRps;
    const report = renderReport({
      pages: renderPagesSideBySide(pageRows, helloRps),
      load: `${loadAtStart} at the start, ${loadAverage()} at the end`,
      engine,
      counts: ids.counts,
      baseline,
      baselineEnd,
      rows,
      sizes,
      tail: ids.tail.length,
    });
    // Lighthouse on the same server, after the load (cached run only, or when asked by BENCH_ONLY)
    if ((!ONLY && CACHE_SECONDS > 0) || ONLY?.test('lighthouse')) {
      const lh = await runLighthouse(base);
      mergeLighthouse(
        path.join(root, 'docs/PERFORMANCE.md'),
        renderLighthouse(
          lh,
          `Server: the bench's (${engine}, ${ids.counts.p} products, ${ids.counts.c} cards). Load average ${loadAverage()}.`,
        ),
      );
    }
    if (ONLY) {
      console.log(`\n${report}\n(BENCH_ONLY: docs/PERFORMANCE.md left as it is)`);
    } else {
      const file = path.join(root, 'docs/PERFORMANCE.md');
      fs.writeFileSync(file, mergeReport(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', report));
      console.log(`\n${report}`);
    }
    // memory under sustained rendering (issue 29): its own server processes, after this one stops
    if (!ONLY || ONLY.test('soak')) {
      kill(server);
      await new Promise((r) => server!.once('exit', r));
      const soak = await runRenderSoak({ env, products: ids.products, cards: ids.cards, port: PORT });
      const soakReport = renderSoakReport(soak, engine);
      console.log(`\n${soakReport}`);
      if (!ONLY) mergeSoakReport(path.join(root, 'docs/PERFORMANCE.md'), soakReport);
      if (!soak.withinBudget) process.exitCode = 1;
    }
  } finally {
    kill(server);
    kill(hello);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (env.DATABASE_URL && process.env.DATABASE_URL && process.env.BENCH_KEEP_DATABASE !== '1') {
      await new Promise((r) => setTimeout(r, 500)); // let the server close its pool
      const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

const SECTION = {
  cached: ['<!-- bench: cached start -->', '<!-- bench: cached end -->'],
  uncached: ['<!-- bench: uncached start -->', '<!-- bench: uncached end -->'],
} as const;

/** Replaces this run's section (cached or uncached) of docs/PERFORMANCE.md, keeping the rest. */
function mergeReport(existing: string, report: string): string {
  const [start, end] = SECTION[CACHE_SECONDS > 0 ? 'cached' : 'uncached'];
  const block = `${start}\n${report}${end}\n`;
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  if (from >= 0 && to > from) return existing.slice(0, from) + block + existing.slice(to + end.length + 1);
  if (!existing.trim()) return `# Performance\n\n${block}`;
  // first run with sections: put it after the title, before whatever was there
  const body = existing.replace(/^# Performance\n+/, '');
  return `# Performance\n\n${block}\n${body}`;
}

function renderReport(r: {
  load: string;
  engine: string;
  counts: { p: number; c: number };
  baseline: Row;
  baselineEnd: Row;
  rows: Row[];
  sizes: ReturnType<typeof firstLoadSizes>;
  tail: number;
  /** page HTML with and without the page cache (bench/pages-uncached.ts) */
  pages: string;
}): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cached = CACHE_SECONDS > 0;
  const api = r.rows
    .map(
      (x) =>
        `| ${x.name} | \`${x.path}\` | ${x.rps} | ${x.p50} | ${x.p99} | ${((x.ratio ?? 0) * 100).toFixed(1)} % | ${
          x.hitRatio === undefined ? '' : `${(x.hitRatio * 100).toFixed(1)} %`
        } | ${x.errors} |`,
    )
    .join('\n');
  const js = r.sizes
    .map((s) => `| ${s.page} | ${s.files} | ${s.gzipKb.toFixed(1)} | ${s.gzipKb <= JS_BUDGET_KB ? 'ok' : 'OVER'} |`)
    .join('\n');
  const jsSection = r.sizes.length
    ? `
### First-load JavaScript per page (gzipped)

Entry chunk and its static imports with the strings loaded at start-up, plus the page's lazy chunk, its static imports and the strings its route loads (Arabic, the larger language; bench/js-size.ts). Each file is gzipped on its own, as it is sent.

| page | files | KB gz | ≤ ${JS_BUDGET_KB} KB |
| --- | ---: | ---: | --- |
${js}
`
    : '';
  return `## ${cached ? `With the public cache (PUBLIC_CACHE_SECONDS=${CACHE_SECONDS})` : 'Without the cache (PUBLIC_CACHE_SECONDS=0)'}

Measured by \`${cached ? '' : 'PUBLIC_CACHE_SECONDS=0 '}npm run bench\` on ${date} UTC, on this 2-core machine, against the production
server (one process) on **${r.engine}** with ${r.counts.p} products and ${r.counts.c} cards
(demo store plus the bench catalogue; \`ANALYZE\` run after seeding, since this machine's
PostgreSQL has autovacuum off). autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after
an unmeasured ${WARMUP} s warm-up. Rate limits are off for the run (RATE_LIMIT_DISABLED=true).
Load average: ${r.load}. Figures drift on a shared machine, so each is also given as a ratio to
a bare Fastify hello-world measured in the same run (at its start and its end; the mean is used).
${
  cached
    ? `
Public (guest, GET) answers are reused for ${CACHE_SECONDS} s (see ARCHITECTURE.md), with concurrent misses
coalesced; detail and search targets cycle through 50 product/card ids and 8 queries; entries
expire and are recomputed during the measured run too. The long tail picks each request at random
among ${r.tail} distinct addresses (every category × both sorts × its pages, then 1,000 product and
card pages); its hit ratio is the share of answers the cache served.
`
    : `
Every answer is computed (no public cache). The long tail picks each request at random among
${r.tail} distinct addresses (every category × both sorts × its pages, then 1,000 product and card pages).
`
}
Baseline: bare Fastify hello-world ${r.baseline.rps} req/s (p99 ${r.baseline.p99} ms) at the start,
${r.baselineEnd.rps} req/s (p99 ${r.baselineEnd.p99} ms) at the end.

| call | path | req/s | p50 ms | p99 ms | of hello-world | cache hits | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${api}
${r.pages}${jsSection}`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
