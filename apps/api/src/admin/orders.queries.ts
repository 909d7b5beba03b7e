// SQL of the back-office's orders (issues 22 and 26): the filtered list and the detail's parts.
// Statuses are never written here: the actions call the order commands (orders/commands.ts).
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { ORDER_AMOUNTS, type OrderAmounts } from '../orders/queries.ts';

export interface OrderListFilters {
  status?: string;
  search?: string;
  customer?: string;
  method?: number;
  from?: string;
  to?: string;
  attention?: 'on_hold' | 'supplier_failed' | 'payment_mismatch' | 'awaiting_return';
}

/** A refund still pending this long is stuck (its server stopped between the gateway and the books). */
const STUCK_REFUND = sql`interval '10 minutes'`;

export function orderListWhere(f: OrderListFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (f.status) where.push(sql`o.status = ${f.status}`);
  // part of the number, the phone or the customer's e-mail: each through its trigram index (0047),
  // the orders found joined by id, never every order read and filtered; or the whole tracking
  // number a customer reads out from their e-mail, in any case (the unique index, two lookups)
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    const upper = `%${escapeLike(f.search.toUpperCase())}%`;
    const tracking = f.search.trim();
    where.push(sql`o.id in (select x.id from orders x where x.number like ${upper} or x.number like ${like} or x.phone like ${like}
      union select x.id from orders x where x.user_id in (select su.id from users su where lower(su.email) like ${like})
      union select s.order_id from shipments s where s.tracking_number in (${tracking}, ${tracking.toUpperCase()}))`);
  }
  if (f.customer)
    where.push(
      sql`o.user_id in (select cu.id from users cu where lower(cu.email) like ${`%${escapeLike(f.customer.toLowerCase())}%`})`,
    );
  if (f.method) where.push(sql`o.payment_method_id = ${f.method}`);
  if (f.from) where.push(sql`o.created_at >= (${f.from}::date)::timestamp at time zone 'Africa/Cairo'`);
  if (f.to) where.push(sql`o.created_at < (${f.to}::date + 1)::timestamp at time zone 'Africa/Cairo'`);
  if (f.attention === 'on_hold') where.push(sql`o.status = 'on-hold'`);
  if (f.attention === 'supplier_failed') where.push(sql`o.status = 'on-hold' and o.hold_reason = 'codes_supplier'`);
  // from the few rows it is about (paid payments × unpaid orders, pending refunds; partial indexes 0047)
  if (f.attention === 'payment_mismatch')
    // (an array first: the planner cannot know how few unpaid orders have a paid payment)
    where.push(sql`o.id = any(array(select p.order_id from payments p join orders x on x.id = p.order_id and x.payment_status = 'unpaid'
        where p.status = 'paid'
      union select r.order_id from order_refunds r where r.state = 'pending' and r.created_at < now() - ${STUCK_REFUND}))`);
  // refunded hardware that left the store and is not yet back (or said not to come back): the few
  // 'returning' holds through their partial index (0057)
  if (f.attention === 'awaiting_return')
    where.push(
      sql`o.id = any(array(select h.order_id from order_holds h where h.state = 'returning' and h.kind = 'product_stock'))`,
    );
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

/** Up to this many matching orders the list's total is counted exactly; beyond, it is PostgreSQL's estimate. */
export const EXACT_COUNT_UP_TO = 10_000;

/**
 * A page of the list and its total. The page's orders are picked from `orders` alone (the index of
 * the sort, or of the filter), and only those 25 are joined to their customer and payment method —
 * a deep page skips its offset without joining it. The total is exact up to EXACT_COUNT_UP_TO
 * matching orders (counting stops there); a wider list (all orders, a common status) shows the
 * planner's estimate of its size, so a first page over 100,000 orders does not count them all on
 * every call (docs/PERFORMANCE.md, "The admin order list").
 */
export async function orderList(db: Db, f: OrderListFilters, lang: 'en' | 'ar', limit: number, offset: number) {
  const cond = orderListWhere(f);
  const [rows, capped] = await Promise.all([
    db.execute(sql`select ${columns(lang)} from (select o.id from orders o where ${cond}
        order by o.created_at desc, o.id desc limit ${limit} offset ${offset}) page
      join orders o on o.id = page.id left join users u on u.id = o.user_id
      left join payment_methods pm on pm.id = o.payment_method_id
      order by o.created_at desc, o.id desc`),
    db.execute(sql`select count(*)::int as n from (select 1 from orders o where ${cond} limit ${EXACT_COUNT_UP_TO + 1}) c`),
  ]);
  let total = rowsOf<{ n: number }>(capped)[0]?.n ?? 0;
  if (total > EXACT_COUNT_UP_TO)
    total = Math.max(EXACT_COUNT_UP_TO + 1, await estimatedCount(db, cond), offset + rowsOf(rows).length);
  return { rows: rowsOf<OrderListRow>(rows), total };
}

