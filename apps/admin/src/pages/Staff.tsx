// The Staff page (admins): who is staff, their recovery codes left, last sign-in and open
// sessions; End sessions (a lost laptop) and Remove from staff, each after a confirm. Neither is
// offered on one's own row. Invite a member by e-mail (they choose their password and see their
// own key at /admin/invite), the invitations waiting with Withdraw; a lost phone is the server's
// command line (`npm run staff -- add`), which the page names.
import { useState } from 'react';
import { isolateText } from '@store/shared/text';
import type { StaffInvitation, StaffMember, staffListAnswer } from '@store/shared/contract/admin-staff';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { Grid, type Column } from '../grid.tsx';
import { dateTime, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Outcome, TitleRow, type OutcomeMessage } from '../ui/PageParts.tsx';

type Answer = z.infer<typeof staffListAnswer>;

export function StaffPage() {
  const { t, lang } = useI18n();
  const { data, error, reload } = useLoad<Answer>('/staff');
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [inviting, setInviting] = useState(false);

  const act = async (m: StaffMember, what: 'sessions/end' | 'remove') => {
    const ask = t(what === 'remove' ? 'staffConfirmRemove' : 'staffConfirmEnd', { email: isolateText(m.email) });
    if (!window.confirm(ask)) return;
    setBusy(m.id);
    try {
      const r = await api<{ id: number }>('POST', `/staff/${m.id}/${what}`, {});
      setMessage({ ok: true, text: r.message });
      reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  const invite = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    setInviting(true);
    try {
      const r = await api<{ id: number }>('POST', '/staff/invitations', {
        email: String(fields.get('email') ?? ''),
        role: String(fields.get('role') ?? 'support'),
      });
      setMessage({ ok: true, text: r.message });
      form.reset();
      reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setInviting(false);
    }
  };

  const withdraw = async (i: StaffInvitation) => {
    if (!window.confirm(t('staffConfirmWithdraw', { email: isolateText(i.email) }))) return;
    try {
      const r = await api<{ id: number }>('POST', `/staff/invitations/${i.id}/withdraw`, {});
      setMessage({ ok: true, text: r.message });
      reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const columns: Column<StaffMember>[] = [
    {
      id: 'email',
      header: t('staffEmail'),
      cell: (c) => (
        <>
          <bdi>{c.row.original.email}</bdi> {c.row.original.you && <span className="muted">{t('staffYou')}</span>}
        </>
      ),
    },
    { id: 'role', header: t('staffRole'), cell: (c) => t(c.row.original.role === 'admin' ? 'roleAdmin' : 'roleSupport') },
    {
      id: 'codes',
      header: t('staffCodesLeft'),
      cell: (c) => (
        <span className={c.row.original.recovery_codes_left <= 2 ? 'warn' : undefined}>{c.row.original.recovery_codes_left}</span>
      ),
    },
    {
      id: 'last',
      header: t('staffLastSignIn'),
      cell: (c) => (c.row.original.last_sign_in ? dateTime(c.row.original.last_sign_in, lang) : t('staffNever')),
    },
    { id: 'sessions', header: t('staffSessions'), cell: (c) => c.row.original.open_sessions },
    {
      id: 'actions',
      header: '',
      cell: (c) => {
        const m = c.row.original;
        if (m.you) return null;
        return (
          <div className="row-actions">
            <button type="button" disabled={busy === m.id || m.open_sessions === 0} onClick={() => void act(m, 'sessions/end')}>
              {t('staffEndSessions')}
            </button>
            <button type="button" className="danger" disabled={busy === m.id} onClick={() => void act(m, 'remove')}>
              {t('staffRemove')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <TitleRow title={t('staffTitle')} />
      {message && <Outcome message={message} />}
      {error && <p className="error">{error}</p>}
      {data && <Grid label={t('staffTitle')} columns={columns} rows={data.items} />}
      <section className="card" aria-labelledby="staff-invite">
        <h2 id="staff-invite">{t('staffInviteTitle')}</h2>
        <p className="muted">{t('staffInviteHint')}</p>
        <form className="actions invite-form" onSubmit={(e) => void invite(e)}>
          <label>
            {t('staffInviteEmail')}
            <input name="email" type="email" required maxLength={255} dir="ltr" autoComplete="off" />
          </label>
          <label>
            {t('staffInviteRole')}
            <select name="role" defaultValue="support">
              <option value="support">{t('roleSupport')}</option>
              <option value="admin">{t('roleAdmin')}</option>
            </select>
          </label>
          <button type="submit" className="primary" disabled={inviting}>
            {t('staffInviteSend')}
          </button>
        </form>
        {data && data.invitations.length > 0 && (
          <>
            <h3>{t('staffInvitations')}</h3>
            <ul className="plain" data-testid="staff-invitations">
              {data.invitations.map((i) => (
                <li key={i.id}>
                  <bdi>{i.email}</bdi> · {t(i.role === 'admin' ? 'roleAdmin' : 'roleSupport')} · {t('staffInvitedBy')}{' '}
                  <bdi>{i.invited_by ?? '—'}</bdi> · {t('staffInviteExpires')} {dateTime(i.expires_at, lang)}{' '}
                  <button type="button" onClick={() => void withdraw(i)}>
                    {t('staffWithdraw')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p className="muted" data-testid="staff-how-to-add">
        {t('staffHowToAdd')} <code dir="ltr">npm run staff -- add &lt;e-mail&gt; &lt;admin|support&gt; [mobile]</code>
      </p>
    </>
  );
}
