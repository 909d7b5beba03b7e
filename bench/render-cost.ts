// The CPU cost of one uncached page render, measured in-process (issue 24): the production app on
// the given database with PUBLIC_CACHE_SECONDS=0, each page asked N times one after the other
// (no concurrency, so the figure is CPU per render, not a queue), reading this process's CPU time
// around each request. On a shared machine this is steadier than requests per second: another
// session's load slows the wall clock, not the CPU a render needs. PostgreSQL's own CPU is not in it.
//   DATABASE_URL=… node --import tsx bench/render-cost.ts [rounds=30] [path …]
// Prints per page: the Node CPU ms per render (the quickest tenth, which a busy machine disturbs
// least, and the median), the HTML size (uncompressed and brotli), the hand-over state's size, and
// writes each page's HTML to $RENDER_COST_OUT when set. RENDER_COST_BASELINE=<another web dist
// folder> (a build of an earlier commit, with its dist-server/ beside it) renders each page with
// both builds in turn, one request each, so both see the same load: a before/after on a busy machine.
// RENDER_COST_PROFILE=<file.cpuprofile> records a CPU profile of the measured renders only (not the
// start-up or the warm-up); bench/profile-summary.ts reads it.
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import zlib from 'node:zlib';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

const root = path.resolve(import.meta.dirname, '..');
const [roundsArg, ...pathsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 30);
const pages = pathsArg.length ? pathsArg : ['/', '/gaming-hardware/pc-components/34?children=false'];

// React picks its production build from process.env when the SSR bundle is imported (buildApp)
process.env.NODE_ENV = 'production';
const env = loadEnv({
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  APP_SECRET: 'a'.repeat(64),
  CODES_ENCRYPTION_KEY: 'b'.repeat(64),
  ...process.env,
  NODE_ENV: 'production',
  // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000',
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_SECONDS: '0',
  SEED_DEMO: 'false',
  RUN_JOBS: 'false',
  RATE_LIMIT_DISABLED: 'true',
});
const ctx = await createContext(env);
// imported by path: e2e's tsconfig (which checks bench/) uses DOM types that the API's
// server-render plugin is not written against
const { buildApp } = (await import(path.join(root, 'apps/api/src/app.ts'))) as {
  buildApp: (c: typeof ctx, o: { webDist: string }) => Promise<FastifyInstance>;
};
const builds = [
  ...(process.env.RENDER_COST_BASELINE ? [{ label: 'baseline', dist: path.resolve(process.env.RENDER_COST_BASELINE) }] : []),
  { label: 'this build', dist: path.join(root, 'apps/web/dist') },
];
/** the SSR bundle's render, called directly to read how many passes a page takes */
interface Bundle {
  render(input: {
    url: string;
    lang: 'en' | 'ar';
    token: null;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ kind: string; passes?: number }>;
}
const inProcess = (app: FastifyInstance) => async (url: string, init: RequestInit) => {
  const res = await app.inject({ method: 'GET', url, headers: init.headers as Record<string, string> });
  return new Response(new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: { 'content-type': 'application/json' },
  });
};
const apps: { label: string; dist: string; app: FastifyInstance; bundle: Bundle }[] = [];
for (const b of builds) {
  const app = await buildApp(ctx, { webDist: b.dist });
  await app.ready();
  const bundle = (await import(pathToFileURL(path.join(b.dist, '..', 'dist-server', 'entry-server.js')).href)) as Bundle;
  apps.push({ ...b, app, bundle });
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

const profiler = process.env.RENDER_COST_PROFILE ? new Session() : null;
profiler?.connect();
let profiling = false;
console.log(`| page | build | Node CPU ms per render (p10) | median | render passes | HTML KB | brotli KB | state KB |`);
console.log(`| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const url of pages) {
  const lang = 'en' as const;
  const ask = (app: (typeof apps)[number]['app']) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie: `lang=${lang}` } });
  for (const a of apps) for (let i = 0; i < 5; i++) await ask(a.app); // warm: JIT, modules, the pool's statements
  if (profiler && !profiling) {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    profiling = true;
  }
  const costs = apps.map(() => [] as number[]);
  const last = apps.map(() => null as Awaited<ReturnType<typeof ask>> | null);
  for (let i = 0; i < rounds; i++) {
    for (const [k, a] of apps.entries()) {
      const before = cpuMs();
      last[k] = await ask(a.app);
      costs[k]!.push(cpuMs() - before);
    }
  }
  for (const [k, a] of apps.entries()) {
    const html = zlib.brotliDecompressSync(last[k]!.rawPayload).toString();
    const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    if (process.env.RENDER_COST_OUT) {
      const dir = path.join(process.env.RENDER_COST_OUT, apps.length > 1 ? a.label.replace(/\W+/g, '-') : '');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${url.replace(/[^\w]+/g, '_')}.${lang}.html`), html);
    }
    const rendered = await a.bundle.render({ url: `http://127.0.0.1${url}`, lang, token: null, fetch: inProcess(a.app) });
    const passes = rendered?.kind === 'page' ? (rendered.passes ?? '?') : '-';
    console.log(
      `| ${url} | ${a.label} | ${q(costs[k]!, 0.1).toFixed(1)} | ${q(costs[k]!, 0.5).toFixed(1)} | ${passes} | ${(Buffer.byteLength(html) / 1024).toFixed(0)} | ${(last[k]!.rawPayload.length / 1024).toFixed(1)} | ${(Buffer.byteLength(state) / 1024).toFixed(1)} |`,
    );
  }
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  fs.writeFileSync(process.env.RENDER_COST_PROFILE!, JSON.stringify(profile));
}
for (const a of apps) await a.app.close();
await ctx.database.close();
