// Server renders take their turn (issue 24, RENDER_CONCURRENCY): when many pages are asked at once,
// at most that many renders run together and the rest start in the order they were asked, so the
// first shopper is answered after a render or two, not after all of them. The plugin is the real
// one; the render bundle is a stand-in that takes 25 ms per page and notes how many run at once.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';

interface Seen {
  running: number;
  max: number;
  started: string[];
}

let root: string;
let webDist: string;

beforeAll(() => {
  ({ root, webDist } = writeStandInBuild(
    'render-turns-',
    `export const seen = { running: 0, max: 0, started: [] };
export function pageExists() { return true; }
export async function render(input) {
  const address = new URL(input.url).pathname;
  seen.running++;
  seen.max = Math.max(seen.max, seen.running);
  seen.started.push(address);
  await new Promise((resolve) => setTimeout(resolve, 25));
  seen.running--;
  return { kind: 'page', status: 200, html: '<p>' + address + '</p>', private: false, state: '{}' };
}
`,
  ));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function askSix(concurrency?: string) {
  const app = await createTestApp({
    webDist,
    env: { ...(concurrency ? { RENDER_CONCURRENCY: concurrency } : {}), PUBLIC_CACHE_SECONDS: '0' },
  });
  try {
    const { seen } = (await import(pathToFileURL(path.join(root, 'dist-server', 'entry-server.js')).href)) as { seen: Seen };
    Object.assign(seen, { running: 0, max: 0, started: [] });
    // pages whose metadata reads nothing (an information page's reads its text first), so each
    // render starts as soon as its turn comes
    const paths = ['/build-pc', '/contact-us', '/faq', '/privacy-policy', '/terms', '/digital-store'];
    const finished: string[] = [];
    const answers = await Promise.all(
      paths.map(async (url) => {
        const res = await app.app.inject({ method: 'GET', url });
        finished.push(url);
        return res;
      }),
    );
    return { seen: { ...seen }, paths, finished, answers };
  } finally {
    await app.close();
  }
}

describe('server renders take their turn', () => {
  it('runs at most RENDER_CONCURRENCY renders at once and starts the rest in the order they were asked', async () => {
    const { seen, paths, finished, answers } = await askSix('2');
    // every page is answered with its own render
    answers.forEach((a, i) => expect(a.body).toContain(`<p>${paths[i]}</p>`));
    expect(seen.max).toBe(2);
    expect(seen.started).toEqual(paths);
    // the first two are answered before the last two have started
    expect(finished.slice(0, 2).sort()).toEqual(paths.slice(0, 2).sort());
  });

  it('runs four at once when RENDER_CONCURRENCY is not set and renders share the main thread', async () => {
    const { seen, paths } = await askSix();
    expect(seen.max).toBe(4);
    expect(seen.started).toEqual(paths);
  });

  it('lets them all run together when the limit allows it (the stand-in does see overlap)', async () => {
    const { seen } = await askSix('64');
    expect(seen.max).toBe(6);
  });
});
