// SQL of merchants' wallet top-ups (topups.ts). This module writes wallet_topups.status and the
// top-up's wallet credit: imported only by wallet/topups.ts, the top-ups' one writer — never import
// it from elsewhere (docs/decisions/22-order-state-machine.md: a state has one writer).
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';

export interface TopupCustomer {
  email: string;
  phone: string;
  user_type: string;
  full_name: string | null;
}

/** The account as it is now (its type may have changed since the session was read). */
export async function topupCustomer(tx: Tx, userId: number): Promise<TopupCustomer | undefined> {
  return rowsOf<TopupCustomer>(
    await tx.execute(sql`select u.email, u.phone, u.user_type, a.full_name
      from users u left join addresses a on a.user_id = u.id where u.id = ${userId}`),
  )[0];
}

/** A new pending top-up; answers its id. */
export async function insertTopup(
  tx: Tx,
  t: { userId: number; amount: number; fee: number; total: number; methodId: number; walletNumber: string | null },
): Promise<number> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into wallet_topups (user_id, amount, fee, total, payment_method_id, wallet_number, status)
      values (${t.userId}, ${t.amount}, ${t.fee}, ${t.total}, ${t.methodId}, ${t.walletNumber}, 'pending')
      returning id`),
  )[0]!.id;
}

/** A pending top-up whose payment could not start becomes failed. */
export async function failPendingTopup(tx: Tx, topupId: number): Promise<void> {
  await tx.execute(sql`update wallet_topups set status = 'failed' where id = ${topupId} and status = 'pending'`);
}

/**
 * Moves the top-up to the payment's result (paid from pending, failed or expired; failed from
 * pending only); answers the moved top-up, or undefined when it had already moved.
 */
export async function moveTopup(
  tx: Tx,
  topupId: number,
  result: 'paid' | 'failed',
): Promise<{ id: number; user_id: number; amount: number } | undefined> {
  const from: SQL = result === 'paid' ? sql`status in ('pending', 'failed', 'expired')` : sql`status = 'pending'`;
  return rowsOf<{ id: number; user_id: number; amount: number }>(
    await tx.execute(sql`update wallet_topups set status = ${result}
      where id = ${topupId} and ${from} returning id, user_id, amount`),
  )[0];
}

/** The top-up's credit in the ledger, once (the unique index on wallet_ledger.topup_id). */
export async function creditTopup(tx: Tx, topup: { id: number; user_id: number; amount: number }): Promise<void> {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, topup_id)
    values (${topup.user_id}, 'credit', ${topup.amount}, 'Wallet top-up', 'شحن المحفظة', ${`TOPUP-${topup.id}`}, ${topup.id})
    on conflict do nothing`);
}

/** Pending top-ups created before `before`, claimed (for update skip locked), at most 200. */
export async function claimUnpaidTopups(tx: Tx, before: string): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`select id from wallet_topups where status = 'pending' and created_at < ${before}
      order by id limit 200 for update skip locked`),
  ).map((r) => r.id);
}

/** A claimed top-up expires. */
export async function expireTopup(tx: Tx, topupId: number): Promise<void> {
  await tx.execute(sql`update wallet_topups set status = 'expired' where id = ${topupId}`);
}
