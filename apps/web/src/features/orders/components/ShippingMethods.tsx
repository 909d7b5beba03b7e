// Shipping method radios (spec §5 Checkout): online delivery is offered only for digital-only
// orders not paid on delivery; the rules come from packages/shared (isShippingAllowed).
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { SHIPPING_ONLINE } from '@store/shared';

interface Props {
  choices: number[];
  value: number;
  hasPhysical: boolean;
  onChange: (shipping: number) => void;
}

export function ShippingMethods({ choices, value, hasPhysical, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="ord-options" data-testid="shipping-methods">
      <legend className="ord-section-title">{t('orders.checkout.shipping')}</legend>
      {choices.map((id) => (
        <label key={id} className={`ord-option${value === id ? ' is-selected' : ''}`}>
          <input type="radio" name={name} value={id} checked={value === id} onChange={() => onChange(id)} />
          <span className="ord-option__text">
            <strong>{t(`orders.checkout.shippingMethods.${id}`)}</strong>
            <small>{t(`orders.checkout.shippingHints.${id}`)}</small>
          </span>
        </label>
      ))}
      {hasPhysical && !choices.includes(SHIPPING_ONLINE) && <p className="ord-note">{t('orders.checkout.onlineOnlyDigital')}</p>}
    </fieldset>
  );
}