/** The planner's row estimate of the filtered list (EXPLAIN: planning only, nothing read). */
async function estimatedCount(db: Db, cond: SQL): Promise<number> {
  const plan = rowsOf<Record<string, unknown>>(
    await db.execute(sql`explain (format json) select 1 from orders o where ${cond}`),
  )[0];
  const json = plan ? Object.values(plan)[0] : null;
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }] | null;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
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
      shipping_method: number;
      shipping_method_name: string | null;
    }
  >(
    await db.execute(sql`select ${columns(lang)}, o.payment_status, o.hold_reason, o.user_id as customer_id, pm.provider as payment_provider,
        o.wallet_amount, o.points_redeemed, o.coupon_code,
        o.full_name || ', ' || o.street_address || ', ' || o.city || ', ' || o.phone as address,
        o.shipping_method, ${lang === 'ar' ? sql`sm.name_ar` : sql`sm.name_en`} as shipping_method_name
      from orders o left join users u on u.id = o.user_id
      left join payment_methods pm on pm.id = o.payment_method_id
      left join shipping_methods sm on sm.id = o.shipping_method where o.id = ${id}`),
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
    rowsOf<{ tracking_number: string; carrier: string; last_update: string | null; cancel_refused: boolean }>(
      // a parcel still on its way for an order that no longer goes out (one delivered is not: its return is the
      // customer's), until staff have said what became of every unit of it waiting to come back
      await db.execute(sql`select s.tracking_number, s.carrier,
          (s.cancel_refused_at is not null
            and not exists (select 1 from order_events e where e.order_id = s.order_id and e.event = 'delivered')
            and (exists (select 1 from order_holds h where h.order_id = s.order_id and h.state = 'returning')
              or not exists (select 1 from order_returns r where r.order_id = s.order_id))) as cancel_refused,
          (select u.description from shipment_updates u where u.shipment_id = s.id order by u.happened_at desc, u.id desc limit 1) as last_update
        from shipments s where s.order_id = ${id} order by s.id desc limit 1`),
    )[0] ?? null
  );
}

/** The name of the order's line of a product, in `lang` ('' when it has none). */
export async function productLineName(db: Db, orderId: number, productId: number, lang: 'en' | 'ar'): Promise<string> {
  return (
    rowsOf<{ name: string }>(
      await db.execute(sql`select ${lang === 'ar' ? sql`l.name_ar` : sql`l.name_en`} as name from order_lines l
        where l.order_id = ${orderId} and l.product_id = ${productId} order by l.id limit 1`),
    )[0]?.name ?? ''
  );
}

/**
 * Refunded hardware that had left the store: the units still waiting to come back, per product
 * (order_holds 'returning'), and what staff said became of the others (order_returns).
 */
export async function returnsOf(db: Db, id: number, lang: 'en' | 'ar') {
  const name = lang === 'ar' ? sql`l.name_ar` : sql`l.name_en`;
  const [awaiting, done] = await Promise.all([
    db.execute(sql`select h.item_id as product_id, sum(h.qty)::int as qty,
        (select ${name} from order_lines l where l.order_id = h.order_id and l.product_id = h.item_id order by l.id limit 1) as name
      from order_holds h where h.order_id = ${id} and h.kind = 'product_stock' and h.state = 'returning'
      group by h.order_id, h.item_id order by h.item_id`),
    db.execute(sql`select r.product_id, r.qty, r.outcome, r.created_at, u.email as staff_email,
        (select ${name} from order_lines l where l.order_id = r.order_id and l.product_id = r.product_id order by l.id limit 1) as name
      from order_returns r left join users u on u.id = r.staff_id where r.order_id = ${id} order by r.id`),
  ]);
  return {
    awaiting: rowsOf<{ product_id: number; qty: number; name: string }>(awaiting),
    done: rowsOf<{
      product_id: number;
      qty: number;
      outcome: 'received' | 'kept';
      created_at: Date | string;
      staff_email: string | null;
      name: string;
    }>(done),
  };
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

/** One order as the back-office's CSV export writes it (amounts in piastres; the route formats them). */
export interface OrderExportRow extends OrderAmounts {
  id: number;
  number: string;
  /** the order's time as PostgreSQL writes it (microseconds kept: the next batch seeks past it) */
  at: string;
  /** Cairo's local time of the order, yyyy-mm-dd hh:mm */
  placed: string;
  status: string;
  payment_status: string;
  payment_method: string | null;
  shipping_method: string | null;
  customer_email: string | null;
  full_name: string;
  phone: string;
  street_address: string;
  city: string;
  country: string;
  items: number;
  total: number;
  refunded: number;
}

/**
 * Every order of the list's filters, newest first, in batches of `batch` (each batch one statement
 * that seeks past the last one's (created_at, id) down the list's own index and joins only its own
 * rows: the 100,000th order costs what the first does, and nothing is held between batches but the
 * cursor). An order placed while the export runs is newer than the cursor and not in it.
 */
export async function* orderExportBatches(
  db: Db,
  f: OrderListFilters,
  lang: 'en' | 'ar',
  batch = 1000,
): AsyncGenerator<OrderExportRow[]> {
  const cond = orderListWhere(f);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const seek: SQL = after ? sql`and (o.created_at, o.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
    const rows: OrderExportRow[] = rowsOf<OrderExportRow>(
      await db.execute(sql`select o.id, o.number, o.created_at::text as at,
          to_char(o.created_at at time zone 'Africa/Cairo', 'YYYY-MM-DD HH24:MI') as placed,
          o.status, o.payment_status, ${lang === 'ar' ? sql`pm.name_ar` : sql`pm.name_en`} as payment_method,
          ${lang === 'ar' ? sql`sm.name_ar` : sql`sm.name_en`} as shipping_method,
          u.email as customer_email, o.full_name, o.phone, o.street_address, o.city, o.country,
          (select coalesce(sum(l.qty), 0) from order_lines l where l.order_id = o.id)::int as items,
          ${ORDER_AMOUNTS}, o.total_price as total,
          (select coalesce(sum(r.amount), 0) from order_refunds r where r.order_id = o.id and r.state in ('pending', 'done'))::int as refunded
        from orders o left join users u on u.id = o.user_id
        left join payment_methods pm on pm.id = o.payment_method_id
        left join shipping_methods sm on sm.id = o.shipping_method
        where ${cond} ${seek} order by o.created_at desc, o.id desc limit ${batch}`),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
