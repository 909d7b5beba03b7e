// The account forms check their fields with the shared plain checks of spec §5
// (@store/shared/auth/validators, the same ones the server's zod schemas run), so no schema
// library reaches the browser. A form check (run by hooks/useCheckedForm.ts) answers the
// normalised values to send and the problem of each field; errors carry `auth.<key>` message keys
// that fieldError() turns into text in the page language. Every rule runs on every check, so a
// password mismatch shows even while other fields are still wrong.
import { authKey, authMessage, type AuthMessageKey } from '@store/shared/auth/messages';
import type { ResetPasswordPayload, UpdatePasswordPayload, UpdateProfilePayload } from '@store/shared/auth/schemas';
import {
  currentPasswordError,
  newPasswordError,
  passwordsMatch,
  validateCode,
  validateDob,
  validateEmail,
  validateIdentifier,
  validatePhone,
  type FieldCheck,
} from '@store/shared/auth/validators';
import { currentLang } from '../../lib/i18n/index.ts';

export { isEmail } from '@store/shared/auth/identifier';

export type Problems<Form> = { [K in keyof Form]?: AuthMessageKey | null };

/** What a form check answers: the values to submit (normalised) and the problem of each field. */
export interface FormCheck<Form, Out> {
  values: Out;
  problems: Problems<Form>;
}

/** Text of a form error: shared `auth.<key>` keys are translated, anything else shown as is. */
export function fieldError(error: { message?: string } | undefined): string | undefined {
  return error?.message ? authMessage(currentLang(), error.message) : undefined;
}

/** 'Please complete the CAPTCHA' in the page language (spec §5 Login, §8). */
export const captchaMessage = () => authMessage(currentLang(), authKey('captchaRequired'));

const valueOf = (check: FieldCheck) => (check.ok ? check.value : '');
const problemOf = (check: FieldCheck) => (check.ok ? null : check.problem);
const mismatch = (password: string, confirmation: string) =>
  passwordsMatch(password, confirmation) ? null : ('passwordMismatch' as const);

/** /login first step and /forgot-password: one e-mail-or-phone field (spec §5). */
export function identifierCheck<K extends string>(field: K) {
  return (values: Record<K, string>): FormCheck<Record<K, string>, Record<K, string>> => {
    const id = validateIdentifier(values[field]);
    return {
      values: { [field]: valueOf(id) } as Record<K, string>,
      problems: { [field]: problemOf(id) } as Problems<Record<K, string>>,
    };
  };
}

/** /login password step: no policy for a password typed to sign in. */
export function passwordStepCheck(values: { password: string }): FormCheck<{ password: string }, { password: string }> {
  return { values, problems: { password: currentPasswordError(values.password) } };
}

export interface SignUpValues {
  email: string;
  phone: string;
  dob: string;
  password: string;
  password_confirmation: string;
}

/** Sign-up (spec §5 Registration): the e-mail, phone and date of birth are sent normalised. */
export function signUpCheck(values: SignUpValues): FormCheck<SignUpValues, SignUpValues> {
  const email = validateEmail(values.email);
  const phone = validatePhone(values.phone);
  const dob = validateDob(values.dob);
  return {
    values: { ...values, email: valueOf(email), phone: valueOf(phone), dob: valueOf(dob) },
    problems: {
      email: problemOf(email),
      phone: problemOf(phone),
      dob: problemOf(dob),
      password: newPasswordError(values.password),
      password_confirmation: mismatch(values.password, values.password_confirmation),
    },
  };
}

export interface ProfileValues {
  email: string;
  phone: string;
  dob: string;
}

/**
 * /edit-profile details: a field left empty keeps its saved value and is not sent. The saved date of
 * birth, left as it was, is checked as a date only (as the API does): a customer who has turned 100
 * since signing up still saves a new phone number.
 */
export function profileCheck(values: ProfileValues, saved?: ProfileValues): FormCheck<ProfileValues, UpdateProfilePayload> {
  const out: UpdateProfilePayload = {};
  const problems: Problems<ProfileValues> = {};
  const checks = {
    email: validateEmail,
    phone: validatePhone,
    dob: (v: string) => validateDob(v, new Date(), { age: v.trim() !== saved?.dob.trim() }),
  };
  for (const name of ['email', 'phone', 'dob'] as const) {
    if (values[name] === '') continue;
    const check = checks[name](values[name]);
    if (check.ok) out[name] = check.value;
    else problems[name] = check.problem;
  }
  return { values: out, problems };
}

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** /edit-profile password change: old, new (8–128) and its confirmation. */
export function changePasswordCheck(values: ChangePasswordValues): FormCheck<ChangePasswordValues, UpdatePasswordPayload> {
  return {
    values,
    problems: {
      old_password: currentPasswordError(values.old_password, 'oldPasswordRequired'),
      new_password: newPasswordError(values.new_password),
      new_password_confirmation: mismatch(values.new_password, values.new_password_confirmation),
    },
  };
}

export interface ResetValues {
  reset_code: string;
  new_password: string;
  new_password_confirmation: string;
}

/** /reset-password: the 6-digit code (sent normalised), the new password and its confirmation. */
export function resetCheck(values: ResetValues): FormCheck<ResetValues, ResetPasswordPayload> {
  const code = validateCode(values.reset_code);
  return {
    values: { ...values, reset_code: valueOf(code) },
    problems: {
      reset_code: problemOf(code),
      new_password: newPasswordError(values.new_password),
      new_password_confirmation: mismatch(values.new_password, values.new_password_confirmation),
    },
  };
}

/** /verify: the 6-digit activation code. */
export function codeCheck(values: { code: string }): FormCheck<{ code: string }, { code: string }> {
  const code = validateCode(values.code);
  return { values: { code: valueOf(code) }, problems: { code: problemOf(code) } };
}
