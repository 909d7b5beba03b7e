// Quantity stepper (spec §2 product page): minimum 1, no upper bound unless one is given (the
// cart bounds a line by its stock), whole numbers only, typed in ASCII or Arabic-Indic digits.
import { normaliseDigits } from '@store/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import './catalog.css';

/** How long the cart's − and + wait for another press before the quantity is sent. */
export const STEPPER_SETTLE_MS = 400;

interface Props {
  value: number;
  /** may answer whether the change was applied (the cart: false when the server refused it) */
  onChange: (qty: number) => void | Promise<boolean>;
  /** the minus button works only above 1 (spec §5 Cart) */
  min?: number;
  /** largest quantity the plus button and the input allow */
  max?: number;
  /**
   * each change is a server call (the cart): typed values are reported when the field is left, and
   * presses of − and + count at once on screen and are reported together once they stop
   */
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
  const latest = useRef(value);
  // presses of − and + not yet reported (the cart): sent once they stop, or when focus leaves
  const settling = useRef<{ timer: ReturnType<typeof setTimeout>; qty: number } | null>(null);
  useEffect(() => {
    latest.current = value;
    // an earlier quantity's answer does not undo presses still to be sent
    if (!settling.current) setText(String(value));
  }, [value]);
  const flush = () => {
    const pending = settling.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    settling.current = null;
    commit(String(pending.qty));
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  // leaving the page (Checkout pressed at once) still sends the last presses
  useEffect(() => () => flushRef.current(), []);

  function commit(raw: string) {
    const n = Number.parseInt(raw, 10);
    const clamped = max !== undefined && n > max ? max : n;
    const next = Number.isFinite(clamped) && clamped >= min ? clamped : min;
    setText(String(next));
    if (next === latest.current) return;
    const applied = onChange(next);
    // a typed quantity the cart refused: the field shows the quantity the line still has, not
    // the refused one beside a total of the old one
    if (applied instanceof Promise) void applied.then((ok) => ok || setText(String(latest.current)));
  }

  // in the cart the buttons count from what the field shows: three quick presses of + before the
  // server answered the first are three, not one sent three times
  const shown = commitOnBlur ? Number.parseInt(text, 10) || value : value;
  function step(delta: number) {
    const next = Math.max(min, max === undefined ? shown + delta : Math.min(max, shown + delta));
    if (!commitOnBlur) return void onChange(next);
    setText(String(next));
    if (settling.current) clearTimeout(settling.current.timer);
    settling.current = { qty: next, timer: setTimeout(() => flushRef.current(), STEPPER_SETTLE_MS) };
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
        disabled={shown <= min}
        onClick={() => step(-1)}
        onBlur={flush}
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
        disabled={max !== undefined && shown >= max}
        onClick={() => step(1)}
        onBlur={flush}
      >
        +
      </button>
    </div>
  );
}
