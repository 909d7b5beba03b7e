// The store's wordmark ("Gamers Souq" / "جيمرز سوق") linking home.
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';

export function Logo() {
  const { t } = useTranslation();
  return (
    <StoreLink to="/" className="logo" aria-label={t('header.homeLink')}>
      <svg width="34" height="34" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#6d28d9" />
        <path d="M14 18h20a6 6 0 0 1 6 6v2a6 6 0 0 1-10.6 3.9L28 28h-8l-1.4 1.9A6 6 0 0 1 8 26v-2a6 6 0 0 1 6-6z" fill="#fff" />
        <path d="M15 22v6M12 25h6" stroke="#6d28d9" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="31" cy="23.5" r="1.6" fill="#6d28d9" />
        <circle cx="34.5" cy="27" r="1.6" fill="#6d28d9" />
      </svg>
      <span className="logo-text">{t('header.logo')}</span>
    </StoreLink>
  );
}
