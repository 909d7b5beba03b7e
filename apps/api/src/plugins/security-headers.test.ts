// Security headers are computed once from helmet and sent on every answer: API answers, refusals
// and unknown addresses alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends helmet’s headers and the store’s CSP on answers, refusals and unknown addresses', async () => {
    for (const url of ['/api/settings', '/api/products/category?category_id=abc', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
