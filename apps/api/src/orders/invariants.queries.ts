// The invariants' queries (invariants.ts runs them; issue 14 Reliability): each check is one query
// that answers the rows breaking it, so a report names what is wrong.
import { SHIPPING_PICKUP } from '@store/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export interface InvariantCheck {
  name: string;
  query: SQL;
}

export const INVARIANT_CHECKS: InvariantCheck[] = [
  {
    name: 'managed stock is never negative',
    query: sql`select 'product ' || id as what, stock from products where stock_type = 1 and stock < 0
      union all select 'card ' || id, stock from cards where stock_type = 1 and stock < 0`,
  },
  {
    name: 'a managed card’s stock equals its available codes',
    query: sql`select c.id as card, c.stock, count(k.id) filter (where k.status = 'available')::int as available
      from cards c left join card_codes k on k.card_id = c.id
      where c.stock_type = 1 group by c.id having c.stock <> count(k.id) filter (where k.status = 'available')`,
  },
  {
    // reserved codes belong only to payable orders: waiting for the gateway, or for the courier's cash
    name: 'codes are held only by lines of live orders: reserved for payable ones, sold for paid (or refunded)',
    query: sql`select k.id as code, k.status, o.status as order_status, o.payment_status
      from card_codes k left join order_lines l on l.id = k.order_line_id left join orders o on o.id = l.order_id
      where (k.status = 'available' and k.order_line_id is not null)
         or (k.status = 'reserved' and (o.id is null or o.payment_status <> 'unpaid' or o.status not in ('pending', 'processing', 'shipped')))
         or (k.status = 'sold' and (o.id is null or o.payment_status not in ('paid', 'refunded')))`,
  },
  {
    name: 'no line holds more codes than it bought',
    query: sql`select l.id as line, l.qty, count(k.id)::int as codes from order_lines l join card_codes k on k.order_line_id = l.id
      group by l.id having count(k.id) > l.qty`,
  },
  {
    // (units refunded before their codes came are no longer owed; codes delivered stay sold)
    name: 'a paid order’s card lines have all their codes unless it is on hold',
    query: sql`select o.id as order_id, l.id as line, l.qty, l.refunded_qty, count(k.id)::int as codes
      from orders o join order_lines l on l.order_id = o.id left join card_codes k on k.order_line_id = l.id
      where o.payment_status = 'paid' and o.status <> 'on-hold' and l.card_id is not null
      group by o.id, l.id having count(k.id) < l.qty - l.refunded_qty or count(k.id) > l.qty`,
  },
  {
    name: 'every order has lines',
    query: sql`select o.id as order_id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  },
  {
    name: 'payment and order statuses agree',
    query: sql`select id as order_id, status, payment_status from orders
      where (payment_status = 'paid' and status in ('pending', 'cancelled', 'refunded'))
         or (status = 'pending' and payment_status <> 'unpaid')
         or (status = 'refunded' and payment_status <> 'refunded')
         or (payment_status = 'refunded' and status <> 'refunded')`,
  },
  {
    name: 'no wallet goes below zero',
    query: sql`select user_id, sum(case when operation = 'credit' then amount else -amount end)::int as balance
      from wallet_ledger group by user_id having sum(case when operation = 'credit' then amount else -amount end) < 0`,
  },
  {
    // a live order gets back only its refunds to the wallet (per-line refunds); a cancelled one its
    // wallet amount (plus a late payment handed back); a refunded one its refunds to the wallet,
    // at least its wallet amount and never more than its total
    name: 'an order’s wallet amount is debited once, and credited back once if it was cancelled or refunded',
    query: sql`select o.id as order_id, o.status, o.wallet_amount,
        coalesce(sum(w.amount) filter (where w.operation = 'debit'), 0)::int as debited,
        coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0)::int as credited,
        coalesce((select sum(p.amount) from payments p where p.order_id = o.id and p.status = 'refunded'), 0)::int as handed_back
      from orders o left join wallet_ledger w on w.order_id = o.id
      group by o.id having coalesce(sum(w.amount) filter (where w.operation = 'debit'), 0) <> o.wallet_amount
        or (o.status not in ('cancelled', 'refunded') and coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0)
            <> coalesce((select sum(r.wallet_amount) from order_refunds r where r.order_id = o.id and r.state = 'done'), 0))
        or (o.status = 'refunded' and exists (select 1 from order_refunds r where r.order_id = o.id)
            and coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0)
              <> coalesce((select sum(r.wallet_amount) from order_refunds r where r.order_id = o.id and r.state = 'done'), 0))
        or (o.status = 'cancelled' and coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0)
            <> o.wallet_amount + coalesce((select sum(p.amount) from payments p where p.order_id = o.id and p.status = 'refunded'), 0))
        or (o.status = 'refunded' and (coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0) < o.wallet_amount
            or coalesce(sum(w.amount) filter (where w.operation = 'credit'), 0) > o.total_price))`,
  },
  {
    // (a released order's points came back to their lots: its 'returned' row nets the redemption out)
    name: 'an order’s redeemed points are recorded once, and returned once if it ended unpaid or refunded',
    query: sql`select o.id as order_id, o.status, o.points_redeemed, coalesce(-sum(p.points), 0)::int as recorded
      from orders o left join points_ledger p on p.order_id = o.id and p.status in ('redeemed', 'returned')
      group by o.id having coalesce(-sum(p.points), 0)
        <> case when o.status in ('cancelled', 'refunded') then 0 else o.points_redeemed end`,
  },
  {
    name: 'points spent from lots equal the points redeemed',
    query: sql`select user_id, sum(used) filter (where points > 0)::int as used,
        coalesce(-sum(points) filter (where status in ('redeemed', 'returned')), 0)::int as redeemed
      from points_ledger group by user_id
      having coalesce(sum(used) filter (where points > 0 and status <> 'returned'), 0)
        <> coalesce(-sum(points) filter (where status in ('redeemed', 'returned')), 0)`,
  },
  {
    // (the count may include uses from before this store's orders were recorded, never fewer)
    name: 'a coupon’s use count covers its live orders and stays within its limit',
    query: sql`select c.id as coupon, c.used_count, c.usage_limit, count(o.id)::int as live_orders
      from coupons c left join orders o on o.coupon_id = c.id and o.status not in ('cancelled', 'refunded')
      group by c.id having c.used_count < count(o.id) or (c.usage_limit is not null and c.used_count > c.usage_limit)`,
  },
  {
    name: 'an unpaid order asks the gateway for what the wallet and points did not cover',
    query: sql`select o.id as order_id, o.total_price, o.wallet_amount, p.amount
      from orders o join payments p on p.order_id = o.id
      where p.amount <> o.total_price - o.wallet_amount`,
  },
  {
    // issue 22: no digital order waiting for a delivery that will never come, no processing order
    // without a shipment (or one on its way: paid orders the carrier job has yet to take), no
    // hold without its reason
    name: 'every order is in a state it can leave',
    query: sql`select o.id as order_id, o.status, o.payment_status, o.hold_reason from orders o
      where (o.status = 'on-hold' and o.hold_reason is null)
         or (o.status in ('processing', 'shipped')
             and not exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null))
         or (o.status = 'shipped' and not exists (select 1 from shipments s where s.order_id = o.id))
         or (o.status in ('processing', 'shipped', 'on-hold', 'completed') and o.payment_status = 'unpaid'
             and not exists (select 1 from payment_methods pm where pm.id = o.payment_method_id and pm.provider = 'cod'))`,
  },
  {
    name: 'a store-pickup order is never sent by courier',
    query: sql`select o.id as order_id, s.tracking_number from orders o join shipments s on s.order_id = o.id
      where o.shipping_method = ${SHIPPING_PICKUP}`,
  },
  {
    name: 'every payment in a final state matches its order',
    query: sql`select p.id as payment, p.status, o.id as order_id, o.status as order_status, o.payment_status
      from payments p join orders o on o.id = p.order_id
      where (p.status = 'paid' and o.payment_status not in ('paid', 'refunded'))
         or (p.status = 'created' and (o.status <> 'pending' or o.payment_status <> 'unpaid'))
         or (o.payment_status = 'paid' and p.status = 'created')`,
  },
  {
    // per-line refunds: what is given back never passes what was paid, a refunded order has every
    // unit refunded and a live one at least one unit left, and a gateway refunds no more than it took
    name: 'refunds stay within what was paid, and a refunded order has nothing left to refund',
    query: sql`select o.id as order_id, o.status, o.total_price,
        (select coalesce(sum(r.amount), 0) from order_refunds r where r.order_id = o.id and r.state in ('pending', 'done'))::int as refunded,
        (select coalesce(sum(l.qty - l.refunded_qty), 0) from order_lines l where l.order_id = o.id)::int as units_left
      from orders o
      where (select coalesce(sum(r.amount), 0) from order_refunds r where r.order_id = o.id and r.state in ('pending', 'done')) > o.total_price
         or (o.status = 'refunded' and exists (select 1 from order_lines l where l.order_id = o.id and l.refunded_qty < l.qty))
         or (o.status <> 'refunded' and not exists (select 1 from order_lines l where l.order_id = o.id and l.refunded_qty < l.qty)
             and not exists (select 1 from order_refunds r where r.order_id = o.id and r.state = 'pending'))
         or exists (select 1 from payments p where p.order_id = o.id and p.refunded_amount > p.amount)`,
  },
  {
    // refunded hardware that had left the store waits as 'returning' until staff say it came back or not
    name: 'hardware waiting to come back, or said to have come back or not, is never more than was given back of it (refunded, or all of a cancelled order)',
    query: sql`select x.order_id, x.product_id, x.units, r.refunded
      from (select order_id, product_id, sum(qty)::int as units from (
          select order_id, item_id as product_id, qty from order_holds where kind = 'product_stock' and state = 'returning'
          union all select order_id, product_id, qty from order_returns) u group by order_id, product_id) x
      cross join lateral (select coalesce(sum(case when o.status = 'cancelled' then l.qty else l.refunded_qty end), 0)::int as refunded
        from order_lines l join orders o on o.id = l.order_id
        where l.order_id = x.order_id and l.product_id = x.product_id) r
      where x.units > r.refunded`,
  },
  {
    name: 'every order moved only through the state machine (its timeline ends where it is)',
    query: sql`select o.id as order_id, o.status, e.to_status, o.payment_status, e.payment_to
      from orders o left join lateral (select to_status, payment_to from order_events where order_id = o.id order by id desc limit 1) e on true
      where e.to_status is distinct from o.status or e.payment_to is distinct from o.payment_status`,
  },
  {
    name: 'each category’s counters equal its active products and cards (the totals of category pages)',
    query: sql`select c.id as category, coalesce(k.products, 0) as products_counted, p.n as products,
        coalesce(k.cards, 0) as cards_counted, d.n as cards
      from categories c left join category_item_counts k on k.category_id = c.id
      cross join lateral (select count(*)::int as n from products i where i.category_id = c.id and i.active) p
      cross join lateral (select count(*)::int as n from cards i where i.category_id = c.id and i.active) d
      where coalesce(k.products, 0) <> p.n or coalesce(k.cards, 0) <> d.n`,
  },
  {
    name: 'each item’s review count and rating sum equal its shown reviews (the ratings of list rows)',
    query: sql`select 'product' as kind, i.id, i.reviews_count, i.rating_sum, s.n, s.total from products i
        cross join lateral (select count(*)::int as n, coalesce(sum(r.rating), 0)::int as total from reviews r where r.product_id = i.id and r.hidden_at is null) s
        where i.reviews_count <> s.n or i.rating_sum <> s.total
      union all
      select 'card', i.id, i.reviews_count, i.rating_sum, s.n, s.total from cards i
        cross join lateral (select count(*)::int as n, coalesce(sum(r.rating), 0)::int as total from reviews r where r.card_id = i.id and r.hidden_at is null) s
        where i.reviews_count <> s.n or i.rating_sum <> s.total`,
  },
];

/** The rows breaking one check (none when it holds). */
export async function rowsBreaking(db: Db, check: InvariantCheck): Promise<Record<string, unknown>[]> {
  return rowsOf<Record<string, unknown>>(await db.execute(check.query));
}
