// Memory under sustained load (issues 29 and 24). Three runs against the production server, each
// its own process so its memory is its own:
//  1. the render soak: BENCH_SOAK_SECONDS (default 300) of uncached renders (PUBLIC_CACHE_SECONDS=0)
//     of the home, category, product and card pages in English and Arabic, every address with a
//     query string never seen before, 20 connections; RSS sampled every 10 s. The budget: RSS may
//     not grow by more than 100 MB after the first minute.
//  2. the call soak: as long, the same budget, of the catalogue calls, search and the search page
//     with inputs almost never asked before (soak-calls.ts): what issue 24 keeps between requests
//     must not grow with what is asked.
//  3. the small heap: the server with `--max-old-space-size=256` and the page cache off, 10,000
//     renders of product and card pages (each address with a fresh query string): it must answer
//     all of them and still be alive. (The page cache's own ceiling in bytes is unit-tested in
//     apps/api/src/plugins/ssr.test.ts.)
// Run by `npm run bench` (on the database it prepared), or alone: `npm run bench:soak` prepares
// the demo store in a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite) and writes
// its section of docs/PERFORMANCE.md.
import { spawn, type ChildProcess } from 'node:child_process';
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
import { callRequests, callSoakCategories } from './soak-calls.ts';

const root = path.resolve(import.meta.dirname, '..');
/** growth allowed after the first minute (issue 29) */
export const SOAK_GROWTH_BUDGET_MB = 100;

export interface SoakInput {
  /** the prepared database's environment (DATA_DIR, DATABASE_URL, secrets) */
  env: Record<string, string>;
  products: number[];
  cards: number[];
  port: number;
  seconds?: number;
  smallHeapRenders?: number;
}

/** One soak run: its load's figures and the server's RSS over it. */
export interface SoakRow {
  label: string;
  seconds: number;
  requests: number;
  /** answers of 5xx and failed connections: none is expected */
  errors: number;
  /** answers of 4xx (a hostile search or a page past the last can be refused, in the envelope) */
  refused: number;
  rps: number;
  p99: number;
  /** [seconds since start, RSS MB] every 10 s */
  samples: [number, number][];
  startMb: number;
  peakMb: number;
  endMb: number;
  /** highest RSS after the first minute minus the RSS at one minute */
  growthMb: number;
  /**
   * RSS's trend after the first minute: the least-squares line through the samples, in MB a
   * minute. The peak above swings with where a sample falls between collections (26 and 91 MB
   * for nearly the same build in two runs); a line through every sample reads a leak as a slope
   * and a sawtooth as none.
   */
  trendMbPerMin: number;
  withinBudget: boolean;
}

