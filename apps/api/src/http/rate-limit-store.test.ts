// The rate limits' memory store answers each call its own count: thirty calls of one key counted in
// the same tick let the first ten through and refuse twenty (the plugin's own store answered all
// thirty with the last count, 30, and refused every one: a burst of sign-ins locked out at once).
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { SnapshotMemoryStore } from './rate-limit-store.ts';

/** what the plugin reads of a request when the key is given */
const request = { routeOptions: { config: {} } };

async function burst(calls: number, opts: { increment?: boolean } = {}) {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: SnapshotMemoryStore });
  await app.ready();
  const run = app.createRateLimit({ max: 10, timeWindow: 60_000, keyGenerator: () => 'account:7' }) as (
    req: unknown,
    o?: { increment?: boolean },
  ) => Promise<{ isExceeded?: boolean; remaining?: number; ttlInSeconds?: number }>;
  const answers = await Promise.all(Array.from({ length: calls }, () => run(request, opts)));
  const after = await run(request, { increment: false });
  await app.close();
  return { answers, after };
}

describe('the memory store of the rate limits', () => {
  it('counts thirty calls of one key in one tick as 1 … 30: ten pass, twenty are refused', async () => {
    const { answers, after } = await burst(30);
    expect(answers.filter((a) => !a.isExceeded)).toHaveLength(10);
    expect(answers.map((a) => a.remaining).sort((x, y) => x! - y!)).toEqual([
      ...Array.from({ length: 21 }, () => 0),
      ...Array.from({ length: 9 }, (_, i) => i + 1),
    ]);
    // a read counts nothing and sees all thirty; the window's time is whole
    expect(after).toMatchObject({ remaining: 0, isExceeded: true });
    expect(after.ttlInSeconds).toBeGreaterThan(55);
  });
});
