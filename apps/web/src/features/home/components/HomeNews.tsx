// The two newest news articles on the home page (spec §2 Home, §9: 2 posts, excerpt 750
// characters), each with Read More, plus View All → /news-blog.
import { articlePath, NEWS_EXCERPT, STORE_PATHS, stripHtml, truncate } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { useHomeNews } from '../api.ts';
import { SectionHeader } from './SectionHeader.tsx';

export function HomeNews() {
  const { t } = useTranslation();
  const { data, isError } = useHomeNews();
  if (isError || (data && data.posts.length === 0)) return null;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <SectionHeader id="home-news" title={t('home.news.title')} viewAllTo={STORE_PATHS.newsBlog} />
      <div className="home-news">
        {(data?.posts ?? []).map((post) => {
          const path = articlePath(post);
          return (
            <article key={post.id} className="home-news-card">
              <StoreLink to={path} tabIndex={-1} aria-hidden="true" className="home-news-image">
                <img src={post.img} alt="" width={640} height={360} loading="lazy" decoding="async" />
              </StoreLink>
              <div className="home-news-body">
                <p className="home-news-date">
                  <time>{post.created_at}</time>
                </p>
                <h3>
                  <StoreLink to={path}>{post.title}</StoreLink>
                </h3>
                <p className="home-news-excerpt">{truncate(stripHtml(post.desc), NEWS_EXCERPT)}</p>
                {/* the link's text names the article (Lighthouse link-text; the name contains the visible words) */}
                <StoreLink to={path} className="home-read-more">
                  {t('common.readMore')}
                  <span className="visually-hidden">: {post.title}</span>
                </StoreLink>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
