// Reading orders (spec §3 Order list item, Order detail, Tracking data; §7 users/orders calls).
// Only the order's owner reads it: another customer's id answers 404, as a missing one does. Card
// codes are decrypted only here, into the owner's order detail.
import { formatDate, SHIPPING_PICKUP, toEgp, type OrderFilter } from '@store/shared';
import type { OrderDetail, TrackingData } from '@store/shared/contract/orders';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { orderMessages } from './messages.ts';
import {
  customerOrder,
  customerOrders,
  doneRefunds,
  orderLinesIn,
  shipmentUpdates,
  soldCodes,
  type DetailRow,
  type LineRow,
} from './read.queries.ts';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

async function trackingOf(ctx: AppContext, numbers: string[]): Promise<Map<string, TrackingData>> {
  const map = new Map<string, TrackingData>(numbers.map((key) => [key, { key, updates: [] }]));
  if (numbers.length === 0) return map;
  const rows = await shipmentUpdates(ctx.db, numbers);
  for (const r of rows)
    map.get(r.tracking_number)!.updates.push({
      UpdateDescription: r.description,
      UpdateDateTime: iso(r.happened_at),
      UpdateLocation: r.location,
    });
  return map;
}

/** GET users/orders/pagination: the customer's orders, newest first, by status. */
export async function listOrders(
  ctx: AppContext,
  lang: Lang,
  userId: number,
  q: { status: OrderFilter; page: number; per_page: number },
) {
  const perPage = Math.min(q.per_page, 20_000);
  const { rows: list, total } = await customerOrders(ctx.db, lang, userId, q.status, perPage, offsetOf(q.page, perPage));
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

/**
 * What the order page says above the order when the customer has something to know: a held card's
 * code is being prepared, a store-pickup order is waiting at the counter (paid, or to be paid there)
 * with the order number to bring, or an unpaid order has used all its payment attempts.
 */
function noticeOf(order: DetailRow, payable: boolean, lang: Lang): string | null {
  if (order.status === 'on-hold' && order.hold_reason?.startsWith('codes_')) return orderMessages(lang, 'codesPreparing');
  if (order.status === 'processing' && order.shipping_method === SHIPPING_PICKUP)
    return orderMessages(lang, 'readyAtStore', { store: order.shipping_method_name ?? '', number: order.number });
  if (order.status === 'pending' && order.payment_status === 'unpaid' && order.provider !== 'cod' && !payable)
    return orderMessages(lang, 'payAttemptsUsed');
  return null;
}

/** GET users/orders/{id}: the owner's order with its lines and, for paid digital lines, the codes. */
export async function orderDetail(ctx: AppContext, lang: Lang, userId: number, orderId: number): Promise<OrderDetail> {
  const order = await customerOrder(ctx.db, lang, userId, orderId);
  if (!order) throw new AppError(404, orderMessages(lang, 'orderNotFound'));
  const lines = await orderLinesIn(ctx.db, lang, orderId);
  const codes = await soldCodes(ctx.db, orderId);
  const refunds = await doneRefunds(ctx.db, orderId);
  const tracking = order.tracking_number ? (await trackingOf(ctx, [order.tracking_number])).get(order.tracking_number)! : null;
  const payable =
    order.status === 'pending' &&
    order.payment_status === 'unpaid' &&
    order.provider !== null &&
    order.provider !== 'cod' &&
    order.payment_attempts < ctx.env.ORDER_PAYMENT_ATTEMPTS;
  const present = (l: LineRow) => ({
    name: l.name,
    img: ctx.storage.publicUrl(l.img),
    total_price: toEgp(l.total_price),
    qty: l.qty,
    ...(l.refunded_qty > 0 ? { refunded_qty: l.refunded_qty } : {}),
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
    payable,
    notice: noticeOf(order, payable, lang),
    refunds: refunds.map((r) => ({
      amount: toEgp(r.amount),
      to_payment: toEgp(r.gateway_amount),
      to_wallet: toEgp(r.wallet_amount),
      date: formatDate(r.ended_at),
    })),
  };
}
