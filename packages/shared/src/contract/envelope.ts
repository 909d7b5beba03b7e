// The answer envelope of every call (spec §7, DESIGN.md "API"): {status, data, message, errors},
// plus a stable machine-readable `code` on refusals so clients never match message text.
import { z } from 'zod';

/**
 * Stable refusal codes. Clients branch on these, never on `message`. Add a code here when a
 * feature needs the storefront to react to one refusal differently from another.
 */
export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'server_error',
  // cart and stock (spec §5 Add to cart / buy now, §8)
  'not_available',
  'quantity_unavailable',
  'cannot_add_more',
  'account_banned',
  // checkout (spec §5 Checkout)
  'coupon_invalid',
  'points_invalid',
  'shipping_unavailable',
  'payment_unavailable',
  'cart_empty',
  'cart_changed',
  'payment_required',
  'wallet_insufficient',
  'signature_invalid',
  'account_not_active',
  // accounts: sign-in, bot challenge, one-time codes (spec §5, §8)
  'invalid_credentials',
  'captcha_required',
  'captcha_failed',
  'code_missing',
  'code_wrong',
  'code_used',
  'code_expired',
  'code_locked',
  'already_active',
  'unavailable',
  // reviews (spec §1: only a customer who bought the item reviews it)
  'not_purchased',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The default code of a refusal with this HTTP status, when the refusal names none. */
export function defaultErrorCode(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server_error';
  return 'invalid_input';
}

/** Schema of a successful answer whose `data` is `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(true),
    data,
    message: z.string(),
    errors: z.array(z.string()),
  });
}

/** Schema of a refusal (any 4xx/5xx). */
export const failureEnvelope = z.object({
  status: z.literal(false),
  data: z.unknown(),
  message: z.string(),
  errors: z.array(z.string()),
  code: z.enum(ERROR_CODES),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;
