// SQL of code delivery (issue 22; fulfil.ts decides, supplier.ts records the supplier's codes):
// an order's card lines with the codes they have, and selling codes to them. The caller holds the
// order's lock when it changes codes.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

export interface CardLine {
  id: number;
  card_id: number;
  /** the units still owed: bought less refunded */
  qty: number;
  stock_type: number;
  have: number;
  slug: string;
}

export async function cardLines(tx: Tx | Db, orderId: number): Promise<CardLine[]> {
  return rowsOf<CardLine>(
    await tx.execute(sql`select l.id, l.card_id, l.qty - l.refunded_qty as qty, l.stock_type::int as stock_type, c.slug,
        (select count(*) from card_codes k where k.order_line_id = l.id and k.status = 'sold')::int as have
      from order_lines l join cards c on c.id = l.card_id where l.order_id = ${orderId} order by l.id`),
  );
}

/** The codes reserved for the order's lines are sold. */
export async function sellReservedCodes(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`update card_codes set status = 'sold', sold_at = now()
    where status = 'reserved' and order_line_id in (select id from order_lines where order_id = ${orderId})`);
}

/** Moves up to `qty` available codes of a card to the line, sold (skipping codes other transactions hold). */
export async function claimSold(tx: Tx, cardId: number, lineId: number, qty: number): Promise<void> {
  await tx.execute(sql`
    with picked as (
      select id from card_codes where card_id = ${cardId} and status = 'available'
      order by id limit ${qty} for update skip locked
    )
    update card_codes c set status = 'sold', order_line_id = ${lineId}, sold_at = now()
    from picked where c.id = picked.id`);
}
