// Content in the back-office (issue 26): sliders, advertisements, posts, FAQ, information pages
// and settings, each created or edited by staff and shown by the storefront at once although its
// answers are cached; every field a shopper sees tried with XSS vectors (stored sanitised, links
// only store paths or https); bad input a 400 in the request's language; support staff refused.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffTokenFor, staffCalls } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let support: string;
let img: string;

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
];
const DANGER = /<script|onerror|onload|javascript:|<svg|<iframe/i;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  admin = await staffTokenFor(t.ctx, 'admin');
  support = await staffTokenFor(t.ctx, 'support');
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const up = await t.call<{ key: string }>({
    method: 'POST',
    url: '/api/admin/images?kind=slider',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/png' },
    payload: png,
  });
  img = up.body.data.key;
});
afterAll(() => t?.close());

const api = staffCalls(
  () => t,
  () => admin,
);
const shop = <T>(url: string, lang = 'en') => t.call<T>({ method: 'GET', url, headers: { lang } });

describe('sliders and advertisements', () => {
  it('are created, edited and deleted, and the storefront shows each change at once', async () => {
    const body = { title_en: 'Summer sale', title_ar: 'تخفيضات الصيف', img, link: '/deals', sort_order: -100 };
    const created = await api<{ id: number; img: { url: string } }>('POST', '/api/admin/sliders', body);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await shop<{ id: number; title: string }[]>('/api/sliders', 'ar')).body.data[0]).toMatchObject({
      id,
      title: 'تخفيضات الصيف',
    });
    await api('PUT', `/api/admin/sliders/${id}`, { ...body, title_en: 'Winter sale' });
    expect((await shop<{ title: string }[]>('/api/sliders')).body.data[0]!.title).toBe('Winter sale');
    expect((await api('DELETE', `/api/admin/sliders/${id}`)).status).toBe(200);
    expect((await shop<{ id: number }[]>('/api/sliders')).body.data.map((s) => s.id)).not.toContain(id);
    expect((await api('DELETE', `/api/admin/sliders/${id}`)).status).toBe(404);

    const ad = await api<{ id: number }>('POST', '/api/admin/advertisements', {
      type: 'top',
      img,
      link: 'https://example.com/x',
      alt_en: 'Ad',
      alt_ar: 'إعلان',
    });
    expect(ad.status).toBe(201);
    const ads = await shop<{ id: number; alt: string }[]>('/api/advertisements?type=top', 'ar');
    expect(ads.body.data.find((a) => a.id === ad.body.data.id)?.alt).toBe('إعلان');
  });

  it('store titles and alt texts without markup, and refuse javascript:, data: and //host links', async () => {
    for (const v of XSS) {
      const s = await api<{ title_en: string; desc_en: string }>('POST', '/api/admin/sliders', {
        title_en: `T${v}`,
        title_ar: 'ع',
        desc_en: v,
        img,
      });
      expect(s.status).toBe(201);
      expect(s.body.data.title_en + s.body.data.desc_en).not.toMatch(DANGER);
      const a = await api<{ alt_en: string }>('POST', '/api/admin/advertisements', { type: 'bottom', img, alt_en: v });
      expect(a.body.data.alt_en).not.toMatch(DANGER);
    }
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'http://plain.example',
      'vbscript:x',
    ]) {
      const s = await api('POST', '/api/admin/sliders', { title_en: 'x', title_ar: 'x', img, link }, 'ar');
      expect(s.status, link).toBe(400);
      expect(s.body.status).toBe(false);
      const a = await api('POST', '/api/admin/advertisements', { type: 'top', img, link });
      expect(a.status, link).toBe(400);
    }
    expect((await api('POST', '/api/admin/sliders', { title_en: 'x', title_ar: 'x', img: 'sliders/nope.webp' })).status).toBe(
      400,
    );
    expect((await api('POST', '/api/admin/advertisements', { type: 'side', img })).status).toBe(400);
  });
});

