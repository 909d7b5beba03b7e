// One render thread of the pool in plugins/render-pool.ts (issue 24, eleventh step). It loads the
// storefront's server bundle (dist-server/entry-server.js) once and renders the pages the main
// thread hands it. The render's API calls are not made here: each one goes back to the main thread
// over the MessagePort this thread opened when it started (numbered by render and call), and the
// main thread answers it in-process (Fastify inject, as for a render on the main thread) and sends
// back the status and the body's text; the answers the main thread
// already made for a guest's page come with the task and are not asked for again. A guest's page
// comes with its frame, the document the main thread made from the page's metadata: the page is
// finished and compressed here (page-document.mjs), and only its compressed copy goes back.
// Plain JavaScript so that it runs as it is in every thread (the server, the tests, the bench).
import { pathToFileURL } from 'node:url';
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';
import { callKey } from './call-key.mjs';
import { finishPage, fitsFrame } from './page-document.mjs';

const bundle = await import(pathToFileURL(workerData.bundle).href);

/** @param {number} status @param {string} body */
const answerOf = (status, body) => ({ status, ok: status >= 200 && status < 300, json: async () => JSON.parse(body) });

// This thread's calls go to the main thread over one port for its whole life (render-pool.ts reads
// this first message, sent before piscina's 'ready'); the answers come back on it by number.
const { port1: calls, port2 } = new MessageChannel();
parentPort?.postMessage({ renderCalls: port2 }, [port2]);
// the task port keeps the thread alive, not this one
calls.unref();
/** @type {Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>} */
const waiting = new Map();
let next = 0;
calls.on('message', (answer) => {
  const call = waiting.get(answer.id);
  if (!call) return;
  waiting.delete(answer.id);
  if (answer.error) call.reject(new Error(answer.error));
  else call.resolve(answerOf(answer.status, answer.body));
});

/**
 * @param {{ url: string; lang: 'en' | 'ar'; token: string | null; render: number; known?: { key: string; status: number; body: string }[]; frame?: import('./page-document.d.mts').PageFrame }} task
 */
export default async function renderTask({ url, lang, token, render, known = [], frame }) {
  // answers the main thread made before the render (the page's metadata, the frame's settings),
  // handed over with the task: asked of no one (issue 24, fourteenth step)
  const ready = new Map(known.map((k) => [k.key, k]));
  /** this render's calls still unanswered: dropped when it ends, so a late answer finds no one */
  const mine = new Set();
  /** the API: an answer handed over with the task, or one the main thread makes (plugins/ssr.ts) */
  const fetch = (path, init) => {
    const method = init.method ?? 'GET';
    const hit =
      method === 'GET' && init.body === undefined ? ready.get(callKey({ url: path, headers: init.headers })) : undefined;
    if (hit) return Promise.resolve(answerOf(hit.status, hit.body));
    return new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      mine.add(id);
      calls.postMessage({
        render,
        id,
        url: path,
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        body: typeof init.body === 'string' ? init.body : undefined,
      });
    });
  };
  try {
    const rendered = await bundle.render({ url, lang, token, fetch });
    if (!frame || !fitsFrame(frame, rendered)) return rendered;
    const page = finishPage(frame, rendered);
    // the copy alone is cloned back, not the larger buffer zlib may have written it into
    if (page.br) page.br = new Uint8Array(page.br);
    if (page.gzip) page.gzip = new Uint8Array(page.gzip);
    return page;
  } finally {
    for (const id of mine) waiting.delete(id);
  }
}
