// Quantity stepper (spec §2 product page): minimum 1, no upper bound unless one is given (the
// cart bounds a line by its stock), whole numbers only, typed in ASCII or Arabic-Indic digits.
import { normaliseDigits } from '@store/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import './catalog.css';

interface Props {
  value: number;
  onChange: (qty: number) => void;
  /** the minus button works only above 1 (spec §5 Cart) */
  min?: number;
  /** largest quantity the plus button and the input allow */
  max?: number;
  /** report typed values only when the field is left (each change is a server call in the cart) */
  commitOnBlur?: boolean;
  label?: string;
  /** the buttons' names where several steppers share a page (the cart: each names its item) */
  decreaseLabel?: string;
  increaseLabel?: string;
  compact?: boolean;
}

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  compact = false,
  commitOnBlur = false,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit(raw: string) {
    const n = Number.parseInt(raw, 10);
    const clamped = max !== undefined && n > max ? max : n;
    const next = Number.isFinite(clamped) && clamped >= min ? clamped : min;
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
        aria-label={decreaseLabel ?? t('catalog.actions.decrease')}
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
          // an Arabic keyboard's digits (٣) are the same quantity, not nothing
          const digits = normaliseDigits(e.target.value).replace(/\D/g, '');
          setText(digits);
          const n = Number.parseInt(digits, 10);
          if (!commitOnBlur && Number.isFinite(n) && n >= min && (max === undefined || n <= max)) onChange(n);
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        className="qty-stepper__btn"
        aria-label={increaseLabel ?? t('catalog.actions.increase')}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
