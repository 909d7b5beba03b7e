// The small form state the account forms need, in place of a form library (first-load budget,
// DESIGN.md): uncontrolled inputs, one plain check (validation.ts) run on submit, on trigger(),
// and on each change once the form has been submitted (a shown error clears as soon as it is
// fixed); on a refused submit the first field in trouble gets the focus.
import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { authKey, type AuthMessageKey } from '@store/shared/auth/messages';
import type { FormCheck } from '../validation.ts';

type Fields = Record<string, string>;

export interface FormFieldError {
  type: 'custom';
  /** `auth.<key>`: fieldError() turns it into text in the page language */
  message: string;
}

export type FormErrors<Form> = { [K in keyof Form]?: FormFieldError };

interface RegisterOptions {
  onChange?(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
}

interface CheckedFormOptions<Form extends Fields, Out> {
  check(values: Form): FormCheck<Form, Out>;
  defaultValues: Form;
}

function toErrors<Form extends Fields>(problems: FormCheck<Form, unknown>['problems']): FormErrors<Form> {
  const errors: FormErrors<Form> = {};
  for (const [name, problem] of Object.entries(problems) as [keyof Form, AuthMessageKey | null | undefined][]) {
    if (problem) errors[name] = { type: 'custom', message: authKey(problem) };
  }
  return errors;
}

export function useCheckedForm<Form extends Fields, Out>({ check, defaultValues }: CheckedFormOptions<Form, Out>) {
  // The first render's defaults only, as an uncontrolled input's defaultValue must not change.
  const [defaults] = useState(defaultValues);
  // Registration order is the order of the fields on the page (used to focus the first error).
  const inputs = useRef(new Map<keyof Form, HTMLInputElement | null>());
  const refs = useRef(new Map<keyof Form, (input: HTMLInputElement | null) => void>());
  const typed = useRef<Form>({ ...defaults });
  const submitted = useRef(false);
  const errorsRef = useRef<FormErrors<Form>>({});
  const [errors, setErrorsState] = useState<FormErrors<Form>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const setErrors = (next: FormErrors<Form>) => {
    errorsRef.current = next;
    setErrorsState(next);
  };

  /** What the inputs hold now (an input that is not on the page keeps its last value). */
  const getAll = (): Form => {
    const values = { ...typed.current };
    for (const [name, input] of inputs.current) if (input) values[name] = input.value as Form[keyof Form];
    return values;
  };

  /** Runs the check and updates the error of one field only; true when that field is fine. */
  const validateField = (name: keyof Form): boolean => {
    const problem = check(getAll()).problems[name];
    const { [name]: _old, ...rest } = errorsRef.current;
    setErrors((problem ? { ...rest, [name]: { type: 'custom', message: authKey(problem) } } : rest) as FormErrors<Form>);
    return !problem;
  };

  /** One ref callback per field, kept across renders. A field leaving the page keeps its value. */
  const refFor = (name: keyof Form) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (input) => {
        const before = inputs.current.get(name);
        if (!input && before) typed.current = { ...typed.current, [name]: before.value };
        inputs.current.set(name, input);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const focusFirstError = () => {
    const name = [...inputs.current.keys()].find((key) => errorsRef.current[key]);
    if (name !== undefined) inputs.current.get(name)?.focus();
  };

  const register = (name: keyof Form & string, options: RegisterOptions = {}) => {
    if (!inputs.current.has(name)) inputs.current.set(name, null);
    return {
      name,
      defaultValue: defaults[name],
      ref: refFor(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        typed.current = { ...typed.current, [name]: event.target.value };
        options.onChange?.(event);
        if (submitted.current) validateField(name);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => options.onBlur?.(event),
    };
  };

  const handleSubmit =
    (onValid: (values: Out) => unknown, onInvalid?: (errors: FormErrors<Form>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const result = check(getAll());
        const found = toErrors(result.problems);
        setErrors(found);
        if (Object.keys(found).length === 0) {
          await onValid(result.values);
        } else {
          await onInvalid?.(found);
          // focus the first field in trouble, and again once the messages are on the page
          focusFirstError();
          setTimeout(focusFirstError);
        }
      } finally {
        submitted.current = true;
        setSubmitting(false);
      }
    };

  const trigger = (name: keyof Form & string) => Promise.resolve(validateField(name));
  const getFieldState = (name: keyof Form & string) => ({ error: errorsRef.current[name] });
  const getValues = (name: keyof Form & string): string => getAll()[name] ?? '';
  const setFocus = useCallback((name: keyof Form & string) => inputs.current.get(name)?.focus(), []);

  return { register, handleSubmit, trigger, getFieldState, getValues, setFocus, formState: { errors, isSubmitting } };
}
