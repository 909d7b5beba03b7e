// Always-in-stock cards' codes from the code supplier (issue 22; the adapter:
// integrations/code-supplier). An order held for the supplier is asked for after the commit that
// held it, and again by the fetch-supplier-codes job until the supplier answers; the codes are
// recorded as sold codes of their lines and the order is fulfilled (the customer is e-mailed).
import { SYSTEM } from '@store/shared';
import type { AppContext } from '../context.ts';
import { SupplierUnavailableError } from '../integrations/code-supplier/index.ts';
import { deliverNotifications } from '../integrations/notifications/index.ts';
import { sha256Hex } from '../lib/code-cipher.ts';
import { SUPPLIER_HOLD } from './fulfil.ts';
import { cardLines } from './fulfil.queries.ts';
import { moveOrder, noEffects } from './machine.ts';
import { heldForSupplier, insertSoldCode, lockHeldOrder, supplierHeldOrders } from './supplier.queries.ts';

/**
 * Asks the code supplier for what a held order's always-in-stock lines still miss, outside any
 * transaction, then records the codes and fulfils the order under its lock. Answers true when the
 * order is fulfilled. A supplier that cannot deliver leaves the order held (the job retries).
 */
export async function fetchSupplierCodes(ctx: AppContext, orderId: number): Promise<boolean> {
  const held = await heldForSupplier(ctx.db, orderId, SUPPLIER_HOLD);
  if (!held) return false;
  const got = new Map<number, { code: string; serial: string }[]>();
  for (const l of await cardLines(ctx.db, orderId)) {
    if (l.stock_type !== 0 || l.have >= l.qty) continue;
    try {
      const codes = await ctx.codeSupplier.issue({
        cardId: l.card_id,
        sku: l.slug,
        qty: l.qty - l.have,
        reference: `line-${l.id}-${l.have}`,
      });
      if (codes.length === l.qty - l.have) got.set(l.id, codes);
    } catch (err) {
      if (!(err instanceof SupplierUnavailableError)) console.error('code supplier failed for order', orderId, err);
    }
  }
  if (got.size === 0) return false;
  const effects = noEffects();
  const fulfilled = await ctx.db.transaction(async (tx) => {
    const order = await lockHeldOrder(tx, orderId);
    if (order?.status !== 'on-hold' || order.hold_reason !== SUPPLIER_HOLD) return false;
    for (const l of await cardLines(tx, orderId)) {
      const codes = got.get(l.id);
      if (!codes || l.have + codes.length !== l.qty) continue;
      for (const c of codes) {
        await insertSoldCode(tx, {
          cardId: l.card_id,
          codeEncrypted: ctx.codes.encrypt(c.code),
          codeHash: sha256Hex(c.code),
          serial: c.serial,
          lineId: l.id,
        });
      }
    }
    const missing = (await cardLines(tx, orderId)).some((l) => l.have < l.qty);
    if (missing) return false;
    return (await moveOrder(tx, ctx, orderId, 'fulfilled', SYSTEM, effects)) !== null;
  });
  await deliverNotifications(ctx, effects.notificationIds);
  return fulfilled;
}

/** The job: held orders waiting for the supplier are asked again. */
export async function retrySupplierOrders(ctx: AppContext): Promise<number> {
  const ids = await supplierHeldOrders(ctx.db, SUPPLIER_HOLD);
  let done = 0;
  for (const id of ids) if (await fetchSupplierCodes(ctx, id)) done++;
  return done;
}
