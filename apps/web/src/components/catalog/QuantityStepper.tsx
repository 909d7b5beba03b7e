// Quantity stepper (spec §2 product page): minimum 1, no upper bound, whole numbers only.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './catalog.css';

interface Props {
  value: number;
  onChange: (qty: number) => void;
  /** the minus button works only above 1 (spec §5 Cart) */
  min?: number;
  label?: string;
  compact?: boolean;
}

export function QuantityStepper({ value, onChange, min = 1, label, compact = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit(raw: string) {
    const n = Number.parseInt(raw, 10);
    const next = Number.isFinite(n) && n >= min ? n : min;
    setText(String(next));
    if (next !== value) onChange(next);
  }

  return (
    <div className={`qty-stepper${compact ? ' qty-stepper--compact' : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('catalog.actions.quantity')}
      </label>
      <button
        type="button"
        className="qty-stepper__btn"
        aria-label={t('catalog.actions.decrease')}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <input
        id={id}
        className="qty-stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          setText(digits);
          const n = Number.parseInt(digits, 10);
          if (Number.isFinite(n) && n >= min) onChange(n);
        }}
        onBlur={(e) => commit(e.target.value)}
      />
      <button
        type="button"
        className="qty-stepper__btn"
        aria-label={t('catalog.actions.increase')}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
