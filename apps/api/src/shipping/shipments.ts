// Shipments of paid physical orders (issue 14 Delivery). A paid order with physical lines (or a
// pay-on-delivery order) is handed to the carrier after its payment commits; the carrier's
// updates are recorded in Aramex form and move the order: collected (step 1 and later) → shipped,
// delivered (step 5) → completed, and a pay-on-delivery order is then paid. Every change is one
// transaction under the order's row lock, so a retried job or a repeated update is harmless.
import {
  currentShipmentStep,
  SANDBOX_CARRIER_PLACES,
  SANDBOX_CARRIER_TEXTS,
  SHIPMENT_CANCELLED_TEXT,
  shipmentStepOf,
  SYSTEM,
  type OrderStatus,
} from '@store/shared';
import type { AppContext } from '../context.ts';
import { deliverNotifications } from '../integrations/notifications/index.ts';
import { holdBackCollectedStock } from '../orders/holds.ts';
import { moveOrder, noEffects } from '../orders/machine.ts';
import { fetchSupplierCodes } from '../orders/supplier.ts';
import type { Db, Tx } from '../db/client.ts';
import type { CarrierUpdate } from './carrier.ts';
import {
  insertShipmentOnce,
  insertShipmentUpdate,
  lockOrder,
  lockOrderStatus,
  markShipmentCancelled,
  markShipmentCancelRefused,
  orderEventsSeen,
  ordersWithShipmentsToCancel,
  orderStatusOf,
  physicalLines,
  sandboxShipment,
  setOrderRefNumber,
  shipmentByTracking,
  shipmentUpdates,
  shippableOrder,
  shippableOrderIds,
  shipmentToCancel,
  updateDescriptions,
} from './queries.ts';

/**
 * Creates the order's shipment with the carrier, once. Answers the tracking number, or null when
 * the order needs none (digital only, unpaid, already shipped).
 */
export async function shipOrder(ctx: AppContext, orderId: number): Promise<string | null> {
  const order = await shippableOrder(ctx.db, orderId);
  if (!order) return null;
  const lines = await physicalLines(ctx.db, orderId);
  // the carrier is asked outside any transaction (a real one is a network call) …
  const created = await ctx.carrier.createShipment(
    {
      orderId,
      number: order.number,
      fullName: order.full_name,
      phone: order.phone,
      city: order.city,
      streetAddress: order.street_address,
      lines,
    },
    ctx.clock.now(),
  );
  // … and its answer recorded under the order's lock, unless another process got there first
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const inserted = await insertShipmentOnce(tx, orderId, ctx.carrier.name, created.trackingNumber);
    if (inserted === undefined) return null;
    if (created.firstUpdate) await insertShipmentUpdate(tx, inserted, created.firstUpdate);
    return created.trackingNumber;
  });
}

/** The job: paid physical orders still without a shipment (the carrier failed, or a crash). */
export async function shipPendingOrders(ctx: AppContext): Promise<number> {
  const ids = await shippableOrderIds(ctx.db);
  let shipped = 0;
  for (const id of ids) if (await shipOrder(ctx, id).catch(() => null)) shipped++;
  return shipped;
}

/**
 * Cancels the order's shipment with the carrier when the order no longer goes out (cancelled,
 * refunded, or every hardware unit refunded) and the courier has not collected it: the shipment
 * gets a 'Shipment Cancelled' update, which the customer's tracking and the back-office show. A
 * shipment already collected (step 1 or later), or one the carrier refuses to cancel, goes on and
 * is not asked again; hardware the cancel or refund put back on sale is then taken off sale again
 * and waits to come back (holds.ts holdBackCollectedStock). Answers whether the shipment was
 * cancelled now.
 */
