// App Store / Google Play badges drawn inline (no image requests), linking to the store apps.
import { useTranslation } from '../../lib/i18n/react.tsx';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './app-links.ts';

export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <div className="store-badges">
      <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" className="store-badge">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8A4.5 4.5 0 0 0 4.8 9.6c-1.6 2.8-.4 6.9 1.1 9.1.8 1.1 1.7 2.3 2.9 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.8-2.2a9.7 9.7 0 0 0 1.3-2.6 3.9 3.9 0 0 1-2.5-3.6zM14.1 5.8a4 4 0 0 0 .9-2.9 4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-.9 2.8 3.4 3.4 0 0 0 2.7-1.3z"
          />
        </svg>
        <span>
          <small>{t('footer.downloadOn')}</small> <strong>App Store</strong>
        </span>
      </a>
      <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" className="store-badge">
        <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
          <path fill="#34a853" d="M1 1.2 12.4 12 1 22.8a1.6 1.6 0 0 1-.5-1.2V2.4A1.6 1.6 0 0 1 1 1.2z" />
          <path fill="#fbbc04" d="m16.3 8.2 3.9 2.2c1.1.6 1.1 2.6 0 3.2l-3.9 2.2L12.4 12z" />
          <path fill="#ea4335" d="M12.4 12 1 22.8c.4.4 1.1.5 1.8.1l13.5-7.1z" />
          <path fill="#4285f4" d="M12.4 12 16.3 8.2 2.8 1.1C2.1.7 1.4.8 1 1.2z" />
        </svg>
        <span>
          <small>{t('footer.getItOn')}</small> <strong>Google Play</strong>
        </span>
      </a>
    </div>
  );
}
