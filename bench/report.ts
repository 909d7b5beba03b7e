// The report: the table written to docs/PERFORMANCE.md (each run replaces only its own section,
// cached or uncached) and the load average printed beside every figure.
import os from 'node:os';
import type { Row } from './load.ts';
import { JS_BUDGET_KB, type firstLoadSizes } from './js-size.ts';
import { CACHE_SECONDS, CONNECTIONS, DURATION, WARMUP } from './options.ts';

export function loadAverage(): string {
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
export function mergeReport(existing: string, report: string): string {
  const [start, end] = SECTION[CACHE_SECONDS > 0 ? 'cached' : 'uncached'];
  const block = `${start}\n${report}${end}\n`;
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  if (from >= 0 && to > from) return existing.slice(0, from) + block + existing.slice(to + end.length + 1);
  // a start without its end (an edit by hand took it away) would make a second copy of the section
  if (from >= 0 || to >= 0) throw new Error(`docs/PERFORMANCE.md: put back the pair ${start} … ${end}`);
  if (!existing.trim()) return `# Performance\n\n${block}`;
  // first run with sections: put it after the title, before whatever was there
  const body = existing.replace(/^# Performance\n+/, '');
  return `# Performance\n\n${block}\n${body}`;
}

export function renderReport(r: {
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
