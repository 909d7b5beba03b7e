// Reads of the cash wallet's ledger (spec §3 Wallet). The balance is credits minus debits.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** The customer's wallet balance in piastres. */
export async function walletBalance(db: Db | Tx, userId: number): Promise<number> {
  const result =
    await db.execute(sql`select coalesce(sum(case when operation = 'credit' then amount else -amount end), 0)::int as n
    from wallet_ledger where user_id = ${userId}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface WalletRow {
  id: number;
  operation: 'credit' | 'debit';
  amount: number;
  description: string;
  reference: string;
}

/** One page of the customer's ledger, newest first, optionally only credits or debits. */
export async function walletTransactions(
  db: Db | Tx,
  userId: number,
  q: { type: '' | 'credit' | 'debit'; page: number; perPage: number; lang: 'en' | 'ar' },
): Promise<{ rows: WalletRow[]; total: number }> {
  const type = q.type === '' ? sql`true` : sql`operation = ${q.type}`;
  const description = sql.raw(q.lang === 'ar' ? `coalesce(nullif(description_ar, ''), description_en)` : 'description_en');
  const [rows, count] = await Promise.all([
    db.execute(sql`select id, operation, amount, ${description} as description, reference from wallet_ledger
      where user_id = ${userId} and ${type} order by id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    db.execute(sql`select count(*)::int as n from wallet_ledger where user_id = ${userId} and ${type}`),
  ]);
  return { rows: rowsOf<WalletRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}
