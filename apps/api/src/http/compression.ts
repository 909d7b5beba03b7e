// How answers are compressed: every compressed answer of the API, every page and the cached
// copies go through here (issue 24, twelfth step; docs/PERFORMANCE.md).
//
// Brotli sizes its working tables for the input it expects. Told nothing, it prepares for a 4 MB
// window however small the input: on this machine brotli quality 1 took 382 µs for a 55 KB page
// and 105 µs told the page's size (the same output, byte for byte as long), a 13 KB list answer
// 161 µs against 31 µs. And @fastify/compress sends an answer above its synchronous ceiling
// (8 KB on 2 cores) through a stream, which took 729 µs for that list answer: an uncached
// category list asked by a browser (br) ran at half the rate of one asked without compression.
// So: brotli is always told the size (BROTLI_PARAM_SIZE_HINT), and every answer held in memory up
// to SYNC_COMPRESS_MAX is compressed at once; streams (files, exports) keep @fastify/compress's
// stream path.
import zlib from 'node:zlib';
import { BROTLI_QUALITY, sized } from './compress.mjs';

/** Answers at most this large, held in memory, are compressed in one call (app.ts). */
export const SYNC_COMPRESS_MAX = 512 * 1024;

// the levels and the calls themselves are plain JavaScript, shared with the render threads
export { COMPRESS_FROM, compressBrotli, compressGzip, type Effort } from './compress.mjs';

/** The quality @fastify/compress compresses each API answer at (sent once, app.ts). */
export const ANSWER_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.once },
};

/**
 * node:zlib as @fastify/compress's `zlib` option: the same module, but a buffered answer's brotli
 * is told its size. (The plugin uses this object's synchronous and stream functions alike.)
 */
export const sizedZlib: typeof zlib = {
  ...zlib,
  brotliCompressSync: (body: zlib.InputType, options?: zlib.BrotliOptions) =>
    zlib.brotliCompressSync(body, Buffer.isBuffer(body) ? sized(options, body.length) : options),
};
