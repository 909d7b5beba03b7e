// SQL of the code supplier's step (issue 22; supplier.ts): the orders held for it, and the codes it
// issued recorded as sold codes of their lines. `reason` is the hold reason the supplier's orders
// carry (fulfil.ts SUPPLIER_HOLD).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** The order, when it is paid and held for the supplier (no lock: read before asking the supplier). */
export async function heldForSupplier(db: Db, orderId: number, reason: string): Promise<{ id: number } | undefined> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select id from orders where id = ${orderId} and status = 'on-hold' and hold_reason = ${reason}
      and payment_status = 'paid'`),
  )[0];
}

/** Locks the order's row (`for update`) and reads whether it is still held. */
export async function lockHeldOrder(
  tx: Tx,
  orderId: number,
): Promise<{ status: string; hold_reason: string | null } | undefined> {
  return rowsOf<{ status: string; hold_reason: string | null }>(
    await tx.execute(sql`select status, hold_reason from orders where id = ${orderId} for update`),
  )[0];
}

/** One issued code, sold to its line (a code already recorded is left as it is). */
export async function insertSoldCode(
  tx: Tx,
  c: { cardId: number; codeEncrypted: string; codeHash: string; serial: string; lineId: number },
): Promise<void> {
  await tx.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number, status, order_line_id, sold_at)
          values (${c.cardId}, ${c.codeEncrypted}, ${c.codeHash}, ${c.serial}, 'sold', ${c.lineId}, now())
          on conflict (code_hash) do nothing`);
}

/** Up to 100 paid orders held for the supplier, oldest first. */
export async function supplierHeldOrders(db: Db, reason: string): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select id from orders where status = 'on-hold' and hold_reason = ${reason}
      and payment_status = 'paid' order by id limit 100`),
  ).map((r) => r.id);
}
