// The summary beside the /add-topup form (spec §5): subtotal, fees and total (the server's answer,
// or the typed amount until it comes), the fee call's error, the form's message and Buy Top Up.
import type { TopupFeesAnswer } from '@store/shared/contract/wallet';
import { formatPrice, parseTopupAmount, type Lang } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';

interface TopupSummaryProps {
  amount: string;
  fees: TopupFeesAnswer | null;
  feeError: string | null;
  problem: string | null;
  busy: boolean;
  lang: Lang;
}

export function TopupSummary({ amount, fees, feeError, problem, busy, lang }: TopupSummaryProps) {
  const { t } = useTranslation();
  const typed = parseTopupAmount(amount);
  const subtotal = fees?.amount ?? (typed !== null ? typed / 100 : 0);
  const feeAmount = fees?.payment_fee ?? 0;
  const total = fees?.total_amount ?? subtotal;
  return (
    <aside className="topup-summary card-surface" aria-labelledby="topup-summary-title">
      <h2 id="topup-summary-title">{t('wallet.topup.summary')}</h2>
      <dl>
        <div className="topup-summary__row">
          <dt>{t('wallet.topup.subtotal')}</dt>
          <dd data-testid="topup-subtotal">
            <bdi>{formatPrice(subtotal, lang)}</bdi>
          </dd>
        </div>
        <div className="topup-summary__row">
          <dt>{t('wallet.topup.fees')}</dt>
          <dd data-testid="topup-fees">
            <bdi>{formatPrice(feeAmount, lang)}</bdi>
          </dd>
        </div>
        <div className="topup-summary__row topup-summary__row--total">
          <dt>{t('wallet.topup.total')}</dt>
          <dd data-testid="topup-total">
            <bdi>{formatPrice(total, lang)}</bdi>
          </dd>
        </div>
      </dl>
      {feeError && <p className="topup-error">{feeError}</p>}
      {problem && (
        <p className="topup-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary topup-summary__buy" disabled={busy}>
        {t('wallet.topup.buy')}
      </button>
    </aside>
  );
}
