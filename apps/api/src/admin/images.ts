// Images staff upload for the catalogue and the content (issue 26). The type is judged by the
// first bytes (png, jpeg, webp, gif — never by the name or the declared type: an SVG, an HTML
// page or a polyglot is refused), the size is capped, and the picture is decoded and re-encoded
// with sharp to webp no larger than its kind needs, so metadata and anything hidden in or after
// the image is dropped. Stored through the storage adapter under `<kind>s/<32 hex>.webp`.
import crypto from 'node:crypto';
import { ADMIN_IMAGE_MAX_BYTES, type ImageKind } from '@store/shared/contract/admin-catalog';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { catalogMessages } from './catalog-messages.ts';

type Sniffed = 'png' | 'jpeg' | 'webp' | 'gif';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes say the file is; null for anything else (svg, html, pdf…). */
export function sniffUpload(data: Buffer): Sniffed | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'gif';
  return null;
}

/** The longest side each kind is stored at (the storefront shows none larger). */
export const IMAGE_SIZES: Record<ImageKind, number> = {
  product: 1200,
  card: 1000,
  category: 400,
  slider: 1920,
  ad: 1600,
  post: 1200,
};

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export async function storeUploadedImage(ctx: AppContext, kind: ImageKind, data: Buffer, lang: Lang): Promise<StoredImage> {
  if (data.length === 0) throw new AppError(400, catalogMessages(lang, 'imageEmpty'), undefined, null, 'invalid_input');
  if (data.length > ADMIN_IMAGE_MAX_BYTES) throw new AppError(413, catalogMessages(lang, 'imageTooLarge'));
  const refuse = () => new AppError(415, catalogMessages(lang, 'imageType'), undefined, null, 'unsupported_media_type');
  if (!sniffUpload(data)) throw refuse();
  const size = IMAGE_SIZES[kind];
  let out: { data: Buffer; info: { width: number; height: number } };
  try {
    out = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse();
  }
  const key = `${kind}s/${crypto.randomBytes(16).toString('hex')}.webp`;
  await ctx.storage.put(key, out.data, 'image/webp');
  return { key, url: ctx.storage.publicUrl(key), width: out.info.width, height: out.info.height, bytes: out.data.length };
}

/**
 * Refuses (400) image keys that are not files of the store, before anything is written; keys the
 * record already has (`known`) are kept as they are.
 */
export async function assertImagesExist(
  ctx: AppContext,
  keys: (string | null | undefined)[],
  lang: Lang,
  known: Iterable<string> = [],
): Promise<void> {
  const kept = new Set(known);
  for (const key of keys) {
    if (!key || kept.has(key)) continue;
    if (!(await ctx.storage.exists(key)))
      throw new AppError(400, catalogMessages(lang, 'imageMissing', { key }), undefined, null, 'invalid_input');
  }
}

export const imageOut = (ctx: AppContext, key: string) => ({ key, url: ctx.storage.publicUrl(key) });
