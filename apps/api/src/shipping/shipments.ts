// Shipments of paid physical orders (issue 14 Delivery). A paid order with physical lines (or a
// pay-on-delivery order) is handed to the carrier after its payment commits; the carrier's
// updates are recorded in Aramex form and move the order: collected (step 1 and later) → shipped,
// delivered (step 5) → completed, and a pay-on-delivery order is then paid. Every change is one
// transaction under the order's row lock, so a retried job or a repeated update is harmless.
import { currentShipmentStep, SANDBOX_CARRIER_TEXTS, shipmentStepOf, SYSTEM, type OrderStatus } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { deliverNotifications } from '../integrations/notifications/index.ts';
import { moveOrder, noEffects } from '../orders/machine.ts';
import { fetchSupplierCodes } from '../orders/supplier.ts';
import type { CarrierUpdate } from './carrier.ts';

interface ShippableOrder {
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
 * delivery, with physical lines, no shipment yet.
 */
const SHIPPABLE = sql`((o.status in ('processing', 'on-hold') and o.payment_status = 'paid')
    or (o.status = 'processing' and o.payment_status = 'unpaid' and pm.provider = 'cod'))
  and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id is not null)
  and not exists (select 1 from shipments s where s.order_id = o.id)`;

/**
 * Creates the order's shipment with the carrier, once. Answers the tracking number, or null when
 * the order needs none (digital only, unpaid, already shipped).
 */
export async function shipOrder(ctx: AppContext, orderId: number): Promise<string | null> {
  const order = rowsOf<ShippableOrder>(
    await ctx.db.execute(sql`select o.id, o.number, o.status, o.payment_status, o.full_name, o.phone, o.city,
        o.street_address, pm.provider
      from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where o.id = ${orderId} and ${SHIPPABLE}`),
  )[0];
  if (!order) return null;
  const lines = rowsOf<{ name: string; qty: number }>(
    await ctx.db.execute(
      sql`select name_en as name, qty from order_lines where order_id = ${orderId} and product_id is not null order by id`,
    ),
  );
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
    await tx.execute(sql`select id from orders where id = ${orderId} for update`);
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into shipments (order_id, carrier, tracking_number)
        select ${orderId}, ${ctx.carrier.name}, ${created.trackingNumber}
        where not exists (select 1 from shipments where order_id = ${orderId})
        returning id`),
    )[0];
    if (!inserted) return null;
    if (created.firstUpdate) await insertUpdate(tx, inserted.id, created.firstUpdate);
    return created.trackingNumber;
  });
}

async function insertUpdate(tx: Tx, shipmentId: number, u: CarrierUpdate): Promise<void> {
  await tx.execute(sql`insert into shipment_updates (shipment_id, description, happened_at, location)
    values (${shipmentId}, ${u.description}, ${u.at.toISOString()}, ${u.location})`);
}

/** The job: paid physical orders still without a shipment (the carrier failed, or a crash). */
export async function shipPendingOrders(ctx: AppContext): Promise<number> {
  const ids = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select o.id from orders o left join payment_methods pm on pm.id = o.payment_method_id
      where ${SHIPPABLE} order by o.id limit 100`),
  ).map((r) => r.id);
  let shipped = 0;
  for (const id of ids) if (await shipOrder(ctx, id).catch(() => null)) shipped++;
  return shipped;
}

export interface RecordedUpdate {
  tracking: string;
  orderId: number;
  step: number;
  status: OrderStatus;
}

/**
 * Records one carrier update for a shipment and moves its order as far as the shipment's highest
 * step allows (shipped from step 1, completed at step 5). Answers null for an unknown tracking number.
 */
export async function recordShipmentUpdate(ctx: AppContext, tracking: string, u: CarrierUpdate): Promise<RecordedUpdate | null> {
  const effects = noEffects();
  const recorded = await ctx.db.transaction(async (tx) => {
    const shipment = rowsOf<{ id: number; order_id: number }>(
      await tx.execute(sql`select id, order_id from shipments where tracking_number = ${tracking}`),
    )[0];
    if (!shipment) return null;
    // the order's lock first (the store's lock order), then the shipment's rows
    const order = rowsOf<{ status: OrderStatus; payment_status: string }>(
      await tx.execute(sql`select status, payment_status from orders where id = ${shipment.order_id} for update`),
    )[0]!;
    await insertUpdate(tx, shipment.id, u);
    const updates = rowsOf<{ UpdateDescription: string }>(
      await tx.execute(sql`select description as "UpdateDescription" from shipment_updates where shipment_id = ${shipment.id}`),
    );
    const step = currentShipmentStep(updates);
    const seen = new Set(
      rowsOf<{ event: string }>(
        await tx.execute(sql`select distinct event from order_events where order_id = ${shipment.order_id}`),
      ).map((r) => r.event),
    );
    // each carrier milestone moves the order once, however often the carrier repeats it
    if (step >= 1 && !seen.has('shipped')) await moveOrder(tx, ctx, shipment.order_id, 'shipped', SYSTEM, effects);
    if (step >= 5 && !seen.has('delivered')) {
      // paid on delivery: the courier collected the cash at the door (codes delivered by the same step)
      if (order.payment_status === 'unpaid' && (await moveOrder(tx, ctx, shipment.order_id, 'cash_collected', SYSTEM, effects)))
        await tx.execute(sql`update orders set ref_number = ${`COD-${tracking}`} where id = ${shipment.order_id}`);
      await moveOrder(tx, ctx, shipment.order_id, 'delivered', SYSTEM, effects);
    }
    const now = rowsOf<{ status: OrderStatus }>(
      await tx.execute(sql`select status from orders where id = ${shipment.order_id}`),
    )[0]!;
    return { tracking, orderId: shipment.order_id, step, status: now.status };
  });
  await deliverNotifications(ctx, effects.notificationIds);
  for (const id of effects.supplierOrders) await fetchSupplierCodes(ctx, id).catch(() => false);
  return recorded;
}

const SANDBOX_PLACES = ['Cairo', 'Cairo Hub', 'Cairo Hub', 'Giza Sorting Center', 'Local courier', 'Customer address'];

/**
 * The sandbox carrier's next event for a shipment, found by tracking number or order number
 * (`npm run shipping:advance`). Answers null when there is no such sandbox shipment, or the
 * shipment is already delivered.
 */
export async function advanceSandboxShipment(ctx: AppContext, key: string): Promise<RecordedUpdate | null> {
  const shipment = rowsOf<{ tracking_number: string }>(
    await ctx.db.execute(sql`select s.tracking_number from shipments s join orders o on o.id = s.order_id
      where s.carrier = 'sandbox' and (s.tracking_number = ${key} or o.number = ${key}) order by s.id desc limit 1`),
  )[0];
  if (!shipment) return null;
  const done = rowsOf<{ description: string }>(
    await ctx.db.execute(sql`select u.description from shipment_updates u join shipments s on s.id = u.shipment_id
      where s.tracking_number = ${shipment.tracking_number}`),
  );
  const step = done.reduce((max, u) => Math.max(max, shipmentStepOf(u.description)), done.length > 0 ? 0 : -1);
  if (step >= SANDBOX_CARRIER_TEXTS.length - 1) return null;
  const next = step + 1;
  return recordShipmentUpdate(ctx, shipment.tracking_number, {
    description: SANDBOX_CARRIER_TEXTS[next]!,
    at: ctx.clock.now(),
    location: SANDBOX_PLACES[next]!,
  });
}
