// /faq (spec §2, §5: search debounced 600 ms): a search box calling web/faqs?search=, the
// questions as an accordion with HTML answers, 'No results found' when nothing matches.
import { TIMINGS } from '@store/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { SafeHtml } from '../../../components/ui/SafeHtml.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFaqs } from '../api.ts';
import '../content.css';

/** The value, once it has stopped changing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function FaqPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), TIMINGS.faqDebounce);
  const { data: faqs, isPending, isError, isFetching, refetch } = useFaqs(search);
  const inputId = useId();
  usePageMeta({ title: t('content.faq.title') });

  return (
    <div className="container page faq-page">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: t('content.faq.title') }]} />
      <h1 className="page-title">{t('content.faq.title')}</h1>
      <form className="faq-search" role="search" aria-label={t('content.faq.searchLabel')} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('content.faq.searchLabel')}
        </label>
        <SearchIcon size={20} />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('content.faq.searchPlaceholder')}
          autoComplete="off"
        />
      </form>
      <div aria-live="polite" aria-busy={isFetching}>
        {isPending ? (
          <div className="faq-list">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="skeleton faq-skeleton" />
            ))}
          </div>
        ) : isError ? (
          <div className="empty-state" role="alert">
            <p>{t('errors.server')}</p>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : faqs.length === 0 ? (
          <p className="empty-state">{t('content.faq.noResults')}</p>
        ) : (
          <div className="faq-list">
            {faqs.map((faq) => (
              <details key={faq.id} className="faq-item">
                <summary>{faq.question}</summary>
                <SafeHtml html={faq.answer} className="faq-answer" />
              </details>
            ))}
          </div>
        )}
      </div>
      <p className="faq-contact">
        {t('content.faq.contactPrompt')} <StoreLink to="/contact-us">{t('content.faq.contactLink')}</StoreLink>
      </p>
    </div>
  );
}
