// The storefront's server renderer as the API sees it (issue 15; docs/ARCHITECTURE.md "Server
// rendering"): loads the SSR bundle Vite built from apps/web/src/entry-server.tsx, gives it the
// API in-process (Fastify inject, so answers are the same as over HTTP and the public micro-cache
// serves them), and keeps guests' pages for PUBLIC_CACHE_SECONDS per language and address, with
// concurrent misses of one page waiting for the first render instead of all rendering it, and an
// expired page answered once more while it renders again in the background.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../http/messages.ts';
import { BoundedCache } from '@store/shared/bounded-cache';
import { isAnswerKeptUntilChange, keptUntilChange } from '../http/public-cache.ts';
import { callKey } from './call-key.mjs';

/** The shape of apps/web/src/entry-server.tsx (kept here: the API does not import web source). */
export interface RenderInput {
  url: string;
  lang: Lang;
  token: string | null;
  fetch: (url: string, init: RequestInit) => Promise<ApiAnswer>;
}

/** What the storefront's API client reads of an answer (apps/web/src/lib/ssr.ts ApiAnswer). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; private: boolean; state: string; passes?: number };

export interface SsrBundle {
  render(input: RenderInput): Promise<RenderResult>;
  pageExists(address: string): boolean;
}

/** dist-server/entry-server.js beside the web build, when it was built. */
export function ssrBundleFile(webDist: string): string | null {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  return fs.existsSync(file) ? file : null;
}

/** The server bundle (ssrBundleFile) loaded on this thread. */
export async function loadSsrBundle(file: string): Promise<SsrBundle> {
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}

