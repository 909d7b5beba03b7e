// One tab of /news-blog: 20 posts of a type on the page in the URL, with the numbered window of
// 2 pages before to 10 after the current one (spec §2, §9). Empty: 'No news found' / 'No Blog found'.
import { newsListPath, newsPageWindow } from '@store/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { usePosts, type PostType } from '../api.ts';
import { PostCard } from './PostCard.tsx';

export function PostList({ type, page }: { type: PostType; page: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePosts(type, page);
  // a page past the last one (an old link, posts taken down) goes to the last page there is,
  // instead of saying 'No news found' while there are news
  const navigate = useNavigate();
  const pastTheEnd = data !== undefined && data.posts.length === 0 && data.current_page > Math.max(1, data.last_page);
  const lastPage = data?.last_page ?? 1;
  useEffect(() => {
    if (pastTheEnd) void navigate(newsListPath(type, lastPage), { replace: true });
  }, [pastTheEnd, type, lastPage, navigate]);

  if (isPending || pastTheEnd)
    return (
      <div className="post-grid" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton post-skeleton" />
        ))}
      </div>
    );
  if (isError)
    return (
      <div className="empty-state" role="alert">
        <p>{t('errors.server')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (data.posts.length === 0)
    return <p className="empty-state">{type === 'news' ? t('news.emptyNews') : t('news.emptyBlog')}</p>;

  return (
    <>
      <div className="post-grid">
        {data.posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      <Pagination
        current={data.current_page}
        last={data.last_page}
        pages={newsPageWindow(data.current_page, data.last_page)}
        hrefFor={(p) => newsListPath(type, p)}
      />
    </>
  );
}
