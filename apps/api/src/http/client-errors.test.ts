// A request Node cannot read (http/client-errors.ts) is answered the refusal envelope in the
// request's language, over a real socket: Fastify's own answer was `{"error":"Bad Request",
// "message":"Client Error","statusCode":400}`, in English only and without `status` or `errors`.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** sends raw bytes and reads the whole answer (the server closes the connection after it) */
function raw(bytes: Buffer | string): Promise<{ status: number; contentType: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const contentType = head.match(/content-type: ([^\r\n]+)/i)?.[1] ?? '';
      try {
        resolve({ status, contentType, body: JSON.parse(body) });
      } catch (err) {
        reject(new Error(`not JSON: ${text.slice(0, 300)}`, { cause: err }));
      }
    });
  });
}

describe('a request Node cannot read', () => {
  it('an address with raw bytes no URL may hold: the envelope, in Arabic when the request asks', async () => {
    const ar = await raw(Buffer.from('GET /api/products/category?category_id=٣٤ HTTP/1.1\r\nHost: x\r\nlang: ar\r\n\r\n'));
    expect(ar.status).toBe(400);
    expect(ar.contentType).toBe('application/json; charset=utf-8');
    expect(ar.body).toMatchObject({ status: false, data: null, code: 'invalid_input' });
    expect(ar.body).toMatchObject({ message: 'العنوان غير صالح.', errors: ['العنوان غير صالح.'] });
    const en = await raw('GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ message: 'The request could not be read.', code: 'invalid_input' });
  });

  it('headers past the limit: 431 in the request’s language; a broken request line: 400', async () => {
    const big = await raw(`GET / HTTP/1.1\r\nHost: x\r\nlang: ar\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(big.body).toEqual({
      status: false,
      data: null,
      message: 'ترويسات الطلب كبيرة جداً.',
      errors: ['ترويسات الطلب كبيرة جداً.'],
      code: 'invalid_input',
    });
    const broken = await raw('HELLO THERE\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: false, message: 'The request could not be read.', code: 'invalid_input' });
  });

  it('still answers the request after it on a new connection', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/settings`);
    expect(res.status).toBe(200);
  });
});
