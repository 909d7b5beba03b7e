// The order state machine's one writer (issue 22). moveOrder() locks the order, finds the row of
// ORDER_MACHINE (packages/shared/src/orders.ts) that fits the event, the order's statuses, the
// actor and the guards, writes orders.status / payment_status, records the move in order_events
// (the order's timeline), and runs the row's effects in the same transaction. Nothing else in the
// code writes those two columns (`grep -rn "set status" apps/api/src/orders` shows this file and
// the insert of a new order only). Work that must wait for the commit — e-mails, the carrier, the
// code supplier — is collected in OrderEffects and done by afterOrderCommitted().
//
// Lock order (docs/API-orders.md "Locks"): the customer (placing only), then the order, then its
// payments, then codes/stock/ledgers. settlePayment, the release job, the carrier and the service
// commands all take the order's lock before touching its payments.
import {
  transitionsOf,
  type OrderActor,
  type OrderEffect,
  type OrderEvent,
  type OrderGuard,
  type OrderStatus,
  type OrderTransition,
  type PaymentStatus,
} from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { closeOpenPayments } from '../payments/store.ts';
import { pointsRules } from '../rewards/rules.ts';
import type { MoveOptions, OrderEffects } from './effects.ts';
import { deliverCodes } from './fulfil.ts';
import { releaseHolds, settleHolds } from './holds.ts';
import { queueOrderEvent, type OrderNotice } from './notify.ts';

export { noEffects, type OrderEffects } from './effects.ts';

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
  has_physical: boolean;
  has_cards: boolean;
  has_shipment: boolean;
  /** a hardware unit is not refunded */
  physical_left: boolean;
  delivered: boolean;
  placed: boolean;
}

