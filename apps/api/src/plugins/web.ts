// Serves uploaded files (/uploads/*), the built storefront (hashed assets pre-compressed with
// long-lived caching) and the SPA fallback: any other GET that is not /api answers index.html
// rendered with the page's metadata. Unknown /api routes answer a 404 envelope.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LocalStorage } from '../integrations/storage/index.ts';
import { failure } from '../http/envelope.ts';
import { httpMessages } from '../http/messages.ts';
import { defaultMeta } from '../seo/defaults.ts';
import { matchPageMeta, pageLang, publicOrigin, renderDocument, type PageMeta } from '../seo/document.ts';
import { isStorefrontRoute, notFoundTitle } from '../seo/known-routes.ts';

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
      setHeaders: (res, file) => {
        // uploads are shown, never sniffed as another type or offered under a name of their own
        res.header('x-content-type-options', 'nosniff');
        res.header('content-disposition', `inline; filename="${path.basename(file).replace(/[^\w.-]/g, '_')}"`);
        // an SVG opened directly must not run script
        if (file.endsWith('.svg'))
          res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || !template || request.method !== 'GET') {
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
    return sendDocument(app, request, reply, template);
  });
});

async function sendDocument(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, template: string) {
  const lang = pageLang(request);
  const parsed = new URL(request.url, 'http://x');
  const defaults = await defaultMeta(app.ctx, lang);
  let meta: PageMeta = isStorefrontRoute(parsed.pathname)
    ? defaults
    : { ...defaults, title: notFoundTitle(lang, defaults.title), status: 404, noindex: true };
  const origin = publicOrigin(app.ctx, request);
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
        })) ?? defaults;
    } catch (err) {
      request.log.warn({ err }, 'page metadata failed');
    }
  }
  if (meta.redirect) return reply.redirect(meta.redirect, 301);
  const html = renderDocument(template, { lang, meta, url: request.url, origin, path: parsed.pathname });
  return reply
    .code(meta.status ?? 200)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}
