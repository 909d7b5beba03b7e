// GET users/liked a page at a time (issue 23: the wishlist page asked for 100 items at once and
// had no pages): most recently liked first, each kind paged on its own with its total.
import type { ProductListItem } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/handle.ts';
import { createUser, insertCategory, insertProduct } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Liked = {
  products: { products: ProductListItem[]; total: number; current_page: number; last_page: number; per_page: number };
};

describe('GET users/liked', () => {
  it('pages the wishlist, most recently liked first, 20 per page unless asked', async () => {
    const leaf = await insertCategory(t.ctx.db, { parentId: 2, nameEn: 'Wishlist Leaf' });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertProduct(t.ctx.db, { categoryId: leaf, nameEn: `Wished ${i}` }));
    const user = await createUser(t.ctx.db);
    for (const id of ids) {
      expect((await t.call({ method: 'POST', url: `/api/products/${id}/liked`, headers: user.headers })).status).toBe(200);
    }
    const page = (q: string) => t.call<Liked>({ method: 'GET', url: `/api/users/liked${q}`, headers: user.headers });
    const first = await page('?per_page=2&page=1');
    expect(first.body.data.products).toMatchObject({ total: 5, current_page: 1, last_page: 3, per_page: 2 });
    expect(first.body.data.products.products.map((p) => p.id)).toEqual([ids[4], ids[3]]);
    const last = await page('?per_page=2&page=3');
    expect(last.body.data.products.products.map((p) => p.id)).toEqual([ids[0]]);
    const plain = await page('');
    expect(plain.body.data.products.per_page).toBe(20);
    expect(plain.body.data.products.products).toHaveLength(5);
    // never more than 100 at once
    expect((await page('?per_page=5000')).body.data.products.per_page).toBe(100);
  });

  it('unlikes an item staff took off the store, and refuses to like it', async () => {
    const leaf = await insertCategory(t.ctx.db, { parentId: 2, nameEn: 'Wishlist Gone' });
    const id = await insertProduct(t.ctx.db, { categoryId: leaf, nameEn: 'Soon gone' });
    const user = await createUser(t.ctx.db);
    const like = () => t.call<{ isFav: boolean }>({ method: 'POST', url: `/api/products/${id}/liked`, headers: user.headers });
    expect((await like()).status).toBe(200);
    await t.ctx.db.execute(sql`update products set active = false where id = ${id}`);
    // its heart, on a page opened before, takes it off the wishlist
    const off = await like();
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ isFav: false });
    const liked = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from favourites where product_id = ${id}`),
    );
    expect(liked[0]?.n).toBe(0);
    // pressed again, it is not liked back
    const again = await like();
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Product not found');
  });
});
