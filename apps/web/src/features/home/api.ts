// Server state of the home page (spec §2 Home, §7): sliders, ads, deals, latest items, the
// Latest Games pages and the two newest news posts. Keys carry the language.
import {
  HOME_LATEST_LIMIT,
  HOME_NEWS_COUNT,
  LATEST_GAMES_KEEP,
  LATEST_GAMES_PAGE_SIZE,
  type DealsFirstViewAnswer,
  type ItemsAnswer,
} from '@store/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { api } from '../../lib/api.ts';

export type { ItemsAnswer };

function useLang() {
  return useTranslation().i18n.language;
}

export function useSliders() {
  const lang = useLang();
  return useQuery({
    queryKey: ['home', lang, 'sliders'],
    queryFn: ({ signal }) => api.get('/sliders', undefined, signal),
  });
}

export function useAds(type: 'top' | 'bottom') {
  const lang = useLang();
  return useQuery({
    queryKey: ['home', lang, 'ads', type],
    queryFn: ({ signal }) => api.get('/advertisements', { type }, signal),
  });
}

/**
 * The home's deals: the answer, or, on a page the server drew, only the tiles its first view draws
 * with `first_view_of` the whole row's count (dealsFirstView, packages/shared); the row fetches the
 * rest once it is on the screen (DealsSection).
 */
export type HomeDeals = DealsFirstViewAnswer;

export const dealsKey = (lang: string) => ['home', lang, 'deals'] as const;

export function useDeals() {
  const lang = useLang();
  return useQuery<HomeDeals>({
    queryKey: dealsKey(lang),
    queryFn: ({ signal }) => api.get('/products/deals', undefined, signal),
  });
}

export function useLatestItems() {
  const lang = useLang();
  return useQuery({
    queryKey: ['home', lang, 'latest', HOME_LATEST_LIMIT],
    queryFn: ({ signal }) => api.get('/products/latest', { limit: HOME_LATEST_LIMIT }, signal),
  });
}

/** spec §4: pages of 10 cards; only the last 20 cards (2 pages) are kept. */
export function useLatestGames() {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ['home', lang, 'latest-games'],
    queryFn: ({ pageParam, signal }) => api.get('/products/home', { per_page: LATEST_GAMES_PAGE_SIZE, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    getPreviousPageParam: (first) => (first.current_page > 1 ? first.current_page - 1 : undefined),
    maxPages: LATEST_GAMES_KEEP / LATEST_GAMES_PAGE_SIZE,
  });
}

export function useHomeNews() {
  const lang = useLang();
  return useQuery({
    queryKey: ['home', lang, 'news', HOME_NEWS_COUNT],
    queryFn: ({ signal }) => api.get('/posts', { type: 'news', per_page: HOME_NEWS_COUNT, page: 1 }, signal),
  });
}
