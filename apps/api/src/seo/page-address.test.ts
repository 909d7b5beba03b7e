// A page's address the router cannot decode (seo/page-address.ts repairedAddress, app.ts
// frameworkErrors): a link cut in the middle of an Arabic letter, or a bare `%` typed into the
// address bar, leads to the page it still names instead of an envelope a browser shows as text;
// an API address stays a refusal in the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { repairedAddress } from './page-address.ts';

describe('repairedAddress', () => {
  it('drops escapes that are no UTF-8 and writes a lone % as %25, segment by segment', () => {
    // "ب" is %D8%A8; the link was cut after the first byte of the next letter
    expect(repairedAddress('/search/%D8%A8%D8')).toBe('/search/%D8%A8');
    expect(repairedAddress('/search/%D8%A8%D8?page=2')).toBe('/search/%D8%A8?page=2');
    expect(repairedAddress('/search/50%off')).toBe('/search/50%25off');
    expect(repairedAddress('/search/%FF%FEabc')).toBe('/search/abc');
    // an escaped slash stays inside its segment
    expect(repairedAddress('/search/a%2Fb%D8')).toBe('/search/a%2Fb');
    // an address that needs nothing is left alone
    expect(repairedAddress('/search/%D8%A8')).toBeNull();
    expect(repairedAddress('/product/2/name')).toBeNull();
  });
});

describe('an address the router cannot decode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a page leads to what it still names; an API call is refused in the envelope, in the request’s language', async () => {
    const cut = await t.app.inject({ method: 'GET', url: '/search/%D8%A8%D8' });
    expect(cut.statusCode).toBe(302);
    expect(cut.headers.location).toBe('/search/%D8%A8');
    const typed = await t.app.inject({ method: 'HEAD', url: '/card/1/50%off' });
    expect(typed.statusCode).toBe(302);
    expect(typed.headers.location).toBe('/card/1/50%25off');
    const api = await t.app.inject({ method: 'GET', url: '/api/products/%D8', headers: { lang: 'ar' } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      status: false,
      data: null,
      message: 'العنوان غير صالح.',
      errors: ['العنوان غير صالح.'],
      code: 'invalid_input',
    });
  });
});
