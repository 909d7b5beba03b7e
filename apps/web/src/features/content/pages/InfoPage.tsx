// One component for every information page (spec §2: about us, careers, student discount,
// rewards program, affiliate, product activation, privacy policy, terms): breadcrumb, title and
// the server's HTML through DOMPurify. Which page it is comes from the route's handle.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMatches } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { SafeHtml } from '../../../components/ui/SafeHtml.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { stripHtml, truncate } from '@store/shared';
import { useContentPage, type ContentEndpoint } from '../api.ts';
import '../content.css';

export interface InfoRouteHandle {
  contentEndpoint: ContentEndpoint;
}

export default function InfoPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const endpoint = (matches[matches.length - 1]?.handle as InfoRouteHandle | undefined)?.contentEndpoint ?? 'about-us';
  const { data, isPending, isError, refetch } = useContentPage(endpoint);
  const title = data?.title || t(`content.pages.${endpoint}`);
  usePageMeta({ title, description: data ? truncate(stripHtml(data.content), 160) : undefined });

  return (
    <div className="container page info-page">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {isPending ? (
        <div className="info-body" aria-busy="true">
          {[90, 100, 80, 95, 60].map((w, i) => (
            <div key={i} className="skeleton info-skeleton-line" style={{ inlineSize: `${w}%` }} />
          ))}
        </div>
      ) : isError ? (
        <div className="empty-state" role="alert">
          <p>{t('errors.server')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <SafeHtml html={data.content} className="info-body" />
      )}
    </div>
  );
}
