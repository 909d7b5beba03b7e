// Reads checkout needs: payment and shipping methods, the saved address, coupons and how often a
// customer used one. Only this module (and the cart's) touch these tables for checkout.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { langCol } from '../catalog/sql.ts';

type Conn = Db | Tx;

export interface PaymentMethodRow {
  id: number;
  name: string;
  description: string;
  wallet_phone_required: boolean;
  provider: string;
  fee_basis_points: number;
  fee_fixed: number;
}

export async function paymentMethods(db: Conn, lang: Lang, purpose: 'orders' | 'topup'): Promise<PaymentMethodRow[]> {
  const forPurpose = purpose === 'orders' ? sql`m.for_orders` : sql`m.for_topup`;
  const result = await db.execute(sql`select m.id, ${langCol('m', 'name', lang)} as name,
      ${langCol('m', 'description', lang)} as description, m.wallet_phone_required, m.provider,
      m.fee_basis_points, m.fee_fixed
    from payment_methods m where m.active and ${forPurpose} order by m.sort_order, m.id`);
  return rowsOf<PaymentMethodRow>(result);
}

export interface ShippingMethodRow {
  id: number;
  name: string;
  fee: number;
}

/** The shipping methods switched on in the back-office, named in `lang`, by id (spec §9 codes). */
export async function activeShippingMethods(db: Conn, lang: Lang): Promise<ShippingMethodRow[]> {
  const result = await db.execute(sql`select s.id, ${langCol('s', 'name', lang)} as name, s.fee
    from shipping_methods s where s.active order by s.id`);
  return rowsOf<ShippingMethodRow>(result);
}

export async function shippingFee(db: Conn, id: number): Promise<number | null> {
  const result = await db.execute(sql`select fee from shipping_methods where id = ${id} and active`);
  return rowsOf<{ fee: number }>(result)[0]?.fee ?? null;
}

export interface AddressRow {
  full_name: string;
  phone: string;
  city: string;
  street_address: string;
}

export async function savedAddress(db: Conn, userId: number): Promise<AddressRow | null> {
  const result = await db.execute(sql`select full_name, phone, city, street_address from addresses where user_id = ${userId}`);
  return rowsOf<AddressRow>(result)[0] ?? null;
}

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  min_subtotal: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  used_count: number;
  per_user_limit: number;
  active: boolean;
  payment_method_ids: number[] | null;
  product_ids: number[] | null;
  card_ids: number[] | null;
}

/** A coupon by its code, case-insensitively (coupons_code_uq is on lower(code)). */
export async function couponByCode(db: Conn, code: string): Promise<CouponRow | null> {
  const result = await db.execute(sql`select id, code, kind, value, max_discount, min_subtotal, starts_at, ends_at,
      usage_limit, used_count, per_user_limit, active, payment_method_ids, product_ids, card_ids
    from coupons where lower(code) = lower(${code})`);
  return rowsOf<CouponRow>(result)[0] ?? null;
}

/** Orders of this customer that used the coupon and still hold it (not cancelled). */
export async function couponUsesBy(db: Conn, couponId: number, userId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from orders
    where coupon_id = ${couponId} and user_id = ${userId} and status <> 'cancelled'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
