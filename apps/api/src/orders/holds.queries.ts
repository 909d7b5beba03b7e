// SQL of an order's holds (issue 22; holds.ts says what a hold is): recording one, the give-back
// of each kind, releasing and settling the open ones. Only holds.ts imports this module: each
// give-back is paired with its kind there (GIVE_BACK), once. The caller holds the order's lock.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';

export const HOLD_KINDS = ['product_stock', 'card_stock', 'codes', 'coupon', 'points_lot', 'wallet'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** A row of order_holds. */
export interface Hold {
  id: number;
  order_id: number;
  kind: HoldKind;
  item_id: number | null;
  qty: number;
}

export async function insertHold(tx: Tx, orderId: number, kind: HoldKind, itemId: number | null, qty: number): Promise<void> {
  await tx.execute(sql`insert into order_holds (order_id, kind, item_id, qty) values (${orderId}, ${kind}, ${itemId}, ${qty})`);
}

/** Managed stock back on sale. */
export async function addStock(tx: Tx, table: 'products' | 'cards', itemId: number | null, qty: number): Promise<void> {
  const t = sql.raw(table);
  await tx.execute(sql`update ${t} set stock = stock + ${qty}, updated_at = now() where id = ${itemId}`);
}

/** The codes of a card reserved for the order's lines become available again. */
export async function unreserveCodes(tx: Tx, orderId: number, cardId: number | null): Promise<void> {
  await tx.execute(sql`update card_codes set status = 'available', order_line_id = null
      where status = 'reserved' and card_id = ${cardId}
        and order_line_id in (select id from order_lines where order_id = ${orderId})`);
}

export async function returnCouponUses(tx: Tx, couponId: number | null, uses: number): Promise<void> {
  await tx.execute(sql`update coupons set used_count = greatest(used_count - ${uses}, 0) where id = ${couponId}`);
}

/** Points back to the lot they were spent from, and the 'returned' row beside the order's 'redeemed' one. */
export async function returnPointsToLot(tx: Tx, order: { id: number; user_id: number }, lotId: number | null, points: number) {
  await tx.execute(sql`update points_ledger set used = used - ${points} where id = ${lotId} and used >= ${points}`);
  await tx.execute(sql`insert into points_ledger (user_id, order_id, points, status, redeem_date)
      values (${order.user_id}, ${order.id}, ${points}, 'returned', null)`);
}

/** The wallet money the order took, credited back. */
export async function creditWalletBack(tx: Tx, order: { id: number; number: string; user_id: number }, amount: number) {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
      values (${order.user_id}, 'credit', ${amount}, ${`Refund of order ${order.number}`}, ${`استرداد الطلب ${order.number}`},
        ${order.number}, ${order.id})`);
}

/** Marks the order's open holds released; answers them (in no particular order). */
export async function releaseOpenHolds(tx: Tx, orderId: number): Promise<Hold[]> {
  return rowsOf<Hold>(
    await tx.execute(sql`update order_holds set state = 'released', ended_at = now()
      where order_id = ${orderId} and state = 'held' returning id, order_id, kind, item_id, qty`),
  );
}

export type HoldState = 'held' | 'released' | 'settled' | 'returning';

/**
 * The courier has collected the order's parcel (the order was moved to shipped) and the shipment
 * was not cancelled: its hardware has left the store.
 */
export async function parcelLeftStore(tx: Tx, orderId: number): Promise<boolean> {
  const rows = rowsOf<{ out: boolean }>(
    await tx.execute(sql`select exists (select 1 from order_events e where e.order_id = ${orderId} and e.event = 'shipped')
      and not exists (select 1 from shipments s where s.order_id = ${orderId} and s.cancelled_at is not null) as out`),
  );
  return rows[0]?.out === true;
}

/**
 * Moves up to `qty` units of the order's stock holds of a product from one state to another,
 * oldest hold first, splitting a hold when only part of it moves. Answers the units moved.
 */
export async function moveProductUnits(
  tx: Tx,
  orderId: number,
  productId: number,
  qty: number,
  from: HoldState,
  to: HoldState,
  /** only holds that ended at this time (one give-back's) */
  endedAt?: string,
): Promise<number> {
  const when = endedAt === undefined ? sql`` : sql` and ended_at = ${endedAt}::timestamptz`;
  const holds = rowsOf<{ id: number; qty: number }>(
    await tx.execute(sql`select id, qty from order_holds where order_id = ${orderId} and kind = 'product_stock'
      and item_id = ${productId} and state = ${from}${when} order by id`),
  );
  const ended = to === 'returning' ? sql`null` : sql`now()`;
  let moved = 0;
  for (const hold of holds) {
    if (moved === qty) break;
    const n = Math.min(qty - moved, hold.qty);
    if (n === hold.qty) await tx.execute(sql`update order_holds set state = ${to}, ended_at = ${ended} where id = ${hold.id}`);
    else {
      await tx.execute(sql`update order_holds set qty = qty - ${n} where id = ${hold.id}`);
      await tx.execute(sql`insert into order_holds (order_id, kind, item_id, qty, state, ended_at)
        values (${orderId}, 'product_stock', ${productId}, ${n}, ${to}, ${ended})`);
    }
    moved += n;
  }
  return moved;
}

/** Every stock hold of the order in state `from` moves to 'returning' (the hardware left the store). */
export async function markStockReturning(tx: Tx, orderId: number, from: 'held' | 'settled'): Promise<void> {
  await tx.execute(sql`update order_holds set state = 'returning', ended_at = null
    where order_id = ${orderId} and kind = 'product_stock' and state = ${from}`);
}

/**
 * The order's stock holds given back by its latest give-back (the units that transaction put on
 * sale again: its holds share its time), per product.
 */
export async function lastReleasedStock(
  tx: Tx,
  orderId: number,
): Promise<{ product_id: number; qty: number; ended_at: string }[]> {
  return rowsOf<{ product_id: number; qty: number; ended_at: string }>(
    await tx.execute(sql`select item_id as product_id, sum(qty)::int as qty, max(ended_at)::text as ended_at from order_holds h
      where order_id = ${orderId} and kind = 'product_stock' and state = 'released'
        and ended_at = (select max(x.ended_at) from order_holds x where x.order_id = ${orderId} and x.kind = 'product_stock' and x.state = 'released')
      group by item_id order by item_id`),
  );
}

/** Up to `qty` units taken off a product's stock (never below zero). Answers the units taken. */
export async function takeStock(tx: Tx, productId: number, qty: number): Promise<number> {
  const row = rowsOf<{ stock: number }>(await tx.execute(sql`select stock from products where id = ${productId} for update`))[0];
  const n = Math.min(qty, Math.max(row?.stock ?? 0, 0));
  if (n > 0) await tx.execute(sql`update products set stock = stock - ${n}, updated_at = now() where id = ${productId}`);
  return n;
}

/** What staff said became of some returning units. */
export async function insertOrderReturn(
  tx: Tx,
  r: { orderId: number; productId: number; qty: number; outcome: 'received' | 'kept'; staffId: number | null },
): Promise<void> {
  await tx.execute(sql`insert into order_returns (order_id, product_id, qty, outcome, staff_id)
    values (${r.orderId}, ${r.productId}, ${r.qty}, ${r.outcome}, ${r.staffId})`);
}

export async function settleOpenHolds(tx: Tx, orderId: number, kinds: HoldKind[]): Promise<void> {
  await tx.execute(sql`update order_holds set state = 'settled', ended_at = now()
    where order_id = ${orderId} and state = 'held' and kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}
