// The shared page cache in front of every API process (the reverse proxy: nginx proxy_cache in
// `npm run fleet`; docs/decisions/27-fleet-proxy.md). Two halves:
// - headers: with SHARED_CACHE_SECONDS > 0, guests' public answers (the GET calls the micro-cache
//   may keep) and guests' pages answer `cache-control: public, max-age=0, s-maxage=N,
//   stale-while-revalidate=M`; anything for a signed-in user, anything setting a cookie, and
//   every non-200 answer stays uncacheable by a shared cache.
// - purge: purgeSharedCache(ctx, paths) — what a back-office write calls after changing the
//   catalogue. Every process drops its own micro-cache and page cache (fanned out over Redis
//   pub/sub when REDIS_URL is set), and the proxy refreshes the given paths in every variant it
//   keeps (language × encoding) through SHARED_CACHE_PURGE_URL with the purge secret. Lists not
//   named expire by s-maxage.
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import { cacheable } from './micro-cache.ts';

const CHANNEL = 'store:cache-purge';
const local = new EventEmitter();
local.setMaxListeners(0);

/** registers a process-local cache to be dropped on every purge (micro-cache, page cache) */
export function onCachePurge(clear: () => void): () => void {
  local.on('purge', clear);
  return () => local.off('purge', clear);
}

function guest(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.cookies?.user_token;
}

export function sharedCacheControl(seconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`;
}

export function registerSharedCacheHeaders(app: FastifyInstance, ctx: AppContext): void {
  const seconds = ctx.env.SHARED_CACHE_SECONDS;
  if (seconds <= 0) return;
  const header = sharedCacheControl(seconds, ctx.env.SHARED_CACHE_STALE_SECONDS);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !guest(request) || reply.hasHeader('set-cookie')) {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    const page = type.startsWith('text/html') && !request.url.startsWith('/api/');
    if (page || (cacheable(request) && type.startsWith('application/json'))) reply.header('cache-control', header);
    return payload;
  });
}

/** each process listens for purges from the others (REDIS_URL); closed with the app */
export function registerPurgeFanOut(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.env.REDIS_URL) return;
  const sub = new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, lazyConnect: true });
  sub.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis (cache purge) unavailable'));
  sub.on('message', () => local.emit('purge'));
  // never waits for Redis: the process starts (and sells) with Redis down; ioredis subscribes
  // again by itself after a reconnect
  app.addHook('onReady', async () => {
    void sub
      .connect()
      .then(() => sub.subscribe(CHANNEL))
      .catch((err: unknown) => app.log.warn({ err }, 'cache purge fan-out off until Redis is back'));
  });
  app.addHook('onClose', async () => {
    if (sub.status === 'ready') await sub.quit().catch(() => sub.disconnect());
    else sub.disconnect();
  });
}

let publisher: { url: string; client: Redis } | null = null;

/**
 * Purges caches after a catalogue change: every process's own caches, and the proxy's copies of
 * `paths` (e.g. `/product/12/ps5`, `/api/products/12`). Never throws: a cache that cannot be
 * purged expires by itself within SHARED_CACHE_SECONDS.
 */
export async function purgeSharedCache(ctx: AppContext, paths: string[]): Promise<{ refreshed: number }> {
  local.emit('purge');
  if (ctx.env.REDIS_URL) {
    if (publisher?.url !== ctx.env.REDIS_URL) {
      publisher = {
        url: ctx.env.REDIS_URL,
        client: new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }),
      };
      publisher.client.on('error', () => {});
    }
    await publisher.client.publish(CHANNEL, JSON.stringify(paths)).catch(() => 0);
  }
  const proxy = ctx.env.SHARED_CACHE_PURGE_URL;
  const secret = ctx.env.SHARED_CACHE_PURGE_SECRET;
  if (!proxy || !secret) return { refreshed: 0 };
  let refreshed = 0;
  const variants = ['en', 'ar'].flatMap((lang) => ['br', 'gzip', 'identity'].map((enc) => ({ lang, enc })));
  await Promise.all(
    paths.flatMap((path) =>
      variants.map(async ({ lang, enc }) => {
        try {
          const res = await fetch(new URL(path, proxy), {
            headers: { 'x-cache-refresh': secret, lang, 'accept-encoding': enc, cookie: `lang=${lang}` },
            signal: AbortSignal.timeout(5000),
          });
          await res.arrayBuffer();
          if (res.ok) refreshed++;
        } catch {
          // the proxy is down or slow: its copy expires by itself
        }
      }),
    ),
  );
  return { refreshed };
}
