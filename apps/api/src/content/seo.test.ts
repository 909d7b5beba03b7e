// The information pages and the FAQ, rendered by the server (plugins/web.ts): each carries its own
// title and description in the request's language, not the store's generic ones, so a crawler or
// a shared link tells "Privacy Policy" from "About Us".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { stripHtml, STORE_PATHS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { defaultMeta } from '../seo/defaults.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-seo-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)">/.exec(html)![1]!);

// each page's address and the page (pages.key) it shows, as features/content/routes.tsx names them
const INFO_PAGES = [
  [STORE_PATHS.aboutUs, 'about-us'],
  [STORE_PATHS.careers, 'careers'],
  [STORE_PATHS.studentDiscount, 'student-discount'],
  [STORE_PATHS.rewardsProgram, 'rewards-program'],
  [STORE_PATHS.affiliate, 'affiliate'],
  [STORE_PATHS.productActivation, 'redeem'],
  [STORE_PATHS.privacyPolicy, 'privacy-policy'],
  [STORE_PATHS.terms, 'terms'],
] as const;

describe('information pages rendered by the server', () => {
  it('title and describe each page by its own title and text, in English and Arabic', async () => {
    const rows = rowsOf<{ key: string; title_en: string; title_ar: string; content_en: string; content_ar: string }>(
      await t.ctx.db.execute(sql`select key, title_en, title_ar, content_en, content_ar from pages`),
    );
    const titles = new Set<string>();
    for (const lang of ['en', 'ar'] as const) {
      const store = await defaultMeta(t.ctx, lang);
      for (const [address, key] of INFO_PAGES) {
        const row = rows.find((r) => r.key === key);
        expect(row, key).toBeDefined();
        const res = await t.app.inject({ method: 'GET', url: lang === 'ar' ? `${address}?lang=ar` : address });
        expect(res.statusCode, address).toBe(200);
        const title = lang === 'ar' ? row!.title_ar : row!.title_en;
        const text = stripHtml(lang === 'ar' ? row!.content_ar : row!.content_en);
        expect(titleOf(res.body), `${lang} ${address}`).toBe(`${title} | ${store.title}`);
        const description = descriptionOf(res.body);
        expect(description, `${lang} ${address}`).not.toBe(store.description);
        expect(text.startsWith(description.replace(/\.\.\.$/, '')), `${lang} ${address}`).toBe(true);
        expect(Array.from(description).length).toBeLessThanOrEqual(163);
        expect(res.body).toContain(`<meta property="og:title" content="${res.body.match(/<title>([^<]*)<\/title>/)![1]}">`);
        titles.add(titleOf(res.body));
      }
    }
    expect(titles.size).toBe(INFO_PAGES.length * 2);
  });

  it('titles the FAQ in both languages', async () => {
    const en = await t.app.inject({ method: 'GET', url: STORE_PATHS.faq });
    const ar = await t.app.inject({ method: 'GET', url: `${STORE_PATHS.faq}?lang=ar` });
    expect(titleOf(en.body)).toMatch(/^Frequently Asked Questions \| /);
    expect(titleOf(ar.body)).toMatch(/^الأسئلة الشائعة \| /);
    expect(descriptionOf(en.body)).toMatch(/^Answers to common questions/);
    expect(descriptionOf(ar.body)).toMatch(/^إجابات الأسئلة الشائعة/);
  });

  it('keeps the store’s title for a page the store has not written, answering it without a failure', async () => {
    await t.ctx.db.execute(sql`delete from pages where key = 'careers'`);
    const res = await t.app.inject({ method: 'GET', url: STORE_PATHS.careers });
    expect(res.statusCode).toBeLessThan(500);
    expect(titleOf(res.body)).toBe((await defaultMeta(t.ctx, 'en')).title);
  });
});
