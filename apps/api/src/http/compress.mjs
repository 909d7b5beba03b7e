// How hard pages and answers are compressed, and the two calls that do it (issue 24; the reasons
// are in compression.ts, which re-exports these). Plain JavaScript so that a render thread
// (plugins/render-worker.mjs) compresses the page it assembled exactly as the main thread would.
import { Buffer } from 'node:buffer';
import zlib from 'node:zlib';

/** Smaller answers go uncompressed (a header's worth of saving, for a compressor's start-up). */
export const COMPRESS_FROM = 1024;

/**
 * How hard to compress: 'once' for an answer sent once (brotli 1, gzip 1: 3–5× less CPU than
 * 'kept' for 10–15 % more bytes), 'kept' for a copy that is cached and sent many times (brotli 4,
 * gzip 6: 200 KB of HTML in about 2 ms, about 8 % larger than brotli 11).
 */
export const BROTLI_QUALITY = { once: 1, kept: 4 };
const GZIP_LEVEL = { once: 1, kept: 6 };

/**
 * brotli's options with the input's size added (the tables it prepares are sized by it)
 * @param {zlib.BrotliOptions | undefined} options
 * @param {number} size
 * @returns {zlib.BrotliOptions}
 */
export function sized(options, size) {
  return { ...options, params: { ...options?.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/**
 * @param {string | Buffer} body
 * @param {'once' | 'kept'} effort
 * @returns {Buffer}
 */
export function compressBrotli(body, effort) {
  // a page's text is encoded once, here, and its size read off the bytes
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return zlib.brotliCompressSync(
    bytes,
    sized({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } }, bytes.length),
  );
}

/**
 * @param {string | Buffer} body
 * @param {'once' | 'kept'} effort
 * @returns {Buffer}
 */
export function compressGzip(body, effort) {
  return zlib.gzipSync(body, { level: GZIP_LEVEL[effort] });
}
