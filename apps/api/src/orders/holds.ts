// What an order takes, and how each thing is given back (issue 22). Placing an order records a
// hold per thing taken — managed stock, reserved codes, the coupon use, points from each lot,
// wallet money — in `order_holds`; releasing an order walks its open holds with GIVE_BACK, the one
// table pairing each kind with its give-back (a Record over HoldKind: a new kind does not compile
// without one). A hold is given back once (its state moves from 'held' under the order's lock)
// and never refreshed: points go back to the lots they came from, with those lots' own expiry.
// A hold that became a sale (codes sold, stock shipped) is 'settled' and stays taken.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';

export const HOLD_KINDS = ['product_stock', 'card_stock', 'codes', 'coupon', 'points_lot', 'wallet'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export interface Hold {
  id: number;
  order_id: number;
  kind: HoldKind;
  item_id: number | null;
  qty: number;
}

interface HeldOrder {
  id: number;
  number: string;
  user_id: number;
}

/** Records one hold of the order (inside the transaction that took the thing). */
export async function recordHold(tx: Tx, orderId: number, kind: HoldKind, itemId: number | null, qty: number): Promise<void> {
  if (qty <= 0) return;
  await tx.execute(sql`insert into order_holds (order_id, kind, item_id, qty) values (${orderId}, ${kind}, ${itemId}, ${qty})`);
}

type GiveBack = (tx: Tx, ctx: AppContext, order: HeldOrder, hold: Hold) => Promise<void>;

const returnStock = (table: 'products' | 'cards'): GiveBack => {
  const t = sql.raw(table);
  return async (tx, _ctx, _order, hold) => {
    await tx.execute(sql`update ${t} set stock = stock + ${hold.qty}, updated_at = now() where id = ${hold.item_id}`);
  };
};

/** Each kind of hold with its give-back, side by side. */
export const GIVE_BACK: Record<HoldKind, GiveBack> = {
  product_stock: returnStock('products'),
  card_stock: returnStock('cards'),
  // the codes reserved for the order's lines of this card become available again
  codes: async (tx, _ctx, order, hold) => {
    await tx.execute(sql`update card_codes set status = 'available', order_line_id = null
      where status = 'reserved' and card_id = ${hold.item_id}
        and order_line_id in (select id from order_lines where order_id = ${order.id})`);
  },
  coupon: async (tx, _ctx, _order, hold) => {
    await tx.execute(sql`update coupons set used_count = greatest(used_count - ${hold.qty}, 0) where id = ${hold.item_id}`);
  },
  // back to the lot they were spent from, which keeps its own expiry (an expired lot stays expired);
  // a 'returned' row beside the order's 'redeemed' row nets the redemption out in the history
  points_lot: async (tx, _ctx, order, hold) => {
    await tx.execute(sql`update points_ledger set used = used - ${hold.qty} where id = ${hold.item_id} and used >= ${hold.qty}`);
    await tx.execute(sql`insert into points_ledger (user_id, order_id, points, status, redeem_date)
      values (${order.user_id}, ${order.id}, ${hold.qty}, 'returned', null)`);
  },
  wallet: async (tx, _ctx, order, hold) => {
    await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
      values (${order.user_id}, 'credit', ${hold.qty}, ${`Refund of order ${order.number}`}, ${`استرداد الطلب ${order.number}`},
        ${order.number}, ${order.id})`);
  },
};

/**
 * Gives back every open hold of the order, once. The caller holds the order's row lock (moveOrder),
 * so two releases cannot both see a hold open. Answers the holds given back.
 */
export async function releaseHolds(tx: Tx, ctx: AppContext, order: HeldOrder): Promise<Hold[]> {
  const holds = rowsOf<Hold>(
    await tx.execute(sql`update order_holds set state = 'released', ended_at = now()
      where order_id = ${order.id} and state = 'held' returning id, order_id, kind, item_id, qty`),
  ).sort((a, b) => a.id - b.id);
  for (const hold of holds) await GIVE_BACK[hold.kind](tx, ctx, order, hold);
  return holds;
}

/** Holds of these kinds became a sale (codes sold, hardware handed to the carrier): they stay taken. */
export async function settleHolds(tx: Tx, orderId: number, kinds: HoldKind[]): Promise<void> {
  await tx.execute(sql`update order_holds set state = 'settled', ended_at = now()
    where order_id = ${orderId} and state = 'held' and kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}
