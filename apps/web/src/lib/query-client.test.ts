// Issue 29: a server render's query client must keep nothing alive after the render. A timer per
// query (garbage collection after gcTime) kept every render's client and data reachable for five
// minutes; the server's client schedules none, the browser's still does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, createServerQueryClient } from './query-client.ts';

async function fetchThree(client: ReturnType<typeof createQueryClient>) {
  await Promise.all(
    ['home', 'product', 'card'].map((page) => client.fetchQuery({ queryKey: [page], queryFn: () => Promise.resolve({ page }) })),
  );
}

describe('query clients', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the server's client leaves no timer behind its queries", async () => {
    const client = createServerQueryClient();
    await fetchThree(client);
    expect(client.getQueryCache().getAll()).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
    client.clear();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it("the browser's client keeps unused data for a while (a timer per query)", async () => {
    const client = createQueryClient();
    await fetchThree(client);
    expect(vi.getTimerCount()).toBe(3);
    client.clear();
  });
});
