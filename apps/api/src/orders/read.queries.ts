// SQL of reading orders (read.ts): the customer's order list and count, one order with its lines
// and sold codes, and the carrier's updates of shipments. Every order read is the owner's
// (`o.user_id`); names come in the request's language.
import type { OrderFilter, OrderStatus } from '@store/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';

export interface OrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  total_price: number;
  created_at: Date | string;
  payment_name: string | null;
  tracking_number: string | null;
}

export interface UpdateRow {
  tracking_number: string;
  description: string;
  happened_at: Date | string;
  location: string;
}

export interface DetailRow extends OrderRow {
  /** payments the order has started (the first and each Pay again) */
  payment_attempts: number;
  payment_fees: number;
  shipping_fees: number;
  sub_total: number;
  wallet_amount: number;
  points_value: number;
  shipping_method: number;
  shipping_method_name: string | null;
  full_name: string;
  country: string;
  street_address: string;
  phone: string;
  city: string;
  ref_number: string | null;
  hold_reason: string | null;
  payment_status: string;
  provider: string | null;
  coupon_code: string | null;
  coupon_value: number;
}

export interface LineRow {
  id: number;
  product_id: number | null;
  card_id: number | null;
  name: string;
  img: string;
  qty: number;
  /** units given back by refunds that are done (a pending one's units are still being asked of the gateway) */
  refunded_qty: number;
  total_price: number;
}

/** A refund the customer was given (done; a pending one is still being asked of the gateway). */
export interface DoneRefundRow {
  amount: number;
  gateway_amount: number;
  wallet_amount: number;
  ended_at: Date | string;
}

export interface SoldCodeRow {
  order_line_id: number;
  code_encrypted: string;
  serial_number: string;
}

/** The carrier's updates of these shipments, oldest first. */
export async function shipmentUpdates(db: Db, numbers: string[]): Promise<UpdateRow[]> {
  return rowsOf<UpdateRow>(
    await db.execute(sql`select s.tracking_number, u.description, u.happened_at, u.location
      from shipments s join shipment_updates u on u.shipment_id = s.id
      where s.tracking_number in (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )}) order by u.happened_at, u.id`),
  );
}

const orderColumns = (lang: Lang) => sql`o.id, o.number, o.status, o.total_price, o.created_at,
  ${sql.raw(lang === 'ar' ? 'pm.name_ar' : 'pm.name_en')} as payment_name,
  (select s.tracking_number from shipments s where s.order_id = o.id order by s.id desc limit 1) as tracking_number`;

/** A page of the customer's orders of a status, newest first, and how many there are (both at once). */
export async function customerOrders(
  db: Db,
  lang: Lang,
  userId: number,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const status = filter === 'all' ? sql`true` : sql`o.status = ${filter}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${orderColumns(lang)} from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where o.user_id = ${userId} and ${status} order by o.created_at desc, o.id desc
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from orders o where o.user_id = ${userId} and ${status}`),
  ]);
  return { rows: rowsOf<OrderRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

/** The customer's order, or undefined (missing, or another customer's). */
export async function customerOrder(db: Db, lang: Lang, userId: number, orderId: number): Promise<DetailRow | undefined> {
  const [order] = rowsOf<DetailRow>(
    await db.execute(sql`select ${orderColumns(lang)}, o.payment_fees, o.shipping_fees, o.sub_total, o.wallet_amount,
        o.points_value, o.shipping_method, o.full_name, o.country, o.street_address, o.phone, o.city, o.ref_number,
        o.coupon_code, o.coupon_value, o.hold_reason, o.payment_status, pm.provider,
        (select count(*) from payments p where p.order_id = o.id)::int as payment_attempts,
        ${sql.raw(lang === 'ar' ? 'sm.name_ar' : 'sm.name_en')} as shipping_method_name
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      left join shipping_methods sm on sm.id = o.shipping_method
      where o.id = ${orderId} and o.user_id = ${userId}`),
  );
  return order;
}

export async function orderLinesIn(db: Db, lang: Lang, orderId: number): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    await db.execute(sql`select l.id, l.product_id, l.card_id, ${sql.raw(lang === 'ar' ? 'l.name_ar' : 'l.name_en')} as name,
        l.img, l.qty, l.total_price,
        l.refunded_qty - coalesce((select sum((x->>'qty')::int) from order_refunds r, jsonb_array_elements(r.lines) x
          where r.order_id = l.order_id and r.state = 'pending' and (x->>'line_id')::int = l.id), 0)::int as refunded_qty
      from order_lines l where l.order_id = ${orderId} order by l.id`),
  );
}

/** The order's refunds that are done, oldest first. */
export async function doneRefunds(db: Db, orderId: number): Promise<DoneRefundRow[]> {
  return rowsOf<DoneRefundRow>(
    await db.execute(sql`select amount, gateway_amount, wallet_amount, ended_at from order_refunds
      where order_id = ${orderId} and state = 'done' order by id`),
  );
}

/** The codes sold to the order's lines (still encrypted). */
export async function soldCodes(db: Db, orderId: number): Promise<SoldCodeRow[]> {
  return rowsOf<SoldCodeRow>(
    await db.execute(sql`select c.order_line_id, c.code_encrypted, c.serial_number from card_codes c
      where c.status = 'sold' and c.order_line_id in (select id from order_lines where order_id = ${orderId}) order by c.id`),
  );
}
