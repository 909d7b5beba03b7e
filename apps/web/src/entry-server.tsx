// Server rendering of the storefront (issue 15; docs/ARCHITECTURE.md "Server rendering"). Built by
// Vite into dist-server/entry-server.js and imported by the API's web plugin. One request:
//  1. React Router's static handler matches the address (loading the lazy page modules) and
//     answers redirects;
//  2. a page that declares its queries on its route (lib/prefetch.ts: known from the address) has
//     them fetched first, and is then rendered once (issue 24); otherwise a first pass only finds
//     the queries the page asks for. A pass that may be the page renders at once into a string,
//     and streams only when a part of it could not finish that way (lib/render-pass.ts); the
//     TanStack queries the render asked for (pending, enabled) are fetched from the API
//     in-process, and the app renders again until no new query appears (at most MAX_PASSES), so
//     the HTML holds the page's data; only that last pass is written out as HTML;
//  3. the query cache is dehydrated for the browser, which hydrates it before hydrateRoot, so the
//     client does not fetch again; a query whose drawn part needs less than its answer is handed
//     over as that part (lib/ssr.ts useHandOverPart), and its component fetches the rest later.
// Per-request values (language, token, the API transport, a not-found status) travel in an
// AsyncLocalStorage context read by lib/api.ts, lib/session.ts and lib/ssr.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { isPrivatePath } from '@store/shared';
import type { ReactNode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { appRoutes } from './app/router.tsx';
import ar from './lib/catalogues/ar.ts';
import en from './lib/catalogues/en.ts';
import { I18nProvider } from './lib/i18n/react.tsx';
import { Translator } from './lib/i18n/translator.ts';
import { pageExists } from './lib/page-set.ts';
import { ApiError } from './lib/api.ts';
import { keepDrawnParts } from './lib/kept-markup-server.tsx';
import { prefetchOf, type PrefetchQuery } from './lib/prefetch.ts';
import { createServerQueryClient } from './lib/query-client.ts';
import { renderAtOnce, renderStreamed } from './lib/render-pass.ts';
import { setServerContextGetter, type ServerRequestContext } from './lib/ssr.ts';

export { pageExists };

const MAX_PASSES = 4;

const storage = new AsyncLocalStorage<ServerRequestContext>();
setServerContextGetter(() => storage.getStore());

// one translator per language, holding every string of both languages (English is the fallback);
// a request renders with its language's, so concurrent requests never share a language setting
const translations = {
  en: new Translator('en', { complete: { en, ar } }),
  ar: new Translator('ar', { complete: { en, ar } }),
};
const handler = createStaticHandler(appRoutes);

export interface RenderInput {
  /** absolute URL of the page (origin + path + query) */
  url: string;
  lang: 'en' | 'ar';
  token: string | null;
  fetch: ServerRequestContext['fetch'];
  /** false: ignore the routes' prefetch declarations (the discovery pass finds every query) */
  prefetch?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** the app's HTML, for <div id="root"> */
      html: string;
      /** a private page: rendered as the shell, noindex */
      private: boolean;
      /** JSON for the browser: the dehydrated queries and the router's hydration data */
      state: string;
      /** how many times the app was rendered (queries found, fetched, rendered again) */
      passes: number;
    };

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function isRefusal(query: Query): boolean {
  const error = query.state.error;
  return query.state.status === 'error' && error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
}

/** Queries a pass asked for and nobody has fetched yet. */
function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const ctx: ServerRequestContext = { lang: input.lang, token: input.token, fetch: input.fetch };
  return storage.run(ctx, async () => {
    const context = await handler.query(new Request(input.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(matchedBranch(context), context);
    // made for this request only, with no timers; emptied once the state is written (issue 29)
    const client = createServerQueryClient();
    const leaf = context.matches[context.matches.length - 1]?.route;
    const path = new URL(input.url).pathname;
    const privatePage = isPrivatePath(path);
    const app = (
      <I18nProvider i18n={translations[input.lang]}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nProvider>
    );
    try {
      const prefetched = input.prefetch !== false && (await prefetchPage(client, context, input));
      return await renderPage(client, app, context, leaf, privatePage, ctx, prefetched);
    } finally {
      client.clear();
    }
  });
}

/**
 * The route table as the page's render needs it: the routes the address matched, each with only
 * its matched child. The static router copies the table it is given on every request (React
 * Router's convertRoutesToDataRoutes: 3 % of a render thread's time with the whole table, issue 24)
 * and renders from the handler's matches alone; it reads the table only when nothing matched, where
 * it is given the whole one. The routes keep their ids, so the hand-over data is keyed as before.
 */
function matchedBranch(context: StaticHandlerContext): RouteObject[] {
  if (context.matches.length === 0) return handler.dataRoutes;
  let branch: RouteObject[] | undefined;
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const route = context.matches[i]!.route as RouteObject;
    branch = [route.index ? route : { ...route, children: branch }];
  }
  return branch!;
}

/**
 * Fetches the queries the matched routes declare (lib/prefetch.ts) before the first render, each
 * declaration's dependent queries once its answer is known. False when the page (the leaf route)
 * declares none: it is rendered with a discovery pass first. A failed query stays failed in the
 * cache, as a failed fetch after a discovery pass would: the render shows it the same way.
 */
async function prefetchPage(client: QueryClient, context: StaticHandlerContext, input: RenderInput): Promise<boolean> {
  const leaf = context.matches[context.matches.length - 1];
  if (!leaf || !prefetchOf(leaf.route.handle)) return false;
  const args = { params: leaf.params, search: new URL(input.url).searchParams, lang: input.lang };
  const run = async (q: PrefetchQuery): Promise<void> => {
    let data: unknown;
    try {
      data =
        q.initialPageParam === undefined
          ? await client.fetchQuery({ queryKey: q.queryKey, queryFn: q.queryFn })
          : await client.fetchInfiniteQuery({ queryKey: q.queryKey, queryFn: q.queryFn, initialPageParam: q.initialPageParam });
    } catch {
      return;
    }
    if (q.after) await Promise.all((await q.after(data)).map(run));
  };
  const declared = await Promise.all(context.matches.map(async (m) => (await prefetchOf(m.route.handle)?.(args)) ?? []));
  await Promise.all(declared.flat().map(run));
  return true;
}

/** Each answer as the browser is handed it: the part a component declared (lib/ssr.ts useHandOverPart), or whole. */
function handOver(state: DehydratedState, ctx: ServerRequestContext): DehydratedState {
  const parts = ctx.handOver;
  if (!parts) return state;
  for (const q of state.queries) {
    const part = parts.get(q.queryHash);
    if (part && q.state.data !== undefined) q.state = { ...q.state, data: part(q.state.data) };
  }
  return state;
}

async function renderPage(
  client: QueryClient,
  app: ReactNode,
  context: StaticHandlerContext,
  leaf: { path?: string } | undefined,
  privatePage: boolean,
  ctx: ServerRequestContext,
  prefetched: boolean,
): Promise<RenderResult> {
  let html: string | null = null;
  let passes = 0;
  while (html === null) {
    passes++;
    // without a prefetch the first pass only finds queries (the shell leaves out what asks for
    // none: lib/ssr.ts), so it is never the one sent; after a prefetch the first pass is the page
    // unless it still asks for a query the declaration missed; after MAX_PASSES fetches the next
    // pass is sent whatever it still waits for
    ctx.discovering = passes === 1 && !prefetched;
    const isFinal = () => !ctx.discovering && (passes > MAX_PASSES || waitingQueries(client).length === 0);
    // a pass that may be the page is rendered at once (lib/render-pass.ts); one with a part that did
    // not finish there, and a discovery pass, stream and wait for every part
    const atOnce = ctx.discovering ? null : renderAtOnce(app);
    html = atOnce === null ? await renderStreamed(app, isFinal) : isFinal() ? atOnce : null;
    ctx.discovering = false;
    if (html === null) await Promise.all(waitingQueries(client).map((q) => q.fetch().catch(() => undefined)));
  }
  // frame parts drawn in full for the first time in this process are kept for the next pages
  keepDrawnParts(ctx, html);
  if (prefetched && passes > 1 && process.env.NODE_ENV !== 'production') {
    // a declaration (lib/prefetch.ts) left a query of this page out: it was found and fetched, at the cost of a pass
    console.warn(`ssr: ${passes} passes after the prefetch`);
  }
  const notFound = !leaf || leaf.path === '*' || ctx.status === 404;
  const state = JSON.stringify({
    // answers, and refusals (4xx: an unknown product shows its not-found view in both renders)
    queries: handOver(dehydrate(client, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || isRefusal(q) }), ctx),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode >= 400 ? context.statusCode : 200,
    html,
    private: privatePage,
    state,
    passes,
  };
}
