// Catalogue reads of spec §7 as TanStack queries. Keys start with 'catalog' and the language, so a
// language switch refetches and the wishlist heart can refresh every catalogue list at once.
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { RELATED_PER_PAGE, type Category, type ReviewAnswer, type SortType } from '@store/shared';
import { apiCall, api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { fetchSearch } from '../../components/catalog/search-api.ts';

// answer types are inferred from the API's answer schemas (packages/shared/src/contract/)
export type { CardDetailsAnswer, CardPage, ProductDetailsAnswer, ProductPage } from '@store/shared';

export function useLang(): 'en' | 'ar' {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}

export function useChildCategories(categoryId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'children', categoryId],
    queryFn: ({ signal }) => api.get('/categories/children', { category_id: categoryId }, signal),
    enabled: categoryId !== null,
  });
}

export function useCountries(categoryId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'countries', categoryId],
    queryFn: ({ signal }) => api.get('/countries', { category_id: categoryId }, signal),
    enabled: categoryId !== null,
  });
}

export interface ListParams {
  page: number;
  perPage: number;
  sort: SortType;
}

export function useCategoryProducts(categoryId: number | null, p: ListParams) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'products', categoryId, p.page, p.perPage, p.sort],
    queryFn: ({ signal }) =>
      api.get('/products/category', { category_id: categoryId, page: p.page, per_page: p.perPage, sort_type: p.sort }, signal),
    enabled: categoryId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryCards(categoryId: number | null, countryId: number | null, p: ListParams) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'cards', categoryId, countryId, p.page, p.perPage, p.sort],
    queryFn: ({ signal }) =>
      api.get(
        '/cards/category',
        { category_id: categoryId, country_id: countryId, page: p.page, per_page: p.perPage, sort_type: p.sort },
        signal,
      ),
    enabled: categoryId !== null && countryId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Who is looking: detail answers carry per-user fields (user_has_purchased, user_review, isFav),
 * so an answer fetched as a guest is not reused after signing in, nor one user's for another.
 */
function useViewerKey(): string {
  const { user } = useSession();
  return user ? `user:${user.id ?? user.email}` : 'guest';
}

/** A product page's answer (one page of its related items): the page's and the compare table's query. */
const productDetailsQuery = (lang: string, viewer: string, productId: number, page: number) => ({
  queryKey: ['catalog', lang, 'product', productId, page, viewer],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/products/getProductDetails', { product_id: productId, per_page: RELATED_PER_PAGE, page }, signal),
});

export function useProductDetails(productId: number, page: number) {
  const lang = useLang();
  const viewer = useViewerKey();
  return useQuery({
    ...productDetailsQuery(lang, viewer, productId, page),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === productId ? prev : undefined),
  });
}

/**
 * Today's answer for each compared product (the same cache entries as their pages): the compare
 * list in localStorage is a copy taken when each was added, in that language, at that price and
 * stock. An answer 404 means the product has left the catalogue.
 */
export function useComparedProducts(productIds: readonly number[]) {
  const lang = useLang();
  const viewer = useViewerKey();
  return useQueries({ queries: productIds.map((productId) => productDetailsQuery(lang, viewer, productId, 1)) });
}

export function fetchCardDetails(cardId: number, page: number, perPage: number, signal?: AbortSignal) {
  return api.get('/cards/getCardDetails', { card_id: cardId, per_page: perPage, page }, signal);
}

export function useCardDetails(cardId: number, page: number) {
  const lang = useLang();
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ['catalog', lang, 'card', cardId, page, viewer],
    queryFn: ({ signal }) => fetchCardDetails(cardId, page, RELATED_PER_PAGE, signal),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === cardId ? prev : undefined),
  });
}

export function useSearchResults(search: string, page: number, perPage: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'search', search, page, perPage],
    queryFn: ({ signal }) => fetchSearch(search, page, perPage, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useDeals() {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'deals'],
    queryFn: ({ signal }) => api.get('/products/deals', undefined, signal),
  });
}

/** A category's name from any children list already fetched (tiles the shopper came through). */
export function useKnownCategoryName(categoryId: number): string | undefined {
  const lang = useLang();
  const queryClient = useQueryClient();
  for (const [, list] of queryClient.getQueriesData<Category[]>({ queryKey: ['catalog', lang, 'children'] })) {
    const found = list?.find((c) => c.id === categoryId);
    if (found) return found.name;
  }
  return undefined;
}

/** A digital sub-category's name in the shopper's language, read from one of its cards when no
 * tiles list has told it yet (a shared link or a reload). */
export function useDigitalCategoryName(categoryId: number, enabled = true): string | undefined {
  const lang = useLang();
  const known = useKnownCategoryName(categoryId);
  const query = useQuery({
    queryKey: ['catalog', lang, 'category-name', categoryId],
    queryFn: ({ signal }) => api.get('/cards/category', { category_id: categoryId, per_page: 1, page: 1 }, signal),
    enabled: enabled && known === undefined && Number.isInteger(categoryId) && categoryId > 0,
    staleTime: 10 * 60_000,
  });
  const card = query.data?.cards[0];
  return known ?? (card && card.sub_category.id === categoryId ? card.sub_category.name : undefined);
}

export type ReviewKind = 'products' | 'cards';

/** POST products/{id}/reviews or cards/{id}/reviews (spec §7): the answer's message is shown. */
export function postReview(kind: ReviewKind, id: number, body: { rating: number; comment: string }) {
  return apiCall<ReviewAnswer>(`${kind}/${id}/reviews`, { method: 'POST', body });
}
