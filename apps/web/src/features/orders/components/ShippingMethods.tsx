// Shipping method radios (spec §5 Checkout): the methods the store has switched on, with the names
// and fees the back-office gave them (GET shipping-methods), of which the shared rule
// (isShippingAllowed) offers online delivery only for digital-only orders not paid on delivery.
// A method switched off while the shopper is here, and an order no method can ship, are said so
// before Place Order.
import { useId } from 'react';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { Trans, useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, STORE_PATHS, type Lang } from '@store/shared';
import type { ShippingMethod } from '@store/shared/contract/checkout';

interface Props {
  choices: ShippingMethod[];
  value: number | null;
  /** the store's online delivery when switched on: physical orders are told it is for digital items */
  online: ShippingMethod | null;
  hasPhysical: boolean;
  /** the name of the method that was chosen and is no longer offered */
  gone: string | null;
  onChange: (shipping: number) => void;
  lang: Lang;
}

export function ShippingMethods({ choices, value, online, hasPhysical, gone, onChange, lang }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="ord-options" data-testid="shipping-methods">
      <legend className="ord-section-title">{t('orders.checkout.shipping')}</legend>
      {gone !== null && (
        <p className="ord-note ord-note--warn" role="alert" data-testid="shipping-gone">
          {t(choices.length > 0 ? 'orders.checkout.shippingGone' : 'orders.checkout.shippingGoneNone', { name: gone })}
        </p>
      )}
      {choices.map((m) => (
        <label key={m.id} className={`ord-option${value === m.id ? ' is-selected' : ''}`}>
          <input type="radio" name={name} value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} />
          <span className="ord-option__text">
            <strong>{m.name}</strong>
            <small>{t(`orders.checkout.shippingHints.${m.id}`, { defaultValue: '' })}</small>
          </span>
          <span className="ord-option__fee" data-testid="shipping-fee">
            {m.fee > 0 ? formatPrice(m.fee, lang) : t('orders.checkout.shippingFree')}
          </span>
        </label>
      ))}
      {choices.length === 0 && (
        <p className="ord-note ord-note--warn" role={gone === null ? 'alert' : undefined} data-testid="shipping-none">
          <Trans i18nKey="orders.checkout.shippingNone" components={{ contact: <StoreLink to={STORE_PATHS.contactUs} /> }} />
        </p>
      )}
      {hasPhysical && online && choices.length > 0 && (
        <p className="ord-note">{t('orders.checkout.onlineOnlyDigital', { name: online.name })}</p>
      )}
    </fieldset>
  );
}