export async function cancelShipment(ctx: AppContext, orderId: number): Promise<boolean> {
  const shipment = await shipmentToCancel(ctx.db, orderId);
  if (!shipment) return false;
  const collected = async (tx: Db | Tx) => currentShipmentStep(await shipmentUpdates(tx, shipment.id)) >= 1;
  // the parcel goes on: recorded once, and its units off sale until they are back
  const goesOn = async (tx: Tx) => {
    if (await markShipmentCancelRefused(tx, shipment.id)) await holdBackCollectedStock(tx, orderId);
  };
  if (await collected(ctx.db)) {
    await ctx.db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      await goesOn(tx);
    });
    return false;
  }
  // the carrier is asked outside any transaction (a real one is a network call) …
  const now = ctx.clock.now();
  const accepted = await ctx.carrier.cancelShipment(shipment.tracking_number, now);
  // … and its answer recorded under the order's lock (the lock a carrier update takes first)
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    if (!accepted || (await collected(tx))) {
      await goesOn(tx);
      return false;
    }
    if (!(await markShipmentCancelled(tx, shipment.id))) return false;
    await insertShipmentUpdate(tx, shipment.id, { description: SHIPMENT_CANCELLED_TEXT, at: now, location: '' });
    return true;
  });
}

/** The job: shipments that should have been cancelled and were not (the carrier failed, or a crash). */
export async function cancelDueShipments(ctx: AppContext): Promise<number> {
  let cancelled = 0;
  for (const id of await ordersWithShipmentsToCancel(ctx.db)) if (await cancelShipment(ctx, id).catch(() => false)) cancelled++;
  return cancelled;
}

export interface RecordedUpdate {
  tracking: string;
  orderId: number;
  step: number;
  status: OrderStatus;
}

/**
 * Records one carrier update for a shipment and moves its order as far as the shipment's highest
 * step allows (shipped from step 1, completed at step 5). Answers null for an unknown tracking number
 * or a cancelled shipment.
 */
export async function recordShipmentUpdate(ctx: AppContext, tracking: string, u: CarrierUpdate): Promise<RecordedUpdate | null> {
  const effects = noEffects();
  const recorded = await ctx.db.transaction(async (tx) => {
    const shipment = await shipmentByTracking(tx, tracking);
    if (!shipment) return null;
    // the order's lock first (the store's lock order), then the shipment's rows
    const order = (await lockOrderStatus(tx, shipment.order_id))!;
    // a shipment cancelled meanwhile (its cancel holds the same lock) takes no more updates
    if ((await shipmentByTracking(tx, tracking))!.cancelled) return null;
    await insertShipmentUpdate(tx, shipment.id, u);
    const updates = await shipmentUpdates(tx, shipment.id);
    const step = currentShipmentStep(updates);
    const seen = await orderEventsSeen(tx, shipment.order_id);
    // each carrier milestone moves the order once, however often the carrier repeats it
    if (step >= 1 && !seen.has('shipped')) await moveOrder(tx, ctx, shipment.order_id, 'shipped', SYSTEM, effects);
    if (step >= 5 && !seen.has('delivered')) {
      // paid on delivery: the courier collected the cash at the door (codes delivered by the same step)
      if (order.payment_status === 'unpaid' && (await moveOrder(tx, ctx, shipment.order_id, 'cash_collected', SYSTEM, effects)))
        await setOrderRefNumber(tx, shipment.order_id, `COD-${tracking}`);
      await moveOrder(tx, ctx, shipment.order_id, 'delivered', SYSTEM, effects);
    }
    const now = (await orderStatusOf(tx, shipment.order_id))!;
    return { tracking, orderId: shipment.order_id, step, status: now.status };
  });
  await deliverNotifications(ctx, effects.notificationIds);
  for (const id of effects.supplierOrders) await fetchSupplierCodes(ctx, id).catch(() => false);
  return recorded;
}

/**
 * The sandbox carrier's next event for a shipment, found by tracking number or order number
 * (`npm run shipping:advance`). Answers null when there is no such sandbox shipment, or the
 * shipment is already delivered.
 */
export async function advanceSandboxShipment(ctx: AppContext, key: string): Promise<RecordedUpdate | null> {
  const shipment = await sandboxShipment(ctx.db, key);
  if (!shipment) return null;
  const done = await updateDescriptions(ctx.db, shipment.tracking_number);
  const step = done.reduce((max, u) => Math.max(max, shipmentStepOf(u.description)), done.length > 0 ? 0 : -1);
  if (step >= SANDBOX_CARRIER_TEXTS.length - 1) return null;
  const next = step + 1;
  return recordShipmentUpdate(ctx, shipment.tracking_number, {
    description: SANDBOX_CARRIER_TEXTS[next]!,
    at: ctx.clock.now(),
    location: SANDBOX_CARRIER_PLACES[next]!,
  });
}
