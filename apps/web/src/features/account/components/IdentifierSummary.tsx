// The e-mail or phone typed on the first step of /login, with a way back to change it.
import { useTranslation } from '../../../lib/i18n/react.tsx';

export function IdentifierSummary({ identifier, onChange }: { identifier: string; onChange(): void }) {
  const { t } = useTranslation();
  return (
    <div className="acc-identity">
      <span className="acc-identity__label">{t('account.login.signingInAs')}</span>
      <bdi className="acc-identity__value" dir="ltr">
        {identifier}
      </bdi>
      <button type="button" className="acc-link-button" onClick={onChange}>
        {t('account.login.change')}
      </button>
    </div>
  );
}
