// Request schemas of the account calls (spec §7), used by the server routes; the storefront forms
// call the same checks (validators.ts) without zod. Issues carry message keys `auth.<key>` (see
// messages.ts); outputs are normalised (e-mail lower-cased, phone +20…, date of birth yyyy-mm-dd).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, typedDigits } from './identifier.ts';
import { authKey } from './messages.ts';
import { CODE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';
import {
  CURRENT_PASSWORD_MAX_LENGTH,
  DOB_MAX_LENGTH,
  IDENTIFIER_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  passwordsMatch,
  validateDob,
  validateEmail,
  validateIdentifier,
  validatePhone,
  type FieldCheck,
} from './validators.ts';

/** The field's check (validators.ts) as a zod transform: its value, or an issue with its message key. */
const checked =
  (check: (value: string) => FieldCheck) =>
  (value: string, ctx: z.RefinementCtx): string => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: authKey(result.problem) });
    return z.NEVER;
  };

// The trim/min/max steps repeat the checks' first rules so the API documentation shows the
// limits; the transform applies the whole check (validators.ts).

/** An e-mail or a phone number, normalised (`email` field of login, `email_or_phone`). */
export const identifierField = z
  .string({ error: authKey('identifierRequired') })
  .trim()
  .min(1, { error: authKey('identifierRequired'), abort: true })
  .max(IDENTIFIER_MAX_LENGTH, authKey('identifierInvalid'))
  .transform(checked(validateIdentifier));

export const emailField = z
  .string({ error: authKey('emailRequired') })
  .trim()
  .min(1, { error: authKey('emailRequired'), abort: true })
  .max(EMAIL_MAX_LENGTH, authKey('emailInvalid'))
  .transform(checked(validateEmail));

export const phoneField = z
  .string({ error: authKey('phoneRequired') })
  .trim()
  .min(1, { error: authKey('phoneRequired'), abort: true })
  .max(PHONE_MAX_LENGTH, authKey('phoneInvalid'))
  .transform(checked(validatePhone));

/** spec §5 date-of-birth rules; accepts yyyy-mm-dd or dd/mm/yyyy, answers yyyy-mm-dd. */
export const dobField = z
  .string({ error: authKey('dobRequired') })
  .trim()
  .min(1, { error: authKey('dobRequired'), abort: true })
  .max(DOB_MAX_LENGTH, authKey('dobInvalid'))
  .transform(checked((value) => validateDob(value)));

/** A date of birth as a calendar date only: the profile's (its age rule applies to a changed date, profile.ts). */
export const dobDateField = z
  .string({ error: authKey('dobRequired') })
  .trim()
  .min(1, { error: authKey('dobRequired'), abort: true })
  .max(DOB_MAX_LENGTH, authKey('dobInvalid'))
  .transform(checked((value) => validateDob(value, new Date(), { age: false })));

/** A new password (sign-up, reset, change): 8–128 characters. */
export const newPasswordField = z
  .string({ error: authKey('passwordRequired') })
  .min(1, { error: authKey('passwordRequired'), abort: true })
  .min(PASSWORD_MIN_LENGTH, authKey('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, authKey('passwordTooLong'));

/** A password typed to sign in (no policy: older passwords keep working). */
export const currentPasswordField = z
  .string({ error: authKey('passwordRequired') })
  .min(1, authKey('passwordRequired'))
  .max(CURRENT_PASSWORD_MAX_LENGTH, authKey('passwordTooLong'));

/** 6-digit activation or reset code; Arabic-Indic digits and a number value are accepted. */
export const codeField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v).padStart(6, '0') : typeof v === 'string' ? typedDigits(v) : v),
  z.string({ error: authKey('codeFormat') }).regex(CODE_PATTERN, authKey('codeFormat')),
);

/** Bot-challenge answer: an ALTCHA payload or a reCAPTCHA/Turnstile token (checked by the server). */
export const captchaField = z.string().max(20_000).optional();

const confirm = (passwordKey: string, confirmationKey: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const confirmation = value[confirmationKey];
  if (!passwordsMatch(value[passwordKey], confirmation)) {
    ctx.addIssue({ code: 'custom', path: [confirmationKey], message: authKey('passwordMismatch') });
  }
};

/** Check the confirmation even when other fields have problems, so the form shows every message. */
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const checkUserExistenceSchema = z.object({ email_or_phone: identifierField });

export const registerSchema = z
  .object({
    email: emailField,
    phone: phoneField,
    dob: dobField,
    password: newPasswordField,
    password_confirmation: z.string({ error: authKey('passwordMismatch') }).max(256),
    g_recaptcha_response: captchaField,
    altcha: captchaField,
  })
  .superRefine(confirm('password', 'password_confirmation'), whenObject);

export const loginSchema = z.object({
  /** spec §7: the `email` field holds an e-mail or a phone number */
  email: identifierField,
  password: currentPasswordField,
  g_recaptcha_response: captchaField,
  altcha: captchaField,
});

export const socialLoginSchema = z.object({
  provider: z
    .string({ error: authKey('providerUnsupported') })
    .trim()
    .min(1, authKey('providerUnsupported'))
    .max(32),
  token: z
    .string({ error: authKey('tokenRequired') })
    .trim()
    .min(1, authKey('tokenRequired'))
    .max(8192),
});

export const requestPasswordResetSchema = z.object({ email: identifierField });

export const resetPasswordSchema = z
  .object({
    reset_code: codeField,
    new_password: newPasswordField,
    /** optional: the address typed on /forgot-password narrows the code to that account */
    email: identifierField.optional(),
    new_password_confirmation: z.string().max(256).optional(),
  })
  .superRefine(confirm('new_password', 'new_password_confirmation'), whenObject);

export const activeAccountSchema = z.object({ code: codeField });

export const updatePasswordSchema = z
  .object({
    old_password: z
      .string({ error: authKey('oldPasswordRequired') })
      .min(1, authKey('oldPasswordRequired'))
      .max(256),
    new_password: newPasswordField,
    new_password_confirmation: z.string().max(256).optional(),
  })
  .superRefine(confirm('new_password', 'new_password_confirmation'), whenObject);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * spec §7 updateProfile sends the user object: only phone, email and dob are read; every other
 * field (user_type, activation_str, wallet, points…) is dropped. A field left out or empty stays.
 * The date of birth's age rule is applied by the API to a date that changed (dobDateField).
 */
export const updateProfileSchema = z.object({
  email: z.preprocess(blankToUndefined, emailField.optional()),
  phone: z.preprocess(blankToUndefined, phoneField.optional()),
  dob: z.preprocess(blankToUndefined, dobDateField.optional()),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;
export type UpdatePasswordPayload = z.output<typeof updatePasswordSchema>;
export type UpdateProfilePayload = z.output<typeof updateProfileSchema>;
