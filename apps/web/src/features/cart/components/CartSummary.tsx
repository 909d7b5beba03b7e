// The cart's totals (spec §2 Cart, §9 Total): subtotal, the chosen points' value and the total
// after points, for display only (checkout recomputes everything on the server), and the
// checkout button (guests are sent to /login).
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, toEgp, type Lang } from '@store/shared';

interface Props {
  lang: Lang;
  /** subtotal in EGP */
  subtotal: number;
  /** value of the points chosen, in piastres */
  pointsDiscount: number;
  onCheckout: () => void;
  children?: ReactNode;
}

export function CartSummary({ lang, subtotal, pointsDiscount, onCheckout, children }: Props) {
  const { t } = useTranslation();
  const total = Math.max(0, Math.round(subtotal * 100) - pointsDiscount);
  return (
    <aside className="cart-summary" aria-label={t('cart.page.summary')}>
      <h2>{t('cart.page.summary')}</h2>
      {children}
      <p className="cart-summary__row">
        <span>{t('cart.page.subtotal')}</span>
        <strong data-testid="cart-subtotal">{formatPrice(subtotal, lang)}</strong>
      </p>
      {pointsDiscount > 0 && (
        <>
          <p className="cart-summary__row cart-summary__row--discount">
            <span>{t('cart.points.discount')}</span>
            <strong>−{formatPrice(toEgp(pointsDiscount), lang)}</strong>
          </p>
          <p className="cart-summary__row cart-summary__row--total">
            <span>{t('cart.page.estimatedTotal')}</span>
            <strong data-testid="cart-total-after-points">{formatPrice(toEgp(total), lang)}</strong>
          </p>
        </>
      )}
      <p className="cart-summary__hint">{t('cart.page.checkoutHint')}</p>
      <button type="button" className="btn btn-primary cart-summary__checkout" onClick={onCheckout}>
        {t('cart.page.checkout')}
      </button>
    </aside>
  );
}
