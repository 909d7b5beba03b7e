// Paymob's HMAC-SHA512 over the twenty ordered transaction fields: the concatenation matches the
// one Paymob's documentation prints for its sample transaction, the signature matches one made
// by another implementation (openssl) with the test secret, and any change to a signed field, a
// wrong secret or a missing signature is refused. The POST body and the GET query of the same
// transaction sign the same text.
import { describe, expect, it } from 'vitest';
import processed from './fixtures/transaction-processed.json' with { type: 'json' };
import response from './fixtures/response-callback.json' with { type: 'json' };
import {
  responseHmacText,
  sameSignature,
  signResponse,
  signTransaction,
  transactionHmacText,
  verifyResponseHmac,
  verifyTransactionHmac,
} from './hmac.ts';

const SECRET = 'paymob-test-hmac-secret';
// Paymob's documented concatenation of its sample transaction (developers.paymob.com, HMAC Transaction Callback)
const DOCUMENTED_TEXT =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
// printf '%s' "$DOCUMENTED_TEXT" | openssl dgst -sha512 -hmac paymob-test-hmac-secret
const OPENSSL_HMAC =
  '43cfb499e1485b6959c57cc216ff2680ec9483f9b9ffd50c4cf8b725d95867a616ddf507cdf4ce96fa77689135c5e44a57e6dd88c36b0f719932bfb0a36e0d81';

const clone = <T>(v: T): T => structuredClone(v);

describe('Paymob HMAC of the transaction-processed callback (POST)', () => {
  it('concatenates the documented fields in the documented order', () => {
    expect(transactionHmacText(processed.obj)).toBe(DOCUMENTED_TEXT);
  });

  it('signs with HMAC-SHA512 in lowercase hex, as openssl does', () => {
    expect(signTransaction(SECRET, processed.obj)).toBe(OPENSSL_HMAC);
    expect(verifyTransactionHmac(SECRET, processed.obj, OPENSSL_HMAC)).toBe(true);
    expect(verifyTransactionHmac(SECRET, processed.obj, OPENSSL_HMAC.toUpperCase())).toBe(true);
  });

  it.each([
    ['amount_cents', (o: typeof processed.obj) => (o.amount_cents = 100)],
    ['success', (o: typeof processed.obj) => (o.success = false)],
    ['pending', (o: typeof processed.obj) => (o.pending = true)],
    ['order.id', (o: typeof processed.obj) => (o.order.id = 217503755)],
    ['id', (o: typeof processed.obj) => (o.id = 1)],
    ['source_data.pan', (o: typeof processed.obj) => (o.source_data.pan = '0000')],
    ['is_refunded', (o: typeof processed.obj) => (o.is_refunded = true)],
  ])('refuses the signature once %s is changed', (_field, tamper) => {
    const obj = clone(processed.obj);
    tamper(obj);
    expect(verifyTransactionHmac(SECRET, obj, OPENSSL_HMAC)).toBe(false);
  });

  it('ignores the fields Paymob does not sign', () => {
    const obj = clone(processed.obj);
    obj.order.merchant_order_id = '999';
    obj.data.message = 'Declined';
    expect(verifyTransactionHmac(SECRET, obj, OPENSSL_HMAC)).toBe(true);
  });

  it('refuses a wrong secret, a missing or short signature, and verifies nothing without a secret', () => {
    expect(verifyTransactionHmac('another-secret', processed.obj, OPENSSL_HMAC)).toBe(false);
    expect(verifyTransactionHmac(SECRET, processed.obj, undefined)).toBe(false);
    expect(verifyTransactionHmac(SECRET, processed.obj, OPENSSL_HMAC.slice(0, 64))).toBe(false);
    expect(verifyTransactionHmac(undefined, processed.obj, OPENSSL_HMAC)).toBe(false);
    expect(verifyTransactionHmac('', processed.obj, signTransaction('', processed.obj))).toBe(false);
    expect(sameSignature('', OPENSSL_HMAC)).toBe(false);
  });

  it('signs an absent value as empty text', () => {
    const obj: Record<string, unknown> = clone(processed.obj);
    obj.source_data = { type: 'wallet', pan: '01010101010', sub_type: null };
    expect(transactionHmacText(obj)).toContain('false01010101010wallettrue');
  });
});

describe('Paymob HMAC of the response callback (GET)', () => {
  it('signs the same text from the flattened query parameters', () => {
    expect(responseHmacText(response)).toBe(DOCUMENTED_TEXT);
    expect(signResponse(SECRET, response)).toBe(OPENSSL_HMAC);
    expect(verifyResponseHmac(SECRET, { ...response, hmac: OPENSSL_HMAC })).toBe(true);
  });

  it('reads the order from `order_id` when Paymob names it so', () => {
    const { order, ...rest } = response;
    expect(verifyResponseHmac(SECRET, { ...rest, order_id: order, hmac: OPENSSL_HMAC })).toBe(true);
  });

  it('refuses a changed parameter or a missing signature', () => {
    expect(verifyResponseHmac(SECRET, { ...response, success: 'false', hmac: OPENSSL_HMAC })).toBe(false);
    expect(verifyResponseHmac(SECRET, { ...response, amount_cents: '100', hmac: OPENSSL_HMAC })).toBe(false);
    expect(verifyResponseHmac(SECRET, { ...response, order: '1', hmac: OPENSSL_HMAC })).toBe(false);
    expect(verifyResponseHmac(SECRET, response)).toBe(false);
  });
});
