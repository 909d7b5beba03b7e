// The SQL of placing, paying and releasing orders. Every function takes the caller's transaction;
// each stock, code, coupon, wallet and points change is one conditional statement so that
// concurrent orders cannot oversell, deliver a code twice or overspend.
import { sql } from 'drizzle-orm';
import type { CartItemType } from '@store/shared';
import { rowsOf, type Tx } from '../db/client.ts';
import { unexpired } from '../rewards/queries.ts';

/** Serialises one customer's orders (wallet, points, per-customer coupon limits). */
export async function lockCustomer(tx: Tx, userId: number): Promise<{ email: string }> {
  return rowsOf<{ email: string }>(await tx.execute(sql`select email from users where id = ${userId} for update`))[0]!;
}

/** Takes `qty` units of a managed-stock item; false when fewer are left (nothing changed). */
export async function takeStock(tx: Tx, kind: CartItemType, id: number, qty: number): Promise<boolean> {
  const table = sql.raw(kind === 'product' ? 'products' : 'cards');
  const result = await tx.execute(
    sql`update ${table} set stock = stock - ${qty}, updated_at = now() where id = ${id} and stock_type = 1 and stock >= ${qty} returning id`,
  );
  return rowsOf(result).length === 1;
}

/**
 * Moves up to `qty` available codes of a card to `status` for one order line, skipping codes other
 * transactions hold. Answers how many were taken.
 */
export async function claimCodes(
  tx: Tx,
  cardId: number,
  lineId: number,
  qty: number,
  status: 'reserved' | 'sold',
): Promise<number> {
  const result = await tx.execute(sql`
    with picked as (
      select id from card_codes where card_id = ${cardId} and status = 'available'
      order by id limit ${qty} for update skip locked
    )
    update card_codes c set status = ${status}, order_line_id = ${lineId},
      sold_at = case when ${status} = 'sold' then now() else null end
    from picked where c.id = picked.id returning c.id`);
  return rowsOf(result).length;
}

/** Counts one use of a coupon unless its limit is reached; false when it is. */
export async function useCoupon(tx: Tx, couponId: number): Promise<boolean> {
  const result = await tx.execute(sql`update coupons set used_count = used_count + 1
    where id = ${couponId} and (usage_limit is null or used_count < usage_limit) returning id`);
  return rowsOf(result).length === 1;
}

/** An order's amounts as kept (piastres), as its confirmation e-mail and the back-office's export read them. */
export interface OrderAmounts {
  sub_total: number;
  shipping_fees: number;
  payment_fees: number;
  coupon_code: string | null;
  coupon_value: number;
  points_value: number;
  wallet_amount: number;
}

/** The columns of OrderAmounts, of the order `o`. */
export const ORDER_AMOUNTS = sql`o.sub_total, o.shipping_fees, o.payment_fees, o.coupon_code, o.coupon_value,
  o.points_value, o.wallet_amount`;

export interface NewOrder {
  number: string;
  userId: number;
  paymentMethodId: number | null;
  shippingMethod: number;
  fullName: string;
  country: string;
  city: string;
  streetAddress: string;
  phone: string;
  ipAddress: string;
  walletNumber: string | null;
  subTotal: number;
  shippingFees: number;
  paymentFees: number;
  couponId: number | null;
  couponCode: string | null;
  couponValue: number;
  pointsRedeemed: number;
  pointsValue: number;
  walletAmount: number;
  totalPrice: number;
  isBuyNow: boolean;
  /** the request's language: the order's e-mails speak it */
  lang: 'en' | 'ar';
}

