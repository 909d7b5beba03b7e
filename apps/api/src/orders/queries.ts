// The SQL of placing, paying and releasing orders. Every function takes the caller's transaction;
// each stock, code, coupon, wallet and points change is one conditional statement so that
// concurrent orders cannot oversell, deliver a code twice or overspend.
import { sql } from 'drizzle-orm';
import type { CartItemType, OrderStatus, PaymentStatus } from '@store/shared';
import { rowsOf, type Tx } from '../db/client.ts';

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

export async function returnStock(tx: Tx, kind: CartItemType, id: number, qty: number): Promise<void> {
  const table = sql.raw(kind === 'product' ? 'products' : 'cards');
  await tx.execute(sql`update ${table} set stock = stock + ${qty}, updated_at = now() where id = ${id} and stock_type = 1`);
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

/** Reserved codes of an order become sold (payment arrived). */
export async function sellReservedCodes(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`update card_codes set status = 'sold', sold_at = now()
    where status = 'reserved' and order_line_id in (select id from order_lines where order_id = ${orderId})`);
}

/** Reserved codes of a released order are available again; answers how many per card. */
export async function freeReservedCodes(tx: Tx, orderId: number): Promise<{ card_id: number; n: number }[]> {
  const result = await tx.execute(sql`with freed as (
      update card_codes set status = 'available', order_line_id = null
      where status = 'reserved' and order_line_id in (select id from order_lines where order_id = ${orderId})
      returning card_id
    ) select card_id, count(*)::int as n from freed group by card_id`);
  return rowsOf<{ card_id: number; n: number }>(result);
}

/** Counts one use of a coupon unless its limit is reached; false when it is. */
export async function useCoupon(tx: Tx, couponId: number): Promise<boolean> {
  const result = await tx.execute(sql`update coupons set used_count = used_count + 1
    where id = ${couponId} and (usage_limit is null or used_count < usage_limit) returning id`);
  return rowsOf(result).length === 1;
}

export async function unuseCoupon(tx: Tx, couponId: number): Promise<void> {
  await tx.execute(sql`update coupons set used_count = greatest(used_count - 1, 0) where id = ${couponId}`);
}

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
}

export async function insertOrder(tx: Tx, o: NewOrder): Promise<number> {
  const result = await tx.execute(sql`insert into orders (number, user_id, status, payment_status, payment_method_id,
      shipping_method, full_name, country, city, street_address, phone, ip_address, wallet_number, sub_total,
      shipping_fees, payment_fees, coupon_id, coupon_code, coupon_value, points_redeemed, points_value,
      wallet_amount, total_price, is_buy_now)
    values (${o.number}, ${o.userId}, 'pending', 'unpaid', ${o.paymentMethodId}, ${o.shippingMethod}, ${o.fullName},
      ${o.country}, ${o.city}, ${o.streetAddress}, ${o.phone}, ${o.ipAddress}, ${o.walletNumber}, ${o.subTotal},
      ${o.shippingFees}, ${o.paymentFees}, ${o.couponId}, ${o.couponCode}, ${o.couponValue}, ${o.pointsRedeemed},
      ${o.pointsValue}, ${o.walletAmount}, ${o.totalPrice}, ${o.isBuyNow})
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
}

export async function insertLine(tx: Tx, orderId: number, l: NewLine): Promise<number> {
  const fk = sql.raw(l.kind === 'product' ? 'product_id' : 'card_id');
  const result =
    await tx.execute(sql`insert into order_lines (order_id, ${fk}, name_en, name_ar, img, unit_price, qty, total_price)
    values (${orderId}, ${l.itemId}, ${l.nameEn}, ${l.nameAr}, ${l.img}, ${l.unitPrice}, ${l.qty}, ${l.totalPrice}) returning id`);
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

export async function debitWallet(tx: Tx, userId: number, amount: number, orderId: number, number: string): Promise<void> {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${userId}, 'debit', ${amount}, ${`Payment for order ${number}`}, ${`دفع الطلب ${number}`}, ${number}, ${orderId})`);
}

