// The calls the API asks beside a guest's page metadata so that the server's render is handed them
// (packages/shared render-calls.ts; issue 24, twenty-third step) are the calls the pages' own
// prefetch declarations make (features/*/routes.tsx): each one the render will ask, none it will
// not. A declaration that changes its call without render-calls.ts would leave its render waiting
// on the main thread again (a call the API did not ask), or make the API read an answer nobody
// uses; either fails here.
import {
  CATEGORY_HARDWARE,
  cardRenderCalls,
  hardwareCategoryRenderCalls,
  homeRenderCalls,
  RELATED_PER_PAGE,
  ROUTE_PATTERNS as R,
} from '@store/shared';
import { apiAddress } from '@store/shared/api-address';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Api from './api.ts';
import type { PrefetchHandle, PrefetchQuery } from './prefetch.ts';

const asked: string[] = [];
/** what a card's answer says of its related cards: more than its first page, or not */
const related = { current_page: 1, has_more: true };

vi.mock('./api.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Api>();
  const get = (path: string, query?: Record<string, string | number>) => {
    asked.push(apiAddress(path, query));
    // a card's answer names its family and says whether its related cards are all of it (what its
    // `after` reads); the rest is not read
    const card = { id: Number(query?.card_id ?? 0), sub_category: { id: 3 }, country: { id: 1 } };
    const related_cards = { ...related, cards: [] };
    return Promise.resolve(path.startsWith('/cards/') ? { card, related_cards, cards: [] } : []);
  };
  return { ...original, api: { ...original.api, get } };
});

/** an address with its parameters in one order (as the server's callKey compares them) */
const normal = (address: string) => {
  const url = new URL(address, 'http://x');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
};

let routes: RouteObject[];

beforeAll(async () => {
  // the declarations exist in the server's build only (import.meta.env.SSR)
  vi.stubEnv('SSR', true);
  const [{ homeRoutes }, { catalogRoutes }] = await Promise.all([
    import('../features/home/routes.tsx'),
    import('../features/catalog/routes.tsx'),
  ]);
  routes = [...homeRoutes, ...catalogRoutes];
});

/** every call a page's declarations make before its render, dependent ones included */
async function callsOf(route: RouteObject, params: Record<string, string>, search = '') {
  asked.length = 0;
  const prefetch = (route.handle as PrefetchHandle).prefetch!;
  const run = async (q: PrefetchQuery): Promise<void> => {
    const data = await q.queryFn({ signal: new AbortController().signal });
    if (q.after) await Promise.all((await q.after(data)).map(run));
  };
  const queries = await prefetch({ params, search: new URLSearchParams(search), lang: 'en' });
  await Promise.all(queries.map(run));
  return asked.map(normal).sort();
}

const routeOf = (pattern: string) => routes.find((r) => `/${r.path ?? ''}` === pattern)!;
const sorted = (addresses: string[]) => addresses.map(normal).sort();

describe("the calls asked beside a guest's page metadata are its render's", () => {
  it('the home: its first view, every call', async () => {
    const home = routes.find((r) => r.index)!;
    expect(await callsOf(home, {})).toEqual(sorted(homeRenderCalls()));
  });

  it("a card page: its family, besides the card's detail its metadata reads", async () => {
    const detail = `/api/cards/getCardDetails?card_id=7&page=1&per_page=${RELATED_PER_PAGE}`;
    Object.assign(related, { current_page: 1, has_more: true });
    const calls = cardRenderCalls(7, related);
    expect(calls).toHaveLength(1);
    expect(await callsOf(routeOf(R.card), { id: '7' })).toEqual(sorted([detail, ...calls]));
  });

  it("a card page whose answer holds its whole family: the card's detail alone", async () => {
    const detail = `/api/cards/getCardDetails?card_id=7&page=1&per_page=${RELATED_PER_PAGE}`;
    Object.assign(related, { current_page: 1, has_more: false });
    expect(cardRenderCalls(7, related)).toEqual([]);
    expect(await callsOf(routeOf(R.card), { id: '7' })).toEqual(sorted([detail]));
  });

  it('a hardware category page: the menu and its list, the place in the list read from the address', async () => {
    const category = routeOf(R.hardwareCategory);
    for (const search of ['children=false', '', 'children=false&page=2&sort=desc_price&per_page=40', 'page=x&per_page=7']) {
      const reader = new URLSearchParams(search);
      expect(await callsOf(category, { name: 'pc-components', id: '34' }, search)).toEqual(
        sorted(hardwareCategoryRenderCalls(34, reader)),
      );
    }
  });

  it("a category's tiles: the menu and its sub-categories (its list, when it has none, waits for that answer)", async () => {
    const calls = await callsOf(
      routeOf(R.hardwareCategory),
      { name: 'gaming-hardware', id: String(CATEGORY_HARDWARE) },
      'children=true',
    );
    // the stand-in answers no sub-categories, so the list follows them
    const ahead = sorted(hardwareCategoryRenderCalls(CATEGORY_HARDWARE, new URLSearchParams('children=true')));
    expect(ahead.every((a) => calls.includes(a))).toBe(true);
    expect(calls.filter((c) => !ahead.includes(c))).toEqual([
      normal(`/api/products/category?category_id=${CATEGORY_HARDWARE}&page=1&per_page=20&sort_type=asc_price`),
    ]);
  });
});
