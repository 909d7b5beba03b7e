// SQL of shipments (shipments.ts, issue 14 Delivery): which orders the carrier should have, the
// shipment and its carrier updates, and the order's lock and RefNumber around them. Orders'
// statuses are never written here: shipments.ts moves the order through orders/machine.ts.
// This module writes shipments and shipment_updates: imported only by shipping/shipments.ts, their
// one writer (docs/decisions/22-order-state-machine.md: a state has one writer).
import { SHIPPING_PICKUP, type OrderStatus } from '@store/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import type { CarrierUpdate } from './carrier.ts';

export interface ShippableOrder {
  id: number;
  number: string;
  status: OrderStatus;
  payment_status: string;
  full_name: string;
  phone: string;
  city: string;
  street_address: string;
  provider: string | null;
}

/**
 * Orders the carrier should have: paid (processing, or on hold for a card's code) or paid on
 * delivery, with physical lines, no shipment yet, and not collected at the store (store pickup:
 * the customer comes for it, staff hand it over).
 */
const SHIPPABLE = sql`((o.status in ('processing', 'on-hold') and o.payment_status = 'paid')
    or (o.status = 'processing' and o.payment_status = 'unpaid' and pm.provider = 'cod'))
  and o.shipping_method <> ${SHIPPING_PICKUP}
  and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null)
  and not exists (select 1 from shipments s where s.order_id = o.id)`;

/** The order with what the carrier needs, when it is shippable (else undefined). */
export async function shippableOrder(db: Db, orderId: number): Promise<ShippableOrder | undefined> {
  return rowsOf<ShippableOrder>(
    await db.execute(sql`select o.id, o.number, o.status, o.payment_status, o.full_name, o.phone, o.city,
        o.street_address, pm.provider
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where o.id = ${orderId} and ${SHIPPABLE}`),
  )[0];
}

/** The order's physical lines, in order. */
export async function physicalLines(db: Db, orderId: number): Promise<{ name: string; qty: number }[]> {
  return rowsOf<{ name: string; qty: number }>(
    await db.execute(
      sql`select name_en as name, qty from order_lines where order_id = ${orderId} and product_id is not null order by id`,
    ),
  );
}

