// Checks the route-level prefetch of the server render (issue 24, apps/web/src/lib/prefetch.ts):
// every page is rendered by the built SSR bundle twice, with its routes' prefetch declarations and
// without them (the discovery pass finds the queries), and the two must give the same HTML and the
// same hand-over state (the same query keys and answers, so the browser hydrates without fetching),
// the prefetched one in a single pass. Needs `npm run build -w @store/web` and a seeded database:
//   DATABASE_URL=… node --import tsx bench/ssr-prefetch-check.ts [path …]
// SSR_CHECK_BASELINE=<another web dist folder> (a build of an earlier commit, its dist-server/
// beside it) also renders every page with that build and compares it with this one: a change to
// how the render runs must give the same page (issue 24, sixth step: renderToString for the pass
// whose data is ready).
// Exits 1 when a page differs or takes more than one pass after its prefetch.
import path from 'node:path';
import { injectFetch } from '../apps/api/src/plugins/ssr.ts';
import { ssrApp, ssrContext, type Rendered } from './ssr-app.ts';

const ctx = await ssrContext();
const { app, bundle } = await ssrApp(ctx);
const baselineDist = process.env.SSR_CHECK_BASELINE;
const baseline = baselineDist ? await ssrApp(ctx, path.resolve(baselineDist)) : null;

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/gaming-hardware/pc-components/34?children=false',
      '/gaming-hardware/pc-components/34?children=false&page=2&sort=desc_price&per_page=40',
      '/gaming-hardware/pc-components/34?children=true',
      '/gaming-hardware/processors/100?children=true',
      '/gaming-hardware/x/999999?children=false',
      '/digital-store/United-States/1/playstation-store/140',
      '/product/1/x',
      '/product/999999/x',
      '/product/abc',
      '/card/1/x',
      '/card/999999/x',
      '/search/ryzen',
      '/search/ryzen?page=2',
      '/search/%D8%B3%D8%AA%D9%8A%D9%85',
      '/deals',
      '/digital-store/sub_category/playstation-store/140',
      '/category/digital-store',
      '/category/gaming-hardware',
      '/category/World2Egypt',
      '/category/pc-components',
      '/category/game-cards',
      '/category/nothing-here',
      '/digital-store/game-cards/130',
      '/digital-store/playstation-store/140',
      '/digital-store/x/999999',
      '/news-blog',
      '/news-blog?type=blog&page=2',
      '/news-blog/1/x',
      '/news-blog/999999/x',
      '/about-us',
      '/terms_condition',
      '/faq',
    ];

/** The state's queries, order-free and without the times they were fetched. */
function normalise(r: Rendered) {
  const state = JSON.parse(r.state ?? '{}') as {
    queries: { queries: Array<Record<string, unknown> & { state: Record<string, unknown> }> };
    router: unknown;
  };
  const queries = state.queries.queries
    .map((q) => {
      const { dehydratedAt: _at, ...rest } = q;
      return JSON.stringify({ ...rest, state: { ...q.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } });
    })
    .sort();
  return { html: r.html, status: r.status, queries, router: JSON.stringify(state.router) };
}

let failed = 0;
console.log(`| page | lang | passes before → after | same HTML | same state |${baseline ? ' as the baseline |' : ''}`);
console.log(`| --- | --- | ---: | --- | --- |${baseline ? ' --- |' : ''}`);
for (const url of pages) {
  for (const lang of ['en', 'ar'] as const) {
    const input = { url: `http://127.0.0.1${url}`, lang, token: null, fetch: injectFetch(app) };
    const discovered = await bundle.render({ ...input, prefetch: false });
    const prefetched = await bundle.render(input);
    if (discovered.kind !== 'page' || prefetched.kind !== 'page') {
      console.log(`| ${url} | ${lang} | ${discovered.kind} / ${prefetched.kind} | | |`);
      continue;
    }
    const a = normalise(discovered);
    const b = normalise(prefetched);
    const sameHtml = a.html === b.html && a.status === b.status;
    const sameState = a.router === b.router && JSON.stringify(a.queries) === JSON.stringify(b.queries);
    let asBaseline = '';
    if (baseline) {
      const before = await baseline.bundle.render({ ...input, fetch: injectFetch(baseline.app) });
      const c = before.kind === 'page' ? normalise(before) : null;
      const same =
        !!c &&
        c.html === b.html &&
        c.status === b.status &&
        c.router === b.router &&
        JSON.stringify(c.queries) === JSON.stringify(b.queries);
      if (!same) failed++;
      asBaseline = ` ${same ? 'yes' : 'NO'} |`;
    }
    if (!sameHtml || !sameState || (prefetched.passes ?? 0) > 1) failed++;
    console.log(
      `| ${url} | ${lang} | ${discovered.passes} → ${prefetched.passes} | ${sameHtml ? 'yes' : 'NO'} | ${sameState ? 'yes' : 'NO'} |${asBaseline}`,
    );
  }
}
await app.close();
await baseline?.app.close();
await ctx.database.close();
process.exit(failed ? 1 : 0);
