// A render's answers of content kept until a staff change (issue 24, twenty-second step;
// plugins/ssr.ts keptCallAnswer, http/public-cache.ts answerKeptUntilChange): the settings every
// page's frame reads, the home's sliders and advertisements and the category tree are made at most
// twice per process (learnt, then kept) as text, not again through every hook for every page; an
// answer its route did not mark (a 404, an item list) is made every time; a staff change drops the
// kept text with the content behind it. The render bundle is a stand-in that asks those calls with the headers of
// lib/api.ts and writes the answers it got into its page; the plugin and the API are the real ones.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';

const bundle = `export function pageExists() { return true; }
export async function render(input) {
  const headers = { lang: input.lang, accept: 'application/json' };
  // the category's id, in a parameter the page's address keeps (seo/page-address.ts)
  const category = new URL(input.url).searchParams.get('page');
  const calls = ['/api/settings', '/api/sliders', '/api/advertisements?type=top',
    '/api/categories/children?category_id=' + category, '/api/categories/children?category_id=987654',
    '/api/products/category?category_id=' + category + '&page=1&per_page=2&sort_type=asc_price'];
  const answers = [];
  for (const call of calls) {
    const answer = await input.fetch(call, { method: 'GET', headers });
    answers.push({ call, status: answer.status, body: await answer.json() });
  }
  return { kind: 'page', status: 200, html: '<pre id="answers">' + JSON.stringify(answers).replace(/</g, '\\\\u003c') + '</pre>', private: false, state: '{}' };
}
`;

interface Answer {
  call: string;
  status: number;
  body: { data: unknown };
}

describe.each(['0', '2'])('a render asks kept content of no route twice (RENDER_THREADS=%s)', (threads) => {
  let root: string;
  let t: TestApp;
  let category: number;

  beforeAll(async () => {
    ({ root } = writeStandInBuild('kept-answers-', bundle));
    t = await createTestApp({ webDist: `${root}/dist`, env: { RENDER_THREADS: threads, PUBLIC_CACHE_SECONDS: '0' } });
    category = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select parent_id as id from categories where parent_id is not null order by id limit 1`),
    )[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** a page's answers, and the in-process calls the API made for it (a page that asks nothing ahead of its render: not the home, catalog/seo.ts) */
  async function page(lang: 'en' | 'ar' = 'en') {
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const res = await t.app.inject({ method: 'GET', url: `/deals?page=${category}`, headers: { cookie: `lang=${lang}` } });
      expect(res.statusCode).toBe(200);
      const text = /<pre id="answers">(.*?)<\/pre>/s.exec(res.payload)![1]!;
      const made = (inject.mock.calls as unknown as [{ url: string }][]).slice(1).map(([o]) => o.url);
      return { answers: JSON.parse(text) as Answer[], made };
    } finally {
      inject.mockRestore();
    }
  }

  const direct = async (url: string, lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { lang, accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as Answer['body'] };
  };

  it('makes kept answers twice (learnt, then kept) and hands later pages the same text; items and refusals every time', async () => {
    const learnt = await page();
    expect(learnt.made).toContain('/api/settings');
    await page();
    const first = await page();
    const later = await page();
    for (const seen of [first, later]) {
      // the item list and the unknown category's 404 are made for every page
      expect(seen.made).toEqual([
        '/api/categories/children?category_id=987654',
        `/api/products/category?category_id=${category}&page=1&per_page=2&sort_type=asc_price`,
      ]);
    }
    // the kept text is the route's own answer
    for (const answer of later.answers) {
      const own = await direct(answer.call);
      expect(answer.status, answer.call).toBe(own.status);
      expect(answer.body, answer.call).toEqual(own.body);
    }
    expect(later.answers.find((a) => a.call.includes('987654'))!.status).toBe(404);
  });

  it('keeps each language apart', async () => {
    await page('ar');
    await page('ar');
    const ar = await page('ar');
    const en = await page('en');
    const settings = (answers: Answer[]) => answers.find((a) => a.call === '/api/settings')!.body;
    expect(settings(ar.answers)).toEqual((await direct('/api/settings', 'ar')).body);
    expect(settings(en.answers)).toEqual((await direct('/api/settings', 'en')).body);
    expect(settings(ar.answers)).not.toEqual(settings(en.answers));
  });

  it('drops the kept text with its content on a staff change, and makes it again from the new rows', async () => {
    await page();
    await t.ctx.db.execute(sql`update site_settings set title_en = ${`Kept Answer ${threads}`}`);
    const before = await page();
    expect(JSON.stringify(before.answers)).not.toContain(`Kept Answer ${threads}`);
    invalidatePublic(t.ctx, { kind: 'content', id: 'settings:1' });
    const after = await page();
    // made again, from the new row
    expect(after.made).toContain('/api/settings');
    expect((after.answers.find((a) => a.call === '/api/settings')!.body.data as { title: string }).title).toBe(
      `Kept Answer ${threads}`,
    );
    expect((await page()).made).not.toContain('/api/settings');
  });
});
