// One labelled form input (account forms, checkout) with its hint and error text linked through aria-describedby, so a
// screen reader announces the spec's message with the field. Password inputs get a show/hide
// toggle. Works with useCheckedForm's register() (ref is a plain prop in React 19).
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import './TextField.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, type = 'text', className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const fieldId = id ?? `f${autoId.replace(/:/g, '')}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="acc-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="acc-field__control">
        <input
          id={fieldId}
          className="acc-field__input"
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {isPassword && (
          <button type="button" className="acc-field__reveal" aria-controls={fieldId} onClick={() => setRevealed((v) => !v)}>
            {revealed ? t('account.field.hidePassword') : t('account.field.showPassword')}
            {/* "Show Password": the name says which field, and changes with the state */}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="acc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
