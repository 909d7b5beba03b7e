// Paymob's callback signature (developers.paymob.com → Webhook callbacks and HMAC → HMAC
// Transaction Callback): the values of twenty transaction fields, in this lexicographic order of
// their keys, concatenated with no separator, signed with HMAC-SHA512 under the merchant's HMAC
// secret and sent as lowercase hex in the `hmac` query parameter. The transaction-processed
// callback (POST) carries the fields in its JSON `obj` (nested: `order.id`, `source_data.pan`…);
// the transaction-response callback (the shopper's GET redirect) carries the same values as
// flattened query parameters (`order`, `source_data.pan`…). Pure functions, no I/O.
import crypto from 'node:crypto';

/** The signed fields, as paths into the POST callback's `obj`, in Paymob's order. */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** A value as Paymob concatenates it: booleans true/false, numbers in plain digits, null or absent as ''. */
function render(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  // an object where a scalar is signed (e.g. `order` itself) is never what Paymob signed
  return '';
}

function at(obj: unknown, path: string): unknown {
  let v: unknown = obj;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** The string Paymob signs for a transaction-processed (POST) callback's `obj`. */
export function transactionHmacText(obj: unknown): string {
  return HMAC_FIELDS.map((field) => render(at(obj, field))).join('');
}

/** The query parameter of the response (GET) callback that holds each signed field. */
function queryKeyOf(field: (typeof HMAC_FIELDS)[number]): string {
  return field === 'order.id' ? 'order' : field;
}

type Query = Record<string, string | string[] | undefined>;

/** One value of a query parameter (the first when it was repeated). */
export function queryValue(query: Query, key: string): string | undefined {
  const v = query[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The string Paymob signs for a response (GET) callback. Paymob's current page names the order's
 * parameter `order` (older callbacks) or `order_id`; whichever is read here is the one signed and
 * the one the order is found by, so accepting both opens nothing.
 */
export function responseHmacText(query: Query): string {
  return HMAC_FIELDS.map((field) => {
    if (field === 'order.id') return queryValue(query, 'order') ?? queryValue(query, 'order_id') ?? '';
    return queryValue(query, queryKeyOf(field)) ?? '';
  }).join('');
}

/** HMAC-SHA512 of `text` under `secret`, lowercase hex. */
export function paymobHmac(secret: string, text: string): string {
  return crypto.createHmac('sha512', secret).update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of a received signature with the expected one (case-insensitive hex). */
export function sameSignature(received: string | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received.trim().toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Whether a POST callback's `obj` carries Paymob's signature. An empty secret verifies nothing. */
export function verifyTransactionHmac(secret: string | undefined, obj: unknown, received: string | undefined): boolean {
  if (!secret) return false;
  return sameSignature(received, paymobHmac(secret, transactionHmacText(obj)));
}

/** Whether a GET callback's query carries Paymob's signature (its own `hmac` parameter). */
export function verifyResponseHmac(secret: string | undefined, query: Query): boolean {
  if (!secret) return false;
  return sameSignature(queryValue(query, 'hmac'), paymobHmac(secret, responseHmacText(query)));
}

/** Signs a POST callback's `obj` the way Paymob does (tests and recorded fixtures). */
export const signTransaction = (secret: string, obj: unknown) => paymobHmac(secret, transactionHmacText(obj));

/** Signs a GET callback's query the way Paymob does (tests and recorded fixtures). */
export const signResponse = (secret: string, query: Query) => paymobHmac(secret, responseHmacText(query));
