// "Continue with Google" (spec §2 Accounts: a social sign-in button; §7 POST /social-login
// {provider, token}). When the API tells us Google's client id, Google Identity Services draws its
// own button and hands us an ID token. When the API cannot tell, our button asks the server
// directly, which answers 'Sign-in with Google is not available.' if it is not configured.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError, withLoader } from '../../../lib/feedback.tsx';
import { fetchSocialConfig, socialSignIn } from '../api.ts';
import { useSignInFlow } from '../hooks/useSignInFlow.ts';
import { LOGIN_SUCCESS_MS } from '../timings.ts';

interface GoogleId {
  initialize(options: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(el: HTMLElement, options: Record<string, string | number>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let gisScript: Promise<void> | null = null;
function loadGoogleIdentity(): Promise<void> {
  gisScript ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('gsi'));
    document.head.appendChild(s);
  });
  return gisScript;
}

/** A placeholder token: the server decides (and says) whether Google sign-in is available. */
const PROBE_TOKEN = 'not-configured-on-this-client';

export function SocialSignIn() {
  const { t, i18n } = useTranslation();
  const finishSignIn = useSignInFlow();
  const slot = useRef<HTMLDivElement>(null);
  // undefined: still asking; null: the API cannot tell; string: Google's client id; false: off.
  const [clientId, setClientId] = useState<string | null | false | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const send = async (token: string) => {
    setBusy(true);
    try {
      finishSignIn(await withLoader(socialSignIn('google', token)), LOGIN_SUCCESS_MS);
    } catch (err) {
      showApiError(err);
      setBusy(false);
    }
  };
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    let live = true;
    void fetchSocialConfig().then((cfg) => live && setClientId(cfg === null ? null : (cfg.google_client_id ?? false)));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (typeof clientId !== 'string' || !slot.current) return;
    const el = slot.current;
    let live = true;
    loadGoogleIdentity()
      .then(() => {
        const gis = window.google?.accounts.id;
        if (!live || !gis) return;
        gis.initialize({ client_id: clientId, ux_mode: 'popup', callback: (r) => void sendRef.current(r.credential) });
        gis.renderButton(el, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          locale: i18n.language,
          width: Math.min(el.clientWidth || 360, 400),
        });
      })
      .catch(() => live && setClientId(null));
    return () => {
      live = false;
    };
  }, [clientId, i18n.language]);

  if (clientId === false || clientId === undefined) return null;
  return (
    <div className="acc-social">
      <p className="acc-divider">
        <span>{t('account.login.or')}</span>
      </p>
      {typeof clientId === 'string' ? (
        <div ref={slot} className="acc-social__google" aria-busy={busy || undefined} />
      ) : (
        <button type="button" className="btn acc-social__button" disabled={busy} onClick={() => void send(PROBE_TOKEN)}>
          <GoogleMark />
          {t('account.social.google')}
        </button>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
