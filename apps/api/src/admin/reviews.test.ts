// Review moderation in the back-office: the reviews newest first with their item and customer,
// found by comment, e-mail or item name and filtered by state and stars; a hidden review leaves the
// item's page and its rating at once (cached answer included) and comes back when shown again;
// the reason is required to hide, kept with who and when, and audited; bad input in the request's
// language; support staff may not moderate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewRow } from '@store/shared/contract/admin-reviews';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { checkInvariants } from '../orders/invariants.ts';
import type { TestApp } from '../test/harness.ts';
import { auditCodesWithoutWords, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
let admin: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  // the public micro-cache on, as in production: hiding must reach the cached item answer
  ({ t, f } = await cartTestApp({ env: { PUBLIC_CACHE_SECONDS: '30' } }));
  admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
  support = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}` };
}, 180_000);
afterAll(() => t?.close());

/** A customer's review written straight to the table (writing reviews has its own tests). */
async function reviewOf(productId: number, rating: number, comment: string, email?: string) {
  const user = await createUser(t.ctx.db, email);
  const rows = rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`insert into reviews (user_id, product_id, rating, comment)
      values (${user.id}, ${productId}, ${rating}, ${comment}) returning id`),
  );
  return { id: rows[0]!.id, email: user.email };
}

async function productPage(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/getProductDetails?product_id=${id}` });
  return res.json<{
    data: { product: { reviews: { id: number }[]; reviews_count: number; reviews_avg_rating: number } };
  }>().data.product;
}

const list = (query: string, headers = admin, lang = 'en') =>
  t.call<{ items: AdminReviewRow[]; total: number; last_page: number }>({
    method: 'GET',
    url: `/api/admin/reviews?${query}`,
    headers: { ...headers, lang },
  });

const setVisibility = (id: number, payload: object, headers = admin, lang = 'en') =>
  t.call<AdminReviewRow>({
    method: 'POST',
    url: `/api/admin/reviews/${id}/visibility`,
    headers: { ...headers, lang },
    payload,
  });

describe('review moderation', () => {
  it('hides a review from the item’s page and rating at once, keeps why and who, and shows it again', async () => {
    const product = await f.product({ price: 100_00, stock: 5 });
    const kind = await reviewOf(product, 5, 'Great cooler, quiet and cold.');
    const abuse = await reviewOf(product, 1, 'Call me on 01012345678 for a cheaper one!!');
    // the page as a shopper sees it, now in the public cache
    expect(await productPage(product)).toMatchObject({ reviews_count: 2, reviews_avg_rating: 3 });

    const found = await list(`search=${encodeURIComponent('cheaper one')}`);
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((r) => r.id)).toEqual([abuse.id]);
    expect(found.body.data.items[0]).toMatchObject({
      kind: 'product',
      item_id: product,
      customer_email: abuse.email,
      rating: 1,
      hidden: false,
    });

    // a reason is required to hide, in the staff member's language
    const noReason = await setVisibility(abuse.id, { hidden: true }, admin, 'ar');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('اكتب سبب إخفاء التقييم');

    const hidden = await setVisibility(abuse.id, { hidden: true, reason: 'A phone number and an offer elsewhere' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toContain('The review is hidden');
    expect(hidden.body.data).toMatchObject({
      hidden: true,
      hidden_reason: 'A phone number and an offer elsewhere',
      hidden_by_email: expect.stringContaining('admin@'),
    });
    const page = await productPage(product);
    expect(page.reviews.map((r) => r.id)).toEqual([kind.id]);
    expect(page).toMatchObject({ reviews_count: 1, reviews_avg_rating: 5 });
    expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

    // the filters: hidden ones, one star, every state
    const byProduct = (more: string) =>
      list(`${more}&search=${encodeURIComponent(abuse.email)}`).then((r) => r.body.data.items.map((i) => i.id));
    expect(await byProduct('state=hidden')).toEqual([abuse.id]);
    expect(await byProduct('state=shown')).toEqual([]);
    expect(await byProduct('rating=1')).toEqual([abuse.id]);
    expect(await byProduct('rating=5')).toEqual([]);

    // hiding twice keeps the first time it was hidden; showing it again puts it back
    const again = await setVisibility(abuse.id, { hidden: true, reason: 'Still a phone number' });
    expect(again.body.data.hidden_at).toBe(hidden.body.data.hidden_at);
    const shown = await setVisibility(abuse.id, { hidden: false }, admin, 'ar');
    expect(shown.status).toBe(200);
    expect(shown.body.message).toContain('عاد التقييم يظهر');
    expect(shown.body.data).toMatchObject({ hidden: false, hidden_reason: '', hidden_by_email: null });
    expect(await productPage(product)).toMatchObject({ reviews_count: 2, reviews_avg_rating: 3 });
    expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);

    // the audit log has each change, with the reason
    const audits = rowsOf<{ action: string; after: { hidden: boolean; reason: string } }>(
      await t.ctx.db.execute(
        sql`select action, after from audit_log where entity = 'review' and entity_id = ${String(abuse.id)} order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['hide', 'hide', 'show']);
    expect(audits[0]!.after).toEqual({ hidden: true, reason: 'A phone number and an offer elsewhere' });
    // and the back-office's audit page names these actions and this kind of record in both languages
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it('a customer’s edit of a hidden review keeps it hidden and out of the rating', async () => {
    const product = await f.product({ price: 100_00, stock: 5 });
    const r = await reviewOf(product, 2, 'spam spam');
    await setVisibility(r.id, { hidden: true, reason: 'Spam' });
    await t.ctx.db.execute(sql`update reviews set rating = 4, comment = 'spam again' where id = ${r.id}`);
    expect(await productPage(product)).toMatchObject({ reviews_count: 0, reviews: [] });
    expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);
  });

  it('refuses support staff, an unknown review and bad filters without a 500', async () => {
    const product = await f.product({ price: 100_00, stock: 5 });
    const r = await reviewOf(product, 3, 'fine');
    expect((await list('', support)).status).toBe(403);
    expect((await setVisibility(r.id, { hidden: true, reason: 'nope' }, support)).status).toBe(403);
    const unknown = await setVisibility(99_999_999, { hidden: true, reason: 'gone' }, admin, 'ar');
    expect(unknown.status).toBe(404);
    expect((await list('rating=6')).status).toBe(400);
    expect((await list('state=deleted')).status).toBe(400);
    const long = await setVisibility(r.id, { hidden: true, reason: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A reason may be at most 300 characters.');
    expect((await setVisibility(r.id, { reason: 'no flag' })).status).toBe(400);
  });
});
