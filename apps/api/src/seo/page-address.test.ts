// A page's address the router cannot decode (seo/page-address.ts repairedAddress, app.ts
// frameworkErrors): a link cut in the middle of an Arabic letter, or a bare `%` typed into the
// address bar, leads to the page it still names instead of an envelope a browser shows as text;
// an API address stays a refusal in the envelope.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { pageAddress, repairedAddress } from './page-address.ts';

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

  it('never answers an address a browser reads as another host’s', () => {
    expect(repairedAddress('//evil.com/%D8')).toBe('/evil.com/');
    expect(repairedAddress('///evil.com//50%off?x=1')).toBe('/evil.com/50%25off?x=1');
    expect(pageAddress('//evil.com/').path).toBe('/evil.com/');
    expect(pageAddress('/\\evil.com/x').path).toBe('/evil.com/x');
    expect(pageAddress('/product//1?utm_source=a&page=2').address).toBe('/product/1?page=2');
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

describe('an address that starts with two slashes, over a real socket', () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-address-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title><!--app-head--></head><body></body></html>',
    );
    t = await createTestApp({ webDist: dist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** the path is sent as written (a browser's `https://store//evil.com/…`), not parsed by a client */
  const get = (pathAsSent: string) =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathAsSent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
        })
        .on('error', reject);
    });

  it('is a path of this store: never a redirect to another host, never the home page', async () => {
    // a cut escape after two slashes was sent on with `Location: //evil.com/`: a browser follows
    // that to evil.com, so a link on the store's own address led anywhere (an open redirect)
    for (const sent of ['//evil.com/%D8', '//evil.com/50%off', '/\\evil.com/%D8']) {
      const res = await get(sent);
      expect(res.status, sent).toBe(302);
      expect(res.location, sent).toMatch(/^\/[^/\\]/);
    }
    // and it was rendered as the home page (`//evil.com/` read as evil.com's address `/`); a path
    // with a run of slashes is sent to its single-slashed self, which the storefront's router reads
    for (const [sent, single] of [
      ['//evil.com/', '/evil.com/'],
      ['/\\evil.com?utm_source=x', '/evil.com?utm_source=x'],
      ['/product//1', '/product/1'],
    ] as const) {
      const res = await get(sent);
      expect(res.status, sent).toBe(301);
      expect(res.location, sent).toBe(single);
    }
    const home = await get('/evil.com/');
    expect(home.status).toBe(404);
    expect(home.body).toContain('<meta name="robots" content="noindex">');
  });
});
