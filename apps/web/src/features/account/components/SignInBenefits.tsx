// The side panel of /login and /register: why an account is worth having (spec §1 lists what
// signed-in customers get).
import { useTranslation } from '../../../lib/i18n/react.tsx';

export function SignInBenefits() {
  const { t } = useTranslation();
  const items = [t('account.login.benefitOrders'), t('account.login.benefitWallet'), t('account.login.benefitWishlist')];
  return (
    <aside className="acc-aside">
      <h2 className="acc-aside__title">{t('account.login.benefitsTitle')}</h2>
      <ul className="acc-aside__list">
        {items.map((text) => (
          <li key={text}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" fill="currentColor" />
            </svg>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
