// The demo store's reviews (demo/reviews.ts) on the seeded test database: written by demo
// customers after paid demo orders, so every one passes the buyers-only rule; spread over many
// products and cards; the catalogue's low-stock examples left alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoReviews } from './reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(q));

describe('demo reviews', () => {
  it('every review was written by a customer who bought the item in a paid order', async () => {
    const [counts] = await rows<{ total: number; unbought: number; products: number; cards: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where not exists (
          select 1 from order_lines l join orders o on o.id = l.order_id
          where o.user_id = r.user_id and o.payment_status = 'paid' and o.status = 'completed'
            and (l.product_id = r.product_id or l.card_id = r.card_id)
            and o.created_at < r.created_at))::int as unbought,
        count(distinct r.product_id)::int as products, count(distinct r.card_id)::int as cards
      from reviews r`);
    expect(counts!.total).toBeGreaterThan(50);
    expect(counts!.unbought).toBe(0);
    expect(counts!.products).toBeGreaterThan(20);
    expect(counts!.cards).toBeGreaterThan(10);
  });

  it('shows on the product pages with a rating, a masked reviewer and a past date', async () => {
    const [top] = await rows<{ id: number; n: number }>(
      sql`select product_id as id, count(*)::int as n from reviews where product_id is not null
        group by product_id order by count(*) desc, product_id limit 1`,
    );
    const res = await t.call<{
      product: { reviews_count: number; reviews_avg_rating: number; reviews: { user: { email: string }; created_at: string }[] };
    }>({
      method: 'GET',
      url: `/api/products/getProductDetails?product_id=${top!.id}`,
    });
    const p = res.body.data.product;
    expect(p.reviews_count).toBe(top!.n);
    expect(p.reviews_avg_rating).toBeGreaterThanOrEqual(1);
    expect(p.reviews_avg_rating).toBeLessThanOrEqual(5);
    for (const r of p.reviews) {
      expect(r.user.email).toMatch(/^[^*@]{1,2}\*\*\*@example\.com$/);
      const [d, m, y] = r.created_at.split('/').map(Number);
      expect(new Date(y!, m! - 1, d!).getTime()).toBeLessThan(Date.now());
    }
  });

  it('leaves low-stock products alone, and runs once', async () => {
    const [touched] = await rows<{ n: number }>(sql`
      select count(*)::int as n from order_lines l join products p on p.id = l.product_id
      where p.stock_type = 1 and p.stock < 6`);
    expect(touched!.n).toBe(0);
    expect(await seedDemoReviews(t.ctx)).toBe(0);
  });
});