export async function lockOrderFacts(tx: Tx, orderId: number): Promise<OrderFacts | null> {
  const row = rowsOf<OrderFacts>(
    await tx.execute(sql`select o.id, o.number, o.user_id, o.status, o.payment_status, o.is_buy_now, o.total_price,
        o.wallet_amount, o.points_redeemed, pm.provider,
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

const payOnDelivery = (o: OrderFacts) => o.provider === 'cod' && o.total_price - o.wallet_amount > 0;

const GUARDS: Record<OrderGuard, (o: OrderFacts) => boolean> = {
  payOnDelivery,
  prepaid: (o) => !payOnDelivery(o),
  digitalOnly: (o) => !o.has_physical,
  hasPhysical: (o) => o.has_physical,
  notShipped: (o) => !o.has_shipment,
  inTransit: (o) => o.has_shipment && !o.delivered,
  delivered: (o) => o.delivered,
  nothingToShip: (o) => !o.has_shipment && !o.physical_left,
};

export type { MoveOptions } from './effects.ts';

export interface Move {
  event: OrderEvent;
  from: OrderStatus | 'new';
  to: OrderStatus;
  payment: PaymentStatus;
}

type Effect = (tx: Tx, ctx: AppContext, order: OrderFacts, effects: OrderEffects, opts: MoveOptions) => Promise<void>;

const notify =
  (kind: OrderNotice): Effect =>
  async (tx, ctx, order, effects) => {
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, kind)));
  };

const EFFECTS: Record<OrderEffect, Effect> = {
  deliverCodes: (tx, ctx, order, effects) => deliverCodes(tx, ctx, order.id, effects, moveOrder),
  earnPoints: async (tx, ctx, order) => {
    const now = ctx.clock.now();
    const { maturityDays: maturity, expiryDays: expiry } = await pointsRules(ctx, tx);
    await tx.execute(sql`
      insert into points_ledger (user_id, order_id, points, status, maturity_date, expiry_date)
      select o.user_id, o.id, sum(c.redeem_points * l.qty)::int, 'pending', ${dayOf(now, maturity)}, ${dayOf(now, maturity + expiry)}
      from orders o join order_lines l on l.order_id = o.id join cards c on c.id = l.card_id
      where o.id = ${order.id}
        and not exists (select 1 from points_ledger e where e.order_id = o.id and e.points > 0 and e.status in ('pending', 'available', 'expired'))
      group by o.user_id, o.id
      having sum(c.redeem_points * l.qty) > 0`);
  },
  dropEarnedPoints: async (tx, _ctx, order) => {
    await tx.execute(sql`update points_ledger set status = 'expired'
      where order_id = ${order.id} and points > 0 and status in ('pending', 'available')`);
  },
  ship: async (_tx, _ctx, order, effects) => {
    if (order.has_physical) effects.shipOrders.push(order.id);
  },
  sellStock: async (tx, _ctx, order) => {
    await settleHolds(tx, order.id, ['product_stock']);
  },
  releaseHolds: async (tx, ctx, order) => {
    await releaseHolds(tx, ctx, order);
  },
  // the shopper's lines go back to the cart (a buy-now order leaves the cart as it is)
  restoreCart: async (tx, _ctx, order) => {
    if (order.is_buy_now) return;
    for (const fk of ['product_id', 'card_id'] as const) {
      const col = sql.raw(fk);
      await tx.execute(sql`insert into cart_items (user_id, ${col}, qty, unit_price)
        select ${order.user_id}, l.${col}, least(sum(l.qty), 999)::int, max(l.unit_price) from order_lines l
        where l.order_id = ${order.id} and l.${col} is not null group by l.${col}
        on conflict (user_id, ${col}) do update set qty = least(cart_items.qty + excluded.qty, 999), updated_at = now()`);
    }
  },
  closePayments: async (tx, _ctx, order) => {
    await closeOpenPayments(tx, { orderId: order.id });
  },
  // the money itself is moved by the refund command (orders/commands.ts) before the move
  refundMoney: async () => {},
  'notify:placed': notify('placed'),
  'notify:paid': notify('paid'),
  'notify:codes': notify('codes'),
  'notify:shipped': async (tx, ctx, order, effects) => {
    const tracking = rowsOf<{ t: string }>(
      await tx.execute(sql`select tracking_number as t from shipments where order_id = ${order.id} order by id desc limit 1`),
    )[0]?.t;
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, 'shipped', { tracking: tracking ?? '' })));
  },
  'notify:delivered': notify('delivered'),
  'notify:cancelled': notify('cancelled'),
  'notify:refunded': notify('refunded'),
  'notify:partlyRefunded': async (tx, ctx, order, effects, opts) => {
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, 'partlyRefunded', { amount: opts.amount ?? 0 })));
  },
};

/** yyyy-mm-dd of `date` plus `days`, in UTC (points dates are calendar days). */
export function dayOf(date: Date, days = 0): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The row of the machine that fits, or null. */
export function pickTransition(order: OrderFacts, event: OrderEvent, actor: OrderActor): OrderTransition | null {
  const from = order.placed ? order.status : 'new';
  return (
    transitionsOf(event, from, order.payment_status).find(
      (t) => t.by.includes(actor.kind) && (t.when ?? []).every((g) => GUARDS[g](order)),
    ) ?? null
  );
}

/**
 * Moves the order by `event`, or answers null (nothing changed) when no row of the machine fits —
 * a repeated callback, a late job, a command on an order that moved on.
 */
export async function moveOrder(
  tx: Tx,
  ctx: AppContext,
  orderId: number,
  event: OrderEvent,
  actor: OrderActor,
  effects: OrderEffects,
  opts: MoveOptions = {},
): Promise<Move | null> {
  const order = await lockOrderFacts(tx, orderId);
  if (!order) return null;
  const row = pickTransition(order, event, actor);
  if (!row) return null;
  const from = order.placed ? order.status : 'new';
  const to = row.to ?? order.status;
  const payment = row.paymentTo ?? order.payment_status;
  const holdReason = to === 'on-hold' ? (opts.reason ?? 'on hold') : null;
  await tx.execute(sql`update orders set status = ${to}, payment_status = ${payment}, hold_reason = ${holdReason},
      updated_at = now() ${payment === 'paid' && order.payment_status !== 'paid' ? sql`, paid_at = now()` : sql``}
    where id = ${orderId}`);
  await tx.execute(sql`insert into order_events (order_id, event, from_status, to_status, payment_from, payment_to, reason, actor_kind, actor_id)
    values (${orderId}, ${event}, ${from === 'new' ? null : from}, ${to}, ${from === 'new' ? null : order.payment_status}, ${payment},
      ${opts.reason ?? null}, ${actor.kind}, ${actor.id})`);
  const moved: OrderFacts = { ...order, status: to, payment_status: payment, placed: true };
  for (const effect of row.effects) await EFFECTS[effect](tx, ctx, moved, effects, opts);
  return { event, from, to, payment };
}

/** The order's timeline (the back-office reads it), oldest first. */
export async function orderTimeline(db: AppContext['db'] | Tx, orderId: number) {
  return rowsOf<{
    event: OrderEvent;
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    payment_from: PaymentStatus | null;
    payment_to: PaymentStatus;
    reason: string | null;
    actor_kind: OrderActor['kind'];
    actor_id: number | null;
    at: Date | string;
  }>(
    await db.execute(sql`select event, from_status, to_status, payment_from, payment_to, reason, actor_kind, actor_id, at
      from order_events where order_id = ${orderId} order by id`),
  );
}
