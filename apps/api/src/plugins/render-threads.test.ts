// Server renders on threads of their own (issue 24, RENDER_THREADS; plugins/render-pool.ts). The
// plugin and the pool are the real ones; the render bundle is a stand-in that says which thread it
// ran on, calls the API from there (the call comes back to the main thread, answered in-process
// through every hook) and puts what it got into the page. A real page through the real bundle on
// threads is the end-to-end suite's (the server there renders on threads by default).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';

let root: string;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  ({ root, webDist } = writeStandInBuild(
    'render-threads-',
    `import { threadId } from 'node:worker_threads';
export function pageExists() { return true; }
export async function render(input) {
  const address = new URL(input.url).pathname;
  if (address === '/faq') throw new Error('this page cannot be drawn');
  const answer = await input.fetch('/api/settings', { method: 'GET', headers: { lang: input.lang, accept: 'application/json' } });
  const envelope = await answer.json();
  const missing = await input.fetch('/api/products/getProductDetails?product_id=999999', { method: 'GET', headers: { lang: input.lang } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    kind: 'page',
    status: 200,
    html: '<p id="t">' + threadId + '</p><p id="a">' + address + '</p><p id="s">' + answer.status + ' ' + envelope.status + ' ' + typeof envelope.data + '</p><p id="m">' + missing.status + ' ' + missing.ok + '</p>',
    private: false,
    state: JSON.stringify({ lang: input.lang, token: input.token }),
  };
}
`,
  ));
  t = await createTestApp({ webDist, env: { RENDER_THREADS: '2', RENDER_CONCURRENCY: '4' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const part = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

describe('server renders on threads of their own', () => {
  it('renders off the main thread, its API calls answered by the main thread in-process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(res.statusCode).toBe(200);
    expect(Number(part(res.body, 't'))).toBeGreaterThan(0);
    expect(part(res.body, 'a')).toBe('/about-us');
    // the settings' envelope arrived whole; a refused call keeps its status for the page
    expect(part(res.body, 's')).toBe('200 true object');
    expect(part(res.body, 'm')).toBe('404 false');
  });

  it('passes the language and the shopper to the render', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact-us', headers: { cookie: 'lang=ar' } });
    const state = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(state!)).toEqual({ lang: 'ar', token: null });
  });

  it('spreads pages asked together over the threads', async () => {
    const answers = await Promise.all(
      ['/about-us', '/contact-us', '/privacy-policy', '/terms', '/digital-store', '/deals'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    answers.forEach((a) => expect(a.statusCode).toBe(200));
    expect(new Set(answers.map((a) => part(a.body, 't'))).size).toBe(2);
  });

  it('answers a page whose render failed with the document alone, and keeps rendering others', async () => {
    const failed = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(failed.statusCode).toBe(200);
    // the document and its metadata, the page left to the browser's script
    expect(failed.body).toContain('<link rel="canonical"');
    expect(part(failed.body, 'a')).toBeUndefined();
    const next = await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(part(next.body, 'a')).toBe('/about-us');
  });
});
