// The hostile requests of issue 16: oversized, disguised and too many images, a flood of fields,
// an endless body, someone else's ticket, a resolved ticket, a huge message, HTML. Each is
// refused (or neutralised) with a clear message in the request's language, and a refused
// request writes nothing: no ticket, reply or attachment row, and no file.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared';
import type { Ticket, TicketCreated } from '@store/shared/contract/support';
import { bearer, tokenFor } from '../account/test-helpers.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  freshAddress,
  jpegImage,
  multipart,
  PHP_PAYLOAD,
  pngImage,
  polyglotJpeg,
  privateUploads,
  SCRIPT_PAYLOAD,
  svgWithScript,
  writtenState,
  type FilePart,
} from './test-utils.ts';

let t: TestApp;
let customer: string;
let merchant: string;
let uploads: string;
/** a new active customer each time, so the per-account ticket limit only meets the test aimed at it */
async function freshCustomer(): Promise<string> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  const [row] = await t.ctx.db
    .insert(users)
    .values({ email: `bad-input-${n}@example.com`, phone: `+2010${n.slice(-8)}`, activation: 'Active' })
    .returning({ id: users.id });
  return tokenFor(t.ctx, row!.id);
}
beforeAll(async () => {
  t = await createTestApp();
  uploads = privateUploads(t);
  customer = await tokenFor(t.ctx, 'customer');
  merchant = await tokenFor(t.ctx, 'merchant');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const fields = {
  name: 'Omar',
  email: 'omar@example.com',
  subject: 'Help',
  message: 'Hello',
  reason_id: '1',
};

async function create(
  files: FilePart[],
  over: Record<string, string> | [string, string][] = {},
  lang: 'en' | 'ar' = 'en',
  token?: string,
) {
  customer = token ?? (await freshCustomer());
  const challenge: [string, string] = ['g_recaptcha_response', await solveTestChallenge(t.app)];
  const pairs = Array.isArray(over)
    ? [...Object.entries(fields), challenge, ...over]
    : Object.entries({ ...fields, ...over, [challenge[0]]: challenge[1] });
  const body = multipart(pairs, files);
  return t.call<TicketCreated>({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: { ...body.headers, lang, 'x-forwarded-for': freshAddress(), ...bearer(customer) },
  });
}

async function reply(
  uuid: string,
  token: string,
  message: Record<string, string>,
  files: FilePart[] = [],
  lang: 'en' | 'ar' = 'en',
) {
  const body = multipart(message, files);
  return t.call<Ticket>({
    method: 'POST',
    url: `/api/tickets/${uuid}/reply`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), lang, 'x-forwarded-for': freshAddress() },
  });
}

/** Runs a request that must be refused and checks nothing was written. */
async function refusedWithoutWrites<T>(run: () => Promise<T>): Promise<T> {
  const before = await writtenState(t);
  const result = await run();
  expect(await writtenState(t)).toEqual(before);
  return result;
}

const png = async (name = 'pic.png'): Promise<FilePart> => ({ filename: name, type: 'image/png', data: await pngImage() });