export async function insertOrder(tx: Tx, o: NewOrder): Promise<number> {
  // status and payment_status keep their defaults: moveOrder('placed') writes them (machine.ts)
  const result = await tx.execute(sql`insert into orders (number, user_id, payment_method_id,
      shipping_method, full_name, country, city, street_address, phone, ip_address, wallet_number, sub_total,
      shipping_fees, payment_fees, coupon_id, coupon_code, coupon_value, points_redeemed, points_value,
      wallet_amount, total_price, is_buy_now, lang)
    values (${o.number}, ${o.userId}, ${o.paymentMethodId}, ${o.shippingMethod}, ${o.fullName},
      ${o.country}, ${o.city}, ${o.streetAddress}, ${o.phone}, ${o.ipAddress}, ${o.walletNumber}, ${o.subTotal},
      ${o.shippingFees}, ${o.paymentFees}, ${o.couponId}, ${o.couponCode}, ${o.couponValue}, ${o.pointsRedeemed},
      ${o.pointsValue}, ${o.walletAmount}, ${o.totalPrice}, ${o.isBuyNow}, ${o.lang})
    returning id`);
  return rowsOf<{ id: number }>(result)[0]!.id;
}

export interface NewLine {
  kind: CartItemType;
  itemId: number;
  nameEn: string;
  nameAr: string;
  img: string;
  unitPrice: number;
  qty: number;
  totalPrice: number;
  /** the item's stock type now, kept with the line (read once, at placement) */
  stockType: number;
}

export async function insertLine(tx: Tx, orderId: number, l: NewLine): Promise<number> {
  const fk = sql.raw(l.kind === 'product' ? 'product_id' : 'card_id');
  const result =
    await tx.execute(sql`insert into order_lines (order_id, ${fk}, name_en, name_ar, img, unit_price, qty, total_price, stock_type)
    values (${orderId}, ${l.itemId}, ${l.nameEn}, ${l.nameAr}, ${l.img}, ${l.unitPrice}, ${l.qty}, ${l.totalPrice}, ${l.stockType}) returning id`);
  return rowsOf<{ id: number }>(result)[0]!.id;
}

/** Both names and the image of items, for the order lines' snapshot. */
export async function itemNames(
  tx: Tx,
  kind: CartItemType,
  ids: number[],
): Promise<Map<number, { name_en: string; name_ar: string; img: string }>> {
  if (ids.length === 0) return new Map();
  const table = sql.raw(kind === 'product' ? 'products' : 'cards');
  const img = sql.raw(kind === 'product' ? 'main_image' : 'img');
  const result = await tx.execute(
    sql`select id, name_en, name_ar, ${img} as img from ${table} where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rowsOf<{ id: number; name_en: string; name_ar: string; img: string }>(result).map((r) => [r.id, r]));
}

/** A wallet-and-points order's reference (it has no gateway's). */
export async function setRefNumber(tx: Tx, orderId: number, refNumber: string): Promise<void> {
  await tx.execute(sql`update orders set ref_number = ${refNumber} where id = ${orderId}`);
}

export async function debitWallet(tx: Tx, userId: number, amount: number, orderId: number, number: string): Promise<void> {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${userId}, 'debit', ${amount}, ${`Payment for order ${number}`}, ${`دفع الطلب ${number}`}, ${number}, ${orderId})`);
}

/**
 * Spends `points` from the customer's available lots, soonest-expiring first, and records the
 * redemption as a negative 'redeemed' row. The caller holds the customer lock (lockCustomer); a lot
 * expired by the job meanwhile is skipped by the status check, and the shortfall is raised as a
 * serialization failure so the whole order is placed again against the new balance.
 */
/**
 * Takes `points` from a customer's available lots, soonest-expiring first, in one statement:
 * answers the lots and how much each gave (fewer than asked when the lots held fewer). The one
 * rule of spending points, used by an order's redemption and the back-office's adjustment.
 */
export async function takeFromLots(tx: Tx, userId: number, points: number, today: string): Promise<{ id: number; n: number }[]> {
  return rowsOf<{ id: number; n: number }>(
    await tx.execute(sql`
      with lots as (
        select id, points - used as free,
          sum(points - used) over (order by expiry_date nulls last, id) as run
        from points_ledger
        where user_id = ${userId} and status = 'available' and points > used and ${unexpired(today)}
      ),
      take as (
        select id, least(free, ${points} - (run - free)) as n from lots where run - free < ${points}
      ),
      spent as (
        update points_ledger p set used = p.used + take.n from take
        where p.id = take.id and p.status = 'available' and p.used + take.n <= p.points
        returning p.id, take.n
      )
      select id, n::int as n from spent`),
  );
}

