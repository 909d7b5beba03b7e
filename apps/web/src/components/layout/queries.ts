// Server state the shell reads: site settings (footer, chat, default meta) and the category tree
// behind the hover menus (spec §7 settings, categories/children, countries). These calls are
// marked silent so the loader overlay does not flash while a menu opens.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { api } from '../../lib/api.ts';

const TEN_MINUTES = 10 * 60_000;

/** The site's settings; `ask: false` only reads what the layout (which always asks) already has. */
export function useSettings(ask = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['settings', i18n.language],
    queryFn: ({ signal }) => api.get('/settings', undefined, signal),
    enabled: ask,
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });
}

/** Children of a category (2 hardware, 3 digital, or a sub-category id for the next level). */
export function useCategoryChildren(categoryId: number | null, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['categories', 'children', i18n.language, categoryId],
    queryFn: ({ signal }) => api.get('/categories/children', { category_id: categoryId }, signal),
    enabled: enabled && categoryId !== null,
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });
}

/** Countries of a digital sub-category (spec §2 digital store level 2). */
export function useCountries(categoryId: number | null, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['countries', i18n.language, categoryId],
    queryFn: ({ signal }) => api.get('/countries', { category_id: categoryId }, signal),
    enabled: enabled && categoryId !== null,
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });
}
