// Reading orders (spec §3 Order list item, Order detail, Tracking data; §7 users/orders calls).
// Only the order's owner reads it: another customer's id answers 404, as a missing one does. Card
// codes are decrypted only here, into the owner's order detail.
import { sql } from 'drizzle-orm';
import { formatDate, toEgp, type OrderFilter, type OrderStatus } from '@store/shared';
import type { OrderDetail, TrackingData } from '@store/shared/contract/orders';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { orderMessages } from './messages.ts';

interface OrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  total_price: number;
  created_at: Date | string;
  payment_name: string | null;
  tracking_number: string | null;
}

interface UpdateRow {
  tracking_number: string;
  description: string;
  happened_at: Date | string;
  location: string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

async function trackingOf(ctx: AppContext, numbers: string[]): Promise<Map<string, TrackingData>> {
  const map = new Map<string, TrackingData>(numbers.map((key) => [key, { key, updates: [] }]));
  if (numbers.length === 0) return map;
  const rows = rowsOf<UpdateRow>(
    await ctx.db.execute(sql`select s.tracking_number, u.description, u.happened_at, u.location
      from shipments s join shipment_updates u on u.shipment_id = s.id
      where s.tracking_number in (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )}) order by u.happened_at, u.id`),
  );
  for (const r of rows)
    map.get(r.tracking_number)!.updates.push({
      UpdateDescription: r.description,
      UpdateDateTime: iso(r.happened_at),
      UpdateLocation: r.location,
    });
  return map;
}

const orderColumns = (lang: Lang) => sql`o.id, o.number, o.status, o.total_price, o.created_at,
  ${sql.raw(lang === 'ar' ? 'pm.name_ar' : 'pm.name_en')} as payment_name,
  (select s.tracking_number from shipments s where s.order_id = o.id order by s.id desc limit 1) as tracking_number`;

/** GET users/orders/pagination: the customer's orders, newest first, by status. */
export async function listOrders(
  ctx: AppContext,
  lang: Lang,
  userId: number,
  q: { status: OrderFilter; page: number; per_page: number },
) {
  const perPage = Math.min(q.per_page, 20_000);
  const status = q.status === 'all' ? sql`true` : sql`o.status = ${q.status}`;
  const [rows, count] = await Promise.all([
    ctx.db.execute(sql`select ${orderColumns(lang)} from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where o.user_id = ${userId} and ${status} order by o.created_at desc, o.id desc
      limit ${perPage} offset ${offsetOf(q.page, perPage)}`),
    ctx.db.execute(sql`select count(*)::int as n from orders o where o.user_id = ${userId} and ${status}`),
  ]);
  const list = rowsOf<OrderRow>(rows);
  const total = rowsOf<{ n: number }>(count)[0]?.n ?? 0;
  const tracking = await trackingOf(
    ctx,
    list.map((r) => r.tracking_number).filter((n): n is string => n !== null),
  );
  return {
    orders: list.map((r) => ({
      id: r.id,
      name: r.number,
      status: r.status,
      payment: r.payment_name ? { name: r.payment_name } : null,
      total_price: toEgp(r.total_price),
      created_at: formatDate(r.created_at),
      tracking_data: r.tracking_number ? tracking.get(r.tracking_number)! : null,
    })),
    total,
    current_page: q.page,
    last_page: lastPageOf(total, perPage),
    per_page: perPage,
  };
}

interface DetailRow extends OrderRow {
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

interface LineRow {
  id: number;
  product_id: number | null;
  card_id: number | null;
  name: string;
  img: string;
  qty: number;
  total_price: number;
}

/** GET users/orders/{id}: the owner's order with its lines and, for paid digital lines, the codes. */
export async function orderDetail(ctx: AppContext, lang: Lang, userId: number, orderId: number): Promise<OrderDetail> {
  const [order] = rowsOf<DetailRow>(
    await ctx.db.execute(sql`select ${orderColumns(lang)}, o.payment_fees, o.shipping_fees, o.sub_total, o.wallet_amount,
        o.points_value, o.shipping_method, o.full_name, o.country, o.street_address, o.phone, o.city, o.ref_number,
        o.coupon_code, o.coupon_value, o.hold_reason, o.payment_status, pm.provider,
        ${sql.raw(lang === 'ar' ? 'sm.name_ar' : 'sm.name_en')} as shipping_method_name
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      left join shipping_methods sm on sm.id = o.shipping_method
      where o.id = ${orderId} and o.user_id = ${userId}`),
  );
  if (!order) throw new AppError(404, orderMessages(lang, 'orderNotFound'));
  const lines = rowsOf<LineRow>(
    await ctx.db.execute(sql`select l.id, l.product_id, l.card_id, ${sql.raw(lang === 'ar' ? 'l.name_ar' : 'l.name_en')} as name,
        l.img, l.qty, l.total_price from order_lines l where l.order_id = ${orderId} order by l.id`),
  );
  const codes = rowsOf<{ order_line_id: number; code_encrypted: string; serial_number: string }>(
    await ctx.db.execute(sql`select c.order_line_id, c.code_encrypted, c.serial_number from card_codes c
      where c.status = 'sold' and c.order_line_id in (select id from order_lines where order_id = ${orderId}) order by c.id`),
  );
  const tracking = order.tracking_number ? (await trackingOf(ctx, [order.tracking_number])).get(order.tracking_number)! : null;
  const present = (l: LineRow) => ({
    name: l.name,
    img: ctx.storage.publicUrl(l.img),
    total_price: toEgp(l.total_price),
    qty: l.qty,
    ...(l.product_id !== null ? { product_id: l.product_id } : { card_id: l.card_id! }),
    codes_list: codes
      .filter((c) => c.order_line_id === l.id)
      .map((c) => ({ code: ctx.codes.decrypt(c.code_encrypted), serial_number: c.serial_number })),
  });
  return {
    id: order.id,
    name: order.number,
    status: order.status,
    products: lines.filter((l) => l.product_id !== null).map(present),
    cards: lines.filter((l) => l.card_id !== null).map(present),
    payment_fees: toEgp(order.payment_fees),
    shipping_fees: toEgp(order.shipping_fees),
    sub_total: toEgp(order.sub_total),
    total_price: toEgp(order.total_price),
    wallet_amount: toEgp(order.wallet_amount),
    points_value: toEgp(order.points_value),
    payment: order.payment_name ? { name: order.payment_name } : null,
    shipping_method: order.shipping_method,
    shipping_method_name: order.shipping_method_name,
    details: {
      full_name: order.full_name,
      country: order.country,
      street_number: order.street_address,
      phone: order.phone,
      city: order.city,
    },
    RefNumber: order.ref_number,
    coupon_code: order.coupon_code,
    coupon_value: toEgp(order.coupon_value),
    tracking_data: tracking,
    created_at: formatDate(order.created_at),
    payable:
      order.status === 'pending' && order.payment_status === 'unpaid' && order.provider !== null && order.provider !== 'cod',
    notice: order.status === 'on-hold' && order.hold_reason?.startsWith('codes_') ? orderMessages(lang, 'codesPreparing') : null,
  };
}
