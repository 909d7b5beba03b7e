// The totals of /checkout as the server priced them (GET users/cart/price; spec §3 Cart price).
// Display only: the server decides every amount again when the order is placed.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, type Lang } from '@store/shared';
import type { CartPriceAnswer } from '@store/shared/contract/checkout';

export function CheckoutTotals({ price, points, lang }: { price: CartPriceAnswer; points: number; lang: Lang }) {
  const { t } = useTranslation();
  const money = (egp: number) => formatPrice(egp, lang);
  const row = (label: string, value: string, testId: string, extra = '') => (
    <div className={`ord-totals__row${extra}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="ord-totals" aria-live="polite">
      {row(t('orders.checkout.subtotal'), money(price.sub_total), 'total-subtotal')}
      {row(t('orders.checkout.shippingFees'), money(price.shipping_fees), 'total-shipping')}
      {price.payment_fee > 0 && row(t('orders.checkout.paymentFee'), money(price.payment_fee), 'total-payment-fee')}
      {price.discount > 0 && row(t('orders.checkout.discount'), `−${money(price.discount)}`, 'total-discount', ' is-discount')}
      {price.points_discount > 0 &&
        row(t('orders.checkout.pointsDiscount', { points }), `−${money(price.points_discount)}`, 'total-points', ' is-discount')}
      {row(t('orders.checkout.total'), money(price.total_price), 'total-price', ' is-total')}
      {price.wallet_discount > 0 && (
        <>
          {row(t('orders.checkout.walletDiscount'), `−${money(price.wallet_discount)}`, 'total-wallet', ' is-discount')}
          {row(t('orders.checkout.due'), money(price.due), 'total-due', ' is-total')}
        </>
      )}
    </dl>
  );
}
