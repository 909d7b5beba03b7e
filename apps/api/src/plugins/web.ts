// Serves uploaded files (/uploads/*), the built storefront (hashed assets pre-compressed with
// long-lived caching) and its pages: any other GET that is not /api answers index.html with the
// page's metadata and, when the server renderer was built (dist-server/), the page itself
// rendered on the server (plugins/ssr.ts; guests' pages cached like public API answers).
// Unknown /api routes answer a 404 envelope; unknown pages a 404 page marked noindex.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit, { type LimitFunction } from 'p-limit';
import { renderConcurrency } from '../config/env.ts';
import { LocalStorage } from '../integrations/storage/index.ts';
import { stringBytes } from '@store/shared/bounded-cache';
import { S3Storage } from '../integrations/storage/s3.ts';
import { objectUploads } from '../integrations/storage/serve.ts';
import { compressBrotli, compressGzip, COMPRESS_FROM } from '../http/compression.ts';
import { failure } from '../http/envelope.ts';
import { acceptedEncoding } from '../http/micro-cache.ts';
import { registerPublicCache } from '../http/public-cache.ts';
import { httpMessages } from '../http/messages.ts';
import { isRefresh } from '../http/shared-cache.ts';
import { defaultMeta } from '../seo/defaults.ts';
import { matchPageMeta, pageLang, publicOrigin, renderDocument, type PageMeta } from '../seo/document.ts';
import { isStorefrontRoute, notFoundTitle, setBuiltPages } from '../seo/known-routes.ts';
import { isPageRequest, pageAddress, singleSlashedAddress } from '../seo/page-address.ts';
import { fillDocument, type FinishedPage, type PageFrame } from './page-document.mjs';
import { createRenderPool } from './render-pool.ts';
import {
  answerFetch,
  createPageCache,
  loadSsrBundle,
  pageCalls,
  type PageCalls,
  ssrBundleFile,
  type Answerer,
  type RenderInput,
  type RenderResult,
} from './ssr.ts';
import { COOKIES } from '@store/shared';

export interface WebOptions {
  webDist: string | null;
}

export default fp(async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const storage = app.ctx.storage;
  if (storage instanceof LocalStorage) {
    fs.mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      // private files (support attachments) are never served here, nor the attachments kept under
      // their old public folder before they are moved (support/attachments.ts): 404
      allowedPath: (pathName) => !/^\/(private|tickets)(\/|$)/i.test(decodeURIComponent(pathName)),
      setHeaders: (res, file) => {
        // uploads are shown, never sniffed as another type or offered under a name of their own
        res.header('x-content-type-options', 'nosniff');
        res.header('content-disposition', `inline; filename="${path.basename(file).replace(/[^\w.-]/g, '_')}"`);
        // an SVG opened directly must not run script
        if (file.endsWith('.svg'))
          res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  } else if (storage instanceof S3Storage) {
    await objectUploads(app, storage);
  }

  const dist = opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : null;
  const template = dist ? fs.readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const bundle = dist ? ssrBundleFile(dist) : null;
  // loaded here too: which addresses are pages (seo/known-routes.ts) is answered on this thread
  const ssr = bundle ? await loadSsrBundle(bundle) : null;
  setBuiltPages(ssr ? (p) => ssr.pageExists(p) : null);
  // renders on RENDER_THREADS threads of their own (render-pool.ts), or on this one when it is 0
  const threads = bundle ? app.ctx.env.RENDER_THREADS : 0;
  const concurrency = renderConcurrency(app.ctx.env, threads);
  const pool =
    bundle && threads > 0
      ? createRenderPool({
          bundle,
          threads,
          perThread: Math.ceil(concurrency / threads),
        })
      : null;
  if (pool) app.addHook('onClose', () => pool.close());
  const render: Renderer | null = !ssr
    ? null
    : pool
      ? (input, calls, frame) => pool.render({ ...input, known: calls.answered(), frame: frame?.() }, calls)
      : (input, calls) => ssr.render({ ...input, fetch: answerFetch(calls) });
  const pages: PageCache = createPageCache<PageDocument>(app.ctx.env.PUBLIC_CACHE_SECONDS * 1000, {
    maxBytes: app.ctx.env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    weigh: weighPage,
  });
  // renders take their turn (issue 24): a render is CPU bound between its awaits, so fifty
  // interleaved renders all finish about fifty renders late; in arrival order, each one waits only
  // for those before it. A few at once keep the CPU busy while one awaits the database.
  const renders = pLimit(concurrency);
  const offCache = registerPublicCache(app.ctx, pages);
  app.addHook('onClose', async () => offCache());

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // a HEAD is answered as its GET, without the page (Node sends no body for it)
    if (!isPageRequest(request.method, url) || url.startsWith('/uploads/') || !template) {
      return reply
        .code(404)
        .send(
          failure(
            httpMessages(request.lang, 'routeNotFound', { method: request.method, url: url.split('?')[0]!.slice(0, 200) }),
            'not_found',
          ),
        );
    }
    // a missing hashed asset must not answer HTML (stale client after a deploy)
    if (/\.(js|css|map|png|jpe?g|svg|webp|ico|woff2?)$/i.test(url.split('?')[0]!)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendDocument(app, request, reply, template, render, pages, renders);
  });
});

