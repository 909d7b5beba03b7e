// Root-level (not /api) routes of the catalogue: /sitemap.xml, /robots.txt and the country flags
// (/flags/{ISO2}.svg, flags.ts). app.ts registers
// this plugin without a prefix, before the storefront's SPA fallback.
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
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(app.ctx))),
  );
}