describe('refused images, nothing written', () => {
  it('a 6 MB image', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024 - 200, 7)]);
    expect(big.length).toBeGreaterThan(IMAGE_UPLOAD_MAX_BYTES);
    const res = await refusedWithoutWrites(() => create([{ filename: 'huge.png', type: 'image/png', data: big }]));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image file size exceeds the limit (5MB): huge.png');
    const ar = await refusedWithoutWrites(() => create([{ filename: 'huge.png', type: 'image/png', data: big }], {}, 'ar'));
    expect(ar.body.message).toBe('حجم الصورة يتجاوز الحد المسموح (5 ميجابايت): huge.png');
  });

  it('a PHP file renamed .png, and an SVG with script', async () => {
    const php = await refusedWithoutWrites(() =>
      create([{ filename: 'shell.png', type: 'image/png', data: Buffer.from(PHP_PAYLOAD) }]),
    );
    expect(php.status).toBe(415);
    expect(php.body.message).toBe('Invalid file type. Only jpg, jpeg, png allowed: shell.png');
    const svg = await refusedWithoutWrites(() =>
      create([{ filename: 'logo.png', type: 'image/png', data: svgWithScript() }], {}, 'ar'),
    );
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe('نوع الملف غير مسموح. المسموح فقط jpg و jpeg و png: logo.png');
    // a real image first does not let a bad second one through
    const good = await png();
    const mixed = await refusedWithoutWrites(() =>
      create([good, { filename: 'x.svg', type: 'image/svg+xml', data: svgWithScript() }]),
    );
    expect(mixed.status).toBe(415);
    expect(mixed.body.message).toBe('Invalid file type. Only jpg, jpeg, png allowed: x.svg');
  });

  it('a PNG header on garbage (the bytes must decode as an image)', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(SCRIPT_PAYLOAD)]);
    const res = await refusedWithoutWrites(() => create([{ filename: 'fake.png', type: 'image/png', data: fake }]));
    expect(res.status).toBe(415);
  });

  it('4 images in one message', async () => {
    const files = await Promise.all([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    const res = await refusedWithoutWrites(() => create(files));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('You can attach at most 3 images to one message.');
  });

  it('a file under another field than images[]', async () => {
    const file = { ...(await png()), field: 'avatar' };
    const res = await refusedWithoutWrites(() => create([file]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Files can only be sent as images.');
  });
});

describe('neutralised content', () => {
  it('a polyglot JPEG is stored re-encoded, without the script or PHP it carried', async () => {
    const res = await create([{ filename: 'poly.jpg', type: 'image/jpeg', data: await polyglotJpeg() }]);
    expect(res.status).toBe(201);
    const ticket = await t.call<Ticket>({ method: 'GET', url: `/api/tickets/${res.body.data.uuid}`, headers: bearer(customer) });
    const img = ticket.body.data.replies[0]!.images[0]!.img;
    const key = `private/tickets/${img.slice(img.lastIndexOf('/') + 1)}`;
    const stored = fs.readFileSync(path.join(uploads, key));
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
  });

  it('HTML in a message is kept as the text that was typed', async () => {
    const html = '<script>alert(1)</script><a href="javascript:x">hi</a>';
    const res = await create([], { subject: '<b>Subject</b>', message: html });
    expect(res.status).toBe(201);
    expect(res.body.data.subject).toBe('<b>Subject</b>');
    const ticket = await t.call<Ticket>({ method: 'GET', url: `/api/tickets/${res.body.data.uuid}`, headers: bearer(customer) });
    expect(ticket.body.data.replies[0]!.message).toBe(html);
    expect(ticket.res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('refused forms, nothing written', () => {
  it('1,000 empty fields', async () => {
    const flood: [string, string][] = Array.from({ length: 1000 }, (_, i) => [`f${i}`, '']);
    const res = await refusedWithoutWrites(() => create([], flood, 'ar'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('النموذج يحتوي على حقول كثيرة جدًا.');
  });

  it('a 100,000-character message', async () => {
    const res = await refusedWithoutWrites(() => create([], { message: 'x'.repeat(100_000) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The message must be at most 5000 characters.');
    const atLimit = await create([], { message: 'ي'.repeat(5000) });
    expect(atLimit.status).toBe(201);
    const justOver = await refusedWithoutWrites(() => create([], { message: 'ي'.repeat(5001) }, 'ar'));
    expect(justOver.body.message).toBe('يجب ألا تزيد الرسالة عن 5000 حرف.');
  });

  it('a body declared larger than any honest form, and an endless chunked body', async () => {
    const declared = await refusedWithoutWrites(() =>
      t.call({
        method: 'POST',
        url: '/api/tickets',
        payload: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=abc',
          'content-length': String(200 * 1024 * 1024),
          'x-forwarded-for': freshAddress(),
        },
      }),
    );
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('The request is too large: at most 3 images of 5MB each.');

    // over a real socket: one field whose value never ends is refused once the cap is passed
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await writtenState(t);
    const { port } = new URL(address);
    const { status, sentBytes } = await new Promise<{ status: number; sentBytes: number }>((resolve) => {
      let sentBytes = 0;
      let answer = '';
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.setNoDelay(true);
      const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), sentBytes });
      socket.on('data', (data) => (answer += data.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', done);
      socket.write(
        'POST /api/tickets HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=abc\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const part = Buffer.from('--abc\r\nContent-Disposition: form-data; name="message"\r\n\r\n');
      socket.write(`${part.length.toString(16)}\r\n`);
      socket.write(Buffer.concat([part, Buffer.from('\r\n')]));
      const chunk = Buffer.concat([
        Buffer.from(`${(64 * 1024).toString(16)}\r\n`),
        Buffer.alloc(64 * 1024, 120),
        Buffer.from('\r\n'),
      ]);
      const pump = () => {
        while (!answer && !socket.destroyed && sentBytes < 2 * 1024 * 1024 * 1024) {
          sentBytes += 64 * 1024;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
        if (answer) socket.end();
      };
      pump();
    });
    expect(status).toBe(413);
    // the answer came long before the body could end (2 GB): a little past the 15 MB cap
    expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
    expect(await writtenState(t)).toEqual(before);
  });
});

describe('refused replies, nothing written', () => {
  it("a reply to someone else's ticket is a 404, as for a ticket that does not exist", async () => {
    const uuid = (await create([])).body.data.uuid;
    const res = await refusedWithoutWrites(() => reply(uuid, merchant, { message: 'hijack' }, []));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This ticket was not found.');
    const withImage = await refusedWithoutWrites(async () => reply(uuid, merchant, { message: 'hijack' }, [await png()]));
    expect(withImage.status).toBe(404);
  });

  it('a reply to a resolved ticket', async () => {
    const uuid = (await create([])).body.data.uuid;
    await t.call({ method: 'POST', url: `/api/tickets/${uuid}/close`, headers: bearer(customer) });
    const res = await refusedWithoutWrites(async () => reply(uuid, customer, { message: 'again' }, [await png()], 'ar'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('تم حل هذا الطلب. يرجى فتح طلب جديد لمراسلتنا مرة أخرى.');
  });

  it('an empty reply, a bad image and 4 images in a reply', async () => {
    const uuid = (await create([])).body.data.uuid;
    const empty = await refusedWithoutWrites(() => reply(uuid, customer, { message: '  ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter a message or attach an image.');
    const bad = await refusedWithoutWrites(() =>
      reply(uuid, customer, {}, [{ filename: 'a.jpg', type: 'image/jpeg', data: svgWithScript() }]),
    );
    expect(bad.status).toBe(415);
    const four = await refusedWithoutWrites(async () =>
      reply(uuid, customer, { message: 'x' }, await Promise.all([png('1.png'), png('2.png'), png('3.png'), png('4.png')])),
    );
    expect(four.status).toBe(413);
    const huge = await refusedWithoutWrites(() => reply(uuid, customer, { message: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(400);
    expect(
      (await reply(uuid, customer, { message: 'fine' }, [{ filename: 'ok.jpg', type: 'image/jpeg', data: await jpegImage() }]))
        .status,
    ).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits ticket creation by address', async () => {
    const address = '10.99.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = multipart({ ...fields, g_recaptcha_response: await solveTestChallenge(t.app) });
      const res = await t.call({
        method: 'POST',
        url: '/api/tickets',
        payload: body.payload,
        headers: { ...body.headers, 'x-forwarded-for': address },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits replies by account, whatever the address', async () => {
    const uuid = (await create([])).body.data.uuid;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await reply(uuid, customer, { message: `n${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
