// Reads of payments for the gateways' pages and callbacks (sandbox.ts, paymob/callbacks.ts). No
// writes here: payments are written by store.ts and settle.ts only (their own query modules).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export interface SandboxPaymentRow {
  id: number;
  /** the order paid for, or null for a wallet top-up */
  order_id: number | null;
  topup_id: number | null;
  amount: number;
  status: string;
  /** the order's number; null for a top-up */
  number: string | null;
}

/** A sandbox payment with its order's number. */
export async function sandboxPaymentById(db: Db, id: number): Promise<SandboxPaymentRow | null> {
  const result = await db.execute(sql`select p.id, p.order_id, p.topup_id, p.amount, p.status, o.number
    from payments p left join orders o on o.id = p.order_id where p.id = ${id} and p.provider = 'sandbox'`);
  return rowsOf<SandboxPaymentRow>(result)[0] ?? null;
}

/** Whether the top-up has been credited to the wallet. */
export async function topupCredited(db: Db, topupId: number): Promise<boolean | undefined> {
  return rowsOf<{ ok: boolean }>(
    await db.execute(sql`select exists (select 1 from wallet_ledger where topup_id = ${topupId}) as ok`),
  )[0]?.ok;
}

/** Whether the order is paid (undefined for an unknown order). */
export async function orderIsPaid(db: Db, orderId: number | null): Promise<boolean | undefined> {
  return rowsOf<{ ok: boolean }>(await db.execute(sql`select payment_status = 'paid' as ok from orders where id = ${orderId}`))[0]
    ?.ok;
}

export interface GatewayPaymentRow {
  id: number;
  order_id: number | null;
  topup_id: number | null;
  amount: number;
  status: string;
}

/** The Paymob payment with this Paymob order id (payments.provider_ref). */
export async function paymobPaymentByRef(db: Db, ref: string): Promise<GatewayPaymentRow | null> {
  const result = await db.execute(sql`select id, order_id, topup_id, amount, status from payments
    where provider = 'paymob' and provider_ref = ${ref}`);
  return rowsOf<GatewayPaymentRow>(result)[0] ?? null;
}

/** The payment's status now. */
export async function paymentStatus(db: Db, paymentId: number): Promise<string | undefined> {
  return rowsOf<{ status: string }>(await db.execute(sql`select status from payments where id = ${paymentId}`))[0]?.status;
}