interface PageDocument {
  status: number;
  html?: string;
  redirect?: string;
  /** the redirect carries the query of each request it answers (PageMeta.redirectKeepsQuery) */
  redirectKeepsQuery?: boolean;
  /** compressed copies, made once per cached page on first need */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The page in the best encoding the browser accepts. The not-found handler is not a route, so
 * @fastify/compress's route hook does not see it; pages are compressed here, once per cached page
 * ('kept': brotli 4). A page that is sent once (a signed-in shopper's, or any page when the page
 * cache is off) is compressed for less CPU ('once': brotli 1; issue 24; http/compression.ts).
 */
function encodePage(doc: PageDocument, accept: string | undefined, kept: boolean): { body: Buffer | string; encoding?: string } {
  const encoding = acceptedEncoding(accept);
  // a copy the render thread made (a page that has no text here has the asker's copy)
  if (encoding && doc[encoding]) return { body: doc[encoding], encoding };
  const html = doc.html ?? '';
  if (html.length < COMPRESS_FROM || !encoding) return { body: html };
  if (encoding === 'br') {
    doc.br = compressBrotli(html, kept ? 'kept' : 'once');
    return { body: doc.br, encoding };
  }
  doc.gzip = compressGzip(html, kept ? 'kept' : 'once');
  return { body: doc.gzip, encoding };
}

type PageCache = ReturnType<typeof createPageCache<PageDocument>>;

/**
 * a page rendered, its API calls answered by the page request's pageCalls; on a render thread, a
 * page that fits its frame comes back finished (page-document.mjs)
 */
type Renderer = (
  input: Omit<RenderInput, 'fetch'>,
  calls: PageCalls,
  frame?: () => PageFrame | undefined,
) => Promise<RenderResult | FinishedPage>;

/** a missing page, or a page of the shopper's own, is kept from robots */
const robots = (page: PageMeta, privatePage: boolean): PageMeta =>
  page.status === 404 || privatePage ? { ...page, noindex: true } : page;

/** whether a page is kept by the page cache (a guest's, the cache on): compressed harder, its text kept */
const keptPage = (app: FastifyInstance, token: string | null) => !token && app.ctx.env.PUBLIC_CACHE_SECONDS > 0;

/** the headers of a guest's call as the storefront's API client sends them (apps/web/src/lib/api.ts) */
const guestHeaders = (lang: 'en' | 'ar') => ({ lang, accept: 'application/json' });

/** every page's frame asks for the site settings (apps/web/src/components/layout/queries.ts) */
const FRAME_CALL = '/api/settings';

/** a cached page's weight: its HTML (two bytes a character at most) and its compressed copies */
function weighPage(doc: PageDocument): number {
  return stringBytes(doc.html ?? '') + (doc.br?.length ?? 0) + (doc.gzip?.length ?? 0) + 256;
}

const TOKEN_COOKIE = COOKIES.token;

function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[TOKEN_COOKIE] || null;
}

