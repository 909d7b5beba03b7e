// One post in the news/blog list (spec §2 News and blog): image, title, description cut at 750
// characters of plain text plus '...', date dd/mm/yyyy, and Read More.
import { articlePath, NEWS_EXCERPT, stripHtml, truncate, type Post } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';

export const postExcerpt = (html: string) => truncate(stripHtml(html), NEWS_EXCERPT);

export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const path = articlePath(post);
  return (
    <article className="post-card">
      <StoreLink to={path} className="post-card-image" tabIndex={-1} aria-hidden="true">
        <img src={post.img} alt="" width={640} height={360} loading="lazy" decoding="async" />
      </StoreLink>
      <div className="post-card-body">
        <p className="post-card-date">
          <time>{post.created_at}</time>
        </p>
        <h2 className="post-card-title">
          <StoreLink to={path}>{post.title}</StoreLink>
        </h2>
        <p className="post-card-excerpt">{postExcerpt(post.desc)}</p>
        {/* the post's title in the link's name and, hidden from sight, in its text: "Read More"
            alone names no page to a screen reader's list of links or to a crawler */}
        <StoreLink to={path} className="btn btn-outline post-card-more" aria-label={`${t('common.readMore')}: ${post.title}`}>
          {t('common.readMore')}
          <span className="visually-hidden">: {post.title}</span>
        </StoreLink>
      </div>
    </article>
  );
}
