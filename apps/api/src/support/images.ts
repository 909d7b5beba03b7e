// Ticket attachments (spec §5, §9): png or jpeg judged by their first bytes (never by the name or
// the declared type), decoded and re-encoded with sharp so that metadata and anything hidden in
// or after the image (a script in a comment, a PHP tail of a polyglot) is dropped, then stored
// under a random, private name (`private/tickets/<32 hex>.png|jpg`: never served by /uploads/,
// read only through GET /tickets/{uuid}/attachments/{file}, attachments.ts) with the extension
// of the real format. Two identical files in one message are refused.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import type { UploadedFile } from './form.ts';
import { ruleMessage } from './messages.ts';

export type ImageKind = 'png' | 'jpeg';

/** Where attachments are kept: a private storage key (docs/decisions/23-private-attachments.md). */
export const ATTACHMENT_PREFIX = 'private/tickets/';
/** The file part of an attachment's key, as it appears in its address. */
export const ATTACHMENT_FILE = /^[0-9a-f]{32}\.(png|jpg)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes say the file is: png, jpeg, or null for anything else. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;

export interface PreparedImage {
  /** storage key: private/tickets/<32 random hex>.png|jpg */
  key: string;
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

async function reencode(file: UploadedFile, kind: ImageKind): Promise<Buffer> {
  // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default)
  const pipeline = sharp(file.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const out = await (kind === 'png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 85 })).toBuffer({
    resolveWithObject: true,
  });
  if (out.info.format !== kind) throw new Error(`unexpected output format ${out.info.format}`);
  return out.data;
}

/**
 * Checks and re-encodes every file before anything is stored, so one bad file refuses the
 * whole request: 415 'Invalid file type. Only jpg, jpeg, png allowed: {name}'.
 */
export async function prepareImages(files: UploadedFile[], lang: Lang): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  // the browser checks this too; the server is the one that decides (issue 23)
  const seen = new Set<string>();
  for (const file of files) {
    const digest = crypto.createHash('sha256').update(file.data).digest('hex');
    if (seen.has(digest)) throw new AppError(400, ruleMessage(lang, 'duplicateFile', { name: file.filename }));
    seen.add(digest);
  }
  for (const file of files) {
    const refuse = () =>
      new AppError(415, ruleMessage(lang, 'badFileType', { name: file.filename }), undefined, null, 'unsupported_media_type');
    const kind = sniffImage(file.data);
    if (!kind) throw refuse();
    let data: Buffer;
    try {
      data = await reencode(file, kind);
    } catch {
      throw refuse();
    }
    const name = crypto.randomBytes(16).toString('hex');
    prepared.push({
      key: `${ATTACHMENT_PREFIX}${name}.${kind === 'png' ? 'png' : 'jpg'}`,
      data,
      contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
    });
  }
  return prepared;
}
