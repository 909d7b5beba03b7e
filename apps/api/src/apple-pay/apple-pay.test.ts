// The device-wallet test page's server calls (spec §7 apple-pay/validate-merchant, apple-pay/token):
// off without configuration (503, a clear message in English and Arabic); configured, only Apple's
// validation hosts are called, and Apple's merchant session is handed back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { isAppleValidationUrl, setMerchantValidator, type MerchantValidationRequest } from './service.ts';

const APPLE_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const token = { paymentData: { version: 'EC_v1', data: 'abc' }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 'T1' };

describe('without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message in the request language', async () => {
    const en = await t.call({ method: 'POST', url: '/api/apple-pay/validate-merchant', payload: { validationURL: APPLE_URL } });
    expect(en.status).toBe(503);
    expect(en.body).toMatchObject({ status: false, code: 'unavailable', errors: ['Apple Pay is not set up on this store yet.'] });
    const ar = await t.call({
      method: 'POST',
      url: '/api/apple-pay/token',
      headers: { lang: 'ar' },
      payload: { paymentToken: token },
    });
    expect(ar.status).toBe(503);
    expect(ar.body.errors).toEqual(['لم يتم إعداد Apple Pay في هذا المتجر بعد.']);
  });
});

describe('configured', () => {
  let t: TestApp;
  const asked: { url: string; body: MerchantValidationRequest }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        APPLE_PAY_MERCHANT_ID: 'merchant.example.gamers-souq',
        APPLE_PAY_CERT_FILE: '/nonexistent/cert.pem',
        APPLE_PAY_KEY_FILE: '/nonexistent/key.pem',
        APPLE_PAY_DOMAIN: 'shop.example.com',
      },
    });
    setMerchantValidator(t.ctx, (url, body) => {
      asked.push({ url, body });
      return Promise.resolve({ merchantSessionIdentifier: 'SSH1', signature: 'abc', nonce: 'n1' });
    });
  });
  afterAll(() => t.close());

  it('asks Apple for a merchant session and hands it back as it came', async () => {
    const res = await t.call({ method: 'POST', url: '/api/apple-pay/validate-merchant', payload: { validationURL: APPLE_URL } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ merchantSessionIdentifier: 'SSH1', signature: 'abc', nonce: 'n1' });
    expect(asked.at(-1)).toEqual({
      url: APPLE_URL,
      body: {
        merchantIdentifier: 'merchant.example.gamers-souq',
        displayName: 'Gamers Souq',
        initiative: 'web',
        initiativeContext: 'shop.example.com',
      },
    });
  });

  it('never calls an address that is not an Apple Pay validation host', async () => {
    const before = asked.length;
    for (const validationURL of [
      'http://apple-pay-gateway.apple.com/x',
      'https://apple-pay-gateway.apple.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'https://apple-pay-gateway.apple.com:8443/x',
      'https://www.apple.com/',
      'not a url',
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/apple-pay/validate-merchant', payload: { validationURL } });
      expect(res.status, validationURL).toBe(400);
    }
    expect(asked.length).toBe(before);
    expect(isAppleValidationUrl('https://cn-apple-pay-gateway.cdn-apple.com/x')).toBe(false);
    expect(isAppleValidationUrl('https://apple-pay-gateway-cert.apple.com/paymentservices/startSession')).toBe(true);
  });

  it("says 'Error validating merchant' when Apple cannot be reached", async () => {
    setMerchantValidator(t.ctx, () => Promise.reject(new Error('connect ETIMEDOUT')));
    const res = await t.call({
      method: 'POST',
      url: '/api/apple-pay/validate-merchant',
      headers: { lang: 'ar' },
      payload: { validationURL: APPLE_URL },
    });
    expect(res.status).toBe(502);
    expect(res.body.errors).toEqual(['حدث خطأ أثناء التحقق من التاجر']);
  });

  it('acknowledges a well-formed payment token and refuses a malformed one', async () => {
    const good = await t.call<{ status: string }>({
      method: 'POST',
      url: '/api/apple-pay/token',
      payload: { paymentToken: token },
    });
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ status: 'success' });
    expect(good.body.message).toBe('Payment successful');
    for (const payload of [{}, { paymentToken: 'x' }, { paymentToken: {} }]) {
      const bad = await t.call({ method: 'POST', url: '/api/apple-pay/token', payload });
      expect(bad.status, JSON.stringify(payload)).toBe(400);
      expect(bad.body.errors).toEqual(['The payment token is missing or not valid.']);
    }
  });
});
