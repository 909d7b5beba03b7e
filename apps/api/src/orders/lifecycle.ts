// What an order command leaves for after its transaction commits (issue 22): the e-mails, the
// carrier, and the code supplier. Every move itself is orders/machine.ts (moveOrder).
import type { AppContext } from '../context.ts';
import { deliverNotifications } from '../integrations/notifications/index.ts';
import { cancelShipment, shipOrder } from '../shipping/shipments.ts';
import type { OrderEffects } from './machine.ts';
import { fetchSupplierCodes } from './supplier.ts';

export { noEffects, type OrderEffects } from './machine.ts';

/**
 * After the command's transaction committed: send its e-mails, hand ready physical orders to the
 * carrier, cancel the shipments of orders that no longer go out, ask the code supplier for held
 * orders' codes. Never throws — a failure is logged, and the jobs (deliver-queued-notifications,
 * create-shipments, cancel-shipments, fetch-supplier-codes) finish the work.
 */
export async function afterOrderCommitted(ctx: AppContext, effects: OrderEffects): Promise<void> {
  await deliverNotifications(ctx, effects.notificationIds);
  for (const orderId of effects.shipOrders) {
    try {
      await shipOrder(ctx, orderId);
    } catch {
      // the create-shipments job retries orders that are still without a shipment
    }
  }
  for (const orderId of effects.cancelShipments) {
    try {
      await cancelShipment(ctx, orderId);
    } catch (err) {
      // the cancel-shipments job asks the carrier again
      console.error('shipment cancel failed for order', orderId, err);
    }
  }
  for (const orderId of effects.supplierOrders) {
    try {
      await fetchSupplierCodes(ctx, orderId);
    } catch (err) {
      console.error('code supplier step failed for order', orderId, err);
    }
  }
}
