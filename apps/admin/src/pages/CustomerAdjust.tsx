// The customer money actions (issue 26, admins): a manual wallet or points adjustment with a
// reason in both languages. The server checks everything again (role, amount, balance); the
// amount field reads EGP with the storefront's own rule (hundredthsOf, through amounts.ts) into piastres.
import { useState, type FormEvent } from 'react';
import type { customerDetail } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { typedHundredths, typedWhole } from '../amounts.ts';
import { api, ApiError } from '../api.ts';
import { useI18n } from '../i18n.ts';

type Customer = z.infer<typeof customerDetail>;

export function AdjustForm({
  kind,
  customerId,
  onDone,
}: {
  kind: 'wallet' | 'points';
  customerId: number;
  onDone: (c: Customer, message: string) => void;
}) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const sign = f.get('direction') === 'debit' ? -1 : 1;
    const raw = String(f.get('value') ?? '');
    // ASCII or Arabic-Indic digits, as typed (amounts.ts)
    const size = kind === 'wallet' ? typedHundredths(raw) : typedWhole(raw);
    if (!size || Number.isNaN(size)) return setProblem([t(kind === 'wallet' ? 'badAmountInput' : 'badPointsInput')]);
    setBusy(true);
    try {
      const r = await api<Customer>('POST', `/customers/${customerId}/${kind}-adjustments`, {
        [kind === 'wallet' ? 'amount' : 'points']: sign * size,
        reason_en: String(f.get('reason_en') ?? ''),
        reason_ar: String(f.get('reason_ar') ?? ''),
      });
      setProblem([]);
      form.reset();
      onDone(r.data, r.message);
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.envelope.errors.length ? err.envelope.errors : [err.message]) : [String(err)]);
    } finally {
      setBusy(false);
    }
  };
  const id = `adjust-${kind}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{kind === 'wallet' ? t('adjustWallet') : t('adjustPoints')}</h2>
      <p className="muted">{t('adjustHint')}</p>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <div className="fields">
          <label>
            {t('direction')}
            <select name="direction" defaultValue="credit">
              <option value="credit">{kind === 'wallet' ? t('addMoney') : t('addPoints')}</option>
              <option value="debit">{kind === 'wallet' ? t('takeMoney') : t('takePoints')}</option>
            </select>
          </label>
          <label>
            {kind === 'wallet' ? t('amountEgp') : t('pointsCount')}
            <input name="value" inputMode={kind === 'wallet' ? 'decimal' : 'numeric'} required dir="ltr" />
          </label>
          <label>
            {t('reasonEn')}
            <input name="reason_en" required minLength={3} maxLength={200} dir="ltr" />
          </label>
          <label>
            {t('reasonAr')}
            <input name="reason_ar" required minLength={3} maxLength={200} dir="rtl" lang="ar" />
          </label>
        </div>
        {problem.length > 0 && (
          <ul role="alert" className="error">
            {problem.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div>
          <button type="submit" disabled={busy}>
            {t('apply')}
          </button>
        </div>
      </form>
    </section>
  );
}
