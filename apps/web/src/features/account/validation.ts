// The account forms validate with the server's own schemas from @store/shared (spec §5), whose
// issues carry `auth.<key>` message keys; fieldError() turns them into text in the page language.
// withConfirmation() reports a password mismatch even while other fields are still wrong (the
// shared schema checks it only once every field is valid).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { authKey, authMessage, currentPasswordField } from '@store/shared/auth/index';
import { currentLang } from '../../lib/i18n.ts';

export {
  activeAccountSchema,
  checkUserExistenceSchema,
  detectIdentifier,
  isEmail,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '@store/shared/auth/index';

/** The password step of /login: the identifier is already known, only the password is typed. */
export const passwordStepSchema = z.object({ password: currentPasswordField });

/** Text of a form error: shared `auth.<key>` keys are translated, anything else shown as is. */
export function fieldError(error: Pick<FieldError, 'message'> | undefined): string | undefined {
  return error?.message ? authMessage(currentLang(), error.message) : undefined;
}

/** 'Please complete the CAPTCHA' in the page language (spec §5 Login, §8). */
export const captchaMessage = () => authMessage(currentLang(), authKey('captchaRequired'));

/**
 * zodResolver typed for a form whose fields are plain strings: the shared schemas accept wider
 * input (numbers, unknown) than the form holds, which TypeScript cannot see on its own.
 */
export function schemaResolver<Form extends FieldValues, S extends z.ZodType = z.ZodType>(
  schema: S,
): Resolver<Form, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<Form, unknown, z.output<S>>;
}

/** schemaResolver plus an independent "password and its confirmation do not match" check. */
export function withConfirmation<Form extends FieldValues, S extends z.ZodType = z.ZodType>(
  schema: S,
  password: keyof Form & string,
  confirmation: keyof Form & string,
): Resolver<Form, unknown, z.output<S>> {
  const base = schemaResolver<Form, S>(schema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const typed = values[confirmation] as unknown;
    if (typed !== undefined && typed !== values[password] && !result.errors[confirmation]) {
      const errors = { ...result.errors, [confirmation]: { type: 'custom', message: authKey('passwordMismatch') } };
      return { values: {}, errors } as Awaited<ReturnType<Resolver<Form, unknown, z.output<S>>>>;
    }
    return result;
  };
}
