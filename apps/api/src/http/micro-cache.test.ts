// Public answers are reused for a few seconds; anything sent with a token is never cached.
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../account/test-helpers.ts';
import { posts } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import Fastify from 'fastify';
import { acceptedEncoding, registerMicroCache } from './micro-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '30' } });
});
afterAll(() => t.close());

describe('public answer cache', () => {
  it('reuses a guest answer, per language, with the security headers, and never for a signed-in shopper', async () => {
    // a news article: read from the database on every call but for this cache (the site settings
    // are kept per process on their own: http/public-cache.ts keptUntilChange)
    const [post] = await t.ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.published, true)).limit(1);
    const url = `/api/posts/${post!.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    await t.ctx.db.update(posts).set({ titleEn: 'Renamed article' }).where(eq(posts.id, post!.id));

    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().data.title).toBe(first.json().data.title);
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    const arabic = await t.app.inject({ method: 'GET', url, headers: { lang: 'ar' } });
    expect(arabic.headers['x-cache']).toBe('miss');

    const token = await tokenFor(t.ctx, 'customer');
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.json().data.title).toBe('Renamed article');
  });

  it('does not cache refusals or account calls', async () => {
    await t.app.inject({ method: 'GET', url: '/api/posts/999999' });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/999999' })).headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/getProfile' })).headers['x-cache']).toBeUndefined();
  });
});

describe('public answer cache under a burst', () => {
  it('answers many simultaneous first requests of one page with one computation', async () => {
    const url = '/api/products/category?category_id=34&per_page=20&page=2';
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url })));
    const misses = answers.filter((a) => a.headers['x-cache'] === 'miss');
    expect(misses).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});

describe('public answer cache and a purge', () => {
  it('never keeps an answer begun before a purge, and nobody waits on it', async () => {
    const app = Fastify();
    const cache = registerMicroCache(app, { ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.get('/api/thing', async () => {
      const n = ++calls;
      if (n === 1) await gate; // the first answer reads the data from before the change
      return { n };
    });
    await app.ready();
    const first = app.inject({ method: 'GET', url: '/api/thing' });
    while (calls === 0) await new Promise((r) => setImmediate(r));
    cache.clear(); // a change's purge
    const second = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(second.json()).toEqual({ n: 2 });
    release();
    expect((await first).json()).toEqual({ n: 1 });
    const third = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.json()).toEqual({ n: 2 });
    await app.close();
  });
});

describe('public answer cache key', () => {
  it('keys on the parameters the route reads: unknown ones and their order share one entry', async () => {
    const base = '/api/products/category?category_id=34&per_page=20&page=3';
    expect((await t.app.inject({ method: 'GET', url: base })).headers['x-cache']).toBe('miss');
    for (const url of [
      `${base}&utm_source=a`,
      `${base}&fbclid=IwAR0abc`,
      '/api/products/category?page=3&utm_medium=b&per_page=20&category_id=34',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-cache'], url).toBe('hit');
    }
    // a parameter the route reads is another answer
    const other = await t.app.inject({ method: 'GET', url: '/api/products/category?category_id=34&per_page=20&page=4' });
    expect(other.headers['x-cache']).toBe('miss');
  });
});

describe('public answer cache, compressed (issue 24)', () => {
  it('sends a hit in the encoding the browser accepts, the same answer as the miss', async () => {
    const url = '/api/products/category?category_id=34&per_page=40&page=2';
    const miss = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    const plain = zlib.brotliDecompressSync(miss.rawPayload).toString();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', zlib.gunzipSync],
    ] as const) {
      const hit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.headers.vary).toContain('accept-encoding');
      expect(decode(hit.rawPayload).toString()).toBe(plain);
    }
    const identity = await t.app.inject({ method: 'GET', url });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});
