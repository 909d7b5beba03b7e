// The shared cache's half in the app: guests' public answers are marked for a shared cache and
// nothing for a signed-in user is; a purge reaches every process's own cache (through Redis) and
// asks the proxy to refresh the changed paths in each variant, with the purge secret.
import http from 'node:http';
import type net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { purgePublic } from './public-cache.ts';
import { purgeChannel, refreshProxy } from './shared-cache.ts';

const LIST = '/api/products/latest';
// a Redis database of this file's own: purge-fleet.test.ts, which may run beside it, purges on 5
const REDIS_URL = 'redis://127.0.0.1:6379/6';
const OTHER_STORE_REDIS_URL = 'redis://127.0.0.1:6379/7';

describe('shared cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SHARED_CACHE_SECONDS: '30',
        SHARED_CACHE_STALE_SECONDS: '120',
        PUBLIC_CACHE_SECONDS: '60',
        REDIS_URL,
      },
    });
  });
  afterAll(() => t?.close());

  it('marks a guest answer for shared caches, never a signed-in one', async () => {
    const guest = await t.app.inject({ method: 'GET', url: LIST });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120');
    const signedIn = await t.app.inject({ method: 'GET', url: LIST, headers: { authorization: 'Bearer not-a-real-token' } });
    expect(String(signedIn.headers['cache-control'] ?? '')).not.toContain('s-maxage');
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(String(cart.headers['cache-control'] ?? '')).not.toContain('public');
  });

  it('a purge empties the micro-cache and is published to the other processes over Redis', async () => {
    const other = await buildApp(t.ctx, { logger: false });
    await other.ready();
    const listener = new Redis(REDIS_URL);
    const heard = new Promise<string>((resolve) => listener.on('message', (_channel, message: string) => resolve(message)));
    await listener.subscribe(purgeChannel(REDIS_URL));
    try {
      await other.inject({ method: 'GET', url: LIST });
      expect((await other.inject({ method: 'GET', url: LIST })).headers['x-cache']).toBe('hit');
      // the purge is published from a context of its own, as another process would
      await purgePublic({ ...t.ctx }, { kind: 'card', id: 7 });
      await vi.waitFor(async () => expect((await other.inject({ method: 'GET', url: LIST })).headers['x-cache']).toBe('miss'), {
        timeout: 5000,
        interval: 50,
      });
      expect(JSON.parse(await heard)).toEqual({ kind: 'card', id: 7 });
    } finally {
      await listener.quit();
      await other.close();
    }
  });

  it("a store on another Redis database does not hear this store's purges", async () => {
    // pub/sub ignores the database number: the channel carries it (database 0 keeps the plain name)
    expect(purgeChannel('redis://127.0.0.1:6379')).toBe('store:cache-purge');
    expect(purgeChannel('redis://127.0.0.1:6379/0')).toBe('store:cache-purge');
    const other = new Redis(OTHER_STORE_REDIS_URL);
    const own = new Redis(REDIS_URL);
    const heardByOther: string[] = [];
    const heardByOwn: string[] = [];
    other.on('message', (_channel, message: string) => heardByOther.push(message));
    own.on('message', (_channel, message: string) => heardByOwn.push(message));
    await other.subscribe(purgeChannel(OTHER_STORE_REDIS_URL));
    await own.subscribe(purgeChannel(REDIS_URL));
    try {
      await purgePublic({ ...t.ctx }, { kind: 'product', id: 3 });
      await vi.waitFor(() => expect(heardByOwn.map((m) => JSON.parse(m))).toContainEqual({ kind: 'product', id: 3 }), {
        timeout: 5000,
        interval: 50,
      });
      // a marker published after the purge reaches the other store behind anything the purge sent
      // it (Redis runs commands in turn and a connection's messages arrive in order)
      const marker = new Redis(OTHER_STORE_REDIS_URL);
      await marker.publish(purgeChannel(OTHER_STORE_REDIS_URL), 'marker');
      await marker.quit();
      await vi.waitFor(() => expect(heardByOther.at(-1)).toBe('marker'), { timeout: 5000, interval: 20 });
      heardByOther.pop();
      expect(heardByOther).toEqual([]);
    } finally {
      await other.quit();
      await own.quit();
    }
  });

  it('asks the proxy to refresh each changed path in every language and encoding, with the secret', async () => {
    const seen: { url: string; secret: string; lang: string; enc: string }[] = [];
    const proxy = http.createServer((req, res) => {
      seen.push({
        url: req.url!,
        secret: String(req.headers['x-cache-refresh']),
        lang: String(req.headers.lang),
        enc: String(req.headers['accept-encoding']),
      });
      res.end('ok');
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const { port } = proxy.address() as net.AddressInfo;
    try {
      const secret = 'purge-secret-0123456789';
      const ctx = {
        ...t.ctx,
        env: { ...t.ctx.env, SHARED_CACHE_PURGE_URL: `http://127.0.0.1:${port}`, SHARED_CACHE_PURGE_SECRET: secret },
      };
      const { refreshed } = await refreshProxy(ctx, ['/product/1/ps5', '/api/products/getProductDetails?id=1']);
      expect(refreshed).toBe(12);
      expect(new Set(seen.map((s) => s.url))).toEqual(new Set(['/product/1/ps5', '/api/products/getProductDetails?id=1']));
      expect(seen.every((s) => s.secret === secret)).toBe(true);
      expect(new Set(seen.map((s) => `${s.lang}/${s.enc}`)).size).toBe(6);
    } finally {
      proxy.close();
    }
  });
});