async function sendDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  render: Renderer | null,
  pages: PageCache,
  renders: LimitFunction,
) {
  // spec §4: a ?lang= that changes the shopper's earlier choice saves it and lands on /
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const saved = request.cookies?.[COOKIES.lang];
  if ((asked === 'en' || asked === 'ar') && (saved === 'en' || saved === 'ar') && saved !== asked) {
    reply.setCookie('lang', asked, { path: '/', maxAge: 2592000, sameSite: 'lax' });
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  }
  // a path with a run of slashes (`/product//1`, `//evil.com/`) is sent to the one with single
  // slashes, which the storefront's router reads as its own
  const single = singleSlashedAddress(request.url);
  if (single) return reply.header('cache-control', 'no-store').redirect(single, 301);
  const lang = pageLang(request);
  const token = requestToken(request);
  // rendered for its path and the parameters pages read, never for the rest of the query (utm_*…)
  const address = pageAddress(request.url).address;
  // a purge's refresh (http/public-cache.ts) renders anew, its API calls skipping the micro-cache
  const fresh = isRefresh(app.ctx, request.headers);
  const produce = () => renders(() => buildDocument(app, request, template, render, lang, token, address, fresh));
  // a signed-in shopper's page is never shared (isFav, their cart…): rendered for them alone
  const key = `${lang}|${address}`;
  const { value: doc, state } = token ? { value: await produce(), state: 'miss' } : await pages.get(key, produce, fresh);
  if (doc.redirect)
    return reply.redirect(doc.redirectKeepsQuery ? withAskedQuery(doc.redirect, request.url) : doc.redirect, doc.status);
  const kept = keptPage(app, token);
  const copies = Number(!!doc.br) + Number(!!doc.gzip);
  const { body, encoding } = encodePage(doc, request.headers['accept-encoding'], kept);
  if (!token && Number(!!doc.br) + Number(!!doc.gzip) !== copies) pages.reweigh(key, doc);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .code(doc.status)
    .header('cache-control', 'no-cache')
    .header('x-cache', state)
    .header('vary', 'cookie, accept-encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * A redirect's address with the query of the request it answers, whole (a cached redirect is
 * shared by requests whose queries differ only in parameters no page reads, utm_* …).
 */
function withAskedQuery(location: string, url: string): string {
  // parsed, so a letter sent unescaped goes out escaped (a header carries no other)
  return `${location}${new URL(`http://x${url}`).search}`;
}

/** a page that is another address's: its redirect, rendered by no one */
const redirectDocument = (meta: PageMeta): PageDocument => ({
  status: 301,
  redirect: meta.redirect,
  redirectKeepsQuery: meta.redirectKeepsQuery,
});

async function buildDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  render: Renderer | null,
  lang: 'en' | 'ar',
  token: string | null,
  address: string,
  fresh = false,
): Promise<PageDocument> {
  const parsed = new URL(address, 'http://x');
  // links come from the configured address only: the Host header is the client's to choose
  const origin = publicOrigin(app.ctx);
  // the page's in-process API calls, a purge's refresh skipping the micro-cache; the metadata and
  // the render share a guest's answers (a product page reads its item once)
  const answer = pageCalls(app, fresh ? { 'x-cache-refresh': app.ctx.env.SHARED_CACHE_PURGE_SECRET! } : {});
  const rendering = (frame?: () => PageFrame | undefined) =>
    render
      ? render({ url: `${origin}${address}`, lang, token }, answer, frame).catch((err: unknown) => {
          request.log.error({ err }, 'server render failed');
          return null;
        })
      : null;
  const documentOf = (page: PageMeta) =>
    renderDocument(template, { lang, meta: page, url: address, origin, path: parsed.pathname });
  // a guest's page: the metadata (a product or card page's detail) and the frame's settings are
  // answered first and handed to the render with its task, which then asks them of no one
  // (issue 24, fourteenth step); a signed-in shopper's render asks its own, so both run at once
  // (and the calls its render makes after those, which the metadata asks for it: askForRender),
  // so a guest's render thread does not wait on this thread in the middle of a page (without that
  // wait the home, a category list and a card page served 3–17 % more pages a second under load on
  // two cores: issue 24, twenty-third step)
  const ahead: Promise<unknown>[] = [];
  const metadata = pageMeta(app, request, parsed, lang, origin, answer, token ? null : ahead);
  let frame: (() => PageFrame | undefined) | undefined;
  if (!token) {
    const [known] = await Promise.all([metadata, answer({ url: FRAME_CALL, headers: guestHeaders(lang) }).catch(() => null)]);
    if (known.redirect) return redirectDocument(known);
    await Promise.all(ahead);
    // and its document can be made before the render, from the metadata: a render thread
    // finishes and compresses the page in it (page-document.mjs; issue 24, nineteenth step)
    frame = () => {
      if (known.redirect) return undefined;
      const page = robots(known, false);
      const kept = keptPage(app, token);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      return {
        document: documentOf(page),
        status: page.status ?? 200,
        noindex: !!page.noindex,
        encoding,
        effort: kept ? 'kept' : 'once',
        keepText: kept || !encoding,
      };
    };
  }
  const [meta, rendered] = await Promise.all([metadata, rendering(frame)]);
  if (meta.redirect) return redirectDocument(meta);
  if (rendered?.kind === 'redirect') return { status: rendered.status, redirect: rendered.location };
  if (rendered?.kind === 'document')
    return { status: rendered.status, html: rendered.html, br: rendered.br, gzip: rendered.gzip };
  let page = meta;
  if (rendered?.status === 404 && meta.status !== 404) {
    page = { ...meta, title: notFoundTitle(lang, (await defaultMeta(app.ctx, lang)).title), status: 404, jsonLd: [] };
  }
  page = robots(page, !!rendered?.private);
  const document = documentOf(page);
  return { status: page.status ?? 200, html: rendered?.kind === 'page' ? fillDocument(document, rendered) : document };
}

async function pageMeta(
  app: FastifyInstance,
  request: FastifyRequest,
  parsed: URL,
  lang: 'en' | 'ar',
  origin: string,
  answer: Answerer,
  ahead: Promise<unknown>[] | null,
) {
  const defaults = await defaultMeta(app.ctx, lang);
  let meta: PageMeta = isStorefrontRoute(parsed.pathname)
    ? defaults
    : { ...defaults, title: notFoundTitle(lang, defaults.title), status: 404, noindex: true };
  const match = matchPageMeta(parsed.pathname);
  if (match) {
    try {
      meta =
        (await match.resolve({
          ctx: app.ctx,
          lang,
          params: match.params,
          query: parsed.searchParams,
          path: parsed.pathname,
          origin,
          defaults,
          // a guest's call, with the headers the storefront's API client sends (lib/api.ts)
          api: (url) => answer({ url, headers: guestHeaders(lang) }),
          askForRender: (urls) => {
            if (ahead) for (const url of urls) ahead.push(answer({ url, headers: guestHeaders(lang) }).catch(() => undefined));
          },
        })) ?? defaults;
    } catch (err) {
      request.log.warn({ err }, 'page metadata failed');
    }
  }
  return meta;
}
