// "By continuing you agree to ..." with the terms and privacy pages (spec §2 Accounts: links to
// /terms_condition and /privacy_policy).
import { Trans } from '../../../lib/i18n/react.tsx';
import { Link } from 'react-router';

export function LegalLinks() {
  return (
    <p className="acc-legal">
      <Trans
        i18nKey="account.login.legal"
        components={{ terms: <Link to="/terms_condition" />, privacy: <Link to="/privacy_policy" /> }}
      />
    </p>
  );
}
