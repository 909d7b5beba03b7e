// Types of compress.mjs (plain JavaScript, loaded as it is by the render threads).
import type zlib from 'node:zlib';

/** 'once' for an answer sent once, 'kept' for a copy that is cached and sent many times */
export type Effort = 'once' | 'kept';
export declare const COMPRESS_FROM: number;
export declare const BROTLI_QUALITY: Record<Effort, number>;
export declare function sized(options: zlib.BrotliOptions | undefined, size: number): zlib.BrotliOptions;
export declare function compressBrotli(body: string | Buffer, effort: Effort): Buffer;
export declare function compressGzip(body: string | Buffer, effort: Effort): Buffer;
