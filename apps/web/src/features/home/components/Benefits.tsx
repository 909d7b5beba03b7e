// Five benefit blurbs of the home page (spec §2 Home): why shop here.
import { useTranslation } from '../../../lib/i18n/react.tsx';

const BENEFITS = [
  { key: 'instant', icon: 'M13 2L4 14h7l-1 8 9-12h-7z' },
  { key: 'original', icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zm-3 9l2 2 4-4' },
  { key: 'secure', icon: 'M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5zm7 4v2' },
  { key: 'installments', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  { key: 'support', icon: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z' },
] as const;

export function Benefits() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-benefits">
      <h2 id="home-benefits" className="visually-hidden">
        {t('home.benefits.title')}
      </h2>
      <ul className="benefits">
        {BENEFITS.map((b) => (
          <li key={b.key} className="benefit">
            <span className="benefit-icon" aria-hidden="true">
              <svg
                width="28"
                height="28"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                focusable="false"
              >
                <path d={b.icon} />
              </svg>
            </span>
            <span>
              <strong className="benefit-title">{t(`home.benefits.${b.key}.title`)}</strong>
              <span className="benefit-text">{t(`home.benefits.${b.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