/** An API call from a render: its address, method, headers and text body. */
export interface ApiCall {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** An API call's answer as Fastify made it: its status and its body's text. */
export interface AnswerText {
  status: number;
  body: string;
}

/**
 * One API call answered in-process: a real request through every hook, without a socket, its
 * status and body text as Fastify made them (for a render on a thread of the pool, which parses
 * the text itself).
 */
export async function injectAnswer(
  app: FastifyInstance,
  call: ApiCall,
  extraHeaders: Record<string, string> = {},
): Promise<AnswerText> {
  const { status, body } = await injectCall(app, call, extraHeaders);
  return { status, body };
}

/** injectAnswer, and whether its route marked the answer as kept until a change (answerKeptUntilChange) */
async function injectCall(app: FastifyInstance, call: ApiCall, extraHeaders: Record<string, string>) {
  const res = await app.inject({
    method: (call.method ?? 'GET') as 'GET',
    url: call.url,
    headers: { ...call.headers, ...extraHeaders },
    payload: call.body,
  });
  return { status: res.statusCode, body: res.payload, kept: isAnswerKeptUntilChange(res.raw.req) };
}

// the in-process calls whose answers their routes marked as kept until a change, by callKey: a
// few fixed addresses a language, and the categories that exist (the routes' own bound)
const keptCalls = new WeakMap<object, Set<string>>();

/**
 * A guest's call whose route answers only content kept until a staff change (the settings every
 * page's frame reads, the home's sliders, advertisements and news, the category tree): its
 * answer's text is kept per process with that content (keptUntilChange, so the same staff change
 * drops both, and KEPT_MS bounds it), instead of being made again through every hook for every
 * page (issue 24, twenty-second step). Which calls are such is learned from their first answer
 * (the route's mark); an answer the route did not mark (a 404, say) is handed on and not kept.
 */
function keptCallAnswer(app: FastifyInstance, key: string, call: ApiCall): Promise<AnswerText> {
  const learned = keptCalls.get(app.ctx) ?? new Set<string>();
  keptCalls.set(app.ctx, learned);
  if (!learned.has(key)) {
    return injectCall(app, call, {}).then(({ status, body, kept }) => {
      if (kept) learned.add(key);
      return { status, body };
    });
  }
  return keptUntilChange(
    app.ctx,
    `answer:${key}`,
    () => injectCall(app, call, {}),
    (answer) => answer.kept,
  ).then(({ status, body }) => ({ status, body }));
}

/** Answers one in-process API call (injectAnswer, or pageCalls' shared answers). */
export type Answerer = (call: ApiCall) => Promise<AnswerText>;

/**
 * The API called from a render on this thread. Its answer is the status and the body parsed from
 * the text inject already made, not a Response whose body would be streamed and decoded again
 * (issue 24, sixth step). An empty or non-JSON body rejects json(), as a Response's would.
 */
export function answerFetch(answer: Answerer): RenderInput['fetch'] {
  return async (url, init) => {
    const { status, body } = await answer({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return { status, ok: status >= 200 && status < 300, json: async () => JSON.parse(body) as unknown };
  };
}

/** answerFetch over injectAnswer: every call a request of its own (bench scripts, one-off renders). */
export const injectFetch = (app: FastifyInstance, extraHeaders: Record<string, string> = {}): RenderInput['fetch'] =>
  answerFetch((call) => injectAnswer(app, call, extraHeaders));

/**
 * The in-process API calls of one page request (issue 24, thirteenth step). A guest's GET call
 * (no authorization, no body) is answered once per page request and shared by whoever asks it
 * again with the same address and headers: the page's metadata (seo resolvers) asks the item's
 * detail exactly as its render does, so a product page reads its item once instead of three
 * times (the detail, and the metadata's own row and gallery). Nothing else outlives the request
 * but the answers of content kept until a staff change (keptCallAnswer): a page rendered without
 * the cache still reads its items fresh.
 */
export function pageCalls(app: FastifyInstance, extraHeaders: Record<string, string> = {}): PageCalls {
  const shared = new Map<string, Promise<AnswerText>>();
  const answered: KnownAnswer[] = [];
  // extra headers are a purge's refresh's (plugins/web.ts): it reads everything afresh
  const fresh = Object.keys(extraHeaders).length > 0;
  const answer: Answerer = (call) => {
    const method = (call.method ?? 'GET').toUpperCase();
    const headers = call.headers ?? {};
    const personal = Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
    if (method !== 'GET' || personal || call.body !== undefined) return injectAnswer(app, call, extraHeaders);
    const key = callKey(call);
    let promise = shared.get(key);
    if (!promise) {
      promise = fresh ? injectAnswer(app, call, extraHeaders) : keptCallAnswer(app, key, call);
      promise.then((text) => answered.push({ key, ...text })).catch(() => undefined);
      shared.set(key, promise);
    }
    return promise;
  };
  return Object.assign(answer, { answered: () => [...answered] });
}

/** A guest's call answered before the render asked for it, keyed by callKey (call-key.mjs). */
export interface KnownAnswer extends AnswerText {
  key: string;
}

/** pageCalls' answerer, and the answers it has already made (handed to a render thread with its task). */
export type PageCalls = Answerer & { answered(): KnownAnswer[] };

interface CachedPage<T> {
  at: number;
  value: T;
}

export type PageCacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions<T> {
  /** ceiling of the cached pages' weight (issue 29: bounded in bytes, not only in entries) */
  maxBytes: number;
  maxEntries?: number;
  /** what a page weighs in memory: its HTML and the compressed copies made of it */
  weigh: (value: T) => number;
}

/**
 * Guests' rendered pages, per language and address. ttlMs 0 turns it off (every page rendered).
 * A page older than ttlMs is still answered for one more ttlMs while a single background render
 * replaces it (stale-while-revalidate), so a popular page's expiry never makes shoppers wait for
 * a render: a page is at most twice ttlMs old. A render that fails is not kept; the next request
 * renders again (a failed background render leaves the stale page until it is too old). The
 * pages kept weigh at most maxBytes; the least recently used go first.
 */
export function createPageCache<T>(ttlMs: number, options: PageCacheOptions<T>) {
  const entries = new BoundedCache<CachedPage<T>>(options.maxBytes, options.maxEntries ?? 2000);
  const inFlight = new Map<string, Promise<T>>();
  // a clear (a purge after a change) starts a new generation: a render begun before it read the
  // data before the change, so its page is handed to those who asked for it but never kept, and
  // no later request joins it
  let generation = 0;
  const keep = (key: string, value: T, since: number) => {
    if (since === generation) entries.set(key, { at: Date.now(), value }, options.weigh(value));
  };
  const render = (key: string, produce: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const since = generation;
    const promise: Promise<T> = produce()
      .then((value) => {
        keep(key, value, since);
        return value;
      })
      .finally(() => inFlight.get(key) === promise && inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
  return {
    /** `fresh`: render anew and keep that (a purge's refresh), never answer the kept copy */
    async get(key: string, produce: () => Promise<T>, fresh = false): Promise<{ value: T; hit: boolean; state: PageCacheState }> {
      if (ttlMs <= 0) return { value: await produce(), hit: false, state: 'miss' };
      if (fresh) {
        const since = generation;
        const value = await produce();
        keep(key, value, since);
        return { value, hit: false, state: 'miss' };
      }
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.at : Infinity;
      if (entry && age <= ttlMs) return { value: entry.value, hit: true, state: 'hit' };
      if (entry && age <= 2 * ttlMs) {
        render(key, produce).catch(() => undefined);
        return { value: entry.value, hit: true, state: 'stale' };
      }
      if (entry) entries.delete(key);
      const waiting = inFlight.has(key);
      const value = await render(key, produce);
      return { value, hit: waiting, state: waiting ? 'hit' : 'miss' };
    },
    /** a cached page grew (a compressed copy was added): count its new weight */
    reweigh(key: string, value: T): void {
      if (ttlMs > 0 && entries.get(key)?.value === value) entries.resize(key, options.weigh(value));
    },
    clear: () => {
      generation++;
      entries.clear();
      inFlight.clear();
    },
    /** the weight and number of pages kept (bench and tests) */
    usage: () => ({ bytes: entries.bytes, pages: entries.size }),
  };
}