describe('posts', () => {
  it('keep the editor HTML but never script, and show on the storefront at once', async () => {
    const desc = `<h2>News</h2><p>Hello <strong>world</strong> <a href="https://example.com">link</a></p>${XSS.join('')}`;
    const created = await api<{ id: number; desc_en: string; title_en: string }>('POST', '/api/admin/posts', {
      type: 'news',
      title_en: `Launch ${XSS[0]}`,
      title_ar: 'إطلاق',
      desc_en: desc,
      desc_ar: desc,
      img,
      published: true,
      tags: [{ name_en: `tag${XSS[1]}`, name_ar: 'وسم' }],
    });
    expect(created.status).toBe(201);
    const d = created.body.data;
    expect(d.desc_en).toContain('<h2>News</h2>');
    expect(d.desc_en).toContain('<a href="https://example.com">link</a>');
    expect(d.desc_en + d.title_en).not.toMatch(DANGER);
    const page = await shop<{ title: string; desc: string; tags: { name: string }[] }>(`/api/posts/${d.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.desc + page.body.data.title + page.body.data.tags[0]!.name).not.toMatch(DANGER);

    await api('PUT', `/api/admin/posts/${d.id}`, { type: 'news', title_en: 'Draft', title_ar: 'مسودة', img, published: false });
    expect((await shop(`/api/posts/${d.id}`)).status).toBe(404);
    const list = await api<{ items: { id: number }[]; total: number }>('GET', '/api/admin/posts?search=Draft');
    expect(list.body.data.items.map((p) => p.id)).toContain(d.id);
    expect((await api('DELETE', `/api/admin/posts/${d.id}`)).status).toBe(200);
    expect((await api('GET', `/api/admin/posts/${d.id}`)).status).toBe(404);
  });
});

describe('FAQ, information pages and settings', () => {
  it('sanitise FAQ answers and page content, and the storefront shows them at once', async () => {
    const faq = await api<{ id: number; answer_en: string; question_en: string }>('POST', '/api/admin/faqs', {
      question_en: `How? ${XSS[2]}`,
      question_ar: 'كيف؟',
      answer_en: `<p>Like this</p>${XSS.join('')}`,
      answer_ar: '<p>هكذا</p>',
      sort_order: -1,
    });
    expect(faq.status).toBe(201);
    expect(faq.body.data.answer_en + faq.body.data.question_en).not.toMatch(DANGER);
    const faqs = await shop<{ id: number; answer: string }[]>('/api/web/faqs', 'ar');
    expect(faqs.body.data.find((f) => f.id === faq.body.data.id)?.answer).toBe('<p>هكذا</p>');
    expect(
      (await api('POST', '/api/admin/faqs', { question_en: 'q', question_ar: 'q', answer_en: ' ', answer_ar: 'x' })).status,
    ).toBe(400);

    const page = await api<{ content_en: string }>('PUT', '/api/admin/pages/terms', {
      title_en: 'Terms',
      title_ar: 'الشروط',
      content_en: `<p>Be nice</p>${XSS.join('')}`,
      content_ar: '<p>كن لطيفًا</p>',
    });
    expect(page.status).toBe(200);
    expect(page.body.data.content_en).not.toMatch(DANGER);
    expect((await shop<{ content: string }>('/api/terms', 'ar')).body.data.content).toBe('<p>كن لطيفًا</p>');
    expect(
      (await api('PUT', '/api/admin/pages/not-a-page', { title_en: 'x', title_ar: 'x', content_en: '', content_ar: '' })).status,
    ).toBe(400);
    const pages = await api<{ key: string }[]>('GET', '/api/admin/pages');
    expect(pages.body.data.map((p) => p.key)).toContain('terms');
  });

  it('save settings with https links only, shown by the storefront at once', async () => {
    const current = (await api<Record<string, string>>('GET', '/api/admin/settings')).body.data;
    const { updated_at: _, ...body } = current;
    const saved = await api('PUT', '/api/admin/settings', {
      ...body,
      title_ar: `متجر ${XSS[0]}`,
      facebook_link: 'https://facebook.com/gs',
    });
    expect(saved.status).toBe(200);
    const s = await shop<{ title: string; facebook_link: string }>('/api/settings', 'ar');
    expect(s.body.data.title).not.toMatch(DANGER);
    expect(s.body.data.facebook_link).toBe('https://facebook.com/gs');
    for (const bad of [{ facebook_link: 'javascript:alert(1)' }, { email: 'not-an-email' }, { title_en: '' }]) {
      expect((await api('PUT', '/api/admin/settings', { ...body, ...bad })).status, JSON.stringify(bad)).toBe(400);
    }
    // the refusal says what a link must be, in the staff member's language
    const javascript = { ...body, facebook_link: 'javascript:alert(1)' };
    expect((await api('PUT', '/api/admin/settings', javascript, 'ar')).body.message).toBe(
      'استخدم عنوانًا يبدأ بـ https:// أو اترك الحقل فارغًا.',
    );
  });

  it('are for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/pages/terms'],
      ['POST', '/api/admin/faqs'],
      ['POST', '/api/admin/posts'],
      ['DELETE', '/api/admin/sliders/1'],
    ] as const) {
      expect((await api(method, url, method === 'GET' ? undefined : {}, 'en', support)).status, `${method} ${url}`).toBe(403);
    }
  });
});
