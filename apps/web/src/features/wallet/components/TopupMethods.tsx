// The payment method radios of /add-topup (spec §5): each method's name and description.
import type { PaymentMethod } from '@store/shared/contract/checkout';
import { useTranslation } from '../../../lib/i18n/react.tsx';

interface TopupMethodsProps {
  methods: PaymentMethod[] | undefined;
  failed: boolean;
  chosen: number | null;
  onChoose: (id: number) => void;
}

export function TopupMethods({ methods, failed, chosen, onChoose }: TopupMethodsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="topup-methods">
      <legend className="topup-field__label">{t('wallet.topup.method')}</legend>
      {methods?.map((m) => (
        <label key={m.id} className={`topup-method${m.id === chosen ? ' is-selected' : ''}`}>
          <input type="radio" name="payment_method" value={m.id} checked={m.id === chosen} onChange={() => onChoose(m.id)} />
          <span className="topup-method__text">
            <span className="topup-method__name">{m.name}</span>
            <span className="topup-method__description">{m.description}</span>
          </span>
        </label>
      ))}
      {failed && <p className="topup-error">{t('errors.server')}</p>}
    </fieldset>
  );
}