export async function creditWallet(tx: Tx, userId: number, amount: number, orderId: number, number: string): Promise<void> {
  await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
    values (${userId}, 'credit', ${amount}, ${`Refund of cancelled order ${number}`}, ${`استرداد الطلب الملغى ${number}`}, ${number}, ${orderId})`);
}

/**
 * Spends `points` from the customer's available lots, soonest-expiring first, and records the
 * redemption as a negative 'redeemed' row. The caller holds the customer lock (lockCustomer); a lot
 * expired by the job meanwhile is skipped by the status check, and the shortfall is raised as a
 * serialization failure so the whole order is placed again against the new balance.
 */
export async function redeemPoints(tx: Tx, userId: number, points: number, orderId: number, today: string): Promise<void> {
  const taken = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with lots as (
        select id, points - used as free,
          sum(points - used) over (order by expiry_date nulls last, id) as run
        from points_ledger
        where user_id = ${userId} and status = 'available' and points > used
      ),
      take as (
        select id, least(free, ${points} - (run - free)) as n from lots where run - free < ${points}
      ),
      spent as (
        update points_ledger p set used = p.used + take.n from take
        where p.id = take.id and p.status = 'available' and p.used + take.n <= p.points
        returning take.n
      )
      select coalesce(sum(n), 0)::int as n from spent`),
  )[0]!.n;
  if (taken !== points) throw Object.assign(new Error('points changed while redeeming'), { code: '40001' });
  await tx.execute(sql`insert into points_ledger (user_id, order_id, points, status, redeem_date)
    values (${userId}, ${orderId}, ${-points}, 'redeemed', ${today})`);
}

/** A released order's redemption comes back as a new available lot (expiring like earned points). */
export async function restorePoints(
  tx: Tx,
  userId: number,
  points: number,
  orderId: number,
  dates: { today: string; expiry: string },
): Promise<void> {
  await tx.execute(sql`insert into points_ledger (user_id, order_id, points, status, maturity_date, expiry_date)
    values (${userId}, ${orderId}, ${points}, 'available', ${dates.today}, ${dates.expiry})`);
}

/**
 * A paid order earns each card line's redeem points × quantity as one pending lot, maturing and
 * expiring on the given dates. Answers the points earned (0 writes nothing). Earned once: a second
 * call for the same order writes nothing.
 */
export async function earnPoints(tx: Tx, orderId: number, dates: { maturity: string; expiry: string }): Promise<number> {
  const rows = rowsOf<{ points: number }>(
    await tx.execute(sql`
      insert into points_ledger (user_id, order_id, points, status, maturity_date, expiry_date)
      select o.user_id, o.id, sum(c.redeem_points * l.qty)::int, 'pending', ${dates.maturity}, ${dates.expiry}
      from orders o join order_lines l on l.order_id = o.id join cards c on c.id = l.card_id
      where o.id = ${orderId}
        and not exists (select 1 from points_ledger e where e.order_id = o.id and e.points > 0 and e.status <> 'available')
      group by o.user_id, o.id
      having sum(c.redeem_points * l.qty) > 0
      returning points`),
  );
  return rows[0]?.points ?? 0;
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

export interface LockedOrder {
  id: number;
  number: string;
  user_id: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  coupon_id: number | null;
  points_redeemed: number;
  wallet_amount: number;
}

export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | null> {
  const result =
    await tx.execute(sql`select id, number, user_id, status, payment_status, coupon_id, points_redeemed, wallet_amount
    from orders where id = ${orderId} for update`);
  return rowsOf<LockedOrder>(result)[0] ?? null;
}

export async function setOrderStatus(tx: Tx, orderId: number, status: OrderStatus, payment?: PaymentStatus): Promise<void> {
  await tx.execute(sql`update orders set status = ${status}, updated_at = now()
    ${payment ? sql`, payment_status = ${payment}${payment === 'paid' ? sql`, paid_at = now()` : sql``}` : sql``}
    where id = ${orderId}`);
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
  const result = await tx.execute(sql`select id from orders where status = 'pending' and payment_status = 'unpaid'
    and created_at < ${before.toISOString()} order by id limit ${limit} for update skip locked`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
