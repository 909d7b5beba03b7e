// The staff back-office (issue 26): its API under /api/admin and its app at /admin, registered by
// ONE line in app.ts. Every admin route names its least staff role (config.staffRole); the guard
// (staff-auth.ts) runs before the body is read. The built admin app (apps/admin/dist) is served
// at /admin with the SPA fallback; the storefront never links to it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import staffAuthRoutes from './auth-routes.ts';
import cardRoutes from './cards-routes.ts';
import customerRoutes from './customers-routes.ts';
import dashboardRoutes from './dashboard-routes.ts';
import orderRoutes from './orders-routes.ts';
import ticketRoutes from './tickets-routes.ts';
import auditRoutes from './audit-routes.ts';
import adjustmentRoutes from './adjustments-routes.ts';
import catalogRoutes from './catalog-routes.ts';
import contentAdminRoutes from './content-routes.ts';
import moneyRoutes from './money-routes.ts';
import reviewAdminRoutes from './reviews-routes.ts';
import staffRoutes from './staff-routes.ts';
import inviteRoutes from './invite-routes.ts';
import { staffGuard } from './staff-auth.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AdminOptions {
  /** directory of the built admin app; default apps/admin/dist */
  adminDist?: string | null;
}

export default fp(async function adminFeature(app: FastifyInstance, opts: AdminOptions) {
  app.decorateRequest('staff', null);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        const config = (route.config ?? {}) as { staffRole?: 'support' | 'admin'; staffPublic?: boolean };
        if (config.staffPublic) return;
        if (!config.staffRole) throw new Error(`admin route ${route.method} ${route.url} names no staffRole`);
        const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
        route.onRequest = [staffGuard(app, config.staffRole), ...own];
      });
      await api.register(staffAuthRoutes);
      await api.register(dashboardRoutes);
      await api.register(cardRoutes);
      await api.register(ticketRoutes);
      await api.register(customerRoutes);
      await api.register(orderRoutes);
      await api.register(auditRoutes);
      await api.register(adjustmentRoutes);
      await api.register(catalogRoutes);
      await api.register(contentAdminRoutes);
      await api.register(moneyRoutes);
      await api.register(reviewAdminRoutes);
      await api.register(staffRoutes);
      await api.register(inviteRoutes);
    },
    { prefix: '/api/admin' },
  );

  const dist = opts.adminDist === undefined ? path.join(repoRoot, 'apps/admin/dist') : opts.adminDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // the app's own pages: index.html for any path under /admin that is not a file
  const page = (_req: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, (req, reply) => {
    if (/\.(js|css|map|png|jpe?g|svg|webp|ico|woff2?)$/i.test(req.url.split('?')[0]!)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return page(req, reply);
  });
});
