// /news-blog/{id}/{slug?} (spec §2 News and blog): breadcrumbs, image, date, tags, the body
// (server HTML through DOMPurify) and share links. An unknown id shows the not-found view; a
// missing or outdated slug is replaced by the post's own.
import { articlePath, newsListPath, routeSlug, stripHtml, truncate } from '@store/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { NotFoundView } from '../../../components/ui/NotFoundView.tsx';
import { SafeHtml } from '../../../components/ui/SafeHtml.tsx';
import { ShareLinks } from '../../../components/ui/ShareLinks.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isNotFound, usePost } from '../api.ts';
import '../news.css';

export default function ArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const { data: post, isPending, error, refetch } = usePost(id);
  usePageMeta({ title: post?.title, description: post ? truncate(stripHtml(post.desc), 160) : undefined, image: post?.img });

  useEffect(() => {
    if (post && post.slug && params.slug !== routeSlug({ slug: post.slug })) void navigate(articlePath(post), { replace: true });
  }, [post, params.slug, navigate]);

  if (!Number.isInteger(id) || id <= 0 || isNotFound(error)) return <NotFoundView title={t('news.notFound')} />;
  if (error)
    return (
      <div className="container page">
        <div className="empty-state" role="alert">
          <p>{t('errors.server')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  if (isPending)
    return (
      <div className="container page article" aria-busy="true">
        <div className="skeleton article-skeleton-title" />
        <div className="skeleton article-skeleton-image" />
      </div>
    );

  const section = post.type === 'blog' ? t('news.blog') : t('news.news');
  return (
    <article className="container page article">
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: section, to: newsListPath(post.type) },
          { label: post.title },
        ]}
      />
      <header className="article-header">
        <h1 className="article-title">{post.title}</h1>
        <p className="article-meta">
          <span className="article-type">{section}</span>
          <time>{post.created_at}</time>
        </p>
      </header>
      {post.img && <img className="article-image" src={post.img} alt="" width={800} height={450} fetchPriority="high" />}
      {post.tags.length > 0 && (
        <ul className="article-tags" aria-label={t('news.tags')}>
          {post.tags.map((tag) => (
            <li key={tag.name}>#{tag.name}</li>
          ))}
        </ul>
      )}
      <SafeHtml html={post.desc} className="article-body" />
      <ShareLinks title={post.title} className="article-share" />
    </article>
  );
}
