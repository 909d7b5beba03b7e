// A page's document finished: the render's markup and hand-over state put into the document made
// for the page (seo/document.ts renderDocument), and compressed for the shopper's browser. The
// main thread does it for a page rendered there (plugins/web.ts); a render thread does it for a
// guest's page whose document the main thread made before the render (the page's frame), so that
// the page's largest strings and its compression never come back to the main thread (issue 24,
// nineteenth step). Plain JavaScript so that both threads load it as it is.
import { Buffer } from 'node:buffer';
import { COMPRESS_FROM, compressBrotli, compressGzip } from '../http/compress.mjs';

/**
 * The document's parts with the render's markup and state in their places: the places are found
 * in the document, never searched for again in the page's markup (a second replace over a
 * category page's 80 KB took 0.6 ms). A place the document lacks is left out, as a replace would.
 * @param {string} document
 * @param {{ html: string; state: string }} rendered
 * @returns {string[]}
 */
function documentParts(document, rendered) {
  const state = `<script id="ssr-state" type="application/json">${rendered.state.replace(/</g, '\\u003c')}</script>`;
  const places = [
    { at: document.indexOf('<!--app-html-->'), length: '<!--app-html-->'.length, text: rendered.html },
    { at: document.indexOf('<!--app-state-->'), length: '<!--app-state-->'.length, text: state },
  ]
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts = [];
  let from = 0;
  for (const p of places) {
    parts.push(document.slice(from, p.at), p.text);
    from = p.at + p.length;
  }
  parts.push(document.slice(from));
  return parts;
}

/**
 * The document with the render's markup and state in their places.
 * @param {string} document
 * @param {{ html: string; state: string }} rendered
 * @returns {string}
 */
export function fillDocument(document, rendered) {
  return documentParts(document, rendered).join('');
}

/**
 * The parts' UTF-8 bytes, each part written in turn. Joined first, a page's text is copied whole
 * into one string before it is encoded: for a page with any letter beyond Latin-1 (every Arabic
 * page, an English one with a ‘…’) that is two bytes a letter, and past 128 KB V8 puts such a
 * string in memory of its own, fresh from the system each time; on the bench machine, encoding a
 * category page went from about 0.2 ms to 0.9.
 * @param {string[]} parts
 * @returns {Buffer}
 */
function partsBytes(parts) {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
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
 * The finished page in the frame: its text when `keepText` (a page the cache keeps, or one sent
 * as it is) and its copy in the frame's encoding. A page too short to compress is sent as text.
 * @param {import('./page-document.d.mts').PageFrame} frame
 * @param {{ html: string; state: string }} rendered
 * @returns {import('./page-document.d.mts').FinishedPage}
 */
export function finishPage(frame, rendered) {
  const parts = documentParts(frame.document, rendered);
  let length = 0;
  for (const part of parts) length += part.length;
  const encoding = length < COMPRESS_FROM ? null : frame.encoding;
  /** @type {import('./page-document.d.mts').FinishedPage} */
  const page = { kind: 'document', status: frame.status };
  if (frame.keepText || !encoding) page.html = parts.join('');
  if (encoding === 'br') page.br = compressBrotli(partsBytes(parts), frame.effort);
  if (encoding === 'gzip') page.gzip = compressGzip(partsBytes(parts), frame.effort);
  return page;
}
