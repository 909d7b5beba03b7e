// GET /products/search (spec §7): products and cards matching a text, each paginated.
import type { CardListItem, ProductListItem } from '@store/shared';
import { apiGet } from '../../lib/api.ts';

interface Paged {
  total: number;
  current_page: number;
  last_page: number;
}

export interface SearchResult {
  products: Paged & { products: ProductListItem[] };
  cards: Paged & { cards: CardListItem[] };
}

export function fetchSearch(search: string, page: number, perPage: number, signal?: AbortSignal): Promise<SearchResult> {
  return apiGet<SearchResult>('products/search', { search, page, per_page: perPage }, signal);
}
