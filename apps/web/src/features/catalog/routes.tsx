// Routes of the catalog feature (spec §2): category landings, hardware and digital-store levels,
// product and card pages, search, deals and compare. Each page is a lazy chunk. Paths come
// from the shared route table, which the server also uses to recognise addresses.
import {
  CATEGORY_DIGITAL,
  CATEGORY_HARDWARE,
  CATEGORY_WORLD2EGYPT,
  familyInDetail,
  idFromAddress,
  RELATED_PER_PAGE,
  ROUTE_PATTERNS as R,
  routeSlug,
  SEARCH_PAGE_SIZE,
  searchableText,
  searchFromPath,
  type CardDetailsAnswer,
  type Category,
} from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { api } from '../../lib/api.ts';
import { withStrings } from '../../lib/i18n/index.ts';
import type { PrefetchArgs, PrefetchQuery } from '../../lib/prefetch.ts';
// types only (erased from the bundle): the modules themselves load when a server render asks for them
import type * as Denominations from './lib/denominations.ts';
import type * as ListParams from './lib/list-params.ts';

/** React Router's child paths are relative: '/product/:id/:name?' → 'product/:id/:name?'. */
const rel = (pattern: string) => pattern.slice(1);

// Server only (lib/prefetch.ts, issue 24): the queries a page asks for on its first render, known
// from its address, so the server renders it once. Keys and calls are those of api.ts's hooks
// (and Denominations.tsx's); a page the server renders is always a guest's view ('guest'). Helpers
// are imported when called, so the browser's entry chunk (which holds this file) does not grow.

const childrenQuery = (lang: string, categoryId: number): PrefetchQuery => ({
  queryKey: ['catalog', lang, 'children', categoryId],
  queryFn: ({ signal }) => api.get('/categories/children', { category_id: categoryId }, signal),
});

// Each helper module is imported once per process and its promise kept (issue 24): an `import()`
// is resolved again on every call, and where a loader hook is registered (the server runs under
// tsx; renders on the main thread with RENDER_THREADS=0) that is a message to the hook's thread and
// back, ~0.4 ms of a category or card page's render (~5 µs without a hook, on the render threads).
let listParams: Promise<typeof ListParams> | undefined;
let denominations: Promise<typeof Denominations> | undefined;

const listState = async (search: URLSearchParams, defaultSort: 'asc_price' | 'desc_price') =>
  (await (listParams ??= import('./lib/list-params.ts'))).readListState(search, defaultSort);

const productsQuery = async (lang: string, categoryId: number, search: URLSearchParams): Promise<PrefetchQuery> => {
  const p = await listState(search, 'asc_price');
  return {
    queryKey: ['catalog', lang, 'products', categoryId, p.page, p.perPage, p.sort],
    queryFn: ({ signal }) =>
      api.get('/products/category', { category_id: categoryId, page: p.page, per_page: p.perPage, sort_type: p.sort }, signal),
  };
};

async function hardwareCategoryPrefetch({ params, search, lang }: PrefetchArgs): Promise<PrefetchQuery[]> {
  const id = idFromAddress(params.id);
  if (id === null || (params.name ?? '').includes('&')) return [childrenQuery(lang, CATEGORY_HARDWARE)];
  if (search.get('children') !== 'true') return [childrenQuery(lang, CATEGORY_HARDWARE), await productsQuery(lang, id, search)];
  // sub-category tiles, or the list when the category has no children
  const children = childrenQuery(lang, id);
  const after = async (data: unknown) => ((data as Category[]).length === 0 ? [await productsQuery(lang, id, search)] : []);
  return [childrenQuery(lang, CATEGORY_HARDWARE), { ...children, after }];
}

