// SQL of the order state machine (issue 22). ONLY orders/machine.ts imports this module (a test,
// one-writer.test.ts, fails otherwise): it holds the one writer of orders.status /
// payment_status (setOrderStatus) and of the order's timeline, order_events (insertOrderEvent,
// insertFulfilmentRetried) — docs/decisions/22-order-state-machine.md. Other files reach these
// through what machine.ts exports (moveOrder, lockOrderFacts, noteFulfilmentRetried, orderTimeline).
import type { OrderActor, OrderEvent, OrderStatus, PaymentStatus } from '@store/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** The facts the guards read, loaded under the order's lock. */
export interface OrderFacts {
  id: number;
  number: string;
  user_id: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  is_buy_now: boolean;
  total_price: number;
  wallet_amount: number;
  points_redeemed: number;
  provider: string | null;
  /** the shipping method's code (spec §9: 1 online, 2 two-day, 3 store pickup) */
  shipping_method: number;
  has_physical: boolean;
  has_cards: boolean;
  has_shipment: boolean;
  /** a hardware unit is not refunded */
  physical_left: boolean;
  delivered: boolean;
  placed: boolean;
  /** why an on-hold order is held (null otherwise) */
  hold_reason: string | null;
}

/**
 * Locks the order's row (`for update of o`) and reads the facts the guards need. (`physical_left`
 * is asked again by shipping/queries.ts TO_CANCEL: keep the two alike.)
 */
export async function lockOrderFacts(tx: Tx, orderId: number): Promise<OrderFacts | null> {
  const row = rowsOf<OrderFacts>(
    await tx.execute(sql`select o.id, o.number, o.user_id, o.status, o.payment_status, o.hold_reason, o.is_buy_now, o.total_price,
        o.wallet_amount, o.points_redeemed, pm.provider, o.shipping_method,
        exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null) as has_physical,
        exists (select 1 from order_lines l where l.order_id = o.id and l.card_id is not null) as has_cards,
        exists (select 1 from shipments s where s.order_id = o.id) as has_shipment,
        exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null and l.qty > l.refunded_qty) as physical_left,
        exists (select 1 from order_events e where e.order_id = o.id and e.event = 'delivered') as delivered,
        exists (select 1 from order_events e where e.order_id = o.id and e.event = 'placed') as placed
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where o.id = ${orderId} for update of o`),
  )[0];
  return row ?? null;
}

/** The one write of orders.status / payment_status (and hold_reason, paid_at with them). */
export async function setOrderStatus(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  payment: PaymentStatus,
  holdReason: string | null,
  /** the order becomes paid now: paid_at is set */
  becomesPaid: boolean,
): Promise<void> {
  await tx.execute(sql`update orders set status = ${to}, payment_status = ${payment}, hold_reason = ${holdReason},
      updated_at = now() ${becomesPaid ? sql`, paid_at = now()` : sql``}
    where id = ${orderId}`);
}

/** One move of the order's timeline (`from` null: the order was new). */
export async function insertOrderEvent(
  tx: Tx,
  e: {
    orderId: number;
    event: OrderEvent;
    from: OrderStatus | null;
    to: OrderStatus;
    paymentFrom: PaymentStatus | null;
    paymentTo: PaymentStatus;
    reason: string | null;
    actor: OrderActor;
  },
): Promise<void> {
  await tx.execute(sql`insert into order_events (order_id, event, from_status, to_status, payment_from, payment_to, reason, actor_kind, actor_id)
    values (${e.orderId}, ${e.event}, ${e.from}, ${e.to}, ${e.paymentFrom}, ${e.paymentTo},
      ${e.reason}, ${e.actor.kind}, ${e.actor.id})`);
}

/** Staff retried a held order's fulfilment: a timeline row that leaves the statuses as they are. */
export async function insertFulfilmentRetried(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  payment: PaymentStatus,
  staffId: number,
): Promise<void> {
  await tx.execute(sql`insert into order_events (order_id, event, from_status, to_status, payment_from, payment_to, reason, actor_kind, actor_id)
      values (${orderId}, 'held', ${status}, ${status}, ${payment}, ${payment}, 'fulfilment retried', 'staff', ${staffId})`);
}

/** The points the order's card lines earn, pending until `maturity` (once per order). */
export async function insertEarnedPoints(tx: Tx, orderId: number, maturity: string, expiry: string): Promise<void> {
  await tx.execute(sql`
      insert into points_ledger (user_id, order_id, points, status, maturity_date, expiry_date)
      select o.user_id, o.id, sum(c.redeem_points * l.qty)::int, 'pending', ${maturity}, ${expiry}
      from orders o join order_lines l on l.order_id = o.id join cards c on c.id = l.card_id
      where o.id = ${orderId}
        and not exists (select 1 from points_ledger e where e.order_id = o.id and e.points > 0 and e.status in ('pending', 'available', 'expired', 'cancelled'))
      group by o.user_id, o.id
      having sum(c.redeem_points * l.qty) > 0`);
}

/**
 * The points the order earned and the customer has not used are dropped: `cancelled` (the order was
 * refunded), never `expired`, which the customer reads as points left unused past their date.
 */
export async function cancelEarnedPoints(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`update points_ledger set status = 'cancelled'
      where order_id = ${orderId} and points > 0 and status in ('pending', 'available')`);
}

/** The order's lines go back to the customer's cart: products, then cards. */
export async function returnLinesToCart(tx: Tx, userId: number, orderId: number): Promise<void> {
  for (const fk of ['product_id', 'card_id'] as const) {
    const col = sql.raw(fk);
    await tx.execute(sql`insert into cart_items (user_id, ${col}, qty, unit_price)
        select ${userId}, l.${col}, least(sum(l.qty), 999)::int, max(l.unit_price) from order_lines l
        where l.order_id = ${orderId} and l.${col} is not null group by l.${col}
        on conflict (user_id, ${col}) do update set qty = least(cart_items.qty + excluded.qty, 999), updated_at = now()`);
  }
}

/** The tracking number of the order's latest shipment. */
export async function latestTrackingNumber(tx: Tx, orderId: number): Promise<string | undefined> {
  return rowsOf<{ t: string }>(
    await tx.execute(sql`select tracking_number as t from shipments where order_id = ${orderId} order by id desc limit 1`),
  )[0]?.t;
}

export interface OrderEventRow {
  event: OrderEvent;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  payment_from: PaymentStatus | null;
  payment_to: PaymentStatus;
  reason: string | null;
  actor_kind: OrderActor['kind'];
  actor_id: number | null;
  /** the staff member's e-mail, for a staff event (the back-office names who did it) */
  actor_email: string | null;
  at: Date | string;
}

/** The order's timeline, oldest first. */
export async function orderEvents(db: Db | Tx, orderId: number): Promise<OrderEventRow[]> {
  return rowsOf<OrderEventRow>(
    await db.execute(sql`select e.event, e.from_status, e.to_status, e.payment_from, e.payment_to, e.reason, e.actor_kind,
        e.actor_id, case when e.actor_kind = 'staff' then u.email end as actor_email, e.at
      from order_events e left join users u on u.id = e.actor_id
      where e.order_id = ${orderId} order by e.id`),
  );
}
