// Answer schemas of the account calls (spec §3 User and Login response, §7), the bot challenge
// configuration and the social sign-in configuration.
import { z } from 'zod';
import { displayDate, isoDateTime } from './formats.ts';
import { envelopeOf } from './envelope.ts';

export const activationStr = z.enum(['Active', 'waiting_Active', 'deactivated']);

export const userRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z
    .string()
    .regex(/^(\+[1-9]\d{7,14})?$/)
    .meta({
      description:
        "the canonical international form (+201001234567), or '' for a Google account that has not given one; forms show and accept the local form 01001234567",
    }),
  dob: displayDate('date of birth').nullable(),
  user_type: z.enum(['customer', 'merchant']),
  activation_str: activationStr,
});

/** POST /login, /register and /social-login */
export const loginResult = z.object({
  token: z.string(),
  activation_str: activationStr,
  user: userRecord,
  expires_at: isoDateTime('the instant the token stops working (30 days)'),
});

export const accountStatus = z.enum(['exists', 'not_found']);

/** POST /check-user-existence: the answer's data… */
export const userExistence = z.object({
  account_status: accountStatus,
  identifier_type: z.enum(['email', 'phone']),
  email_or_phone: z.string(),
});

/** …and its envelope, which repeats `account_status` at the top level (spec §7). */
export const userExistenceEnvelope = envelopeOf(userExistence).extend({ account_status: accountStatus });

/** POST /activeAccount */
export const activationAnswer = z.object({ activation_str: activationStr, user: userRecord });

/** GET /social-login/config: Google's client id when Google sign-in is configured, else null. */
export const socialConfig = z.object({ google_client_id: z.string().nullable() });

/** GET /captcha/config: which bot challenge the forms show. */
export const captchaConfig = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'turnstile', 'off']),
  challenge_url: z.string().nullable(),
  site_key: z.string().nullable(),
});

/** An ALTCHA (v2) challenge's parameters, as altcha-lib creates them. */
export const altchaParameters = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

export const altchaChallenge = z.object({
  parameters: altchaParameters,
  signature: z.string().optional(),
});

/**
 * GET /captcha/challenge: the envelope with the challenge's `parameters` and `signature` also at
 * the top level, so the widget can use the URL directly.
 */
export const altchaChallengeEnvelope = envelopeOf(altchaChallenge).extend(altchaChallenge.shape);