async function cardListPrefetch({ params, search, lang }: PrefetchArgs): Promise<PrefetchQuery[]> {
  const id = Number(params.id ?? '');
  const countryId = Number(params.countryId ?? '');
  const p = await listState(search, 'desc_price');
  return [
    {
      queryKey: ['catalog', lang, 'cards', id, countryId, p.page, p.perPage, p.sort],
      queryFn: ({ signal }) =>
        api.get(
          '/cards/category',
          { category_id: id, country_id: countryId, page: p.page, per_page: p.perPage, sort_type: p.sort },
          signal,
        ),
    },
  ];
}

function productPrefetch({ params, lang }: PrefetchArgs): PrefetchQuery[] {
  const id = idFromAddress(params.id);
  if (id === null) return [];
  return [
    {
      queryKey: ['catalog', lang, 'product', id, 1, 'guest'],
      queryFn: ({ signal }) =>
        api.get('/products/getProductDetails', { product_id: id, per_page: RELATED_PER_PAGE, page: 1 }, signal),
    },
  ];
}

function cardPrefetch({ params, lang }: PrefetchArgs): PrefetchQuery[] {
  const id = idFromAddress(params.id);
  if (id === null) return [];
  // the card as the page asks it, then its denomination buttons: from the card's own answer when
  // it holds the whole family (familyInDetail: a store's families are a handful of values), or else
  // from the family's lean call (issue 24: the family's getCardDetails pages carry a whole list item
  // a card; the buttons read eight fields), built by the same function into the same query the
  // page would fill
  return [
    {
      queryKey: ['catalog', lang, 'card', id, 1, 'guest'],
      queryFn: ({ signal }) => api.get('/cards/getCardDetails', { card_id: id, per_page: RELATED_PER_PAGE, page: 1 }, signal),
      after: async (data) => {
        const { card, related_cards: related } = data as CardDetailsAnswer;
        const { familyDenominationsQuery, heldDenominationsQuery } = await (denominations ??= import('./lib/denominations.ts'));
        if (familyInDetail(related)) return [heldDenominationsQuery(card, lang, related)];
        return [familyDenominationsQuery(card, lang, (cardId, signal) => api.get('/cards/family', { card_id: cardId }, signal))];
      },
    },
  ];
}

function searchPrefetch({ params, search, lang }: PrefetchArgs): PrefetchQuery[] {
  const text = searchFromPath(params.search ?? '');
  if (searchableText(text) === '') return [];
  const raw = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(raw) && raw >= 1 ? raw : 1;
  return [
    {
      queryKey: ['catalog', lang, 'search', text, page, SEARCH_PAGE_SIZE],
      queryFn: ({ signal }) => api.get('/products/search', { search: text, page, per_page: SEARCH_PAGE_SIZE }, signal),
    },
  ];
}

function dealsPrefetch({ lang }: PrefetchArgs): PrefetchQuery[] {
  return [{ queryKey: ['catalog', lang, 'deals'], queryFn: ({ signal }) => api.get('/products/deals', undefined, signal) }];
}

/** A digital sub-category's name read from one of its cards (api.ts useDigitalCategoryName). */
const categoryNameQuery = (lang: string, categoryId: number): PrefetchQuery => ({
  queryKey: ['catalog', lang, 'category-name', categoryId],
  queryFn: ({ signal }) => api.get('/cards/category', { category_id: categoryId, per_page: 1, page: 1 }, signal),
});

const countriesQuery = (lang: string, categoryId: number): PrefetchQuery => ({
  queryKey: ['catalog', lang, 'countries', categoryId],
  queryFn: ({ signal }) => api.get('/countries', { category_id: categoryId }, signal),
});

