// The byte-bounded cache behind the page cache, the public micro-cache (issue 29) and the
// storefront's kept markup (issue 24).
import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('never holds more than its byte ceiling, whatever is put in', () => {
    const cache = new BoundedCache<string>(1000);
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, `v${i}`, 90 + (i % 7));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBeGreaterThan(5);
    // the newest are the ones kept
    expect(cache.get('k499')).toBe('v499');
    expect(cache.get('k0')).toBeUndefined();
  });

  it('drops the least recently used entry first and counts replaced entries once', () => {
    const cache = new BoundedCache<number>(300);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    cache.set('c', 3, 100);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4, 100);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    cache.set('a', 5, 100);
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(3);
  });

  it('also bounds the number of entries, and refuses an entry heavier than the ceiling', () => {
    const cache = new BoundedCache<number>(1_000_000, 2);
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    cache.set('c', 3, 1);
    expect(cache.size).toBe(2);
    cache.set('huge', 4, 2_000_000);
    expect(cache.get('huge')).toBeUndefined();
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
