// Content calls of spec §7 against the seeded demo store: shapes, both languages, pagination
// and every kind of bad input answering a clear 4xx envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = <T = unknown>(url: string, lang?: string) => t.call<T>({ method: 'GET', url, headers: lang ? { lang } : {} });

describe('settings, sliders, advertisements', () => {
  it('answers the store settings in the requested language with the fixed social links', async () => {
    const en = await get<Record<string, string>>('/api/settings');
    const ar = await get<Record<string, string>>('/api/settings', 'ar');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ status: true, message: '', errors: [] });
    expect(en.body.data.title).toMatch(/Gamers Souq/);
    expect(ar.body.data.title).toMatch(/[\u0600-\u06FF]/);
    expect(en.body.data.linkedin_link).toMatch(/^https:\/\/www\.linkedin\.com\//);
    for (const key of ['email', 'facebook_link', 'instagram_link', 'x_link', 'youtube_link', 'tiktok_link', 'pinterest_link']) {
      expect(en.body.data[key], key).toBeTruthy();
    }
  });

  it('lists hero slides with loadable images', async () => {
    const res = await get<{ id: number; img: string; title: string; link: string }[]>('/api/sliders');
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    const img = await t.app.inject({ method: 'GET', url: res.body.data[0]!.img });
    expect(img.statusCode).toBe(200);
  });

  it('separates top and bottom advertisements and refuses an unknown type', async () => {
    const top = await get<{ type: string }[]>('/api/advertisements?type=top');
    const bottom = await get<{ type: string }[]>('/api/advertisements?type=bottom');
    expect(top.body.data.length).toBeGreaterThan(0);
    expect(top.body.data.every((a) => a.type === 'top')).toBe(true);
    expect(bottom.body.data.every((a) => a.type === 'bottom')).toBe(true);

    const bad = await get('/api/advertisements?type=middle');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    expect(bad.body.errors[0]).toBe('Type must be one of: top, bottom.');
    const badAr = await get('/api/advertisements?type=middle', 'ar');
    expect(badAr.body.errors[0]).toContain('النوع');
  });
});

describe('posts', () => {
  type PostsPage = {
    posts: { id: number; type: string; created_at: string; tags: unknown[] }[];
    total: number;
    last_page: number;
    current_page: number;
  };

  it('pages news 20 at a time, newest first, with dd/mm/yyyy dates', async () => {
    const p1 = await get<PostsPage>('/api/posts?type=news&per_page=20&page=1');
    expect(p1.body.data.posts).toHaveLength(20);
    expect(p1.body.data.total).toBeGreaterThanOrEqual(25);
    expect(p1.body.data.last_page).toBe(Math.ceil(p1.body.data.total / 20));
    expect(p1.body.data.posts.every((p) => p.type === 'news')).toBe(true);
    expect(p1.body.data.posts[0]!.created_at).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const p2 = await get<PostsPage>('/api/posts?type=news&per_page=20&page=2');
    expect(p2.body.data.posts.length).toBe(p1.body.data.total - 20);
    const ids = new Set([...p1.body.data.posts, ...p2.body.data.posts].map((p) => p.id));
    expect(ids.size).toBe(p1.body.data.total);
  });

  it('answers the two newest news for the home page', async () => {
    const res = await get<PostsPage>('/api/posts?type=news&per_page=2&page=1');
    expect(res.body.data.posts).toHaveLength(2);
  });

  it('caps a huge per_page instead of answering everything', async () => {
    const res = await get<PostsPage & { per_page: number }>('/api/posts?per_page=100000');
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(100);
  });

  it('refuses bad paging with a message in the request language', async () => {
    const neg = await get('/api/posts?per_page=-5');
    expect(neg.status).toBe(400);
    expect(neg.body.errors[0]).toBe('Items per page must be at least 1.');
    const nan = await get('/api/posts?page=abc', 'ar');
    expect(nan.status).toBe(400);
    expect(nan.body.errors[0]).toBe('حقل الصفحة يجب أن يكون رقماً.');
    const badType = await get('/api/posts?type=video');
    expect(badType.status).toBe(400);
  });

  it('answers one post with sanitised HTML, and 404 for an unknown id', async () => {
    const list = await get<PostsPage>('/api/posts?type=blog&per_page=1');
    const id = list.body.data.posts[0]!.id;
    const one = await get<{ id: number; desc: string; slug: string }>(`/api/posts/${id}`, 'ar');
    expect(one.body.data.id).toBe(id);
    expect(one.body.data.desc).not.toMatch(/<script/i);
    const missing = await get('/api/posts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, message: 'Post not found' });
    const missingAr = await get('/api/posts/999999', 'ar');
    expect(missingAr.body.message).toBe('المقال غير موجود');
    expect((await get('/api/posts/abc')).status).toBe(400);
  });
});

describe('CMS pages, FAQ and reasons', () => {
  it.each([
    'about-us',
    'aboutCompany',
    'terms',
    'privacy-policy',
    'redeem',
    'rewards-program',
    'student-discount',
    'affiliate',
    'careers',
  ])('GET /api/%s answers HTML content in both languages', async (path) => {
    const en = await get<{ content: string; title: string }>(`/api/${path}`);
    const ar = await get<{ content: string }>(`/api/${path}`, 'ar');
    expect(en.status).toBe(200);
    expect(en.body.data.content).toMatch(/<(p|h2|h3|ul)/);
    expect(ar.body.data.content).toMatch(/[\u0600-\u06FF]/);
  });

  it('searches the FAQ in English and in Arabic whatever the spelling of alef', async () => {
    const all = await get<{ id: number; question: string }[]>('/api/web/faqs');
    expect(all.body.data.length).toBeGreaterThanOrEqual(10);
    const en = await get<{ question: string; answer: string }[]>('/api/web/faqs?search=wallet');
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.data.length).toBeLessThan(all.body.data.length);
    const none = await get<unknown[]>('/api/web/faqs?search=zzqqxx-nothing');
    expect(none.body.data).toEqual([]);
    const withHamza = await get<unknown[]>('/api/web/faqs?search=' + encodeURIComponent('الدفع'), 'ar');
    expect(withHamza.body.data.length).toBeGreaterThan(0);
  });

  it('lists ticket reasons; reason 2 is about an order', async () => {
    const res = await get<{ id: number; show_orders: boolean; name: string }[]>('/api/reasons', 'ar');
    const two = res.body.data.find((r) => r.id === 2);
    expect(two?.show_orders).toBe(true);
    expect(two?.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the API edge', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, data: null });
    expect(res.body.errors[0]).toContain('/api/nope');
  });

  it.each([
    ['ar-EG', 'ar'],
    ['AR', 'ar'],
    ['ar_SA,ar;q=0.9', 'ar'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['de-DE,en;q=0.8', 'en'],
  ])('answers the language tag %s in %s instead of refusing it', async (tag, lang) => {
    const [res, expected] = await Promise.all([
      get<{ title: string }>('/api/settings', tag),
      get<{ title: string }>('/api/settings', lang),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(expected.body.data.title);
    // refusals too are in the fallback language
    const missing = await get('/api/posts/999999', tag);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe((await get('/api/posts/999999', lang)).body.message);
  });

  it('answers malformed JSON bodies with 400, not 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/check-user-existence',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_or_phone":',
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
  });

  it('reports health and readiness', async () => {
    expect((await get('/api/health')).body.data).toEqual({ up: true });
    const ready = await get<{ migrations: number }>('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data.migrations).toBeGreaterThanOrEqual(3);
  });

  it('publishes an OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/posts');
  });
});
