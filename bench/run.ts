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
// The parts: options.ts (settings), seed.ts (database and ids), targets.ts (what is measured),
// load.ts (the runner), report.ts (docs/PERFORMANCE.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { explainCatalogue } from './explain.ts';
import { prepareCartShopper, prepareCheckoutShoppers } from './signed-in.ts';
import { firstLoadSizes } from './js-size.ts';
import { measureUncachedPages, renderPagesSideBySide, type PageSideBySide } from './pages-uncached.ts';
import { mergeLighthouse, renderLighthouse, runLighthouse } from './lighthouse.ts';
import { mergeSoakReport, renderSoakReport, runRenderSoak } from './soak-render.ts';
import { kill, load, loadPlaceOrders, orderBody, waitFor, type Row } from './load.ts';
import { CACHE_SECONDS, DATABASE, HELLO_PORT, ONLY, PORT, productionServerEnv, root, UNCACHED_PORT } from './options.ts';
import { loadAverage, mergeReport, renderReport } from './report.ts';
import { prepareDatabase, sampleIds } from './seed.ts';
import { benchTargets } from './targets.ts';

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
      env: { ...process.env, ...env, PORT: String(PORT), ...productionServerEnv(PORT) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`, hello);
    await waitFor(`http://127.0.0.1:${PORT}/api/ready`, server);

    const base = `http://127.0.0.1:${PORT}`;
    const loadAtStart = loadAverage();
    const helloUrl = `http://127.0.0.1:${HELLO_PORT}/hello`;
    const baseline = await load('bare Fastify hello-world', helloUrl);
    const rows: Row[] = [];
    const targets = benchTargets(ids, cartToken);
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
        env: { ...env, ...productionServerEnv(UNCACHED_PORT) },
        port: UNCACHED_PORT,
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
    // memory under sustained load (issues 29 and 24): its own server processes, after this one stops
    if (!ONLY || ONLY.test('soak')) {
      kill(server);
      await new Promise((r) => server!.once('exit', r));
      const soak = await runRenderSoak({ env, products: ids.products, cards: ids.cards, port: PORT });
      const soakReport = renderSoakReport(soak, engine);
      console.log(`\n${soakReport}`);
      mergeSoakReport(path.join(root, 'docs/PERFORMANCE.md'), soakReport);
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
