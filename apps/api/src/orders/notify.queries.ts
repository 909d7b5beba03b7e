// SQL of the order e-mails (notify.ts): who hears about an order, in which language, and what the
// order confirmation lists.
import { SHIPPING_PICKUP } from '@store/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';
import { ORDER_AMOUNTS, type OrderAmounts } from './queries.ts';

export interface NoticeFacts {
  email: string;
  lang: string;
  number: string;
  total_price: number;
  /** bought with Buy now: releasing it leaves the cart as it is */
  is_buy_now: boolean;
}

/** The customer's e-mail, the order's language (else the customer's last), number and total. */
export async function noticeFacts(tx: Tx, orderId: number): Promise<NoticeFacts | undefined> {
  return rowsOf<NoticeFacts>(
    await tx.execute(sql`select u.email, coalesce(o.lang, u.lang) as lang, o.number, o.total_price, o.is_buy_now
      from orders o join users u on u.id = o.user_id where o.id = ${orderId}`),
  )[0];
}

export interface NoticeSummary extends OrderAmounts {
  lines: { name: string; qty: number; total_price: number; card: boolean }[];
  total_price: number;
  payment_method: string | null;
  shipping_method: string | null;
  /** store pickup (shipping 3): collected at the counter, never sent by courier */
  pickup: boolean;
  full_name: string;
  street_address: string;
  city: string;
  country: string;
  phone: string;
}

/** What the order confirmation lists: the lines, the amounts, the methods and the address, named in `lang`. */
export async function noticeSummary(tx: Tx, orderId: number, lang: 'en' | 'ar'): Promise<NoticeSummary | undefined> {
  const name = (t: string) => sql.raw(`${t}.name_${lang}`);
  const head =
    await tx.execute(sql`select ${ORDER_AMOUNTS}, o.total_price, ${name('pm')} as payment_method, ${name('sm')} as shipping_method,
        o.shipping_method = ${SHIPPING_PICKUP} as pickup, o.full_name, o.street_address, o.city, o.country, o.phone
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      left join shipping_methods sm on sm.id = o.shipping_method where o.id = ${orderId}`);
  const lines = await tx.execute(sql`select ${name('l')} as name, l.qty, l.total_price, l.card_id is not null as card
      from order_lines l where l.order_id = ${orderId} order by l.id`);
  const row = rowsOf<Omit<NoticeSummary, 'lines'>>(head)[0];
  return row && { ...row, lines: rowsOf<NoticeSummary['lines'][number]>(lines) };
}
