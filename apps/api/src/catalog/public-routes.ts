// Root-level (not /api) routes of the catalogue: /sitemap.xml, /robots.txt, the country flags
// (/flags/{ISO2}.svg, flags.ts) and the header search's own address (/search?q=). app.ts registers
// this plugin without a prefix, before the storefront's SPA fallback.
import { searchPath } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../seo/document.ts';
import { serveFlag } from './flags.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export default async function catalogPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/flags/:file', { schema: { hide: true } }, serveFlag);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapXml(app.ctx, publicOrigin(app.ctx));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  // the header's search form sent by the browser itself (`<form action="/search">`, its input `q`):
  // before the storefront's script has loaded on a slow phone, or without JavaScript, Enter leads
  // to the results' address as the script would make it (spec §2: /search/{query with dashes});
  // a blank search goes home, and /search without `q` is the not-found page
  app.get('/search', { schema: { hide: true } }, async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).q;
    const q = (Array.isArray(raw) ? raw[0] : raw) as unknown;
    if (typeof q !== 'string') return reply.callNotFound();
    const text = q.trim().slice(0, 500);
    const target = text === '' ? '/' : searchPath(text);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(app.ctx))),
  );
}
