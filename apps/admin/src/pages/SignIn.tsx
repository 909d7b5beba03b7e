import { useState } from 'react';
import type { StaffRole } from '@store/shared/contract/admin';
import { api, ApiError, session } from '../api.ts';
import { useI18n } from '../i18n.ts';

interface LoginAnswer {
  token: string;
  staff: { id: number; email: string; role: StaffRole };
  recovery_codes_left: number;
}

export function SignIn(props: { onSignedIn: (staff: LoginAnswer['staff']) => void }) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const r = await api<LoginAnswer>('POST', '/auth/login', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? ''),
      });
      session.set(r.data.token);
      if (r.data.recovery_codes_left < 3) window.alert(t('recoveryLow', { n: r.data.recovery_codes_left }));
      props.onSignedIn(r.data.staff);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card signin" onSubmit={(e) => void submit(e)}>
      <h1>{t('signInTitle')}</h1>
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="username" required dir="ltr" />
      </label>
      <label>
        {t('password')}
        <input name="password" type="password" autoComplete="current-password" required dir="ltr" />
      </label>
      <label>
        {t('code')}
        <input name="code" autoComplete="one-time-code" inputMode="text" required minLength={6} maxLength={32} dir="ltr" />
        <small className="muted">{t('codeHint')}</small>
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('signIn')}
      </button>
    </form>
  );
}
