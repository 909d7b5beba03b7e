// Server renders on threads of their own (issue 24, eleventh step; docs/decisions/24-render-threads.md).
// A render is CPU bound in React between its API calls, and one Node thread used one core of the
// machine while the others idled: under uncached page load the process ran at ~110 % of a core
// with PostgreSQL at ~12 %. The pool (piscina) keeps RENDER_THREADS worker threads, each with the
// server bundle loaded once (render-worker.mjs); a page's render runs there, and its API calls
// come back to the main thread, which answers them in-process as before (injectAnswer: every hook,
// the public micro-cache), so the database pool, the caches and the configuration stay in one place.
// Each thread sends its calls over one MessagePort it opens when it starts, numbered by render
// (issue 24, twentieth step): a channel made, handed over and closed for every render cost two
// ports and their messages each way.
import type { MessagePort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { FinishedPage, PageFrame } from './page-document.mjs';
import type { AnswerText, ApiCall, KnownAnswer, RenderInput, RenderResult } from './ssr.ts';

/** An API call as the render thread sends it (render-worker.mjs): its render's number, and its own within the thread. */
interface CallMessage extends ApiCall {
  render: number;
  id: number;
}

type Answerer = (call: CallMessage) => Promise<AnswerText>;

export interface RenderPoolOptions {
  /** dist-server/entry-server.js */
  bundle: string;
  threads: number;
  /** renders one thread runs at once (each waits for its API calls between its CPU parts) */
  perThread: number;
}

export interface RenderPool {
  /**
   * renders on a thread; `known` are answers handed over with the task (the thread asks them of
   * no one), `answer` serves its other API calls on this thread; a page that fits its `frame` comes
   * back finished (page-document.mjs)
   */
  render(
    input: Omit<RenderInput, 'fetch'> & { known?: KnownAnswer[]; frame?: PageFrame },
    answer: (call: CallMessage) => Promise<AnswerText>,
  ): Promise<RenderResult | FinishedPage>;
  close(): Promise<void>;
}

export function createRenderPool(opts: RenderPoolOptions): RenderPool {
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./render-worker.mjs', import.meta.url)),
    workerData: { bundle: opts.bundle },
    minThreads: opts.threads,
    maxThreads: opts.threads,
    concurrentTasksPerWorker: opts.perThread,
    // threads live as long as the server: a render never waits for one to start
    idleTimeout: Infinity,
  });
  // the renders in flight, by number: whose calls a thread's message is
  const answerers = new Map<number, Answerer>();
  let renders = 0;
  // a thread's first message, before piscina's own 'ready' on the same port: the port its calls come by
  pool.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'renderCalls' in message) {
      serveCalls((message as { renderCalls: MessagePort }).renderCalls, answerers);
    }
  });
  return {
    async render(input, answer) {
      const render = ++renders;
      answerers.set(render, answer);
      try {
        const result = (await pool.run({ ...input, render })) as RenderResult | FinishedPage;
        if (result.kind === 'document') {
          // a thread's bytes arrive as a plain Uint8Array: a Buffer over the same memory
          if (result.br) result.br = asBuffer(result.br);
          if (result.gzip) result.gzip = asBuffer(result.gzip);
        }
        return result;
      } finally {
        answerers.delete(render);
      }
    },
    close: () => pool.close({ force: true }),
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function serveCalls(port: MessagePort, answerers: Map<number, Answerer>): void {
  // the threads keep the process alive while they work, not this port
  port.unref();
  port.on('message', (call: CallMessage) => {
    const answer = answerers.get(call.render);
    // a call that outlived its render (it failed or timed out meanwhile) is answered with an error
    (answer ? answer(call) : Promise.reject(new Error('render finished'))).then(
      ({ status, body }) => port.postMessage({ id: call.id, status, body }),
      (err: unknown) => port.postMessage({ id: call.id, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
