// Products, the category tree and image uploads in the back-office (issue 26): images judged by
// their bytes and re-encoded to webp; products created and edited in both languages with their
// specifications and Build PC keys, markup stripped or sanitised, on the storefront at once
// although its answers are cached; search, filters and sorting on the server; the spec's fixed
// category ids kept; bad input refused in the request's language; support staff refused.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createUser } from '../catalog/test-factories.ts';
import { checkInvariants } from '../orders/invariants.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffTokenFor, staffCalls } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let support: string;
let leaf: number; // a hardware category without sub-categories
let png: Buffer;

interface Row {
  id: number;
  name_en: string;
  brand: string;
  price: number;
  stock: number;
  active: boolean;
  category_id: number;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  admin = await staffTokenFor(t.ctx, 'admin');
  support = await staffTokenFor(t.ctx, 'support');
  const cats = (await api<{ id: number; store: string; children: number }[]>('GET', '/api/admin/categories')).body.data;
  leaf = cats.find((c) => c.store === 'hardware' && c.children === 0 && c.id !== 34)!.id;
  png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const api = staffCalls(
  () => t,
  () => admin,
);

function upload(body: Buffer | string, contentType = 'image/png', kind = 'product', token = admin) {
  return t.call<{ key: string; url: string; width: number; height: number }>({
    method: 'POST',
    url: `/api/admin/images?kind=${kind}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

async function uploaded(): Promise<string> {
  const res = await upload(png);
  expect(res.status).toBe(201);
  return res.body.data.key;
}

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
];

function body(images: string[], over: Record<string, unknown> = {}) {
  return {
    name_en: 'Test Ryzen 7 9700X',
    name_ar: 'معالج رايزن ٧ تجريبي',
    category_id: leaf,
    brand: 'AMD',
    desc_en: '<p>Eight <strong>cores</strong></p>',
    desc_ar: '<p>ثماني أنوية</p>',
    keywords: ['ryzen', 'am5'],
    specs: [{ key_en: 'Cores', key_ar: 'الأنوية', value_en: '8', value_ar: '٨' }],
    compat: { part: 'cpu', socket: 'AM5', tdp_w: 65 },
    price: 1_500_000,
    price_after_discount: 1_400_000,
    stock_type: 1,
    stock: 7,
    images,
    active: true,
    ...over,
  };
}

describe('image uploads', () => {
  it('re-encodes a png to webp no larger than its kind needs', async () => {
    const res = await upload(png);
    expect(res.status).toBe(201);
    expect(res.body.data.key).toMatch(/^products\/[0-9a-f]{32}\.webp$/);
    expect(res.body.data).toMatchObject({ width: 1200, height: 800, url: `/uploads/${res.body.data.key}` });
    const stored = await t.ctx.storage.get(res.body.data.key);
    expect(stored!.toString('latin1', 8, 12)).toBe('WEBP');
  });

  it('refuses an SVG with script, HTML called a png, an empty body and a file over 8 MB', async () => {
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe('Only png, jpeg, webp or gif images are accepted.');
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.status).toBe(415);
    const truncated = await upload(png.subarray(0, 200), 'image/png');
    expect(truncated.status).toBe(415);
    const empty = await upload(Buffer.alloc(0), 'application/octet-stream');
    expect(empty.status).toBe(400);
    const huge = await upload(Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]), 'image/png');
    expect(huge.status).toBe(413);
    const kind = await upload(png, 'image/png', 'banner');
    expect(kind.status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await upload(png, 'image/png', 'product', support)).status).toBe(403);
  });
});

describe('products', () => {
  it('are created in both languages with specs and Build PC keys, markup stripped, on the storefront at once', async () => {
    const key = await uploaded();
    const created = await api<{ id: number; images: { key: string }[]; compat: unknown; specs: unknown[] }>(
      'POST',
      '/api/admin/products',
      body([key]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.images[0]!.key).toBe(key);
    expect(created.body.data.compat).toEqual({ part: 'cpu', socket: 'AM5', tdp_w: 65 });
    const page = await t.call<{ product: { name: string; desc: string; main_image: string; specifications: unknown[] } }>({
      method: 'GET',
      url: `/api/products/getProductDetails?product_id=${id}`,
      headers: { lang: 'ar' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.product).toMatchObject({ name: 'معالج رايزن ٧ تجريبي', main_image: `/uploads/${key}` });
    expect(page.body.data.product.specifications).toHaveLength(1);

    // the storefront caches answers for a minute: an edit and an unpublish show at once
    await api(
      'PUT',
      `/api/admin/products/${id}`,
      body([key], { name_en: 'Renamed CPU', price: 1_300_000, price_after_discount: null }),
    );
    const renamed = await t.call<{ product: { name: string; price: number } }>({
      method: 'GET',
      url: `/api/products/getProductDetails?product_id=${id}`,
    });
    expect(renamed.body.data.product.name).toBe('Renamed CPU');
    const off = await api('POST', `/api/admin/products/${id}/publish`, { active: false });
    expect(off.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/getProductDetails?product_id=${id}` })).statusCode).toBe(404);
    await api('POST', `/api/admin/products/${id}/publish`, { active: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/getProductDetails?product_id=${id}` })).statusCode).toBe(200);
  });

  it('store every XSS vector sanitised: names, keys and values plain, the description without script', async () => {
    const key = await uploaded();
    for (const v of XSS) {
      const res = await api<{
        id: number;
        name_en: string;
        desc_en: string;
        brand: string;
        keywords: string[];
        specs: { value_en: string }[];
      }>(
        'POST',
        '/api/admin/products',
        body([key], {
          name_en: `CPU ${v}`,
          brand: `AMD${v}`,
          desc_en: `<p>ok</p>${v}`,
          keywords: [`k${v}`],
          specs: [{ key_en: `K${v}`, key_ar: 'م', value_en: `V${v}`, value_ar: 'ق' }],
        }),
      );
      expect(res.status).toBe(201);
      const d = res.body.data;
      for (const text of [d.name_en, d.brand, d.keywords.join(' '), d.specs[0]!.value_en]) {
        expect(text).not.toMatch(/<script|onerror|onload|javascript:|<svg|<img/i);
      }
      expect(d.desc_en).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
      expect(d.desc_en).toContain('<p>ok</p>');
      const page = await t.call<{ product: { desc: string; name: string } }>({
        method: 'GET',
        url: `/api/products/getProductDetails?product_id=${d.id}`,
      });
      expect(page.body.data.product.desc).not.toMatch(/<script|onerror|onload|javascript:/i);
    }
  });

  it('are listed with search, filters and sorting on the server', async () => {
    const key = await uploaded();
    const brand = `Brand${Date.now()}`;
    for (const [i, price] of [3_000, 1_000, 2_000].entries()) {
      const res = await api(
        'POST',
        '/api/admin/products',
        body([key], { name_en: `Zeta widget ${i}`, brand, price, price_after_discount: null, stock: i, active: i !== 1 }),
      );
      expect(res.status).toBe(201);
    }
    const list = (qs: string) => api<{ items: Row[]; total: number; last_page: number }>('GET', `/api/admin/products?${qs}`);
    const byBrand = await list(`brand=${brand}&sort=price_asc`);
    expect(byBrand.body.data.items.map((r) => r.price)).toEqual([1_000, 2_000, 3_000]);
    expect((await list(`brand=${brand}&active=no`)).body.data.total).toBe(1);
    expect((await list(`brand=${brand}&stock=out`)).body.data.items.map((r) => r.stock)).toEqual([0]);
    expect((await list(`brand=${brand}&stock=low`)).body.data.total).toBe(2);
    expect((await list(`search=zeta widget&brand=${brand}`)).body.data.total).toBe(3);
    expect((await list(`category_id=${leaf}&brand=${brand}&per_page=2`)).body.data).toMatchObject({ total: 3, last_page: 2 });
    const options = await api<{ brands: string[]; categories: { id: number; name: string }[] }>(
      'GET',
      '/api/admin/products/options',
    );
    expect(options.body.data.brands).toContain(brand);
    // the demo store's products carry their makers (the brand filter has something to offer)
    expect(options.body.data.brands).toEqual(expect.arrayContaining(['Logitech', 'Cooler Master', 'be quiet!', 'AMD']));
    expect(options.body.data.categories.map((c) => c.id)).toContain(leaf);
  });

  it('refuse bad input with a 400 in the request language, never a 500', async () => {
    const key = await uploaded();
    const cases: [Record<string, unknown>, number][] = [
      [{ price_after_discount: 2_000_000 }, 400],
      [{ images: [] }, 400],
      [{ images: ['products/does-not-exist.webp'] }, 400],
      [{ images: ['private/tickets/abc.png'] }, 400],
      [{ images: ['../etc/passwd'] }, 400],
      [{ category_id: 3 }, 400],
      [{ category_id: 999999 }, 400],
      [{ compat: { part: 'cpu', socket: 'AM5' } }, 400],
      [{ compat: { part: 'toaster' } }, 400],
      [{ stock_type: 5 }, 400],
      [{ price: -1 }, 400],
      [{ name_en: '' }, 400],
    ];
    for (const [over, status] of cases) {
      const res = await api('POST', '/api/admin/products', body([key], over), 'ar');
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body.status).toBe(false);
    }
    const compat = await api('POST', '/api/admin/products', body([key], { compat: { part: 'cpu', socket: 'AM5' } }), 'ar');
    expect(compat.body.message).toBe('يحتاج cpu إلى مفاتيح تجميع الكمبيوتر التالية: tdp_w.');
    expect((await api('GET', '/api/admin/products/999999')).status).toBe(404);
    expect((await api('PUT', '/api/admin/products/999999', body([key]))).status).toBe(404);
    expect((await api('POST', '/api/admin/products/999999/publish', { active: true })).status).toBe(404);
  });

  it('names a specification field or a Build PC figure as the form does, in English and Arabic', async () => {
    const key = await uploaded();
    for (const [lang, spec, figure] of [
      ['en', 'Specification name (Arabic) is required.', 'Power draw (W)'],
      ['ar', 'حقل اسم المواصفة (بالعربية) مطلوب.', 'استهلاك الطاقة (واط)'],
    ] as const) {
      const specs = [{ key_en: 'DPI', key_ar: '', value_en: '16000', value_ar: '16000' }];
      const bad = await api('POST', '/api/admin/products', body([key], { specs }), lang);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(spec);
      const compat = { part: 'cpu', socket: 'AM5', tdp_w: 'lots' };
      const badFigure = await api('POST', '/api/admin/products', body([key], { compat }), lang);
      expect(badFigure.status).toBe(400);
      expect(badFigure.body.message).toContain(figure);
      expect(badFigure.body.message).not.toContain('tdp_w');
    }
  });

  it('keep their published state through an edit that does not name it (a form opened before a publish or unpublish)', async () => {
    const key = await uploaded();
    const created = await api<{ id: number; active: boolean }>('POST', '/api/admin/products', body([key]));
    const id = created.body.data.id;
    expect(created.body.data.active).toBe(true);
    const { active: _left, ...edit } = body([key], { price: 1_450_000, price_after_discount: null });
    const state = async () => (await api<{ active: boolean }>('GET', `/api/admin/products/${id}`)).body.data.active;
    const saved = await api<{ active: boolean; price: number }>('PUT', `/api/admin/products/${id}`, edit);
    expect(saved.body.data).toMatchObject({ active: true, price: 1_450_000 });
    await api('POST', `/api/admin/products/${id}/publish`, { active: false });
    expect((await api('PUT', `/api/admin/products/${id}`, edit)).status).toBe(200);
    expect(await state()).toBe(false);
    // the box ticked or unticked on purpose is still what is saved
    await api('PUT', `/api/admin/products/${id}`, { ...edit, active: true });
    expect(await state()).toBe(true);
    await api('PUT', `/api/admin/products/${id}`, { ...edit, active: false });
    expect(await state()).toBe(false);
    // a new product that does not say is a draft
    expect((await api<{ active: boolean }>('POST', '/api/admin/products', edit)).body.data.active).toBe(false);
  });

  it('keep the units orders took while the form was open: an edit without the stock leaves it, one whose form showed another stock is refused', async () => {
    const key = await uploaded();
    const id = (await api<{ id: number }>('POST', '/api/admin/products', body([key], { stock: 10 }))).body.data.id;
    const stock = async () => (await api<{ stock: number }>('GET', `/api/admin/products/${id}`)).body.data.stock;
    expect(await stock()).toBe(10);
    // the form is open (it shows 10) when a customer buys 3
    const customer = await createUser(t.ctx.db);
    const order = await orderCalls(() => t).place(customer, {
      shipping_method: 2,
      payment_id: 1,
      is_buy_now: 1,
      product_id: id,
      qty: 3,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await stock()).toBe(7);
    // the price changed, the stock box untouched: the form sends no stock, and the 3 stay sold
    const { stock: _shown, ...priceOnly } = body([key], { price: 1_450_000, price_after_discount: null });
    const saved = await api<{ stock: number; price: number }>('PUT', `/api/admin/products/${id}`, priceOnly);
    expect(saved.body.data).toMatchObject({ price: 1_450_000, stock: 7 });
    // a stock typed over the 10 the form showed: refused, in the request's language, with the stock now
    for (const [lang, words] of [
      ['en', 'The stock changed while the form was open'],
      ['ar', 'تغيّر المخزون أثناء فتح النموذج'],
    ] as const) {
      const refused = await api<null>('PUT', `/api/admin/products/${id}`, { ...priceOnly, stock: 20, stock_was: 10 }, lang);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'conflict', data: { stock: 7 } });
      expect(refused.body.message).toContain(words);
      expect(refused.body.message).toContain('7');
    }
    expect(await stock()).toBe(7);
    // typed over what the form now shows: written
    const set = await api<{ stock: number }>('PUT', `/api/admin/products/${id}`, { ...priceOnly, stock: 20, stock_was: 7 });
    expect(set.status).toBe(200);
    expect(set.body.data.stock).toBe(20);
    // a call that names only the stock (no form) sets it
    expect((await api<{ stock: number }>('PUT', `/api/admin/products/${id}`, { ...priceOnly, stock: 12 })).body.data.stock).toBe(
      12,
    );
  });

  it('a stock typed while orders are being placed at the same moment: either written before all of them, or refused; no unit lost or made up', async () => {
    const key = await uploaded();
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser(t.ctx.db)));
    const { stock: _shown, ...priceOnly } = body([key]);
    for (let round = 0; round < 3; round++) {
      const id = (await api<{ id: number }>('POST', '/api/admin/products', body([key], { stock: 10 }))).body.data.id;
      // the form showed 10; the staff member types 20 while six customers each buy one
      const [edit, ...orders] = await Promise.all([
        api<{ stock: number } | null>('PUT', `/api/admin/products/${id}`, { ...priceOnly, stock: 20, stock_was: 10 }),
        ...customers.map((c) =>
          orderCalls(() => t).place(c, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: id, qty: 1 }),
        ),
      ]);
      expect(orders.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const now = (await api<{ stock: number }>('GET', `/api/admin/products/${id}`)).body.data.stock;
      if (edit.status === 200) {
        // written before any order took a unit: each of the six took theirs from the 20
        expect(now).toBe(20 - 6);
      } else {
        // an order came first: the edit is refused, with the stock it saw, and the 10 are what the orders took from
        expect(edit.status).toBe(409);
        const seen = (edit.body as unknown as { data: { stock: number } }).data.stock;
        expect(seen).toBeGreaterThanOrEqual(10 - 6);
        expect(seen).toBeLessThan(10);
        expect(now).toBe(10 - 6);
      }
      const held = rowsOf<{ n: number }>(
        await t.ctx.db.execute(sql`select coalesce(sum(h.qty), 0)::int as n from order_holds h
          where h.kind = 'product_stock' and h.item_id = ${id} and h.state = 'held'`),
      )[0]!.n;
      expect(held).toBe(6);
      expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);
    }
  });

  it('cannot be written by support staff', async () => {
    const key = await uploaded();
    const res = await api('POST', '/api/admin/products', body([key]), 'en', support);
    expect(res.status).toBe(403);
    expect((await api('GET', '/api/admin/products', undefined, 'en', support)).status).toBe(403);
  });

  it('are audited with before and after', async () => {
    const key = await uploaded();
    const created = await api<{ id: number }>('POST', '/api/admin/products', body([key]));
    await api('PUT', `/api/admin/products/${created.body.data.id}`, body([key], { price: 999, price_after_discount: null }));
    const log = await api<{ items: { action: string; entity: string; entity_id: string }[] }>(
      'GET',
      '/api/admin/audit?entity=product',
    );
    const mine = log.body.data.items.filter((e) => e.entity_id === String(created.body.data.id)).map((e) => e.action);
    expect(mine).toEqual(['update', 'create']);
    // one record's entries: the staff member asks for this product's, not another's (its id typed in Arabic digits too)
    await api('POST', '/api/admin/products', body([key]));
    for (const id of [
      String(created.body.data.id),
      String(created.body.data.id).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
    ]) {
      const one = await api<{ items: { entity: string; entity_id: string }[]; total: number }>(
        'GET',
        `/api/admin/audit?entity=product&entity_id=${encodeURIComponent(id)}`,
      );
      expect(one.body.data.total).toBe(2);
      expect(new Set(one.body.data.items.map((e) => `${e.entity} ${e.entity_id}`))).toEqual(
        new Set([`product ${created.body.data.id}`]),
      );
    }
  });
});

describe('the category tree', () => {
  interface Cat {
    id: number;
    parent_id: number | null;
    name_en: string;
    fixed: boolean;
    store: string;
  }
  const catBody = (over: Record<string, unknown> = {}) => ({
    parent_id: 2,
    name_en: 'Test Monitors',
    name_ar: 'شاشات تجريبية',
    display_type: 3,
    sort_order: 5,
    active: true,
    ...over,
  });

  it('lists the tree with the spec fixed ids marked', async () => {
    const cats = (await api<Cat[]>('GET', '/api/admin/categories')).body.data;
    for (const id of [2, 3, 34]) expect(cats.find((c) => c.id === id)?.fixed, `category ${id}`).toBe(true);
  });

  it('creates, renames and moves a category, shown by the storefront at once', async () => {
    const created = await api<Cat>('POST', '/api/admin/categories', catBody());
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ parent_id: 2, store: 'hardware', fixed: false });
    const child = await api<Cat>(
      'POST',
      '/api/admin/categories',
      catBody({ parent_id: id, name_en: 'Test 4K', name_ar: 'تجريبي 4K' }),
    );
    expect(child.status).toBe(201);

    const shop = async () =>
      (await t.call<{ id: number; name: string }[]>({ method: 'GET', url: '/api/categories/children?category_id=2' })).body.data;
    expect((await shop()).map((c) => c.name)).toContain('Test Monitors');
    const renamed = await api<Cat>('PUT', `/api/admin/categories/${id}`, catBody({ name_en: 'Test Displays <b>x</b>' }));
    expect(renamed.body.data.name_en).toBe('Test Displays x');
    expect((await shop()).map((c) => c.name)).toContain('Test Displays x');

    // under itself or its own sub-category: refused
    expect((await api('PUT', `/api/admin/categories/${id}`, catBody({ parent_id: child.body.data.id }))).status).toBe(400);
    expect((await api('PUT', `/api/admin/categories/${id}`, catBody({ parent_id: id }))).status).toBe(400);
    // into the digital store: refused
    expect((await api('PUT', `/api/admin/categories/${id}`, catBody({ parent_id: 3 }))).status).toBe(400);
    // a move within the store
    const moved = await api<Cat>(
      'PUT',
      `/api/admin/categories/${child.body.data.id}`,
      catBody({ parent_id: 2, name_en: 'Test 4K', name_ar: 'تجريبي 4K' }),
    );
    expect(moved.body.data.parent_id).toBe(2);
  });

  it('keeps the fixed ids where they are, and the database refuses to delete or renumber them', async () => {
    const cats = (await api<(Cat & { name_ar: string })[]>('GET', '/api/admin/categories')).body.data;
    const pc = cats.find((c) => c.id === 34)!;
    const res = await api(
      'PUT',
      '/api/admin/categories/34',
      catBody({ parent_id: 3, name_en: pc.name_en, name_ar: pc.name_ar }),
      'ar',
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('هذه الفئة من فئات المتجر الثابتة: تبقى في مكانها.');
    const root = await api(
      'PUT',
      '/api/admin/categories/2',
      catBody({ parent_id: null, name_en: 'Gaming hardware', name_ar: 'أجهزة' }),
    );
    expect(root.status).toBe(200);
    await expect(t.ctx.db.execute(`delete from categories where id = 34`)).rejects.toThrow();
    await expect(t.ctx.db.execute(`update categories set id = 9034 where id = 2`)).rejects.toThrow();
  });

  it('refuses a second category of one name under one parent, in either language, in turn or at once', async () => {
    const parent = (
      await api<Cat>('POST', '/api/admin/categories', catBody({ name_en: 'Test Audio', name_ar: 'صوتيات تجريبية' }))
    ).body.data.id;
    const first = await api<Cat>(
      'POST',
      '/api/admin/categories',
      catBody({ parent_id: parent, name_en: 'Headsets', name_ar: 'سماعات' }),
    );
    expect(first.status).toBe(201);
    const again = await api(
      'POST',
      '/api/admin/categories',
      catBody({ parent_id: parent, name_en: 'HEADSETS', name_ar: 'أخرى' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is already a category named “Headsets” here: choose another name.');
    const arabic = await api(
      'POST',
      '/api/admin/categories',
      catBody({ parent_id: parent, name_en: 'Other', name_ar: 'سماعات' }),
      'ar',
    );
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toBe('توجد بالفعل فئة باسم «سماعات» في هذا المكان: اختر اسمًا آخر.');
    // the same name under another parent, and a category saved under its own name, are fine
    expect(
      (
        await api(
          'POST',
          '/api/admin/categories',
          catBody({ parent_id: first.body.data.id, name_en: 'Headsets', name_ar: 'سماعات' }),
        )
      ).status,
    ).toBe(201);
    const own = await api(
      'PUT',
      `/api/admin/categories/${first.body.data.id}`,
      catBody({ parent_id: parent, name_en: 'Headsets', name_ar: 'سماعات' }),
    );
    expect(own.status).toBe(200);
    // a rename onto a sibling's name is refused too
    const other = await api<Cat>(
      'POST',
      '/api/admin/categories',
      catBody({ parent_id: parent, name_en: 'Speakers', name_ar: 'مكبرات' }),
    );
    expect(
      (
        await api(
          'PUT',
          `/api/admin/categories/${other.body.data.id}`,
          catBody({ parent_id: parent, name_en: 'headsets', name_ar: 'مكبرات' }),
        )
      ).status,
    ).toBe(409);

    // five staff members creating one name at once: one category
    const body = catBody({ parent_id: parent, name_en: 'Microphones', name_ar: 'ميكروفونات' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => api('POST', '/api/admin/categories', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const named = await t.ctx.db.execute(
      sql`select count(*)::int as n from categories where parent_id = ${parent} and name_en = 'Microphones'`,
    );
    expect(rowsOf<{ n: number }>(named)[0]!.n).toBe(1);
  });

  it('never lets two moves at once put a category under its own branch', async () => {
    const a = (await api<Cat>('POST', '/api/admin/categories', catBody({ name_en: 'Test Branch A', name_ar: 'فرع أ' }))).body.data
      .id;
    const b = (await api<Cat>('POST', '/api/admin/categories', catBody({ name_en: 'Test Branch B', name_ar: 'فرع ب' }))).body.data
      .id;
    // A under B and B under A, asked together: each alone is a fair move, both would be a loop
    const [ab, ba] = await Promise.all([
      api('PUT', `/api/admin/categories/${a}`, catBody({ parent_id: b, name_en: 'Test Branch A', name_ar: 'فرع أ' })),
      api('PUT', `/api/admin/categories/${b}`, catBody({ parent_id: a, name_en: 'Test Branch B', name_ar: 'فرع ب' })),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 400]);
    const parents = rowsOf<{ id: number; parent_id: number }>(
      await t.ctx.db.execute(sql`select id, parent_id from categories where id in (${a}, ${b})`),
    );
    expect(parents.filter((p) => p.parent_id === a || p.parent_id === b)).toHaveLength(1);
    // and the storefront still draws the hardware store's tree
    expect((await t.call({ method: 'GET', url: '/api/categories/children?category_id=2' })).status).toBe(200);
  });

  it('refuses a missing parent and support staff', async () => {
    expect((await api('POST', '/api/admin/categories', catBody({ parent_id: 999999 }))).status).toBe(400);
    expect((await api('POST', '/api/admin/categories', catBody({ parent_id: null }))).status).toBe(400);
    expect((await api('POST', '/api/admin/categories', catBody(), 'en', support)).status).toBe(403);
  });
});
