// Code delivery (issue 22): one step for every order that became paid — by the gateway, by the
// wallet and points, or by the courier's cash. Reserved codes of managed cards are sold; cards
// that are always in stock (stock type 0, read from the line: the type the order was placed with)
// take the codes the store has, and the rest come from the code supplier after the commit. Every
// code delivered → `fulfilled`; any missing → `held` with its reason, and the supplier is asked
// (now, after the commit, and again by the fetch-supplier-codes job until it answers).
import { SYSTEM } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { settleHolds } from './holds.ts';
import type { MoveOrder as Move, OrderEffects } from './effects.ts';

/** The reason a held order waits for the code supplier (orders.hold_reason). */
export const SUPPLIER_HOLD = 'codes_supplier';
/** A managed card's codes are missing (staff must add codes and fulfil it). */
export const MISSING_CODES_HOLD = 'codes_missing';

interface CardLine {
  id: number;
  card_id: number;
  /** the units still owed: bought less refunded */
  qty: number;
  stock_type: number;
  have: number;
  slug: string;
}

export async function cardLines(tx: Tx | AppContext['db'], orderId: number): Promise<CardLine[]> {
  return rowsOf<CardLine>(
    await tx.execute(sql`select l.id, l.card_id, l.qty - l.refunded_qty as qty, l.stock_type::int as stock_type, c.slug,
        (select count(*) from card_codes k where k.order_line_id = l.id and k.status = 'sold')::int as have
      from order_lines l join cards c on c.id = l.card_id where l.order_id = ${orderId} order by l.id`),
  );
}

/** Moves up to `qty` available codes of a card to the line, sold (skipping codes other transactions hold). */
async function claimSold(tx: Tx, cardId: number, lineId: number, qty: number): Promise<void> {
  await tx.execute(sql`
    with picked as (
      select id from card_codes where card_id = ${cardId} and status = 'available'
      order by id limit ${qty} for update skip locked
    )
    update card_codes c set status = 'sold', order_line_id = ${lineId}, sold_at = now()
    from picked where c.id = picked.id`);
}

/** The code-delivery step, inside the transaction that made the order paid (an effect of `paid` and `cash_collected`). */
export async function deliverCodes(tx: Tx, ctx: AppContext, orderId: number, effects: OrderEffects, move: Move): Promise<void> {
  await tx.execute(sql`update card_codes set status = 'sold', sold_at = now()
    where status = 'reserved' and order_line_id in (select id from order_lines where order_id = ${orderId})`);
  await settleHolds(tx, orderId, ['codes', 'card_stock']);
  const before = await cardLines(tx, orderId);
  if (before.length === 0) return;
  for (const l of before) if (l.stock_type === 0 && l.have < l.qty) await claimSold(tx, l.card_id, l.id, l.qty - l.have);
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
  const bySupplier = short.every((l) => l.stock_type === 0);
  await move(tx, ctx, orderId, 'held', SYSTEM, effects, { reason: bySupplier ? SUPPLIER_HOLD : MISSING_CODES_HOLD });
  if (bySupplier) effects.supplierOrders.push(orderId);
}
