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
import { injectFetch } from '../apps/api/src/plugins/ssr.ts';
import { root, ssrApp, ssrContext, type Bundle } from './ssr-app.ts';
import type { FastifyInstance } from 'fastify';

const [roundsArg, ...pathsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 30);
const pages = pathsArg.length ? pathsArg : ['/', '/gaming-hardware/pc-components/34?children=false'];

const ctx = await ssrContext();
const builds = [
  ...(process.env.RENDER_COST_BASELINE ? [{ label: 'baseline', dist: path.resolve(process.env.RENDER_COST_BASELINE) }] : []),
  { label: 'this build', dist: path.join(root, 'apps/web/dist') },
];
const apps: { label: string; dist: string; app: FastifyInstance; bundle: Bundle }[] = [];
for (const b of builds) apps.push({ ...b, ...(await ssrApp(ctx, b.dist)) });

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
    const rendered = await a.bundle.render({ url: `http://127.0.0.1${url}`, lang, token: null, fetch: injectFetch(a.app) });
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
