// A list's place in its page's address (spec §2 category pages): page, per_page (20/40/60, default
// 20) and sort (asc_price/desc_price; hardware defaults to asc_price, the digital store to
// desc_price). The storefront reads it to ask for the list (apps/web features/catalog/lib/
// list-params.ts); the API reads it the same way to ask a guest's list before its render does
// (render-calls.ts).
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_TYPES, type SortType } from './constants.ts';

export interface ListState {
  page: number;
  perPage: number;
  sort: SortType;
}

/** What the rule reads of an address's query (a URLSearchParams). */
export interface QueryReader {
  get(name: string): string | null;
}

export function readListState(params: QueryReader, defaultSort: SortType): ListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const perPage = Number.parseInt(params.get('per_page') ?? '', 10);
  const sort = params.get('sort');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    sort: (SORT_TYPES as readonly string[]).includes(sort ?? '') ? (sort as SortType) : defaultSort,
  };
}

/**
 * The news list's place in its address (spec §2 /news-blog?type=news|blog&page=N): the Blog tab
 * with `type=blog`, the News tab otherwise. The storefront's page and its prefetch read it, and
 * the API names the page's own address by it (a tab and page are a listing of their own).
 */
export function readNewsListState(params: QueryReader): { type: 'news' | 'blog'; page: number } {
  const type = params.get('type') === 'blog' ? 'blog' : 'news';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { type, page };
}
