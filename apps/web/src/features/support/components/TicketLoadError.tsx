// What the tickets list and a conversation show when the server refuses to read them: an account
// still waiting for activation is told so (the server's message) with the way to /verify, since
// retrying cannot help; anything else is 'server error try again later' with a retry.
import { STORE_PATHS } from '@store/shared';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';

export function TicketLoadError({
  error,
  onRetry,
  className = 'empty-state',
}: {
  error: Error;
  onRetry(): void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'account_not_active') {
    return (
      <div className={className} role="alert">
        <p>{error.message}</p>
        <StoreLink to={STORE_PATHS.verify} className="btn btn-primary">
          {t('support.tickets.activate')}
        </StoreLink>
      </div>
    );
  }
  return (
    <div className={className} role="alert">
      <p>{t('errors.server')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
