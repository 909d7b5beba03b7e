// GET /products/search (spec §7): products and cards matching a text, each paginated.
import type { SearchAnswer } from '@store/shared';
import { api } from '../../lib/api.ts';

/** Inferred from the API's answer schema (packages/shared/src/contract/search.ts). */
export type SearchResult = SearchAnswer;

export function fetchSearch(search: string, page: number, perPage: number, signal?: AbortSignal): Promise<SearchResult> {
  return api.get('/products/search', { search, page, per_page: perPage }, signal);
}
