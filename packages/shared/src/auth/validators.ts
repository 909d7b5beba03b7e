// Plain field checks of the account forms (spec §5): the storefront forms call them directly (no
// schema library in the browser) and the server's zod schemas (schemas.ts) call them too, so each
// rule exists once. A check answers the normalised value or the message key of the problem.
import { withoutInvisibleMarks } from '../text.ts';
import { parseDob } from './dob.ts';
import {
  detectIdentifier,
  EMAIL_MAX_LENGTH,
  normaliseDigits,
  normaliseEmail,
  normalisePhone,
  typedDigits,
} from './identifier.ts';
import type { AuthMessageKey } from './messages.ts';
import { CODE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

export type FieldCheck = { ok: true; value: string } | { ok: false; problem: AuthMessageKey };

/** Longest accepted input (after trimming) of the text fields; longer is refused as invalid. */
export const IDENTIFIER_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const PHONE_MAX_LENGTH = 32;
export const DOB_MAX_LENGTH = 32;
/** A password typed to sign in or as the old password: no policy, only a sanity limit. */
export const CURRENT_PASSWORD_MAX_LENGTH = 256;

const fail = (problem: AuthMessageKey): FieldCheck => ({ ok: false, problem });

/**
 * Trimmed text without the marks that draw nothing (a right-to-left mark pasted with an address):
 * empty → `required`, longer than `max` or not normalisable → `invalid`.
 */
function textField(
  raw: string,
  required: AuthMessageKey,
  invalid: AuthMessageKey,
  max: number,
  normalise: (value: string) => FieldCheck | string | null,
): FieldCheck {
  const value = withoutInvisibleMarks(raw).trim();
  if (value === '') return fail(required);
  if (value.length > max) return fail(invalid);
  const out = normalise(value);
  if (out === null) return fail(invalid);
  return typeof out === 'string' ? { ok: true, value: out } : out;
}

/** An e-mail or a phone number (the sign-in field, spec §5); phones answer +20… */
export const validateIdentifier = (raw: string): FieldCheck =>
  textField(raw, 'identifierRequired', 'identifierInvalid', IDENTIFIER_MAX_LENGTH, (v) => detectIdentifier(v)?.value ?? null);

/** An e-mail address, lower-cased. */
export const validateEmail = (raw: string): FieldCheck =>
  textField(raw, 'emailRequired', 'emailInvalid', EMAIL_MAX_LENGTH, normaliseEmail);

/** A phone number in international form (+20… for Egyptian mobiles). */
export const validatePhone = (raw: string): FieldCheck =>
  textField(raw, 'phoneRequired', 'phoneInvalid', PHONE_MAX_LENGTH, normalisePhone);

/** spec §5 date of birth (yyyy-mm-dd or dd/mm/yyyy, Arabic-Indic digits allowed), answered yyyy-mm-dd. */
export const validateDob = (raw: string, today: Date = new Date(), options: { age?: boolean } = {}): FieldCheck =>
  textField(raw, 'dobRequired', 'dobInvalid', DOB_MAX_LENGTH, (v) => {
    const result = parseDob(normaliseDigits(v), today, options);
    return result.ok ? result.value : fail(result.problem);
  });

/** null when the date of birth is acceptable, otherwise the message key (the forms' on-blur check). */
export function dobError(raw: string, today: Date = new Date()): AuthMessageKey | null {
  const result = validateDob(raw, today);
  return result.ok ? null : result.problem;
}

/** A 6-digit activation or reset code; spaces around it and Arabic-Indic digits are accepted. */
export function validateCode(raw: string): FieldCheck {
  const value = typedDigits(raw);
  return CODE_PATTERN.test(value) ? { ok: true, value } : fail('codeFormat');
}

/** A new password (sign-up, reset, change): 8–128 characters, nothing else. */
export function newPasswordError(password: string): AuthMessageKey | null {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** A password typed to sign in (older passwords predate the policy) or as the old password. */
export function currentPasswordError(password: string, required: AuthMessageKey = 'passwordRequired'): AuthMessageKey | null {
  if (password === '') return required;
  if (password.length > CURRENT_PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** 'password and its confirmation do not match' unless this holds; a confirmation left out is not checked. */
export const passwordsMatch = (password: unknown, confirmation: unknown): boolean =>
  confirmation === undefined || confirmation === password;
