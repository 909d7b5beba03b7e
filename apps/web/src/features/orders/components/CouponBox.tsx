// The coupon box of /checkout (spec §5): POST users/cart/coupons/check with the chosen shipping
// and payment; the first error is shown (spec §8). The page hides it while points are redeemed
// and re-checks an applied coupon when shipping or payment changes.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';

interface Props {
  applied: string | undefined;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

export function CouponBox({ applied, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    try {
      if (await onApply(code.trim())) setCode('');
    } finally {
      setBusy(false);
    }
  }

  if (applied)
    return (
      <div className="ord-coupon ord-coupon--applied" data-testid="coupon-applied">
        <span>{t('orders.checkout.couponApplied', { code: applied })}</span>
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {t('orders.checkout.couponRemove')}
        </button>
      </div>
    );
  return (
    <form className="ord-coupon" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="ord-section-title">
        {t('orders.checkout.coupon')}
      </label>
      <div className="ord-coupon__row">
        <input id={id} value={code} onChange={(e) => setCode(e.target.value)} maxLength={64} autoComplete="off" dir="ltr" />
        <button type="submit" className="btn btn-outline" disabled={busy || !code.trim()}>
          {t('orders.checkout.couponApply')}
        </button>
      </div>
    </form>
  );
}
