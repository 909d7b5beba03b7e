// Code delivery (issue 22): one step for every order that became paid — by the gateway, by the
// wallet and points, or by the courier's cash. Reserved codes of managed cards are sold; cards
// that are always in stock (stock type 0, read from the line: the type the order was placed with)
// take the codes the store has, and the rest come from the code supplier after the commit. Every
// code delivered → `fulfilled`; any missing → `held` with its reason, and the supplier is asked
// (now, after the commit, and again by the fetch-supplier-codes job until it answers).
import { STOCK_TYPE, SYSTEM } from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { cardLines, claimSold, sellReservedCodes } from './fulfil.queries.ts';
import { settleHolds } from './holds.ts';
import type { MoveOrder as Move, OrderEffects } from './effects.ts';

/** The reason a held order waits for the code supplier (orders.hold_reason). */
export const SUPPLIER_HOLD = 'codes_supplier';
/** A managed card's codes are missing (staff must add codes and fulfil it). */
export const MISSING_CODES_HOLD = 'codes_missing';

/** The code-delivery step, inside the transaction that made the order paid (an effect of `paid` and `cash_collected`). */
export async function deliverCodes(tx: Tx, ctx: AppContext, orderId: number, effects: OrderEffects, move: Move): Promise<void> {
  await sellReservedCodes(tx, orderId);
  await settleHolds(tx, orderId, ['codes', 'card_stock']);
  const before = await cardLines(tx, orderId);
  if (before.length === 0) return;
  for (const l of before)
    if (l.stock_type === STOCK_TYPE.unmanaged && l.have < l.qty) await claimSold(tx, l.card_id, l.id, l.qty - l.have);
  await finish(tx, ctx, orderId, effects, move);
}

/** fulfilled when every card line has its codes, else held (and the supplier asked after the commit). */
async function finish(tx: Tx, ctx: AppContext, orderId: number, effects: OrderEffects, move: Move): Promise<void> {
  const lines = await cardLines(tx, orderId);
  const short = lines.filter((l) => l.have < l.qty);
  if (short.length === 0) {
    await move(tx, ctx, orderId, 'fulfilled', SYSTEM, effects);
    return;
  }
  const bySupplier = short.every((l) => l.stock_type === STOCK_TYPE.unmanaged);
  await move(tx, ctx, orderId, 'held', SYSTEM, effects, { reason: bySupplier ? SUPPLIER_HOLD : MISSING_CODES_HOLD });
  if (bySupplier) effects.supplierOrders.push(orderId);
}
