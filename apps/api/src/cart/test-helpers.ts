// Helpers for cart tests: a hardware category with products of chosen stock, a card of chosen
// stock, available points for a user, and the cart calls. Test-only.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { firstCountryId, insertCard, insertCategory, insertProduct, type ProductInput } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/harness.ts';

export interface CartFixture {
  categoryId: number;
  digitalCategoryId: number;
  countryId: number;
  product(o?: Partial<ProductInput>): Promise<number>;
  card(o?: { stockType?: number; stock?: number; price?: number }): Promise<number>;
}

export async function cartFixture(db: Db): Promise<CartFixture> {
  const categoryId = await insertCategory(db, { parentId: 2 });
  const digitalCategoryId = await insertCategory(db, { parentId: 3, store: 'digital' });
  const countryId = await firstCountryId(db);
  return {
    categoryId,
    digitalCategoryId,
    countryId,
    product: (o = {}) => insertProduct(db, { categoryId, ...o }),
    card: (o = {}) => insertCard(db, { categoryId: digitalCategoryId, countryId, ...o }),
  };
}

/** A file's test app (a copy of the seeded demo database) with the cart fixture in it:
 * `beforeAll(async () => { ({ t, f } = await cartTestApp()); })`. */
export async function cartTestApp(opts?: TestAppOptions): Promise<{ t: TestApp; f: CartFixture }> {
  const t = await createTestApp(opts);
  return { t, f: await cartFixture(t.ctx.db) };
}

/** Gives a user `points` available reward points (one ledger entry). */
export async function givePoints(db: Db, userId: number, points: number): Promise<void> {
  await db.execute(sql`insert into points_ledger (user_id, points, status) values (${userId}, ${points}, 'available')`);
}

export function cartCalls(t: TestApp, headers: Record<string, string>) {
  return {
    add: (kind: 'products' | 'cards', id: number, body: unknown, lang = 'en') =>
      t.call<{ qty: number; count: number }>({
        method: 'POST',
        url: `/api/${kind}/${id}/add-cart`,
        headers: { ...headers, lang },
        payload: body as object,
      }),
    remove: (kind: 'products' | 'cards', id: number) =>
      t.call<{ qty: number; count: number }>({ method: 'DELETE', url: `/api/${kind}/${id}/delete-cart`, headers }),
    get: (query = '', lang = 'en') =>
      t.call<CartData>({ method: 'GET', url: `/api/users/cart${query ? `?${query}` : ''}`, headers: { ...headers, lang } }),
    addMany: (body: unknown, lang = 'en') =>
      t.call<{ added: unknown[]; adjusted: unknown[]; skipped: unknown[]; repriced: unknown[]; count: number }>({
        method: 'POST',
        url: '/api/cart/add-multiple-items',
        headers: { ...headers, lang },
        payload: body as object,
      }),
  };
}

export interface CartLineData {
  id: number;
  name: string;
  qty: number;
  price: number;
  price_after_discount: number | null;
  total_price: number;
  product_type: number;
}

export interface CartData {
  products: CartLineData[];
  cards: CartLineData[];
  total: number;
  is_cart_updated: boolean;
  tier_increment: number;
  max_redeemable_points: number;
  min_points_to_use: number;
  current_points: number;
  usable_points: number;
  monetary_value_per_point: number;
}
