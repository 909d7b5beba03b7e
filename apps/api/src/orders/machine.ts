// The order state machine's one writer (issue 22). moveOrder() locks the order, finds the row of
// ORDER_MACHINE (packages/shared/src/orders.ts) that fits the event, the order's statuses, the
// actor and the guards, writes orders.status / payment_status, records the move in order_events
// (the order's timeline), and runs the row's effects in the same transaction. Nothing else in the
// code writes those two columns or the timeline: their statements are in machine.queries.ts, which
// only this file imports (one-writer.test.ts checks it; the insert of a new order leaves
// the columns at their defaults). Work that must wait for the commit — e-mails, the carrier, the
// code supplier — is collected in OrderEffects and done by afterOrderCommitted().
//
// Lock order (docs/API-orders.md "Locks"): the customer (placing only), then the order, then its
// payments, then codes/stock/ledgers. settlePayment, the release job, the carrier and the service
// commands all take the order's lock before touching its payments.
import {
  SHIPPING_PICKUP,
  transitionsOf,
  type OrderActor,
  type OrderEffect,
  type OrderEvent,
  type OrderGuard,
  type OrderStatus,
  type OrderTransition,
  type PaymentStatus,
  storeDay,
} from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { closeOpenPayments } from '../payments/store.ts';
import { pointsRules } from '../rewards/rules.ts';
import type { MoveOptions, OrderEffects } from './effects.ts';
import { deliverCodes } from './fulfil.ts';
import { releaseHolds, settleHolds } from './holds.ts';
import {
  cancelEarnedPoints,
  insertEarnedPoints,
  insertFulfilmentRetried,
  insertOrderEvent,
  latestTrackingNumber,
  lockOrderFacts,
  orderEvents,
  returnLinesToCart,
  setOrderStatus,
  type OrderEventRow,
  type OrderFacts,
} from './machine.queries.ts';
import { queueOrderEvent, type OrderNotice } from './notify.ts';

export { noEffects, type OrderEffects } from './effects.ts';
export { lockOrderFacts, type OrderFacts } from './machine.queries.ts';

const payOnDelivery = (o: OrderFacts) => o.provider === 'cod' && o.total_price - o.wallet_amount > 0;

const GUARDS: Record<OrderGuard, (o: OrderFacts) => boolean> = {
  payOnDelivery,
  prepaid: (o) => !payOnDelivery(o),
  digitalOnly: (o) => !o.has_physical,
  hasPhysical: (o) => o.has_physical,
  // handed over at the store counter is neither waiting to ship nor in transit: delivered
  notShipped: (o) => !o.has_shipment && !o.delivered,
  inTransit: (o) => o.has_shipment && !o.delivered,
  delivered: (o) => o.delivered,
  // (its row leaves `processing` only: the courier has not collected anything; a shipment only
  // created with the carrier is cancelled by the row's `cancelShipment`)
  nothingToShip: (o) => !o.physical_left && !o.delivered,
  atStore: (o) => o.shipping_method === SHIPPING_PICKUP,
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
    await insertEarnedPoints(tx, order.id, storeDay(now, maturity), storeDay(now, maturity + expiry));
  },
  dropEarnedPoints: async (tx, _ctx, order) => {
    await cancelEarnedPoints(tx, order.id);
  },
  ship: async (_tx, _ctx, order, effects) => {
    if (order.has_physical) effects.shipOrders.push(order.id);
  },
  cancelShipment: async (_tx, _ctx, order, effects) => {
    if (order.has_physical) effects.cancelShipments.push(order.id);
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
    await returnLinesToCart(tx, order.user_id, order.id);
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
    const tracking = await latestTrackingNumber(tx, order.id);
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, 'shipped', { tracking: tracking ?? '' })));
  },
  'notify:delivered': notify('delivered'),
  'notify:cancelled': notify('cancelled'),
  'notify:refunded': async (tx, ctx, order, effects, opts) => {
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, 'refunded', { amount: opts.amount })));
  },
  'notify:partlyRefunded': async (tx, ctx, order, effects, opts) => {
    effects.notificationIds.push(...(await queueOrderEvent(tx, ctx, order.id, 'partlyRefunded', { amount: opts.amount ?? 0 })));
  },
};

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
  // a move that keeps an order on hold (shipped, delivered at the counter) keeps why it is held:
  // the supplier retry and the customer's notice read it
  const holdReason =
    to === 'on-hold' ? (opts.reason ?? (order.status === 'on-hold' ? order.hold_reason : null) ?? 'on hold') : null;
  await setOrderStatus(tx, orderId, to, payment, holdReason, payment === 'paid' && order.payment_status !== 'paid');
  await insertOrderEvent(tx, {
    orderId,
    event,
    from: from === 'new' ? null : from,
    to,
    paymentFrom: from === 'new' ? null : order.payment_status,
    paymentTo: payment,
    reason: opts.reason ?? null,
    actor,
  });
  const moved: OrderFacts = { ...order, status: to, payment_status: payment, hold_reason: holdReason, placed: true };
  for (const effect of row.effects) await EFFECTS[effect](tx, ctx, moved, effects, opts);
  return { event, from, to, payment };
}

/**
 * Staff retried a held order's fulfilment (orders/commands.ts fulfilHeldOrder): recorded in the
 * timeline without a move; the caller holds the order's lock (lockOrderFacts).
 */
export async function noteFulfilmentRetried(tx: Tx, order: OrderFacts, staffId: number): Promise<void> {
  await insertFulfilmentRetried(tx, order.id, order.status, order.payment_status, staffId);
}

/** The order's timeline (the back-office reads it), oldest first. */
export async function orderTimeline(db: Db | Tx, orderId: number): Promise<OrderEventRow[]> {
  return orderEvents(db, orderId);
}
