// Server renders on threads of their own (issue 24, RENDER_THREADS; plugins/render-pool.ts). The
// plugin and the pool are the real ones; the render bundle is a stand-in that says which thread it
// ran on, calls the API from there (the call comes back to the main thread, answered in-process
// through every hook) and puts what it got into the page. A real page through the real bundle on
// threads is the end-to-end suite's (the server there renders on threads by default).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';

let root: string;
let webDist: string;
let t: TestApp;
let uncached: TestApp | undefined;

beforeAll(async () => {
  ({ root, webDist } = writeStandInBuild(
    'render-threads-',
    `import { threadId } from 'node:worker_threads';
export function pageExists(address) { return address !== '/nowhere'; }
export async function render(input) {
  const address = new URL(input.url).pathname;
  if (address === '/faq') throw new Error('this page cannot be drawn');
  // the render finds what the metadata did not: a page gone, a page of the shopper's own
  const status = address === '/gone' || address === '/nowhere' ? 404 : 200;
  const answer = await input.fetch('/api/settings', { method: 'GET', headers: { lang: input.lang, accept: 'application/json' } });
  const envelope = await answer.json();
  const missing = await input.fetch('/api/products/getProductDetails?product_id=999999', { method: 'GET', headers: { lang: input.lang } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    kind: 'page',
    status,
    html: '<p id="t">' + threadId + '</p><p id="a">' + address + '</p><p id="s">' + answer.status + ' ' + envelope.status + ' ' + typeof envelope.data + '</p><p id="m">' + missing.status + ' ' + missing.ok + '</p>',
    private: address === '/mine',
    state: JSON.stringify({ lang: input.lang, token: input.token }),
  };
}
`,
  ));
  t = await createTestApp({ webDist, env: { RENDER_THREADS: '2', RENDER_CONCURRENCY: '4' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await uncached?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const part = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

/** a page as the browser reads it: asked in an encoding, decoded, the thread's number left out */
async function pageIn(app: TestApp, url: string, encoding: 'br' | 'gzip' | 'identity') {
  const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const raw = res.rawPayload;
  const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return {
    status: res.statusCode,
    encoding: res.headers['content-encoding'] ?? 'identity',
    text: text.toString('utf8').replace(/<p id="t">\d+<\/p>/, ''),
  };
}

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

  it('sends a kept page the same in every encoding a browser asks for', async () => {
    const br = await pageIn(t, '/privacy-policy', 'br');
    const gzip = await pageIn(t, '/privacy-policy', 'gzip');
    const plain = await pageIn(t, '/privacy-policy', 'identity');
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', 'identity']);
    expect(part(br.text, 'a')).toBe('/privacy-policy');
    expect(gzip.text).toBe(br.text);
    expect(plain.text).toBe(br.text);
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

// A guest's page is finished on its render thread in the document the main thread made from its
// metadata (page-document.mjs; issue 24, nineteenth step). What the render finds decides the
// page all the same: its status, a not-found title, whether robots may index it.
describe('a guest page finished on its thread', () => {
  beforeAll(async () => {
    uncached = await createTestApp({ webDist, env: { RENDER_THREADS: '1', PUBLIC_CACHE_SECONDS: '0' } });
  }, 60_000);

  it('is the same page in brotli, gzip and as it is, with its metadata, markup and state', async () => {
    const br = await pageIn(uncached!, '/about-us', 'br');
    const gzip = await pageIn(uncached!, '/about-us', 'gzip');
    const plain = await pageIn(uncached!, '/about-us', 'identity');
    expect([br.status, br.encoding, gzip.encoding, plain.encoding]).toEqual([200, 'br', 'gzip', 'identity']);
    expect(gzip.text).toBe(br.text);
    expect(plain.text).toBe(br.text);
    expect(br.text).toContain('<link rel="canonical"');
    expect(part(br.text, 'a')).toBe('/about-us');
    expect(br.text).toContain('<script id="ssr-state" type="application/json">{"lang":"en","token":null}</script>');
    expect(br.text).not.toContain('noindex');
  });

  it('answers 404 with the not-found title when the render finds the page gone', async () => {
    const gone = await pageIn(uncached!, '/gone', 'br');
    expect(gone.status).toBe(404);
    expect(gone.text).toMatch(/<title>Page not found \|/);
    expect(gone.text).toContain('<meta name="robots" content="noindex">');
    expect(part(gone.text, 'a')).toBe('/gone');
  });

  it('keeps an unknown address a 404 that robots do not index, drawn by the render', async () => {
    const nowhere = await pageIn(uncached!, '/nowhere', 'gzip');
    expect(nowhere.status).toBe(404);
    expect(nowhere.text).toContain('<meta name="robots" content="noindex">');
    expect(part(nowhere.text, 'a')).toBe('/nowhere');
  });

  it('keeps robots off a page the render marks private', async () => {
    const mine = await pageIn(uncached!, '/mine', 'br');
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('<meta name="robots" content="noindex">');
    expect(part(mine.text, 'a')).toBe('/mine');
  });
});
