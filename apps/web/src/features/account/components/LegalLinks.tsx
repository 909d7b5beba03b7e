// "By continuing you agree to ..." with the terms and privacy pages (spec §2 Accounts: links to
// /terms_condition and /privacy_policy).
import { Trans } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';

export function LegalLinks() {
  return (
    <p className="acc-legal">
      <Trans
        i18nKey="account.login.legal"
        components={{ terms: <StoreLink to="/terms_condition" />, privacy: <StoreLink to="/privacy_policy" /> }}
      />
    </p>
  );
}
