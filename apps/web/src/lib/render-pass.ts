// One render pass of the server renderer (entry-server.tsx; issue 24). Two ways to turn the app
// into HTML:
//  - renderAtOnce: the whole tree in one synchronous call (React's renderToString). Used for a pass
//    whose data is in the query cache: React builds the HTML as a string, where the streaming
//    renderer encodes every chunk to UTF-8 and the pass then decodes the bytes again (a fifth of a
//    product page's render, docs/PERFORMANCE.md "Issue 24, sixth step"). It cannot wait: a
//    Suspense boundary whose part is not ready (a lazy module not yet loaded in this process, a
//    part that threw) is written as its fallback and left to the browser. Such a pass is answered
//    null and rendered again by
//  - renderStreamed: React's streaming renderer, which waits for every boundary (onAllReady).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

const RENDER_TIMEOUT_MS = 5_000;

/** React's mark of a Suspense boundary left to the browser (its fallback was written instead) */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The app's HTML from one synchronous render, or null when a Suspense boundary did not finish (or
 * the render threw): then only renderStreamed gives the page the streaming renderer would.
 */
export function renderAtOnce(node: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(node);
  } catch {
    return null;
  }
  return html.includes(CLIENT_RENDERED) ? null : html;
}

/**
 * One pass through the streaming renderer. React renders the whole tree (onAllReady); `isFinal`
 * then says whether this render is the page (no query left to fetch): only then is the HTML
 * written out. A pass that only discovered queries is dropped unwritten, so the bytes of a page
 * are produced once (the writing was a quarter of a pass's CPU).
 */
export function renderStreamed(node: ReactNode, isFinal: () => boolean): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // the timer is cleared when the render ends: a pending timer would keep the render's tree
    // (and through it the request's query client) reachable for RENDER_TIMEOUT_MS (issue 29)
    const timer = setTimeout(() => stream.abort(new Error('render timeout')), RENDER_TIMEOUT_MS);
    timer.unref();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // the whole page is written once it is ready: boundaries inline, no completion scripts
      // (which the store's CSP, script-src 'self', would refuse)
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (isFinal()) return stream.pipe(sink);
        clearTimeout(timer);
        resolve(null);
      },
      onShellError: (err) => {
        clearTimeout(timer);
        reject(err as Error);
      },
      onError: (err) => {
        // a component that throws on the server is rendered by the browser instead (React
        // leaves its Suspense boundary to the client); keep the render going
        if (process.env.NODE_ENV !== 'production') console.error('ssr', err);
      },
    });
  });
}
