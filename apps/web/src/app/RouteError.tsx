// What a route shows when its page throws or its chunk fails to load: a 404 response becomes
// the not-found view; anything else offers a reload (a new deployment may have replaced chunks).
import { useTranslation } from '../lib/i18n/react.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StoreLink } from '../components/ui/StoreLink.tsx';
import { NotFoundView } from '../components/ui/NotFoundView.tsx';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="container page route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <StoreLink to="/" className="btn btn-outline">
          {t('notFound.home')}
        </StoreLink>
      </p>
    </section>
  );
}
