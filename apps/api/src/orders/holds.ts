// What an order takes, and how each thing is given back (issue 22). Placing an order records a
// hold per thing taken — managed stock, reserved codes, the coupon use, points from each lot,
// wallet money — in `order_holds`; releasing an order walks its open holds with GIVE_BACK, the one
// table pairing each kind with its give-back (a Record over HoldKind: a new kind does not compile
// without one). A hold is given back once (its state moves from 'held' under the order's lock)
// and never refreshed: points go back to the lots they came from, with those lots' own expiry.
// A hold that became a sale (codes sold, stock delivered) is 'settled' and stays taken. Hardware
// refunded after it left the store (the courier had collected the parcel, or it was delivered) is
// not put back on sale by the refund: its holds wait as 'returning' until staff say it came back
// ('released', on sale again) or will not ('settled'), each word a row of order_returns.
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  addStock,
  creditWalletBack,
  insertHold,
  insertOrderReturn,
  markStockReturning,
  moveProductUnits,
  parcelLeftStore,
  releaseOpenHolds,
  lastReleasedStock,
  returnCouponUses,
  returnPointsToLot,
  settleOpenHolds,
  takeStock,
  unreserveCodes,
  type Hold,
  type HoldKind,
} from './holds.queries.ts';

export { HOLD_KINDS, type Hold, type HoldKind } from './holds.queries.ts';

interface HeldOrder {
  id: number;
  number: string;
  user_id: number;
}

/** Records one hold of the order (inside the transaction that took the thing). */
export async function recordHold(tx: Tx, orderId: number, kind: HoldKind, itemId: number | null, qty: number): Promise<void> {
  if (qty <= 0) return;
  await insertHold(tx, orderId, kind, itemId, qty);
}

type GiveBack = (tx: Tx, ctx: AppContext, order: HeldOrder, hold: Hold) => Promise<void>;

const returnStock =
  (table: 'products' | 'cards'): GiveBack =>
  async (tx, _ctx, _order, hold) => {
    await addStock(tx, table, hold.item_id, hold.qty);
  };

/** Each kind of hold with its give-back, side by side. */
export const GIVE_BACK: Record<HoldKind, GiveBack> = {
  product_stock: returnStock('products'),
  card_stock: returnStock('cards'),
  // the codes reserved for the order's lines of this card become available again
  codes: async (tx, _ctx, order, hold) => {
    await unreserveCodes(tx, order.id, hold.item_id);
  },
  coupon: async (tx, _ctx, _order, hold) => {
    await returnCouponUses(tx, hold.item_id, hold.qty);
  },
  // back to the lot they were spent from, which keeps its own expiry (an expired lot stays expired);
  // a 'returned' row beside the order's 'redeemed' row nets the redemption out in the history
  points_lot: async (tx, _ctx, order, hold) => {
    await returnPointsToLot(tx, order, hold.item_id, hold.qty);
  },
  wallet: async (tx, _ctx, order, hold) => {
    await creditWalletBack(tx, order, hold.qty);
  },
};

/**
 * Gives back every open hold of the order, once. The caller holds the order's row lock (moveOrder),
 * so two releases cannot both see a hold open. Answers the holds given back.
 */
export async function releaseHolds(tx: Tx, ctx: AppContext, order: HeldOrder): Promise<Hold[]> {
  // hardware that left the store comes back on sale when it is back, not now
  if (await parcelLeftStore(tx, order.id)) await markStockReturning(tx, order.id, 'held');
  await markStockReturning(tx, order.id, 'settled');
  const holds = (await releaseOpenHolds(tx, order.id)).sort((a, b) => a.id - b.id);
  for (const hold of holds) await GIVE_BACK[hold.kind](tx, ctx, order, hold);
  return holds;
}

/** Holds of these kinds became a sale (codes sold, hardware handed to the carrier): they stay taken. */
export async function settleHolds(tx: Tx, orderId: number, kinds: HoldKind[]): Promise<void> {
  await settleOpenHolds(tx, orderId, kinds);
}

/**
 * `qty` refunded units of a product line (a refund of some lines; the caller holds the order's
 * lock): units still in the store go back on sale; units the courier has collected, or delivered,
 * wait as 'returning'. Answers the units put back on sale now.
 */
export async function refundProductUnits(tx: Tx, orderId: number, productId: number, qty: number): Promise<number> {
  const left = await parcelLeftStore(tx, orderId);
  const fromHeld = await moveProductUnits(tx, orderId, productId, qty, 'held', left ? 'returning' : 'released');
  if (fromHeld < qty) await moveProductUnits(tx, orderId, productId, qty - fromHeld, 'settled', 'returning');
  if (left || fromHeld === 0) return 0;
  await addStock(tx, 'products', productId, fromHeld);
  return fromHeld;
}

/**
 * Staff say what became of `qty` returning units of a product (the caller holds the order's lock):
 * `received` — back in the store, on sale again; `kept` — not coming back, they stay sold. Answers
 * false, changing nothing, when fewer than `qty` units of it are waiting.
 */
export async function settleReturn(
  tx: Tx,
  r: { orderId: number; productId: number; qty: number; outcome: 'received' | 'kept'; staffId: number | null },
): Promise<boolean> {
  const moved = await moveProductUnits(
    tx,
    r.orderId,
    r.productId,
    r.qty,
    'returning',
    r.outcome === 'received' ? 'released' : 'settled',
  );
  if (moved < r.qty) return false;
  if (r.outcome === 'received') await addStock(tx, 'products', r.productId, r.qty);
  await insertOrderReturn(tx, r);
  return true;
}

/**
 * The order's hardware was put back on sale because its parcel was thought to be in the store, but
 * the courier turned out to have collected it (its update came after the cancel or refund, or the
 * carrier refused to cancel the shipment): the units of that cancel or refund (its give-back, the
 * order's latest) are taken off sale again and wait as 'returning'. Only when the store did not
 * know the parcel had left (no `shipped` move): otherwise the refund already kept them waiting. A
 * unit sold again meanwhile cannot be taken back; the parcel's unit, when it comes back, is the one
 * that sale ships, so it is not waited for. The caller holds the order's lock and calls this once
 * (when it records that the shipment could not be cancelled). Answers the units taken off sale.
 */
export async function holdBackCollectedStock(tx: Tx, orderId: number): Promise<number> {
  if (await parcelLeftStore(tx, orderId)) return 0;
  let held = 0;
  for (const r of await lastReleasedStock(tx, orderId)) {
    const n = await takeStock(tx, r.product_id, r.qty);
    if (n > 0) held += await moveProductUnits(tx, orderId, r.product_id, n, 'released', 'returning', r.ended_at);
  }
  return held;
}
