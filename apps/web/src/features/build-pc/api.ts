// Build PC reads (spec §7): the component categories (children of category 34) and, for each,
// the products that can be bought now (products/category with instock=true), cheapest first.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { CATEGORY_BUILD_PC } from '@store/shared';
import { api } from '../../lib/api.ts';

/** The API's largest page: a component category lists every part on one page. */
export const PARTS_PER_PAGE = 100;

function useLang(): 'en' | 'ar' {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}

export function useComponentCategories() {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalog', lang, 'build-pc', 'categories'],
    queryFn: ({ signal }) => api.get('/categories/children/children', { category_id: CATEGORY_BUILD_PC }, signal),
  });
}

/** The in-stock parts of one component, in the shopper's language (one cache entry per component and language). */
export function componentProductsQuery(lang: 'en' | 'ar', categoryId: number | null) {
  return queryOptions({
    queryKey: ['catalog', lang, 'build-pc', 'products', categoryId],
    queryFn: ({ signal }) =>
      api.get(
        '/products/category',
        { category_id: categoryId, instock: true, per_page: PARTS_PER_PAGE, page: 1, sort_type: 'asc_price' },
        signal,
      ),
    enabled: categoryId !== null,
  });
}

export function useComponentProducts(categoryId: number | null) {
  return useQuery(componentProductsQuery(useLang(), categoryId));
}

/**
 * The current parts of every component that has a chosen part: the build kept in sessionStorage
 * is a copy taken when the part was chosen (its name in that language, its price and stock then).
 */
export function useChosenComponentsParts(categoryIds: readonly number[]) {
  const lang = useLang();
  return useQueries({ queries: categoryIds.map((id) => componentProductsQuery(lang, id)) });
}
