// /news-blog (spec §2 News and blog): tabs News and Blog; the tab and page live in the URL query
// (?type=blog&page=2) so back/forward and shared links work.
import { newsListPath } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { PostType } from '../api.ts';
import { readListParams } from '../list-params.ts';
import { PostList } from '../components/PostList.tsx';
import '../news.css';

export default function NewsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { type, page } = readListParams(params);
  usePageMeta({ title: type === 'news' ? t('news.news') : t('news.blog') });

  return (
    <div className="container page news-page">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('news.title') }]} />
      <h1 className="page-title">{t('news.title')}</h1>
      <Tabs
        label={t('news.title')}
        value={type}
        onValueChange={(v) => void navigate(newsListPath(v as PostType))}
        items={[
          { value: 'news', label: t('news.news'), content: type === 'news' && <PostList type="news" page={page} /> },
          { value: 'blog', label: t('news.blog'), content: type === 'blog' && <PostList type="blog" page={page} /> },
        ]}
      />
    </div>
  );
}