/** Up to 100 shippable orders' ids, oldest first. */
export async function shippableOrderIds(db: Db): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select o.id from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where ${SHIPPABLE} order by o.id limit 100`),
  ).map((r) => r.id);
}

/** Locks the order (for update). */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
}

/** Inserts the order's shipment unless it has one; answers the new shipment's id, or undefined. */
export async function insertShipmentOnce(
  tx: Tx,
  orderId: number,
  carrier: string,
  trackingNumber: string,
): Promise<number | undefined> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`insert into shipments (order_id, carrier, tracking_number)
        select ${orderId}, ${carrier}, ${trackingNumber}
        where not exists (select 1 from shipments where order_id = ${orderId})
        returning id`),
  )[0]?.id;
}

export async function insertShipmentUpdate(tx: Tx, shipmentId: number, u: CarrierUpdate): Promise<void> {
  await tx.execute(sql`insert into shipment_updates (shipment_id, description, happened_at, location)
    values (${shipmentId}, ${u.description}, ${u.at.toISOString()}, ${u.location})`);
}

export async function shipmentByTracking(
  tx: Tx,
  tracking: string,
): Promise<{ id: number; order_id: number; cancelled: boolean } | undefined> {
  return rowsOf<{ id: number; order_id: number; cancelled: boolean }>(
    await tx.execute(
      sql`select id, order_id, cancelled_at is not null as cancelled from shipments where tracking_number = ${tracking}`,
    ),
  )[0];
}

/** Locks the order (for update) and answers its statuses. */
export async function lockOrderStatus(
  tx: Tx,
  orderId: number,
): Promise<{ status: OrderStatus; payment_status: string } | undefined> {
  return rowsOf<{ status: OrderStatus; payment_status: string }>(
    await tx.execute(sql`select status, payment_status from orders where id = ${orderId} for update`),
  )[0];
}

/** The shipment's updates, in the carrier's (Aramex) form. */
export async function shipmentUpdates(tx: Db | Tx, shipmentId: number): Promise<{ UpdateDescription: string }[]> {
  return rowsOf<{ UpdateDescription: string }>(
    await tx.execute(sql`select description as "UpdateDescription" from shipment_updates where shipment_id = ${shipmentId}`),
  );
}

/** The events the order has been through. */
export async function orderEventsSeen(tx: Tx, orderId: number): Promise<Set<string>> {
  return new Set(
    rowsOf<{ event: string }>(await tx.execute(sql`select distinct event from order_events where order_id = ${orderId}`)).map(
      (r) => r.event,
    ),
  );
}

/** RefNumber of a pay-on-delivery order whose cash was collected. */
export async function setOrderRefNumber(tx: Tx, orderId: number, ref: string): Promise<void> {
  await tx.execute(sql`update orders set ref_number = ${ref} where id = ${orderId}`);
}

export async function orderStatusOf(tx: Tx, orderId: number): Promise<{ status: OrderStatus } | undefined> {
  return rowsOf<{ status: OrderStatus }>(await tx.execute(sql`select status from orders where id = ${orderId}`))[0];
}

/**
 * Shipments that should no longer go out and have not been settled either way: their order was
 * cancelled or refunded, or has no hardware unit left unrefunded (`nothingToShip`). That last
 * clause is the machine's `physical_left` (orders/machine.queries.ts), written here again: this
 * module importing the orders' SQL turned the shipping and orders folders' layering upside down
 * (farm-studio: 9 arrows running back up became 18), and the machine's query module is its own.
 */
const TO_CANCEL = sql`s.cancelled_at is null and s.cancel_refused_at is null
  and (o.status in ('cancelled', 'refunded')
    or not exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null and l.qty > l.refunded_qty))`;

export interface ShipmentToCancel {
  id: number;
  order_id: number;
  tracking_number: string;
}

/** The order's shipment, when it should be cancelled (else undefined). */
export async function shipmentToCancel(db: Db | Tx, orderId: number): Promise<ShipmentToCancel | undefined> {
  return rowsOf<ShipmentToCancel>(
    await db.execute(sql`select s.id, s.order_id, s.tracking_number from shipments s join orders o on o.id = s.order_id
      where s.order_id = ${orderId} and ${TO_CANCEL} order by s.id desc limit 1`),
  )[0];
}

/** Up to 100 orders whose shipment should be cancelled, oldest first (the cancel-shipments job). */
export async function ordersWithShipmentsToCancel(db: Db): Promise<number[]> {
  return rowsOf<{ order_id: number }>(
    await db.execute(sql`select s.order_id from shipments s join orders o on o.id = s.order_id
      where ${TO_CANCEL} order by s.id limit 100`),
  ).map((r) => r.order_id);
}

/** The carrier cancelled the shipment. Answers whether this call recorded it. */
export async function markShipmentCancelled(tx: Tx, shipmentId: number): Promise<boolean> {
  return (
    rowsOf(
      await tx.execute(sql`update shipments set cancelled_at = now()
        where id = ${shipmentId} and cancelled_at is null and cancel_refused_at is null returning id`),
    ).length > 0
  );
}

/**
 * The shipment could not be cancelled (the courier had collected it): it goes on, and is not asked
 * again. Answers whether this call recorded it.
 */
export async function markShipmentCancelRefused(tx: Tx, shipmentId: number): Promise<boolean> {
  return (
    rowsOf(
      await tx.execute(sql`update shipments set cancel_refused_at = now()
        where id = ${shipmentId} and cancelled_at is null and cancel_refused_at is null returning id`),
    ).length > 0
  );
}

/** The latest sandbox shipment with this tracking number or order number. */
export async function sandboxShipment(db: Db, key: string): Promise<{ tracking_number: string } | undefined> {
  return rowsOf<{ tracking_number: string }>(
    await db.execute(sql`select s.tracking_number from shipments s join orders o on o.id = s.order_id
      where s.carrier = 'sandbox' and s.cancelled_at is null and (s.tracking_number in (${key}, ${key.toUpperCase()}) or o.number = ${key.toUpperCase()})
      order by s.id desc limit 1`),
  )[0];
}

/** The descriptions of a shipment's updates, by tracking number. */
export async function updateDescriptions(db: Db, tracking: string): Promise<{ description: string }[]> {
  return rowsOf<{ description: string }>(
    await db.execute(sql`select u.description from shipment_updates u join shipments s on s.id = u.shipment_id
      where s.tracking_number = ${tracking}`),
  );
}
