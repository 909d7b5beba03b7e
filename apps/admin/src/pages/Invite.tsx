// The invitee's page (/admin/invite#<token>, opened from the invitation e-mail, before any sign-in):
// it reads what the invitation is for, asks for what the account needs — a new account's mobile and
// password, a password for a Google-only account, or the existing account's password — and then
// shows the invitee their own authenticator key (a QR code, the key, and a link that opens the
// authenticator app on a phone) and ten recovery codes, once. The token is taken from the
// address's #fragment (never sent to the server by the browser when the page loads) and removed
// from the address once the invitation is accepted.
import { useEffect, useMemo, useState } from 'react';
import qrcode from 'qrcode-generator';
import { isolateText } from '@store/shared/text';
import type { invitationAcceptAnswer, invitationReadAnswer } from '@store/shared/contract/admin-staff';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { useI18n } from '../i18n.ts';
import { navigate } from '../router.tsx';

type Invitation = z.infer<typeof invitationReadAnswer>;
type Secrets = z.infer<typeof invitationAcceptAnswer>;

/** The key's QR code, drawn as one SVG path of its dark modules. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { size: n + 8, path: d };
  }, [text]);
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export function InvitePage() {
  const { t } = useI18n();
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(token ? null : t('inviteNoToken'));
  const [busy, setBusy] = useState(false);
  const [secrets, setSecrets] = useState<{ data: Secrets; message: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    api<Invitation>('POST', '/invitations/read', { token }).then(
      (r) => setInvitation(r.data),
      (err: unknown) => setError(err instanceof ApiError ? err.message : String(err)),
    );
  }, [token]);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (invitation!.account !== 'existing' && password !== String(form.get('confirm') ?? '')) {
      setError(t('inviteMismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const phone = String(form.get('phone') ?? '');
      const r = await api<Secrets>('POST', '/invitations/accept', { token, password, ...(phone ? { phone } : {}) });
      setSecrets({ data: r.data, message: r.message });
      // the link is spent: it leaves the address (and the browser's history entry)
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (secrets) {
    const key = secrets.data.totp_secret.replace(/(.{4})/g, '$1 ').trim();
    return (
      <section className="card invite" data-testid="invite-secrets">
        <h1>{t('inviteDoneTitle')}</h1>
        <p className="notice" role="status">
          {secrets.message}
        </p>
        <p>{t('inviteScan')}</p>
        <QrCode text={secrets.data.otpauth_uri} label={t('inviteKey')} />
        <p>
          {t('inviteKey')}:{' '}
          <code dir="ltr" data-testid="invite-key">
            {key}
          </code>
        </p>
        <p>
          <a href={secrets.data.otpauth_uri}>{t('inviteOpenApp')}</a>
        </p>
        <h2>{t('inviteCodesTitle')}</h2>
        <p className="muted">{t('inviteCodesHint')}</p>
        <ol className="codes" dir="ltr" data-testid="invite-codes">
          {secrets.data.recovery_codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="primary" onClick={() => navigate('/')}>
          {t('inviteSignIn')}
        </button>
      </section>
    );
  }

  return (
    <form className="card signin invite" onSubmit={(e) => void submit(e)}>
      <h1>{t('inviteTitle')}</h1>
      {!invitation && !error && <p className="muted">{t('inviteLoading')}</p>}
      {invitation && (
        <>
          <p data-testid="invite-for">
            {t(invitation.invited_by ? 'inviteFor' : 'inviteForNoInviter', {
              inviter: isolateText(invitation.invited_by ?? ''),
              email: isolateText(invitation.email),
              role: t(invitation.role === 'admin' ? 'roleAdmin' : 'roleSupport'),
            })}
          </p>
          <p className="muted">
            {t(
              invitation.account === 'new'
                ? 'inviteNewAccount'
                : invitation.account === 'no_password'
                  ? 'inviteNoPassword'
                  : 'inviteExisting',
            )}
          </p>
          {invitation.account === 'new' && (
            <label>
              {t('inviteMobile')}
              <input name="phone" type="tel" autoComplete="tel" required dir="ltr" />
            </label>
          )}
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          {invitation.account === 'existing' ? (
            <label>
              {t('inviteAccountPassword')}
              <input name="password" type="password" autoComplete="current-password" required dir="ltr" />
            </label>
          ) : (
            <>
              <label>
                {t('inviteNewPassword')}
                <input
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={8}
                  maxLength={128}
                  dir="ltr"
                />
              </label>
              <label>
                {t('inviteConfirmPassword')}
                <input name="confirm" type="password" autoComplete="new-password" required dir="ltr" />
              </label>
            </>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {invitation && (
        <button type="submit" className="primary" disabled={busy}>
          {t('inviteAccept')}
        </button>
      )}
    </form>
  );
}