export interface SoakResult {
  rows: SoakRow[];
  withinBudget: boolean;
  smallHeap: { renders: number; answered: number; errors: number; alive: boolean; seconds: number; peakMb: number };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitFor(url: string, child: ChildProcess, seconds = 240): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** Stops a soak's server and waits until it has exited (the next run starts one on its port). */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function startServer(input: SoakInput, extra: { nodeArgs?: string[]; env?: Record<string, string> }): ChildProcess {
  return spawn(process.execPath, [...(extra.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...input.env,
      PORT: String(input.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: `http://127.0.0.1:${input.port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      ...extra.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The four page kinds in both languages, each request's address with a query string of its own. */
function pageRequests(input: SoakInput) {
  let n = 0;
  const kinds = [
    () => '/',
    () => '/gaming-hardware/pc-components/34',
    () => `/product/${input.products[n % input.products.length]}`,
    () => `/card/${input.cards[n % input.cards.length]}`,
  ];
  return [
    {
      setupRequest: (req: { headers?: Record<string, string> }) => {
        n++;
        const address = kinds[n % kinds.length]!();
        const lang = n % 8 < 4 ? 'en' : 'ar';
        return {
          ...req,
          path: `${address}?fbclid=soak${n}`,
          headers: { ...req.headers, cookie: `lang=${lang}`, 'accept-encoding': 'br' },
        };
      },
    },
  ];
}

type Requests = { setupRequest: (req: { headers?: Record<string, string> }) => object }[];

/** One run of `seconds` on a server of its own (page cache off), RSS sampled every 10 s. */
async function soak(
  input: SoakInput,
  label: string,
  seconds: number,
  requests: (base: string) => Promise<Requests> | Requests,
): Promise<SoakRow> {
  const server = startServer(input, { env: { PUBLIC_CACHE_SECONDS: '0' } });
  try {
    const base = `http://127.0.0.1:${input.port}`;
    await waitFor(`${base}/api/ready`, server);
    const asked = await requests(base);
    const pid = server.pid!;
    const samples: [number, number][] = [[0, rssMb(pid)]];
    const started = Date.now();
    const timer = setInterval(() => {
      const at = Math.round((Date.now() - started) / 1000);
      samples.push([at, rssMb(pid)]);
      console.log(`  ${label} ${at} s: RSS ${samples[samples.length - 1]![1]} MB`);
    }, 10_000);
    const result = await autocannon({ url: `${base}/`, connections: 20, duration: seconds, requests: asked as never });
    clearInterval(timer);
    samples.push([Math.round((Date.now() - started) / 1000), rssMb(pid)]);
    const atMinute = samples.find(([at]) => at >= 60)?.[1] ?? samples[samples.length - 1]![1];
    const after = samples.filter(([at]) => at >= 60).map(([, mb]) => mb);
    const growthMb = after.length ? Math.max(...after) - atMinute : 0;
    return {
      label,
      seconds,
      requests: result.requests.total,
      errors: result.errors + result['5xx'],
      refused: result['4xx'],
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      samples,
      startMb: samples[0]![1],
      peakMb: Math.max(...samples.map(([, mb]) => mb)),
      endMb: samples[samples.length - 1]![1],
      growthMb,
      trendMbPerMin: slopePerMinute(samples.filter(([at]) => at >= 60)),
      withinBudget: growthMb <= SOAK_GROWTH_BUDGET_MB,
    };
  } finally {
    await stop(server);
  }
}

/** 10,000 renders on a 256 MB heap (each one a render: the page cache off). */
async function smallHeap(input: SoakInput, renders: number) {
  const server = startServer(input, { nodeArgs: ['--max-old-space-size=256'], env: { PUBLIC_CACHE_SECONDS: '0' } });
  let peakMb = 0;
  try {
    await waitFor(`http://127.0.0.1:${input.port}/api/ready`, server);
    const addresses = [...input.products.map((id) => `/product/${id}`), ...input.cards.map((id) => `/card/${id}`)];
    let n = 0;
    const started = Date.now();
    const timer = setInterval(() => {
      if (server.exitCode === null) peakMb = Math.max(peakMb, rssMb(server.pid!));
    }, 2_000);
    const result = await autocannon({
      url: `http://127.0.0.1:${input.port}/`,
      connections: 20,
      amount: renders,
      requests: [
        {
          setupRequest: (req: object) => {
            n++;
            return { ...req, path: `${addresses[n % addresses.length]}?fbclid=heap${n}`, headers: { lang: n % 2 ? 'en' : 'ar' } };
          },
        },
      ] as never,
    });
    clearInterval(timer);
    const alive =
      server.exitCode === null &&
      (await fetch(`http://127.0.0.1:${input.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    return {
      renders,
      answered: result['2xx'],
      errors: result.errors + result.non2xx,
      alive,
      seconds: Math.round((Date.now() - started) / 1000),
      peakMb,
    };
  } finally {
    await stop(server);
  }
}

/** The least-squares slope of [seconds, MB] samples, in MB a minute (0 for fewer than two). */
export function slopePerMinute(samples: [number, number][]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const mx = samples.reduce((a, [x]) => a + x, 0) / n;
  const my = samples.reduce((a, [, y]) => a + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of samples) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  return sxx === 0 ? 0 : Math.round((sxy / sxx) * 60 * 10) / 10;
}

export async function runRenderSoak(input: SoakInput): Promise<SoakResult> {
  const seconds = input.seconds ?? Number(process.env.BENCH_SOAK_SECONDS ?? 300);
  console.log(`soak: ${seconds} s of uncached page renders ...`);
  const renders = await soak(input, 'soak: uncached page renders', seconds, () => pageRequests(input) as Requests);
  console.log(`soak: ${seconds} s of catalogue calls and search with new inputs ...`);
  const calls = await soak(input, 'soak: catalogue calls and search, new inputs', seconds, async (base) =>
    callRequests({ products: input.products, cards: input.cards, ...(await callSoakCategories(base)) }),
  );
  const count = input.smallHeapRenders ?? Number(process.env.BENCH_SMALL_HEAP_RENDERS ?? 10_000);
  console.log(`small heap: ${count} renders with --max-old-space-size=256 ...`);
  const heap = await smallHeap(input, count);
  const rows = [renders, calls];
  return {
    rows,
    withinBudget: rows.every((r) => r.withinBudget && r.errors === 0) && heap.alive && heap.errors === 0,
    smallHeap: heap,
  };
}

const SECTION = ['<!-- bench: soak start -->', '<!-- bench: soak end -->'] as const;

export function renderSoakReport(r: SoakResult, engine: string): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const row = (s: SoakRow) =>
    `| ${s.label} | ${s.requests} | ${s.rps} | ${s.p99} | ${s.errors} | ${s.refused} | ${s.startMb} MB | ${s.peakMb} MB | ${s.endMb} MB | ${s.growthMb} MB | ${s.trendMbPerMin} MB/min | ${s.withinBudget ? 'ok' : 'OVER'} |`;
  const curve = (s: SoakRow) => `${s.label}: ${s.samples.map(([at, mb]) => `${at} s: ${mb}`).join(' · ')}.`;
  const seconds = r.rows[0]?.seconds ?? 0;
  return `## Memory under sustained rendering (issue 29) and calls (issue 24)

Measured by \`npm run bench\` (bench/soak-render.ts) on ${date} UTC on **${engine}**, load average ${load}.
The production server, page cache off (\`PUBLIC_CACHE_SECONDS=0\`), a process of its own for each row,
20 connections, ${seconds} s. Page renders: home, category, product and card pages in English and
Arabic, every address with a query string never seen before. Catalogue calls and search
(bench/soak-calls.ts): search suggestions and results, the search page, hardware and card lists, product
and card details, card families and the FAQ search, with random words (typos, strangers' strings
and hostile characters among them), pages, sizes, sorts and filters, every address new, in both
languages. Budget: RSS grows by at most ${SOAK_GROWTH_BUDGET_MB} MB after the first minute; errors (5xx, failed
connections) none.

| row | requests | req/s | p99 ms | errors | 4xx | RSS start | RSS peak | RSS end | growth after 1 min | trend after 1 min | budget |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${r.rows.map(row).join('\n')}

RSS every 10 s (MB). ${r.rows.map(curve).join('\n')}

Growth after 1 min: the highest sample after the first minute less the sample at one minute (the
budget's measure); trend: the least-squares line through the samples after the first minute, which
a collection's sawtooth moves less than the peak (a leak reads as a slope).

Small heap: the server started with \`--max-old-space-size=256\`, page cache off, ${r.smallHeap.renders} renders of
product and card pages (each address with a fresh query string), 20 connections:
${r.smallHeap.answered} answered, ${r.smallHeap.errors} errors, ${r.smallHeap.seconds} s, peak RSS ${r.smallHeap.peakMb} MB, server ${
    r.smallHeap.alive ? 'alive at the end' : '**dead**'
  }.
`;
}

export function mergeSoakReport(file: string, report: string): void {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const [start, end] = SECTION;
  const block = `${start}\n${report}${end}\n`;
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  const next =
    from >= 0 && to > from
      ? existing.slice(0, from) + block + existing.slice(to + end.length + 1)
      : `${existing.trimEnd()}\n\n${block}`;
  fs.writeFileSync(file, next);
}

/** `npm run bench:soak`: the demo store in a fresh database, then both runs. */
async function standalone() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-soak-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    CODES_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  };
  const database = process.env.BENCH_DATABASE ?? 'store_soak';
  if (process.env.DATABASE_URL) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
    await ensureDemoData(ctx);
    await ctx.database.raw('ANALYZE');
    const ids = async (sql: string) => rowsOf<{ id: number }>(await ctx.database.raw(sql)).map((r) => r.id);
    const products = await ids('select id from products where active order by id');
    const cards = await ids('select id from cards where active order by id');
    await ctx.database.close();
    const result = await runRenderSoak({ env, products, cards, port: Number(process.env.BENCH_PORT ?? 3952) });
    const report = renderSoakReport(result, env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
    console.log(`\n${report}`);
    if (process.env.BENCH_SOAK_WRITE !== '0') mergeSoakReport(path.join(root, 'docs/PERFORMANCE.md'), report);
    if (!result.withinBudget) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (env.DATABASE_URL && process.env.DATABASE_URL) {
      await new Promise((r) => setTimeout(r, 500));
      const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  standalone().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
