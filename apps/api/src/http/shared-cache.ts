// The shared page cache in front of every API process (the reverse proxy: nginx proxy_cache in
// `npm run fleet`; docs/decisions/27-fleet-proxy.md). Two halves:
// - headers: with SHARED_CACHE_SECONDS > 0, guests' public answers (the GET calls the micro-cache
//   may keep) and guests' pages answer `cache-control: public, max-age=0, s-maxage=N,
//   stale-while-revalidate=M`; anything for a signed-in user, anything setting a cookie, and
//   every non-200 answer stays uncacheable by a shared cache.
// - purge: publishPurge() tells every other process to drop its own micro-cache and page cache
//   (Redis pub/sub when REDIS_URL is set; each process's registerPurgeFanOut hears it), and
//   refreshProxy() asks the proxy to refresh the changed paths in every variant it keeps
//   (language × encoding) through SHARED_CACHE_PURGE_URL with the purge secret. The proxy passes
//   the secret on, so the process answering a refresh skips its own caches too (isRefresh).
//   Callers use invalidatePublic() (http/public-cache.ts), which composes both.
import crypto from 'node:crypto';
import type {} from '@fastify/cookie'; // request.cookies: this file is also compiled without app.ts (bench, e2e)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import { cacheable } from './micro-cache.ts';
import type { PublicChange } from './public-change.ts';

export const PURGE_CHANNEL = 'store:cache-purge';

/**
 * The channel purges travel on for a Redis address. Redis's pub/sub ignores the database number,
 * so two stores sharing one Redis server on different databases (a staging store beside the live
 * one, or two test files run side by side) would empty each other's caches: a database other
 * than 0 has a channel of its own (`store:cache-purge:5`); database 0 keeps the plain name.
 */
export function purgeChannel(redisUrl: string): string {
  // REDIS_URL is a URL (config/env.ts); its database as ioredis reads it: ?db=N, else the path
  const url = new URL(redisUrl);
  const db = Number(url.searchParams.get('db') ?? url.pathname.slice(1)) || 0;
  return db === 0 ? PURGE_CHANNEL : `${PURGE_CHANNEL}:${db}`;
}

/** a refresh sent by a purge (through the proxy, which passes the secret on): answer it fresh */
export function isRefresh(ctx: AppContext, headers: Record<string, unknown>): boolean {
  const secret = ctx.env.SHARED_CACHE_PURGE_SECRET;
  const sent = headers['x-cache-refresh'];
  if (!secret || typeof sent !== 'string' || sent.length !== secret.length) return false;
  return crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(secret));
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
export function registerPurgeFanOut(app: FastifyInstance, ctx: AppContext, onChange: (change: PublicChange) => void): void {
  const redisUrl = ctx.env.REDIS_URL;
  if (!redisUrl) return;
  const sub = new Redis(redisUrl, { connectTimeout: 500, lazyConnect: true });
  sub.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis (cache purge) unavailable'));
  sub.on('message', (_channel: string, message: string) => {
    let change: PublicChange = { kind: 'all' };
    try {
      const parsed = JSON.parse(message) as PublicChange;
      if (parsed && typeof parsed.kind === 'string') change = parsed;
    } catch {
      // an unreadable message still purges everything
    }
    onChange(change);
  });
  // never waits for Redis: the process starts (and sells) with Redis down; ioredis subscribes
  // again by itself after a reconnect
  app.addHook('onReady', async () => {
    void sub
      .connect()
      .then(() => sub.subscribe(purgeChannel(redisUrl)))
      .catch((err: unknown) => app.log.warn({ err }, 'cache purge fan-out off until Redis is back'));
  });
  app.addHook('onClose', async () => {
    if (sub.status === 'ready') await sub.quit().catch(() => sub.disconnect());
    else sub.disconnect();
  });
}

let publisher: { url: string; channel: string; client: Redis } | null = null;

/** tells every process (over Redis) to drop its public caches; never throws */
export async function publishPurge(ctx: AppContext, change: PublicChange): Promise<void> {
  if (!ctx.env.REDIS_URL) return;
  if (publisher?.url !== ctx.env.REDIS_URL) {
    publisher?.client.disconnect();
    publisher = {
      url: ctx.env.REDIS_URL,
      channel: purgeChannel(ctx.env.REDIS_URL),
      client: new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }),
    };
    publisher.client.on('error', () => {});
  }
  // Redis down: the write does not wait on reconnections (other processes' copies expire)
  await Promise.race([
    publisher.client.publish(publisher.channel, JSON.stringify(change)).catch(() => 0),
    new Promise((r) => setTimeout(r, 1000).unref()),
  ]);
}

/**
 * Asks the proxy to refresh `paths` (e.g. `/card/12`, `/api/cards/getCardDetails?card_id=12`) in
 * each language and encoding it keeps apart. A page answering a redirect (`/card/12` →
 * `/card/12/psn-10`) has its target refreshed too. Never throws: a copy that cannot be refreshed
 * expires by itself within SHARED_CACHE_SECONDS.
 */
export async function refreshProxy(ctx: AppContext, paths: string[]): Promise<{ refreshed: number }> {
  const proxy = ctx.env.SHARED_CACHE_PURGE_URL;
  const secret = ctx.env.SHARED_CACHE_PURGE_SECRET;
  if (!proxy || !secret || !paths.length) return { refreshed: 0 };
  let refreshed = 0;
  const variants = ['en', 'ar'].flatMap((lang) => ['br', 'gzip', 'identity'].map((enc) => ({ lang, enc })));
  const refresh = async (path: string, lang: string, enc: string, hops: number): Promise<void> => {
    try {
      const res = await fetch(new URL(path, proxy), {
        headers: { 'x-cache-refresh': secret, lang, 'accept-encoding': enc, cookie: `lang=${lang}` },
        redirect: 'manual',
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (res.ok) refreshed++;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location && hops > 0) {
        const target = new URL(location, proxy);
        if (target.pathname.startsWith('/') && target.pathname !== new URL(path, proxy).pathname)
          await refresh(target.pathname + target.search, lang, enc, hops - 1);
      }
    } catch {
      // the proxy is down or slow: its copy expires by itself
    }
  };
  await Promise.all(paths.flatMap((path) => variants.map(({ lang, enc }) => refresh(path, lang, enc, 1))));
  return { refreshed };
}
