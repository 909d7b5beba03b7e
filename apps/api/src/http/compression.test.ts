// Compressed answers (issue 24, twelfth step; http/compression.ts): an answer held in memory is
// compressed in one call whatever its size up to SYNC_COMPRESS_MAX (before, an answer above 8 KB
// went through a compression stream at twice the CPU), brotli told its size; the shopper gets the
// same bytes back.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { compressBrotli, compressGzip } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  // the page cache off: every answer is compressed as it is sent
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('a list answer larger than 8 KB comes compressed in one piece (its length known) and decodes to the plain answer', async () => {
    const url = '/api/products/category?category_id=34&per_page=20&page=1';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // a stream would have been sent chunked, without a length
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('a page’s text in either language survives the round trip at both efforts', () => {
    const text = `<p>مرحبا بك — ${'بطاقات الألعاب '.repeat(500)}</p><p>Gift cards ${'x'.repeat(3000)}</p>`;
    for (const effort of ['once', 'kept'] as const) {
      expect(zlib.brotliDecompressSync(compressBrotli(text, effort)).toString('utf8')).toBe(text);
      expect(zlib.gunzipSync(compressGzip(text, effort)).toString('utf8')).toBe(text);
    }
    // 'kept' (a cached copy, sent many times) is worth the extra effort
    expect(compressBrotli(text, 'kept').length).toBeLessThanOrEqual(compressBrotli(text, 'once').length);
  });
});
