// Server state of news and blog (spec §7: posts?type=&per_page=20&page=, posts/{id}).
import { NEWS_PAGE_SIZE } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { ApiError, api } from '../../lib/api.ts';

export type PostType = 'news' | 'blog';

export type { PostsPage } from '@store/shared';

export function usePosts(type: PostType, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['news', i18n.language, type, page],
    queryFn: ({ signal }) => api.get('/posts', { type, per_page: NEWS_PAGE_SIZE, page }, signal),
  });
}

export function usePost(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['news', i18n.language, 'post', id],
    queryFn: ({ signal }) => api.get('/posts/{id}', { id }, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;
