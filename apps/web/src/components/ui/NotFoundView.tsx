// The "page not found" view: used by the catch-all route and by pages whose record does not
// exist (an unknown article or product id). Offers the way home and a search.
import { searchPath } from '@store/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { StoreLink } from './StoreLink.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { markNotFound } from '../../lib/ssr.ts';
import { SearchIcon } from './icons.tsx';
import './not-found.css';

export function NotFoundView({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  markNotFound();
  usePageMeta({ title: title ?? t('notFound.title') });
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{title ?? t('notFound.title')}</h1>
      <p className="not-found-text">{text ?? t('notFound.text')}</p>
      <form
        className="not-found-search"
        role="search"
        aria-label={t('notFound.searchLabel')}
        // sent by the browser itself before the script has loaded, as the header's (SearchBox.tsx)
        action="/search"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) void navigate(searchPath(query));
        }}
      >
        <label htmlFor="not-found-q" className="visually-hidden">
          {t('header.searchLabel')}
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('header.searchPlaceholder')}
        />
        <button type="submit" className="btn btn-primary" aria-label={t('header.searchSubmit')}>
          <SearchIcon size={18} />
        </button>
      </form>
      <StoreLink to="/" className="btn btn-outline">
        {t('notFound.home')}
      </StoreLink>
    </section>
  );
}