export async function redeemPoints(
  tx: Tx,
  userId: number,
  points: number,
  orderId: number,
  today: string,
): Promise<{ id: number; n: number }[]> {
  const lots = await takeFromLots(tx, userId, points, today);
  const taken = lots.reduce((sum, l) => sum + l.n, 0);
  if (taken !== points) throw Object.assign(new Error('points changed while redeeming'), { code: '40001' });
  await tx.execute(sql`insert into points_ledger (user_id, order_id, points, status, redeem_date)
    values (${userId}, ${orderId}, ${-points}, 'redeemed', ${today})`);
  return lots;
}

export async function clearCart(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`delete from cart_items where user_id = ${userId}`);
}

export async function saveAddress(
  tx: Tx,
  userId: number,
  a: { fullName: string; phone: string; city: string; streetAddress: string },
): Promise<void> {
  await tx.execute(sql`insert into addresses (user_id, full_name, phone, city, street_address)
    values (${userId}, ${a.fullName}, ${a.phone}, ${a.city}, ${a.streetAddress})
    on conflict (user_id) do update set full_name = excluded.full_name, phone = excluded.phone, city = excluded.city,
      street_address = excluded.street_address, updated_at = now()`);
}

export interface OrderLineRow {
  id: number;
  product_id: number | null;
  card_id: number | null;
  qty: number;
  stock_type: number;
}

/** An order's lines with the current stock type of their items. */
export async function orderLines(tx: Tx, orderId: number): Promise<OrderLineRow[]> {
  const result = await tx.execute(sql`select l.id, l.product_id, l.card_id, l.qty,
      coalesce(p.stock_type, c.stock_type)::int as stock_type
    from order_lines l left join products p on p.id = l.product_id left join cards c on c.id = l.card_id
    where l.order_id = ${orderId} order by l.id`);
  return rowsOf<OrderLineRow>(result);
}

/** Unpaid orders placed before `before`, locked for release (other processes skip them). */
export async function expiredUnpaidOrders(tx: Tx, before: Date, limit: number): Promise<number[]> {
  // a payment started later (Pay again) gives the order its own ORDER_PAYMENT_MINUTES
  const result = await tx.execute(sql`select o.id from orders o where o.status = 'pending' and o.payment_status = 'unpaid'
    and o.created_at < ${before.toISOString()}
    and not exists (select 1 from payments p where p.order_id = o.id and p.created_at >= ${before.toISOString()})
    order by o.id limit ${limit} for update of o skip locked`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Payments the order has started: its first and each Pay again (ORDER_PAYMENT_ATTEMPTS bounds them). */
export async function paymentAttemptsOf(tx: Tx, orderId: number): Promise<number> {
  return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from payments where order_id = ${orderId}`))[0]!.n;
}

/** Who pays an order and how (Pay again asks the gateway with these). */
export interface OrderPayer {
  payment_method_id: number;
  provider: string;
  full_name: string;
  phone: string;
  city: string;
  street_address: string;
  wallet_number: string | null;
  email: string;
}

export async function payerOf(tx: Tx, orderId: number): Promise<OrderPayer> {
  return rowsOf<OrderPayer>(
    await tx.execute(sql`select o.payment_method_id, pm.provider, o.full_name, o.phone, o.city, o.street_address, o.wallet_number, u.email
        from orders o join payment_methods pm on pm.id = o.payment_method_id join users u on u.id = o.user_id where o.id = ${orderId}`),
  )[0]!;
}

/** The order's lines as the gateway's items (English names). */
export async function paymentItemsOf(tx: Tx, orderId: number): Promise<{ name: string; amount: number; quantity: number }[]> {
  return rowsOf<{ name: string; amount: number; quantity: number }>(
    await tx.execute(
      sql`select name_en as name, unit_price as amount, qty as quantity from order_lines where order_id = ${orderId} order by id`,
    ),
  );
}

/** The order's status now. */
export async function orderStatusOf(tx: Tx, orderId: number): Promise<string> {
  return rowsOf<{ status: string }>(await tx.execute(sql`select status from orders where id = ${orderId}`))[0]!.status;
}