/** /category/{cat}: the landing's tiles, World2Egypt's list, or a slug found among the sub-categories. */
async function landingPrefetch({ params, search, lang }: PrefetchArgs): Promise<PrefetchQuery[]> {
  const cat = (params.cat ?? '').toLowerCase();
  if (cat === 'gaming-hardware') return [childrenQuery(lang, CATEGORY_HARDWARE)];
  if (cat === 'digital-store') return [childrenQuery(lang, CATEGORY_DIGITAL)];
  if (cat === 'world2egypt') {
    return [await productsQuery(lang, CATEGORY_WORLD2EGYPT, search)];
  }
  // the page looks the slug up in both lists (hardware first) and shows the match's children
  const hardware = childrenQuery(lang, CATEGORY_HARDWARE);
  const found = (data: unknown) => (data as Category[]).find((c) => routeSlug(c) === cat || String(c.id) === cat) ?? null;
  return [
    { ...hardware, after: (data) => (found(data)?.has_children ? [childrenQuery(lang, found(data)!.id)] : []) },
    { ...childrenQuery(lang, CATEGORY_DIGITAL), after: (data) => (found(data) ? [childrenQuery(lang, found(data)!.id)] : []) },
  ];
}

function digitalCountriesPrefetch({ params, lang }: PrefetchArgs): PrefetchQuery[] {
  const id = idFromAddress(params.id);
  if (id === null || (params.name ?? '').includes('&')) return [];
  return [categoryNameQuery(lang, id), countriesQuery(lang, id)];
}

function digitalCategoryPrefetch({ params, lang }: PrefetchArgs): PrefetchQuery[] {
  const id = idFromAddress(params.id);
  if ((params.name ?? '').includes('&')) return [];
  if (id === null) return [childrenQuery(lang, CATEGORY_DIGITAL)];
  // a sub-category without children is named from its cards and lists its countries
  const after = (data: unknown) =>
    (data as Category[]).length === 0 ? [categoryNameQuery(lang, id), countriesQuery(lang, id)] : [];
  return [childrenQuery(lang, CATEGORY_DIGITAL), { ...childrenQuery(lang, id), after }];
}

export const catalogRoutes: FeatureRoutes = [
  {
    path: rel(R.categoryLanding),
    handle: import.meta.env.SSR ? { prefetch: landingPrefetch } : undefined,
    lazy: withStrings(['catalog', 'cart'], () =>
      import('./pages/CategoryLandingPage.tsx').then((m) => ({ Component: m.default })),
    ),
  },
  {
    path: rel(R.hardwareCategory),
    handle: import.meta.env.SSR ? { prefetch: hardwareCategoryPrefetch } : undefined,
    lazy: withStrings(['catalog', 'cart'], () =>
      import('./pages/HardwareCategoryPage.tsx').then((m) => ({ Component: m.default })),
    ),
  },
  {
    path: rel(R.digitalSubCategory),
    handle: import.meta.env.SSR ? { prefetch: digitalCountriesPrefetch } : undefined,
    lazy: withStrings(['catalog'], () => import('./pages/DigitalCountriesPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.digitalCategory),
    handle: import.meta.env.SSR ? { prefetch: digitalCategoryPrefetch } : undefined,
    lazy: withStrings(['catalog'], () => import('./pages/DigitalCategoryPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.cardList),
    handle: import.meta.env.SSR ? { prefetch: cardListPrefetch } : undefined,
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/CardListPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.product),
    handle: import.meta.env.SSR
      ? { prefetch: productPrefetch }
      : {
          beforeHydration: withStrings(['catalog', 'cart'], () =>
            import('./components/LazySections.tsx').then((m) => m.preloadProductTabs()),
          ),
        },
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/ProductPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.card),
    handle: import.meta.env.SSR
      ? { prefetch: cardPrefetch }
      : {
          beforeHydration: withStrings(['catalog', 'cart'], () =>
            import('./components/LazySections.tsx').then((m) => m.preloadCardTabs()),
          ),
        },
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/CardPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.search),
    handle: import.meta.env.SSR ? { prefetch: searchPrefetch } : undefined,
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/SearchPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'deals',
    handle: import.meta.env.SSR ? { prefetch: dealsPrefetch } : undefined,
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/DealsPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'compare',
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/ComparePage.tsx').then((m) => ({ Component: m.default }))),
  },
];
