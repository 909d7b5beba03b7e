// Answers handed to a render thread with its task (issue 24, fourteenth step; plugins/render-pool.ts,
// render-worker.mjs, call-key.mjs): a call the main thread already answered for a guest's page is
// not asked again over the port; any other call is, and a signed-in shopper's call never matches a
// guest's answer. The pool and the worker are the real ones; the bundle is a stand-in that makes
// the calls it is told to and draws what it got.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeStandInBuild } from '../test/stand-in-build.ts';
import { callKey } from './call-key.mjs';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import type { AnswerText, ApiCall } from './ssr.ts';

let root: string;
let pool: RenderPool;

beforeAll(() => {
  let bundle: string;
  ({ root, bundle } = writeStandInBuild(
    'render-known-',
    `export function pageExists() { return true; }
export async function render(input) {
  const headers = { lang: input.lang, accept: 'application/json' };
  if (input.token) headers.authorization = 'Bearer ' + input.token;
  const got = [];
  for (const call of ['/api/settings', '/api/products/getProductDetails?product_id=7&per_page=8&page=1']) {
    const answer = await input.fetch(call, { method: 'GET', headers });
    got.push(answer.status + ':' + JSON.stringify(await answer.json()));
  }
  return { kind: 'page', status: 200, html: got.join('|'), private: false, state: '{}' };
}
`,
  ));
  pool = createRenderPool({ bundle, threads: 1, perThread: 2 });
});

afterAll(async () => {
  await pool?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const guest = { lang: 'en', accept: 'application/json' };
/** the main thread's answer to a call that came back over the port */
const fromMainThread = () =>
  vi.fn(async (call: ApiCall): Promise<AnswerText> => ({ status: 200, body: JSON.stringify({ asked: call.url }) }));

describe('answers handed over with a render task', () => {
  it('a call the main thread already answered is not asked again; the others are', async () => {
    const answer = fromMainThread();
    // the detail's parameters in another order: the same call (call-key.mjs)
    const known = [
      {
        key: callKey({ url: '/api/products/getProductDetails?page=1&per_page=8&product_id=7', headers: guest }),
        status: 200,
        body: '{"item":7}',
      },
    ];
    const page = await pool.render({ url: 'http://x/product/7', lang: 'en', token: null, known }, answer);
    expect(page.kind === 'page' && page.html).toBe('200:{"asked":"/api/settings"}|200:{"item":7}');
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer.mock.calls[0]![0].url).toBe('/api/settings');
  });

  it('a render handed every answer it needs asks nothing of the main thread', async () => {
    const answer = fromMainThread();
    const known = [
      { key: callKey({ url: '/api/settings', headers: guest }), status: 200, body: '{"s":1}' },
      {
        key: callKey({ url: '/api/products/getProductDetails?product_id=7&per_page=8&page=1', headers: guest }),
        status: 404,
        body: '{"no":1}',
      },
    ];
    const page = await pool.render({ url: 'http://x/product/7', lang: 'en', token: null, known }, answer);
    // a refusal handed over keeps its status for the page, as one asked would
    expect(page.kind === 'page' && page.html).toBe('200:{"s":1}|404:{"no":1}');
    expect(answer).not.toHaveBeenCalled();
  });

  it('another language or a signed-in shopper’s call never takes a guest’s answer', async () => {
    const known = [
      { key: callKey({ url: '/api/settings', headers: guest }), status: 200, body: '{"guest":"en"}' },
      {
        key: callKey({ url: '/api/products/getProductDetails?product_id=7&per_page=8&page=1', headers: guest }),
        status: 200,
        body: '{"guest":"en"}',
      },
    ];
    const arabic = fromMainThread();
    const ar = await pool.render({ url: 'http://x/product/7', lang: 'ar', token: null, known }, arabic);
    expect(ar.kind === 'page' && ar.html).not.toContain('guest');
    expect(arabic).toHaveBeenCalledTimes(2);
    const shopper = fromMainThread();
    const signedIn = await pool.render({ url: 'http://x/product/7', lang: 'en', token: 'tok', known }, shopper);
    expect(signedIn.kind === 'page' && signedIn.html).not.toContain('guest');
    expect(shopper).toHaveBeenCalledTimes(2);
    expect(shopper.mock.calls.every(([call]) => call.headers?.authorization === 'Bearer tok')).toBe(true);
  });

  it('renders in flight together on one thread each get their own answers, whichever comes first', async () => {
    // the thread's calls share one port (render-pool.ts): each answer must reach the render that asked
    const renders = [0, 1, 2, 3, 4, 5].map((n) => {
      const answer = vi.fn(async (call: ApiCall): Promise<AnswerText> => {
        // later renders answered first, the first last
        await new Promise((resolve) => setTimeout(resolve, (6 - n) * 15));
        return { status: 200, body: JSON.stringify({ page: n, asked: call.url }) };
      });
      return { n, answer, page: pool.render({ url: `http://x/product/${n}`, lang: 'en', token: null }, answer) };
    });
    for (const { n, answer, page } of renders) {
      const html = await page.then((p) => (p.kind === 'page' ? p.html : ''));
      expect(html).toBe(
        `200:{"page":${n},"asked":"/api/settings"}|200:{"page":${n},"asked":"/api/products/getProductDetails?product_id=7&per_page=8&page=1"}`,
      );
      expect(answer).toHaveBeenCalledTimes(2);
    }
  });
});
