// What an order takes, and how each thing is given back (issue 22). Placing an order records a
// hold per thing taken — managed stock, reserved codes, the coupon use, points from each lot,
// wallet money — in `order_holds`; releasing an order walks its open holds with GIVE_BACK, the one
// table pairing each kind with its give-back (a Record over HoldKind: a new kind does not compile
// without one). A hold is given back once (its state moves from 'held' under the order's lock)
// and never refreshed: points go back to the lots they came from, with those lots' own expiry.
// A hold that became a sale (codes sold, stock shipped) is 'settled' and stays taken.
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  addStock,
  creditWalletBack,
  insertHold,
  releaseOpenHolds,
  returnCouponUses,
  returnPointsToLot,
  settleOpenHolds,
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
  const holds = (await releaseOpenHolds(tx, order.id)).sort((a, b) => a.id - b.id);
  for (const hold of holds) await GIVE_BACK[hold.kind](tx, ctx, order, hold);
  return holds;
}

/** Holds of these kinds became a sale (codes sold, hardware handed to the carrier): they stay taken. */
export async function settleHolds(tx: Tx, orderId: number, kinds: HoldKind[]): Promise<void> {
  await settleOpenHolds(tx, orderId, kinds);
}
