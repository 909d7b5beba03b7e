// The billing and address part of /checkout (spec §2 Checkout, §5): full name, phone, city and
// street (prefilled from the saved address by the page), the country read-only (Egypt / مصر) and
// the save-address option. Each field shows its own problem (the shared address rules).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { AddressValues, FieldProblems } from '../checkout-form.ts';

interface Props {
  values: AddressValues;
  problems: FieldProblems;
  onChange: (field: keyof AddressValues, value: string | boolean) => void;
}

export function AddressFields({ values, problems, onChange }: Props) {
  const { t } = useTranslation();
  const error = (field: keyof FieldProblems) => (problems[field] ? t(`orders.checkout.problems.${problems[field]}`) : undefined);
  const text = (field: 'full_name' | 'phone' | 'city' | 'street_address') => ({
    name: field,
    value: values[field],
    error: error(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value),
  });
  return (
    <div className="ord-address">
      <TextField label={t('orders.checkout.fullName')} autoComplete="name" maxLength={120} {...text('full_name')} />
      <TextField
        label={t('orders.checkout.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={16}
        {...text('phone')}
      />
      <TextField label={t('orders.checkout.city')} autoComplete="address-level2" maxLength={80} {...text('city')} />
      <TextField
        label={t('orders.checkout.street')}
        autoComplete="street-address"
        maxLength={300}
        className="ord-address__wide"
        {...text('street_address')}
      />
      <TextField label={t('orders.checkout.country')} name="country" value={t('orders.checkout.egypt')} readOnly />
      <label className="ord-check ord-address__wide">
        <input type="checkbox" checked={values.save_address} onChange={(e) => onChange('save_address', e.target.checked)} />
        {t('orders.checkout.saveAddress')}
      </label>
    </div>
  );
}
