// What the Build PC page reads (spec §7): each component category's in-stock products carry the
// specification keys of their part (`compat`), on the seeded demo store; other products carry
// null. The keys come from products.compat (migration 0013).
import { compatibilityWarnings, type Category, type ProductPage } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { cartCalls } from '../cart/test-helpers.ts';
import { createUser, insertProduct } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function components(): Promise<Map<string, number>> {
  const { body } = await t.call<Category[]>({ method: 'GET', url: '/api/categories/children/children?category_id=34' });
  return new Map(body.data.map((c) => [c.name, c.id]));
}

async function inStock(categoryId: number, lang = 'en') {
  const res = await t.call<ProductPage>({
    method: 'GET',
    url: `/api/products/category?category_id=${categoryId}&instock=true&per_page=100`,
    headers: { lang },
  });
  expect(res.status).toBe(200);
  return res.body.data.products;
}

describe('Build PC reads: products/category with instock=true', () => {
  it('gives every in-stock component its part and keys', async () => {
    const ids = await components();
    const expected: Array<[string, string, string[]]> = [
      ['Processors', 'cpu', ['socket', 'tdp_w']],
      ['Motherboards', 'motherboard', ['socket', 'memory_type']],
      ['Memory (RAM)', 'memory', ['memory_type']],
      ['Graphics Cards', 'gpu', ['tdp_w', 'length_mm']],
      ['Power Supplies', 'psu', ['wattage_w']],
      ['Cases', 'case', ['max_gpu_length_mm']],
    ];
    for (const [name, part, keys] of expected) {
      const products = await inStock(ids.get(name)!);
      expect(products.length, name).toBeGreaterThan(0);
      for (const p of products) {
        expect(p.type === 0 || p.stock > 0, p.name).toBe(true);
        expect(p.compat?.part, p.name).toBe(part);
        for (const key of keys) expect(p.compat, `${p.name} ${key}`).toHaveProperty(key);
      }
    }
  });

  it('lets the keys of two real products raise a warning (AM5 processor on an LGA 1700 board)', async () => {
    const ids = await components();
    const cpu = (await inStock(ids.get('Processors')!)).find((p) => p.compat?.socket === 'AM5')!;
    const board = (await inStock(ids.get('Motherboards')!, 'ar')).find((p) => p.compat?.socket === 'LGA 1700')!;
    const warnings = compatibilityWarnings([cpu, board].map((p) => ({ qty: 1, compat: p.compat })));
    expect(warnings.map((w) => w.code)).toEqual(['socket_mismatch']);
  });

  it('answers null for products that are not a checked component (storage, consoles, a new product)', async () => {
    const ids = await components();
    for (const p of await inStock(ids.get('Storage')!)) expect(p.compat).toBeNull();
    const added = await insertProduct(t.ctx.db, { categoryId: ids.get('Processors')!, nameEn: 'No Keys CPU', stockType: 0 });
    const page = await inStock(ids.get('Processors')!);
    expect(page.find((p) => p.id === added)?.compat).toBeNull();
  });
});

describe('Build PC into the cart: quantities above the stock and bad quantities', () => {
  async function demoParts() {
    const ids = await components();
    const cpu = (await inStock(ids.get('Processors')!)).find((p) => p.type === 1 && p.stock >= 1)!;
    const board = (await inStock(ids.get('Motherboards')!)).find((p) => p.type === 1 && p.stock >= 2)!;
    return { cpu, board };
  }

  it('lowers a part asked above its stock to the stock, says so, and adds the others whole', async () => {
    const { cpu, board } = await demoParts();
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    const res = await cart.addMany(
      {
        items: [
          { id: cpu.id, qty: cpu.stock + 5, type: 'product' },
          { id: board.id, qty: 2, type: 'product' },
        ],
        platform: 'web',
      },
      'ar',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      added: [{ id: board.id, type: 'product', qty: 2 }],
      adjusted: [{ id: cpu.id, type: 'product', qty: cpu.stock }],
      skipped: [],
      repriced: [],
      count: 2,
    });
    expect(res.body.message).toBe('تمت إضافة المنتجات إلى السلة. خُفّضت بعض الكميات إلى المتوفر، وتم تخطي المنتجات غير المتاحة.');
    const lines = (await cart.get()).body.data.products.map((l) => [l.id, l.qty]);
    expect(lines.sort()).toEqual(
      [
        [board.id, 2],
        [cpu.id, cpu.stock],
      ].sort(),
    );
  });

  it('refuses a batch with a bad quantity and writes none of it', async () => {
    const { cpu, board } = await demoParts();
    const user = await createUser(t.ctx.db);
    const cart = cartCalls(t, user.headers);
    for (const qty of [0, -1, 1.5, 'two', 1e9]) {
      const res = await cart.addMany({
        items: [
          { id: board.id, qty: 1, type: 'product' },
          { id: cpu.id, qty, type: 'product' },
        ],
        platform: 'web',
      });
      expect(res.status, String(qty)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect((await cart.get()).body.data.products).toEqual([]);
  });
});
