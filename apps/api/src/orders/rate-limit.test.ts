// Issue 22: the per-account limits on placing orders and starting top-ups are keyed by the signed-in
// user's id — extra spaces in the Authorization header do not open a fresh allowance, another
// customer behind the same address keeps theirs, and no raw token ends up in a Redis key. Uses its
// own Redis database (15) on the machine's Redis.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
let t: TestApp;
let redis: Redis;
/** without Redis the limits are skipped on purpose (skipOnError), so there is nothing to test */
let redisUp = false;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1_000, retryStrategy: () => null });
  redisUp = await redis.connect().then(
    () => true,
    () => false,
  );
  if (!redisUp) return;
  await redis.flushdb();
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', REDIS_URL } });
}, 180_000);
afterAll(async () => {
  if (redisUp) await redis.flushdb().catch(() => {});
  redis?.disconnect();
  await t?.close();
});

const tokenOf = (u: TestUser) => u.headers.authorization!.replace(/^Bearer\s+/, '');
/** An empty order (refused as bad input, but counted by the limit, which runs first). */
const placeWith = (authorization: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/orders', headers: { authorization, lang: 'en' }, payload: {} });

describe('per-account limits', () => {
  it('count one customer by user id whatever the spacing of the header, and keep raw tokens out of Redis', async ({ skip }) => {
    if (!redisUp) return skip();
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db);
    const token = tokenOf(a);
    const spellings = [`Bearer ${token}`, `Bearer  ${token}`, `  Bearer ${token}  `, `Bearer\t${token}`];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await placeWith(spellings[i % spellings.length]!)).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    for (const spelling of spellings) {
      const res = await placeWith(spelling);
      expect(res.statusCode).toBe(429);
      expect(res.json<{ message: string }>().message).toMatch(/try again|Too many/i);
    }
    // another customer from the same address still has their own allowance
    expect((await placeWith(`Bearer ${tokenOf(b)}`)).statusCode).toBe(400);
    const keys = await redis.keys('*');
    expect(keys.some((k) => k.includes(`order:user:${a.id}`))).toBe(true);
    expect(keys.filter((k) => k.includes(token) || k.includes(tokenOf(b)))).toEqual([]);
  });

  it('top-ups are limited the same way', async ({ skip }) => {
    if (!redisUp) return skip();
    const a = await createUser(t.ctx.db);
    const token = tokenOf(a);
    const topup = (authorization: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/wallets/topup', headers: { authorization, lang: 'en' }, payload: {} });
    for (let i = 0; i < 20; i++) expect((await topup(i % 2 ? `Bearer  ${token}` : `Bearer ${token}`)).statusCode).not.toBe(429);
    expect((await topup(`  Bearer   ${token}`)).statusCode).toBe(429);
    const keys = await redis.keys('*');
    expect(keys.some((k) => k.includes(`topup:user:${a.id}`))).toBe(true);
    expect(keys.filter((k) => k.includes(token))).toEqual([]);
  });
});
