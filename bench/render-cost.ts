// The CPU cost of one uncached page render, measured in-process (issue 24): the production app on
// the given database with PUBLIC_CACHE_SECONDS=0, each page asked N times one after the other
// (no concurrency, so the figure is CPU per render, not a queue), reading this process's CPU time
// around each request. On a shared machine this is steadier than requests per second: another
// session's load slows the wall clock, not the CPU a render needs. PostgreSQL's own CPU is not in it.
//   DATABASE_URL=… node --import tsx bench/render-cost.ts [rounds=30] [path …]
// Prints per page: the Node CPU ms per render (median and p90), the HTML size (uncompressed and
// brotli), the hand-over state's size, and writes each page's HTML to $RENDER_COST_OUT when set.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../apps/api/src/app.ts';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { injectFetch, loadSsrBundle } from '../apps/api/src/plugins/ssr.ts';

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
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_SECONDS: '0',
  SEED_DEMO: 'false',
  RUN_JOBS: 'false',
  RATE_LIMIT_DISABLED: 'true',
});
const ctx = await createContext(env);
const app = await buildApp(ctx, { webDist: path.join(root, 'apps/web/dist') });
await app.ready();

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

const bundle = await loadSsrBundle(path.join(root, 'apps/web/dist'));
console.log(`| page | Node CPU ms per render (median) | p90 | render passes | HTML KB | brotli KB | state KB |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const url of pages) {
  for (const lang of ['en'] as const) {
    const ask = () => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie: `lang=${lang}` } });
    for (let i = 0; i < 5; i++) await ask(); // warm: JIT, module loading, the pool's statements
    const costs: number[] = [];
    let last: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < rounds; i++) {
      const before = cpuMs();
      last = await ask();
      costs.push(cpuMs() - before);
    }
    const html = zlib.brotliDecompressSync(last!.rawPayload).toString();
    const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    if (process.env.RENDER_COST_OUT) {
      fs.mkdirSync(process.env.RENDER_COST_OUT, { recursive: true });
      fs.writeFileSync(path.join(process.env.RENDER_COST_OUT, `${url.replace(/[^\w]+/g, '_')}.${lang}.html`), html);
    }
    const rendered = await bundle?.render({ url: `http://127.0.0.1${url}`, lang, token: null, fetch: injectFetch(app) });
    const passes = rendered?.kind === 'page' ? (rendered.passes ?? '?') : '-';
    console.log(
      `| ${url} (${lang}) | ${q(costs, 0.5).toFixed(1)} | ${q(costs, 0.9).toFixed(1)} | ${passes} | ${(Buffer.byteLength(html) / 1024).toFixed(0)} | ${(last!.rawPayload.length / 1024).toFixed(1)} | ${(Buffer.byteLength(state) / 1024).toFixed(1)} |`,
    );
  }
}
await app.close();
await ctx.database.close();
