// Build PC reads (spec §7): the component categories (children of category 34) and, for each,
// the products that can be bought now (products/category with instock=true), cheapest first.
import { useQuery } from '@tanstack/react-query';
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

export function useComponentProducts(categoryId: number | null) {
  const lang = useLang();
  return useQuery({
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
