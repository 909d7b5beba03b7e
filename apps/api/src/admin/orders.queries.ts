// SQL of the back-office's orders (issues 22 and 26): the filtered list and the detail's parts.
// Statuses are never written here: the actions call the order commands (orders/commands.ts).
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db } from '../db/client.ts';

export interface OrderListFilters {
  status?: string;
  search?: string;
  customer?: string;
  method?: number;
  from?: string;
  to?: string;
  attention?: 'on_hold' | 'supplier_failed' | 'payment_mismatch';
}

/** A refund still pending this long is stuck (its server stopped between the gateway and the books). */
const STUCK_REFUND = sql`interval '10 minutes'`;

export function orderListWhere(f: OrderListFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (f.status) where.push(sql`o.status = ${f.status}`);
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    where.push(sql`(o.number like ${like} or lower(u.email) like ${like} or o.phone like ${like})`);
  }
  if (f.customer) where.push(sql`lower(u.email) like ${`%${escapeLike(f.customer.toLowerCase())}%`}`);
  if (f.method) where.push(sql`o.payment_method_id = ${f.method}`);
  if (f.from) where.push(sql`o.created_at >= (${f.from}::date)::timestamp at time zone 'Africa/Cairo'`);
  if (f.to) where.push(sql`o.created_at < (${f.to}::date + 1)::timestamp at time zone 'Africa/Cairo'`);
  if (f.attention === 'on_hold') where.push(sql`o.status = 'on-hold'`);
  if (f.attention === 'supplier_failed') where.push(sql`o.status = 'on-hold' and o.hold_reason = 'codes_supplier'`);
  if (f.attention === 'payment_mismatch')
    where.push(sql`(exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid' and o.payment_status = 'unpaid')
      or exists (select 1 from order_refunds r where r.order_id = o.id and r.state = 'pending' and r.created_at < now() - ${STUCK_REFUND}))`);
  return sql.join(where, sql` and `);
}

export interface OrderListRow {
  id: number;
  number: string;
  status: string;
  customer_email: string | null;
  payment_method: string | null;
  total: number;
  created_at: string | Date;
}

const columns = (lang: 'en' | 'ar') => sql`o.id, o.number, o.status, u.email as customer_email,
  ${lang === 'ar' ? sql`pm.name_ar` : sql`pm.name_en`} as payment_method, o.total_price as total, o.created_at`;

export async function orderList(db: Db, f: OrderListFilters, lang: 'en' | 'ar', limit: number, offset: number) {
  const cond = orderListWhere(f);
  // the count joins users only when a filter reads them
  const needsUser = Boolean(f.search || f.customer);
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${columns(lang)} from orders o left join users u on u.id = o.user_id
      left join payment_methods pm on pm.id = o.payment_method_id where ${cond}
      order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`),
    db.execute(
      needsUser
        ? sql`select count(*)::int as n from orders o left join users u on u.id = o.user_id where ${cond}`
        : sql`select count(*)::int as n from orders o where ${cond}`,
    ),
  ]);
  return { rows: rowsOf<OrderListRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

export async function orderHead(db: Db, id: number, lang: 'en' | 'ar') {
  return rowsOf<
    OrderListRow & {
      payment_status: string;
      hold_reason: string | null;
      customer_id: number;
      payment_provider: string | null;
      wallet_amount: number;
      points_redeemed: number;
      coupon_code: string | null;
      address: string;
    }
  >(
    await db.execute(sql`select ${columns(lang)}, o.payment_status, o.hold_reason, o.user_id as customer_id, pm.provider as payment_provider,
        o.wallet_amount, o.points_redeemed, o.coupon_code,
        o.full_name || ', ' || o.street_address || ', ' || o.city || ', ' || o.phone as address
      from orders o left join users u on u.id = o.user_id
      left join payment_methods pm on pm.id = o.payment_method_id where o.id = ${id}`),
  )[0];
}

export async function orderLinesOf(db: Db, id: number, lang: 'en' | 'ar') {
  return rowsOf<{
    id: number;
    name: string;
    kind: 'product' | 'card';
    qty: number;
    refunded_qty: number;
    unit_price: number;
    codes_delivered: number;
  }>(
    await db.execute(sql`select l.id, ${lang === 'ar' ? sql`l.name_ar` : sql`l.name_en`} as name,
        case when l.card_id is null then 'product' else 'card' end as kind, l.qty, l.refunded_qty, l.unit_price,
        (select count(*) from card_codes k where k.order_line_id = l.id and k.status = 'sold')::int as codes_delivered
      from order_lines l where l.order_id = ${id} order by l.id`),
  );
}

export async function shipmentOf(db: Db, id: number) {
  return (
    rowsOf<{ tracking_number: string; carrier: string; last_update: string | null }>(
      await db.execute(sql`select s.tracking_number, s.carrier,
          (select u.description from shipment_updates u where u.shipment_id = s.id order by u.happened_at desc, u.id desc limit 1) as last_update
        from shipments s where s.order_id = ${id} order by s.id desc limit 1`),
    )[0] ?? null
  );
}

export async function orderStatusOf(db: Db, id: number) {
  return rowsOf<{ status: string; payment_status: string }>(
    await db.execute(sql`select status, payment_status from orders where id = ${id}`),
  )[0];
}

export async function paymentMethodNames(db: Db, lang: 'en' | 'ar') {
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, ${lang === 'ar' ? sql`name_ar` : sql`name_en`} as name from payment_methods order by id`),
  );
}
