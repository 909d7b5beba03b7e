// /log-out (spec §2 "an action, not a page"; §4): calls the server; on success clears the token
// cookie, the user and the token, shows the server's message and goes to / after 1 s.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { clearSession, getToken } from '../../../lib/session.ts';
import { signOut } from '../api.ts';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate.ts';
import { LOGOUT_REDIRECT_MS } from '../timings.ts';
import '../account.css';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  usePageMeta({ title: t('account.logout.working') });

  useEffect(() => {
    // One call even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    if (!getToken()) {
      void navigate('/', { replace: true });
      return;
    }
    withLoader(signOut()).then(
      (answer) => {
        clearSession();
        showSuccess(answer.message, LOGOUT_REDIRECT_MS);
        navigateLater('/', LOGOUT_REDIRECT_MS);
      },
      (err: unknown) => {
        // A token the server no longer knows is as good as signed out.
        if (err instanceof ApiError && err.httpStatus === 401) {
          clearSession();
          navigateLater('/', LOGOUT_REDIRECT_MS);
          return;
        }
        setFailed(true);
        showApiError(err);
      },
    );
  }, [navigate, navigateLater]);

  return (
    <div className="container page acc-page">
      {failed ? (
        <p className="acc-logout">
          <StoreLink to="/">{t('account.logout.home')}</StoreLink>
        </p>
      ) : (
        <p className="acc-logout" role="status">
          <span className="acc-spinner acc-spinner--dark" aria-hidden="true" />
          {t('account.logout.working')}
        </p>
      )}
    </div>
  );
}
