// Site content kept per process (issue 24, thirteenth step; http/public-cache.ts keptUntilChange): the settings, sliders,
// advertisements and the home's news row (twenty-first step) are read once and answered from memory until a staff change clears the public
// caches (here, and in every process through the purge fan-out) or KEPT_MS passes. The row is
// changed behind the API's back here, so only clearing or time can show it; the back-office's own
// edits, shown at once, are content-admin.test.ts's.
import { sql } from 'drizzle-orm';
import { HOME_NEWS_COUNT } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidatePublic, KEPT_MS } from '../http/public-cache.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
});
afterAll(() => t.close());

const title = async () => (await t.call<{ title: string }>({ method: 'GET', url: '/api/settings' })).body.data.title;
const sliderTitles = async () =>
  (await t.call<{ title: string }[]>({ method: 'GET', url: '/api/sliders' })).body.data.map((s) => s.title);

describe('site content kept per process', () => {
  it('answers the settings from memory until a staff change clears the public caches', async () => {
    const before = await title();
    await t.ctx.db.execute(sql`update site_settings set title_en = 'Kept Title Changed'`);
    expect(await title()).toBe(before);
    invalidatePublic(t.ctx, { kind: 'content', id: 'settings:1' });
    expect(await title()).toBe('Kept Title Changed');
  });

  it('reads them again once KEPT_MS has passed, for a process that hears no change', async () => {
    await title();
    await t.ctx.db.execute(sql`update site_settings set title_en = 'Kept Title Later'`);
    expect(await title()).not.toBe('Kept Title Later');
    const clock = t.ctx.clock;
    try {
      t.ctx.clock = { now: () => new Date(clock.now().getTime() + KEPT_MS + 1_000) };
      expect(await title()).toBe('Kept Title Later');
    } finally {
      t.ctx.clock = clock;
    }
  });

  it('keeps the sliders and each kind of advertisement the same way', async () => {
    const slides = await sliderTitles();
    const top = (await t.call<unknown[]>({ method: 'GET', url: '/api/advertisements?type=top' })).body.data.length;
    await t.ctx.db.execute(sql`update sliders set title_en = 'Kept Slide' where active`);
    await t.ctx.db.execute(sql`update advertisements set active = false where type = 'top'`);
    expect(await sliderTitles()).toEqual(slides);
    expect((await t.call<unknown[]>({ method: 'GET', url: '/api/advertisements?type=top' })).body.data).toHaveLength(top);
    invalidatePublic(t.ctx, { kind: 'content', id: 'sliders:' });
    expect(new Set(await sliderTitles())).toEqual(new Set(slides.length ? ['Kept Slide'] : []));
    expect((await t.call<unknown[]>({ method: 'GET', url: '/api/advertisements?type=top' })).body.data).toHaveLength(0);
  });

  it("keeps the home's news row, and only it: another page of news is read every time", async () => {
    const homeNews = async () =>
      (
        await t.call<{ posts: { title: string }[] }>({
          method: 'GET',
          url: `/api/posts?type=news&per_page=${HOME_NEWS_COUNT}&page=1`,
        })
      ).body.data.posts.map((p) => p.title);
    const newsPage = async () =>
      (
        await t.call<{ posts: { title: string }[] }>({ method: 'GET', url: '/api/posts?type=news&per_page=3&page=1' })
      ).body.data.posts.map((p) => p.title);
    const before = await homeNews();
    expect(before).toHaveLength(HOME_NEWS_COUNT);
    await newsPage();
    await t.ctx.db.execute(sql`update posts set title_en = 'Kept News ' || id where type = 'news'`);
    expect(await homeNews()).toEqual(before);
    expect((await newsPage()).every((title) => title.startsWith('Kept News '))).toBe(true);
    invalidatePublic(t.ctx, { kind: 'content', id: 'posts:' });
    expect((await homeNews()).every((title) => title.startsWith('Kept News '))).toBe(true);
  });
});
