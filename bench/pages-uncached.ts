// Page HTML with and without the page cache, side by side (issue 24). The cached run measures its
// page rows against the bench server (PUBLIC_CACHE_SECONDS > 0); this module then starts a second
// server on the same database with PUBLIC_CACHE_SECONDS=0 and measures the same pages there, so a
// render's cost (a long-tail page, an expired page, another process of a fleet) is reported beside
// the cached figure in the same run, with the page's size as a browser receives it.
import { spawn } from 'node:child_process';
import zlib from 'node:zlib';

export interface PageRowInput {
  name: string;
  path: string;
  requests?: { path: string }[];
}

interface Measured {
  rps: number;
  p99: number;
  /** failed or timed-out requests (autocannon gives up after 10 s) */
  errors: number;
}

export interface PageSideBySide {
  name: string;
  path: string;
  cached: Measured;
  uncached: Measured;
  /** bytes sent with brotli, and the HTML and hand-over state uncompressed */
  brotliBytes: number;
  htmlBytes: number;
  stateBytes: number;
}

async function pageSize(url: string): Promise<{ brotliBytes: number; htmlBytes: number; stateBytes: number }> {
  const html = await (await fetch(url, { headers: { lang: 'en' } })).text();
  const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const brotliBytes = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  return { brotliBytes, htmlBytes: Buffer.byteLength(html), stateBytes: Buffer.byteLength(state) };
}

/**
 * Starts the uncached server (the same command and environment as the bench's, on `port`), runs
 * `load` for each page against it, and stops it.
 */
export async function measureUncachedPages(opts: {
  root: string;
  env: Record<string, string>;
  port: number;
  pages: PageRowInput[];
  cached: Map<string, Measured>;
  load: (name: string, url: string, requests?: { path: string }[]) => Promise<Measured>;
  waitFor: (url: string, child: ReturnType<typeof spawn>) => Promise<void>;
}): Promise<PageSideBySide[]> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: opts.root,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), PUBLIC_CACHE_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows: PageSideBySide[] = [];
  try {
    const base = `http://127.0.0.1:${opts.port}`;
    await opts.waitFor(`${base}/api/ready`, server);
    for (const page of opts.pages) {
      const cached = opts.cached.get(page.name);
      if (!cached) continue;
      process.stdout.write(`load: ${page.name}, cache off ... `);
      const uncached = await opts.load(page.name, base + page.path, page.requests);
      console.log(
        `${uncached.rps} req/s, p99 ${uncached.p99} ms${uncached.errors ? `, ${uncached.errors} errors or timeouts` : ''}`,
      );
      rows.push({ name: page.name, path: page.path, cached, uncached, ...(await pageSize(base + page.path)) });
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
  }
  return rows;
}

export function renderPagesSideBySide(rows: PageSideBySide[], helloRps: number): string {
  if (!rows.length) return '';
  const pct = (rps: number) => `${((rps / helloRps) * 100).toFixed(2)} %`;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const lines = rows.map(
    (r) =>
      `| ${r.name.replace(/^page HTML: /, '')} | \`${r.path}\` | ${r.cached.rps} | ${r.cached.p99} | ${pct(r.cached.rps)} | ${r.uncached.rps} | ${r.uncached.p99} | ${pct(r.uncached.rps)} | ${r.uncached.errors} | ${kb(r.htmlBytes)} | ${kb(r.stateBytes)} | ${kb(r.brotliBytes)} |`,
  );
  return `
### Page HTML with and without the page cache (issue 24)

The same pages on a second server with \`PUBLIC_CACHE_SECONDS=0\` (same database, same run): every
request renders the page. Goals without the cache: product, card and category ≥ 1 % of the
hello-world with p99 ≤ 150 ms, home ≥ 0.5 % with p99 ≤ 300 ms. Sizes: the HTML and its hand-over
state uncompressed, and the HTML with brotli (quality 4, as a cached page is sent).

| page | path | cached req/s | p99 ms | of hello-world | uncached req/s | p99 ms | of hello-world | errors, timeouts | HTML KB | state KB | brotli KB |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}
`;
}
