// For support tests: multipart bodies built by hand (exactly what a browser sends), small real
// images made with sharp, hostile files, and counts of everything a request could have written.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { ticketAttachments, ticketReplies, tickets } from '../db/schema/index.ts';
import type { TestApp } from '../test/harness.ts';
import { LocalStorage } from '../integrations/storage/index.ts';

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields (repeatable as [name, value] pairs) and files. */
export function multipart(fields: Record<string, string> | [string, string][], files: FilePart[] = []) {
  const boundary = `----store-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  for (const [name, value] of pairs) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images[]'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real picture (a coloured square with EXIF metadata). */
export async function pngImage(color = '#2a7'): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-owner' } } })
    .toBuffer();
}

export async function jpegImage(color = '#c33'): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-owner' } } })
    .toBuffer();
}

export const PHP_PAYLOAD = "<?php system($_GET['cmd']); ?>";
export const SCRIPT_PAYLOAD = '<script>alert(document.cookie)</script>';

/** A JPEG that is also a script: a comment segment and a tail after the end-of-image marker. */
export async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await jpegImage();
  const comment = Buffer.from(`${SCRIPT_PAYLOAD}${PHP_PAYLOAD}`);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), comment]);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2), Buffer.from(`\n${PHP_PAYLOAD}\n`)]);
}

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
  );

/** Every file of the store's ticket uploads, and every support row: what a refusal must not change. */
export async function writtenState(t: TestApp) {
  const dir = path.join((t.ctx.storage as LocalStorage).root, 'tickets');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  const [[a], [b], [c]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(tickets),
    t.ctx.db.select({ n: count() }).from(ticketReplies),
    t.ctx.db.select({ n: count() }).from(ticketAttachments),
  ]);
  return { files, tickets: a!.n, replies: b!.n, attachments: c!.n };
}

/** Gives the test file uploads of its own, so counting files is not disturbed by other files. */
export function privateUploads(t: TestApp): string {
  const root = fs.mkdtempSync(path.join(path.dirname((t.ctx.storage as LocalStorage).root), 'support-uploads-'));
  t.ctx.storage = new LocalStorage(root);
  return root;
}

let address = 0;
/** A client address of its own per call, so rate limits only meet the tests that aim at them. */
export const freshAddress = () => `10.77.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;
