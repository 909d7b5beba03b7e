// A page finished in its frame (page-document.mjs): what goes back to the main thread is what the
// asker is sent, the page's text only when the page cache keeps it for others.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fillDocument, finishPage, type PageFrame } from './page-document.mjs';

const document = '<html><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
const rendered = { html: `<main>${'a product '.repeat(200)}</main>`, state: '{"title":"</script><b>"}' };
const frame = (over: Partial<PageFrame>): PageFrame => ({
  document,
  status: 200,
  noindex: false,
  encoding: 'br',
  effort: 'once',
  keepText: false,
  ...over,
});
const expected = document
  .replace('<!--app-html-->', rendered.html)
  .replace('<!--app-state-->', '<script id="ssr-state" type="application/json">{"title":"\\u003c/script>\\u003cb>"}</script>');

describe('a page finished in its frame', () => {
  it('comes back as the brotli copy alone when it is sent once', () => {
    const page = finishPage(frame({}), rendered);
    expect(page.html).toBeUndefined();
    expect(page.gzip).toBeUndefined();
    expect(zlib.brotliDecompressSync(page.br!).toString()).toBe(expected);
  });

  it('keeps its text beside the copy when the page cache keeps it, and as text when nothing is accepted', () => {
    const kept = finishPage(frame({ encoding: 'gzip', effort: 'kept', keepText: true }), rendered);
    expect(kept.html).toBe(expected);
    expect(zlib.gunzipSync(kept.gzip!).toString()).toBe(expected);
    const plain = finishPage(frame({ encoding: null }), rendered);
    expect(plain).toEqual({ kind: 'document', status: 200, html: expected });
  });

  it('sends a page too short to compress as text', () => {
    const page = finishPage(frame({}), { html: '<p>x</p>', state: '{}' });
    expect(page.br).toBeUndefined();
    expect(page.html).toContain('<p>x</p>');
  });
});

describe('a document filled', () => {
  it('puts the markup and the state in their places, whichever comes first, and leaves out a place it lacks', () => {
    expect(fillDocument('<a><!--app-html--></a><!--app-state-->', { html: '$&<i>', state: '"<"' })).toBe(
      '<a>$&<i></a><script id="ssr-state" type="application/json">"\\u003c"</script>',
    );
    expect(fillDocument('<!--app-state--><b><!--app-html--></b>', { html: 'x', state: '1' })).toBe(
      '<script id="ssr-state" type="application/json">1</script><b>x</b>',
    );
    expect(fillDocument('<p><!--app-html--></p>', { html: 'x', state: '1' })).toBe('<p>x</p>');
  });
});
