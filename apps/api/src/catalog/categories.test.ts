// Category tree and countries (spec §2 category pages, §7 /categories/children,
// /categories/children/children, /countries) on the seeded demo store.
import type { Category, Country } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSqlCount } from '../db/fast-sql.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { insertCategory } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type WithChildren = Category & { children: Category[] };

describe('GET /api/categories/children', () => {
  it('lists the hardware sub-categories in order, with has_children computed', async () => {
    const { status, body } = await t.call<Category[]>({ method: 'GET', url: '/api/categories/children?category_id=2' });
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const pc = body.data.find((c) => c.id === 34)!;
    expect(pc).toMatchObject({ name: 'PC Components', parent_id: 2, has_children: true, display_type: 1, slug: 'pc-components' });
    const consoles = body.data.find((c) => c.name === 'Consoles')!;
    expect(consoles.has_children).toBe(false);
    expect(body.data.every((c) => c.parent_id === 2)).toBe(true);
    expect(Object.keys(pc).sort()).toEqual(['display_type', 'has_children', 'id', 'logo', 'name', 'parent_id', 'slug']);
    expect(body.data[0]!.id).toBe(34);
  });

  it('answers in Arabic when lang is ar, with logo URLs', async () => {
    const { body } = await t.call<Category[]>({
      method: 'GET',
      url: '/api/categories/children?category_id=3',
      headers: { lang: 'ar' },
    });
    expect(body.data.map((c) => c.name)).toContain('كروت الألعاب');
    const withLogo = body.data.find((c) => c.logo);
    if (withLogo) expect(withLogo.logo).toMatch(/^\/uploads\//);
  });

  it('marks a digital sub-category with cards as having children (its countries)', async () => {
    const { body } = await t.call<Category[]>({ method: 'GET', url: '/api/categories/children?category_id=130' });
    const psn = body.data.find((c) => c.name === 'PlayStation Store')!;
    expect(psn).toMatchObject({ display_type: 2, has_children: true });
  });

  it('leaves inactive categories out and answers [] for a leaf', async () => {
    const parent = await insertCategory(t.ctx.db, { parentId: 2 });
    await insertCategory(t.ctx.db, { parentId: parent, active: false });
    const { status, body } = await t.call<Category[]>({ method: 'GET', url: `/api/categories/children?category_id=${parent}` });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('reads the tree once until staff change it (issue 24): a second ask makes no statement; a change reads it again', async () => {
    const parent = await insertCategory(t.ctx.db, { parentId: 2, nameEn: 'Kept Parent' });
    await insertCategory(t.ctx.db, { parentId: parent, nameEn: 'Kept Child' });
    const names = async () =>
      (await t.call<Category[]>({ method: 'GET', url: `/api/categories/children?category_id=${parent}` })).body.data.map(
        (c) => c.name,
      );
    expect(await names()).toEqual(['Kept Child']);
    const before = fastSqlCount.fast + fastSqlCount.drizzle;
    expect(await names()).toEqual(['Kept Child']);
    expect(fastSqlCount.fast + fastSqlCount.drizzle - before).toBe(0);
    // a staff change clears the public caches, the kept tree with them (admin/catalog-routes.ts)
    await insertCategory(t.ctx.db, { parentId: parent, nameEn: 'Kept Second' });
    invalidatePublic(t.ctx, { kind: 'category', id: parent });
    expect(await names()).toEqual(['Kept Child', 'Kept Second']);
    // an unknown id is answered 404 each time and never kept
    for (let i = 0; i < 2; i++)
      expect((await t.call({ method: 'GET', url: '/api/categories/children?category_id=999998' })).status).toBe(404);
  });

  it('refuses unknown, missing and malformed ids with a message', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/categories/children?category_id=999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, message: 'Category not found' });
    const ar = await t.call({ method: 'GET', url: '/api/categories/children?category_id=999999', headers: { lang: 'ar' } });
    expect(ar.body.message).toBe('القسم غير موجود');
    const missing = await t.call({ method: 'GET', url: '/api/categories/children' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toBe('Category is required.');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '1;drop']) {
      const res = await t.call({ method: 'GET', url: `/api/categories/children?category_id=${encodeURIComponent(bad)}` });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors, bad).toEqual(['Category must be a positive whole number.']);
    }
  });
});

describe('GET /api/categories/children/children', () => {
  it('gives each child of PC components (34) with its own children', async () => {
    const { status, body } = await t.call<WithChildren[]>({
      method: 'GET',
      url: '/api/categories/children/children?category_id=34',
    });
    expect(status).toBe(200);
    expect(body.data.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Processors',
        'Graphics Cards',
        'Motherboards',
        'Memory (RAM)',
        'Storage',
        'Power Supplies',
        'Cases',
        'CPU Coolers',
      ]),
    );
    expect(body.data.every((c) => Array.isArray(c.children) && c.parent_id === 34)).toBe(true);
  });

  it('builds the two-level digital menu in one call', async () => {
    const { body } = await t.call<WithChildren[]>({ method: 'GET', url: '/api/categories/children/children?category_id=3' });
    const gameCards = body.data.find((c) => c.name === 'Game Cards')!;
    expect(gameCards.children.map((c) => c.name)).toContain('PlayStation Store');
    expect(gameCards.children.every((c) => c.parent_id === gameCards.id)).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.call({ method: 'GET', url: '/api/categories/children/children?category_id=424242' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found');
  });
});

describe('GET /api/countries', () => {
  it('lists the countries that have active cards in the sub-category, flag = an image address', async () => {
    const menu = await t.call<Category[]>({ method: 'GET', url: '/api/categories/children?category_id=130' });
    const psn = menu.body.data.find((c) => c.name === 'PlayStation Store')!;
    const { status, body } = await t.call<Country[]>({ method: 'GET', url: `/api/countries?category_id=${psn.id}` });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const c of body.data) {
      expect(c.flag).toMatch(/^\/flags\/[A-Z]{2}\.svg$/);
      expect(c.has_children).toBe(true);
      expect(Object.keys(c).sort()).toEqual(['flag', 'has_children', 'id', 'name']);
    }
    const cards = await t.call<{ cards: { country: { id: number } }[] }>({
      method: 'GET',
      url: `/api/cards/category?category_id=${psn.id}&country_id=${body.data[0]!.id}`,
    });
    expect(cards.body.data.cards.length).toBeGreaterThan(0);
    // the flag's address is an SVG the store serves, cached like the uploaded images
    const flag = await t.app.inject({ method: 'GET', url: body.data[0]!.flag! });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(flag.headers['cache-control']).toBe('public, max-age=604800');
    expect(flag.headers['content-security-policy']).toContain('sandbox');
    expect(flag.body).toMatch(/^<svg[^>]*viewBox="0 0 513 342"/);
    for (const url of ['/flags/ZZ.svg', '/flags/us.svg', '/flags/..%2Fpackage.json', '/flags/EG.svg.map'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('names countries in Arabic and answers [] for a category without cards', async () => {
    const ar = await t.call<Country[]>({ method: 'GET', url: '/api/countries?category_id=140', headers: { lang: 'ar' } });
    if (ar.body.data.length) expect(ar.body.data[0]!.name).toMatch(/[\u0600-\u06FF]/);
    const empty = await t.call<Country[]>({ method: 'GET', url: '/api/countries?category_id=100' });
    expect(empty.body.data).toEqual([]);
    const unknown = await t.call({ method: 'GET', url: '/api/countries?category_id=777777' });
    expect(unknown.status).toBe(404);
  });
});
