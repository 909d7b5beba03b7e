// The guests' page cache (issue 15): one render serves concurrent requests for a page, a kept
// page is reused until PUBLIC_CACHE_SECONDS passes (then answered once more while it renders
// again), and 0 turns the cache off.
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './ssr.ts';

const roomy = { maxBytes: 1024 * 1024, weigh: (page: string) => page.length * 2 };

function counter(label = 'page') {
  let renders = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const produce = async () => {
    renders++;
    await gate;
    return `${label} ${renders}`;
  };
  return { produce, release, renders: () => renders };
}

describe('page cache', () => {
  it('renders a page once for concurrent misses and reuses it afterwards', async () => {
    const cache = createPageCache<string>(60_000, roomy);
    const c = counter();
    const waiting = Promise.all([1, 2, 3].map(() => cache.get('en|/', c.produce)));
    c.release();
    const answers = await waiting;
    expect(answers.map((a) => a.value)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect((await cache.get('en|/', c.produce)).hit).toBe(true);
    expect(c.renders()).toBe(1);
    // another language or address is another page
    await cache.get('ar|/', c.produce);
    expect(c.renders()).toBe(2);
  });

  it('never keeps a page begun before a purge, and no later request joins it', async () => {
    const cache = createPageCache<string>(60_000, roomy);
    const before = counter('before');
    const old = cache.get('en|/', before.produce);
    // a change clears the cache while that render still reads the data from before it
    cache.clear();
    const after = counter('after');
    after.release();
    expect((await cache.get('en|/', after.produce)).value).toBe('after 1');
    expect(after.renders()).toBe(1);
    before.release();
    expect((await old).value).toBe('before 1');
    // the page kept is the one rendered after the change
    const kept = await cache.get('en|/', before.produce);
    expect(kept).toMatchObject({ hit: true, value: 'after 1' });
    expect(before.renders()).toBe(1);
    // a render begun before the purge did not keep its page over the later one either
    const stale = counter();
    const late = cache.get('ar|/', stale.produce);
    cache.clear();
    stale.release();
    await late;
    expect((await cache.get('ar|/', after.produce)).hit).toBe(false);
  });

  it('renders every request when the cache is off (PUBLIC_CACHE_SECONDS=0)', async () => {
    const cache = createPageCache<string>(0, roomy);
    const c = counter();
    c.release();
    await cache.get('en|/', c.produce);
    await cache.get('en|/', c.produce);
    expect(c.renders()).toBe(2);
  });

  it('answers an expired page at once while one background render replaces it', async () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache<string>(10_000, roomy);
      let renders = 0;
      let release!: () => void;
      const produce = async () => {
        renders++;
        if (renders > 1) await new Promise<void>((r) => (release = r));
        return `page ${renders}`;
      };
      await cache.get('en|/', produce);
      vi.advanceTimersByTime(12_000);
      // expired: the old page comes back without waiting, and only one render starts
      const [a, b] = await Promise.all([cache.get('en|/', produce), cache.get('en|/', produce)]);
      expect([a.value, b.value]).toEqual(['page 1', 'page 1']);
      expect([a.state, b.state]).toEqual(['stale', 'stale']);
      expect(renders).toBe(2);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(await cache.get('en|/', produce)).toMatchObject({ value: 'page 2', state: 'hit' });
      // too old to show (more than twice the lifetime): the request waits for a new render
      vi.advanceTimersByTime(25_000);
      const waited = cache.get('en|/', produce);
      await vi.advanceTimersByTimeAsync(0);
      release();
      expect(await waited).toMatchObject({ value: 'page 3', state: 'miss' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a render that failed', async () => {
    const cache = createPageCache<string>(60_000, roomy);
    await expect(cache.get('en|/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('en|/x', () => Promise.resolve('ok'))).value).toBe('ok');
  });

  it('keeps pages within its byte ceiling, dropping the least recently used first (issue 29)', async () => {
    // 10 KB of pages at most; each page weighs 2 × 2,000 = 4,000 bytes
    const cache = createPageCache<string>(60_000, { maxBytes: 10_000, weigh: (page) => page.length * 2 });
    const page = (name: string) => () => Promise.resolve(name.padEnd(2000, '.'));
    await cache.get('en|/a', page('a'));
    await cache.get('en|/b', page('b'));
    expect(cache.usage()).toEqual({ bytes: 8000, pages: 2 });
    await cache.get('en|/a', page('a')); // /a is now the most recently used
    await cache.get('en|/c', page('c'));
    expect(cache.usage()).toEqual({ bytes: 8000, pages: 2 });
    expect((await cache.get('en|/a', page('a'))).state).toBe('hit');
    expect((await cache.get('en|/b', page('b'))).state).toBe('miss'); // /b went first
    // a page that grows (a compressed copy) is weighed again
    const big = { html: 'x'.repeat(1000), extra: 0 };
    const growing = createPageCache<typeof big>(60_000, { maxBytes: 5000, weigh: (d) => d.html.length * 2 + d.extra });
    await growing.get('en|/g', () => Promise.resolve(big));
    expect(growing.usage().bytes).toBe(2000);
    big.extra = 1500;
    growing.reweigh('en|/g', big);
    expect(growing.usage().bytes).toBe(3500);
    // and one heavier than the whole ceiling is not kept at all
    big.extra = 9000;
    growing.reweigh('en|/g', big);
    expect(growing.usage()).toEqual({ bytes: 0, pages: 0 });
  });
});
