// SQL of the order e-mails (notify.ts): who hears about an order, in which language.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';

export interface NoticeFacts {
  email: string;
  lang: string;
  number: string;
  total_price: number;
}

/** The customer's e-mail and last language, with the order's number and total. */
export async function noticeFacts(tx: Tx, orderId: number): Promise<NoticeFacts | undefined> {
  return rowsOf<NoticeFacts>(
    await tx.execute(sql`select u.email, u.lang, o.number, o.total_price
      from orders o join users u on u.id = o.user_id where o.id = ${orderId}`),
  )[0];
}
