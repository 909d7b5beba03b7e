// The order of a ticket about an order (spec §5 rule 6): signed-in customers pick one of their
// orders; guests, customers without orders, and customers while the orders call is not available
// type the number.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { OrderChoice } from '../api.ts';

export interface OrderFieldProps {
  value: string;
  onChange(value: string): void;
  /** the customer's orders, or null to type the number */
  orders: OrderChoice[] | null;
  /** the customer's orders are still being read: the field waits rather than change under the typing */
  loading?: boolean;
}

export function OrderField({ value, onChange, orders, loading = false }: OrderFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sup-field">
      <label htmlFor={id}>{t('support.form.order')}</label>
      {orders ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('support.form.chooseOrder')}</option>
          {orders.map((o) => (
            <option key={o.id} value={o.name}>
              {o.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          dir="ltr"
          disabled={loading}
          aria-busy={loading}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('support.form.orderPlaceholder')}
        />
      )}
    </div>
  );
}
