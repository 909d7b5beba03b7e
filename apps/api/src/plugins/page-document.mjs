// A page's document finished: the render's markup and hand-over state put into the document made
// for the page (seo/document.ts renderDocument), and compressed for the shopper's browser. The
// main thread does it for a page rendered there (plugins/web.ts); a render thread does it for a
// guest's page whose document the main thread made before the render (the page's frame), so that
// the page's largest strings and its compression never come back to the main thread (issue 24,
// nineteenth step). Plain JavaScript so that both threads load it as it is.
import { COMPRESS_FROM, compressBrotli, compressGzip } from '../http/compress.mjs';

/**
 * The document with the render's markup and state in their places.
 * @param {string} document
 * @param {{ html: string; state: string }} rendered
 * @returns {string}
 */
export function fillDocument(document, rendered) {
  return document
    .replace('<!--app-html-->', () => rendered.html)
    .replace(
      '<!--app-state-->',
      () => `<script id="ssr-state" type="application/json">${rendered.state.replace(/</g, '\\u003c')}</script>`,
    );
}

/**
 * Whether a render's page is finished in the frame made before it: a page the render found
 * missing on an address whose metadata said it exists, or a page the render marked private in a
 * frame that lets robots index it, needs a document of its own (the main thread makes it).
 * @param {{ status: number; noindex: boolean }} frame
 * @param {{ kind: string; status: number; private?: boolean }} rendered
 */
export function fitsFrame(frame, rendered) {
  return rendered.kind === 'page' && (rendered.status !== 404 || frame.status === 404) && (!rendered.private || frame.noindex);
}

/**
 * The encoding a page is sent in for a browser's Accept-Encoding: brotli, else gzip, else none.
 * @param {string | undefined} accept
 * @returns {'br' | 'gzip' | null}
 */
export function pageEncoding(accept) {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * The finished page in the frame: its text when `keepText` (a page the cache keeps, or one sent
 * as it is) and its copy in the frame's encoding. A page too short to compress is sent as text.
 * @param {import('./page-document.d.mts').PageFrame} frame
 * @param {{ html: string; state: string }} rendered
 * @returns {import('./page-document.d.mts').FinishedPage}
 */
export function finishPage(frame, rendered) {
  const html = fillDocument(frame.document, rendered);
  const encoding = html.length < COMPRESS_FROM ? null : frame.encoding;
  /** @type {import('./page-document.d.mts').FinishedPage} */
  const page = { kind: 'document', status: frame.status };
  if (frame.keepText || !encoding) page.html = html;
  if (encoding === 'br') page.br = compressBrotli(html, frame.effort);
  if (encoding === 'gzip') page.gzip = compressGzip(html, frame.effort);
  return page;
}
