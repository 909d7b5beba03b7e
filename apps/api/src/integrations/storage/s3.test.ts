// The S3-compatible storage driver against a real local S3 server (s3rver on a loopback port):
// files written through the Storage interface come back byte for byte, /uploads/ serves them
// through the API or by a signed address as configured, and private/ files are never served.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3.ts';
import type { LocalStorage } from './index.ts';
import { S3Storage } from './s3.ts';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

describe('S3 storage driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
  });
  afterAll(() => t?.close());

  it('is chosen by STORAGE_DRIVER=s3 and keeps what is put, with its content type', async () => {
    expect(t.ctx.storage).toBeInstanceOf(S3Storage);
    const storage = t.ctx.storage as S3Storage;
    await storage.put('products/s3-test.svg', svg, 'image/svg+xml');
    expect(await storage.exists('products/s3-test.svg')).toBe(true);
    expect((await storage.get('products/s3-test.svg'))?.equals(svg)).toBe(true);
    expect((await storage.read('products/s3-test.svg'))?.contentType).toBe('image/svg+xml');
    expect(await storage.exists('products/none.svg')).toBe(false);
    expect(await storage.get('products/none.svg')).toBeNull();
    await storage.remove('products/s3-test.svg');
    expect(await storage.exists('products/s3-test.svg')).toBe(false);
    await storage.remove('products/s3-test.svg');
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('serves a public file through the API with safe headers (proxy mode)', async () => {
    await t.ctx.storage.put('products/s3-served.svg', svg, 'image/svg+xml');
    expect(t.ctx.storage.publicUrl('products/s3-served.svg')).toBe('/uploads/products/s3-served.svg');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/products/s3-served.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(svg)).toBe(true);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('public');
    const again = await t.app.inject({
      method: 'GET',
      url: '/uploads/products/s3-served.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.call({ method: 'GET', url: '/uploads/products/none.svg', headers: { lang: 'ar' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('never serves or gives an address to a private/ file, even when it exists', async () => {
    await t.ctx.storage.put('private/support/1/secret.png', png, 'image/png');
    expect((await t.ctx.storage.get('private/support/1/secret.png'))?.equals(png)).toBe(true);
    expect(() => t.ctx.storage.publicUrl('private/support/1/secret.png')).toThrow(/private/);
    for (const url of ['/uploads/private/support/1/secret.png', '/uploads/%70rivate/support/1/secret.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.includes(png)).toBe(false);
    }
  });
});

describe('S3 storage served by signed addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3.env, S3_SERVE: 'signed', S3_SIGNED_SECONDS: '60' } });
  });
  afterAll(() => t?.close());

  it('redirects /uploads/ to a short-lived signed address the browser can load', async () => {
    await t.ctx.storage.put('products/s3-signed.png', png, 'image/png');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/products/s3-signed.png' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const loaded = await fetch(location);
    expect(loaded.status).toBe(200);
    expect(Buffer.from(await loaded.arrayBuffer()).equals(png)).toBe(true);
  });

  it('gives no signed address to a private/ file', async () => {
    await t.ctx.storage.put('private/support/2/secret.png', png, 'image/png');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/private/support/2/secret.png' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    await expect((t.ctx.storage as S3Storage).signedUrl('private/support/2/secret.png')).rejects.toThrow(/private/);
  });
});

describe('S3 storage when the object store is down', () => {
  it('answers 503 in the request language, and readiness sees it', async () => {
    const down = await startLocalS3('store-down');
    const t = await createTestApp({ env: down.env });
    try {
      await down.stop();
      const res = await t.call({ method: 'GET', url: '/uploads/products/any.png', headers: { lang: 'ar' } });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('unavailable');
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
      await expect((t.ctx.storage as S3Storage).check()).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

describe('local storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('does not serve private/ files from the uploads folder', async () => {
    const storage = t.ctx.storage as LocalStorage;
    await t.ctx.storage.put('private/support/3/secret.png', png, 'image/png');
    expect(fs.existsSync(path.join(storage.root, 'private/support/3/secret.png'))).toBe(true);
    for (const url of [
      '/uploads/private/support/3/secret.png',
      '/uploads//private/support/3/secret.png',
      '/uploads/%70rivate/support/3/secret.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.rawPayload.includes(png)).toBe(false);
    }
    expect(() => storage.publicUrl('private/support/3/secret.png')).toThrow(/private/);
  });
});

describe('storage configuration', () => {
  it('refuses an S3 driver without a bucket, and half a key pair', () => {
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop' }).S3_SERVE).toBe('proxy');
  });
});
