// Demo reviews written the way a customer writes them (spec §1: only buyers review): eight demo
// reviewers fill a cart, place an order (orders/place-order.ts), pay it through the sandbox
// gateway's verified callback (payments/sandbox.ts → the order machine's `paid`) and then review
// what they bought through the same statement POST …/reviews runs (reviews/service.ts), whose
// purchase check would refuse anything not bought. Afterwards the dates are spread over the past
// weeks, so the pages show a believable history. Only items with plenty of stock are bought
// (products ≥ 10, card codes ≥ 8, or unmanaged), so the catalogue's low-stock examples stay as
// they are. One order per reviewer, eight in all: cheap enough to run with every seed.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../account/passwords.ts';
import { DEMO_PASSWORD } from '../account/demo-accounts.ts';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { cartItems, orders, users } from '../db/schema/index.ts';
import { placeOrder } from '../orders/place-order.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import { handleSandboxCallback, signCallback } from '../payments/sandbox.ts';
import { upsertReview } from '../reviews/service.ts';
import { DEMO_RATINGS, DEMO_REVIEWER_DOMAIN, DEMO_REVIEWERS, demoComment, type DemoReviewer } from './sources/reviews.ts';
import { hash32 } from './util.ts';

type Kind = 'product' | 'card';

interface Planned {
  kind: Kind;
  id: number;
  rating: number;
  comment: string;
  /** days between the order and the review */
  after: number;
}

const PRODUCT_REVIEW_COUNTS = [0, 1, 2, 2, 3, 3, 4];
const CARD_REVIEW_COUNTS = [0, 0, 1, 1, 2, 3];
const DAY_MS = 86_400_000;

export const demoReviewerEmail = (r: DemoReviewer) => `${r.name}@${DEMO_REVIEWER_DOMAIN}`;

/** The items each reviewer buys and reviews: a stable choice from the item's slug. */
function plan(items: { kind: Kind; id: number; slug: string }[]): Map<number, Planned[]> {
  const byReviewer = new Map<number, Planned[]>();
  for (const item of items) {
    const h = hash32(`${item.kind}:${item.slug}`);
    const counts = item.kind === 'product' ? PRODUCT_REVIEW_COUNTS : CARD_REVIEW_COUNTS;
    const n = counts[h % counts.length]!;
    for (let k = 0; k < n; k++) {
      const who = (h + k * 3) % DEMO_REVIEWERS.length;
      // the third reviewer of an item is a little harder to please
      const rating = Math.max(1, DEMO_RATINGS[(h >>> 3) % DEMO_RATINGS.length]! - (k === 2 ? 1 : 0));
      const reviewer = DEMO_REVIEWERS[who]!;
      const list = byReviewer.get(who) ?? [];
      list.push({
        kind: item.kind,
        id: item.id,
        rating,
        comment: demoComment(item.kind, reviewer.lang, rating, h >>> 7),
        after: 2 + ((h >>> 11) % 12),
      });
      byReviewer.set(who, list);
    }
  }
  return byReviewer;
}

async function reviewerIds(ctx: AppContext): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = DEMO_REVIEWERS.map(demoReviewerEmail);
  await ctx.db
    .insert(users)
    .values(
      DEMO_REVIEWERS.map((r, i) => ({
        email: emails[i]!,
        phone: r.phone,
        passwordHash,
        userType: 'customer',
        activation: 'Active',
        lang: r.lang,
      })),
    )
    .onConflictDoNothing();
  const rows = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return emails.map((e) => rows.find((r) => r.email === e)!.id);
}

/** Cart → one order → sandbox payment (verified callback) → delivered; answers the order id. */
async function buy(ctx: AppContext, reviewer: DemoReviewer, userId: number, planned: Planned[]): Promise<number> {
  await ctx.db
    .insert(cartItems)
    .values(planned.map((p) => (p.kind === 'product' ? { userId, productId: p.id, qty: 1 } : { userId, cardId: p.id, qty: 1 })));
  const physical = planned.some((p) => p.kind === 'product');
  const placed = await placeOrder(
    { ctx, lang: reviewer.lang, userId },
    {
      full_name: reviewer.name.replace('.', ' '),
      country: 'Egypt',
      city: 'Cairo',
      street_address: '26 July Street, Zamalek',
      phone: reviewer.phone,
      shipping_method: physical ? 2 : 1,
      payment_id: 1,
      redeem_points: 0,
    },
    '127.0.0.1',
  );
  const paymentId = Number(/sandbox\/(\d+)/.exec(placed.payment_link ?? '')?.[1]);
  if (!paymentId) throw new Error('demo reviews: the demo order got no sandbox payment link');
  const paid = await handleSandboxCallback(ctx, reviewer.lang, {
    paymentId,
    result: 'paid',
    signature: signCallback(ctx, paymentId, 'paid'),
  });
  if (!paid.applied) throw new Error('demo reviews: the demo order was not paid');
  // the hardware was delivered (an all-digital order completes itself when its codes are sold)
  // the sandbox carrier walks the shipment to Delivered (the order completes through the machine)
  if (physical) {
    const number = rowsOf<{ number: string }>(
      await ctx.db.execute(sql`select number from orders where id = ${placed.order_id}`),
    )[0]!.number;
    for (let step = 0; step < 6 && (await advanceSandboxShipment(ctx, number)); step++);
  }
  return placed.order_id;
}

/** Writes the demo reviews once (a store that has reviews already is left alone). */
export async function seedDemoReviews(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const existing = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from reviews`))[0]?.n ?? 0;
  if (existing > 0) return 0;
  const items = rowsOf<{ kind: Kind; id: number; slug: string }>(
    await ctx.db.execute(sql`
      select 'product' as kind, id, slug from products
        where active and (stock_type = 0 or (stock_type = 1 and stock >= 10))
      union all
      select 'card' as kind, id, slug from cards where active and stock_type = 1 and stock >= 8
      order by kind, id`),
  );
  const ids = await reviewerIds(ctx);
  let written = 0;
  for (const [who, planned] of plan(items)) {
    const reviewer = DEMO_REVIEWERS[who]!;
    const userId = ids[who]!;
    const orderId = await buy(ctx, reviewer, userId, planned);
    // bought 3–10 weeks ago; each review a few days after the order
    const orderedAt = new Date(now.getTime() - (21 + (hash32(reviewer.name) % 50)) * DAY_MS);
    await ctx.db
      .update(orders)
      .set({ createdAt: orderedAt, updatedAt: orderedAt, paidAt: orderedAt })
      .where(eq(orders.id, orderId));
    const dates: SQL[] = [];
    for (const p of planned) {
      const saved = await upsertReview(ctx.db, p.kind, p.id, userId, { rating: p.rating, comment: p.comment });
      if (!saved) throw new Error(`demo reviews: ${reviewer.name} could not review ${p.kind} ${p.id}`);
      const at = new Date(orderedAt.getTime() + p.after * DAY_MS + (hash32(`${who}:${p.id}`) % DAY_MS));
      dates.push(sql`(${saved.id}::int, ${at.toISOString()}::timestamptz)`);
      written++;
    }
    await ctx.db.execute(sql`update reviews r set created_at = v.at, updated_at = v.at
      from (values ${sql.join(dates, sql`, `)}) as v(id, at) where r.id = v.id`);
  }
  return written;
}
