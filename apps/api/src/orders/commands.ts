// The commands that move an order after it is placed (issue 22), each through the state machine
// with its actor recorded: the customer's "Pay again" and "Cancel", and the service commands the
// back-office calls (fulfil a held order, create and advance a shipment, cancel, refund). Each
// e-mails the customer through the machine's effects. Refusals are AppErrors in the request's
// language with a stable code.
import { SHIPPING_PICKUP, SYSTEM, type OrderActor } from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { GatewayUnavailableError, methodKindOf } from '../payments/gateway.ts';
import {
  closeOpenPayments,
  createPayment,
  discardUnstartedPayment,
  gatewayRoom,
  paidPaymentOf,
  recordRefund,
  startPayment,
} from '../payments/store.ts';
import { advanceSandboxShipment, shipOrder, type RecordedUpdate } from '../shipping/shipments.ts';
import { refundAmount } from '@store/shared';
import { deliverCodes } from './fulfil.ts';
import { refundProductUnits, settleReturn } from './holds.ts';
import {
  creditWallet,
  dropLinePoints,
  failRefund,
  finishRefund,
  gatewayTransactionId,
  insertRefund,
  refundFacts,
  settleWalletHold,
  unrefundedAmount,
} from './refund-queries.ts';
import { afterOrderCommitted } from './lifecycle.ts';
import { lockOrderFacts, moveOrder, noEffects, noteFulfilmentRetried, type Move, type OrderEffects } from './machine.ts';
import { orderMessages } from './messages.ts';
import { orderStatusOf, payerOf, paymentAttemptsOf, paymentItemsOf } from './queries.ts';

const notFound = (lang: Lang) => new AppError(404, orderMessages(lang, 'orderNotFound'), undefined, null, 'not_found');
const conflict = (
  lang: Lang,
  key: 'notPayable' | 'payAttemptsUsed' | 'notCancellable' | 'notMovable' | 'notAtStore' | 'atStoreNotShipped' | 'returnTooMuch',
) => {
  const message = orderMessages(lang, key);
  return new AppError(409, message, [message], null, 'conflict');
};

async function inTx<T>(ctx: AppContext, work: (tx: Tx, effects: OrderEffects) => Promise<T>): Promise<T> {
  const effects = noEffects();
  const result = await ctx.db.transaction((tx) => work(tx, effects));
  await afterOrderCommitted(ctx, effects);
  return result;
}

/**
 * POST users/orders/{id}/pay — a still-payable order (pending, unpaid, paid through a gateway)
 * gets a new payment: the previous open ones are closed (one payable payment at a time), and the
 * order has ORDER_PAYMENT_MINUTES again from now. Answers the gateway's page.
 */
export async function payAgain(
  ctx: AppContext,
  lang: Lang,
  userId: number,
  orderId: number,
): Promise<{ order_id: number; payment_link: string }> {
  const pay = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order || order.user_id !== userId) throw notFound(lang);
    if (order.status !== 'pending' || order.payment_status !== 'unpaid' || !order.provider || order.provider === 'cod')
      throw conflict(lang, 'notPayable');
    // each attempt holds the stock ORDER_PAYMENT_MINUTES more: a bounded number of them
    if ((await paymentAttemptsOf(tx, orderId)) >= ctx.env.ORDER_PAYMENT_ATTEMPTS) throw conflict(lang, 'payAttemptsUsed');
    const row = await payerOf(tx, orderId);
    const lines = await paymentItemsOf(tx, orderId);
    await closeOpenPayments(tx, { orderId });
    const amount = order.total_price - order.wallet_amount;
    const paymentId = await createPayment(tx, ctx, { orderId, methodId: row.payment_method_id, amount });
    return {
      paymentId,
      amount,
      method: { id: row.payment_method_id, kind: methodKindOf(row.provider) },
      lang,
      subject: { type: 'order' as const, orderId, number: order.number },
      customer: {
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        walletNumber: row.wallet_number,
        city: row.city,
        streetAddress: row.street_address,
      },
      items: lines,
    };
  });
  try {
    const started = await startPayment(ctx, pay);
    return { order_id: orderId, payment_link: started.link };
  } catch (err) {
    // the order stays payable: the shopper may try again later. A gateway that could not be reached
    // showed no page: that try is not one of the order's attempts (ORDER_PAYMENT_ATTEMPTS)
    if (!(err instanceof GatewayUnavailableError && (await discardUnstartedPayment(ctx, pay.paymentId))))
      await closeOpenPayments(ctx.db, { orderId });
    if (!(err instanceof GatewayUnavailableError)) console.error('payment gateway failed for order', orderId, err);
    const message = orderMessages(lang, 'payAgainUnavailable');
    throw new AppError(502, message, [message], null, 'payment_unavailable');
  }
}

/** Cancels an order that is not paid: by its customer (pending only) or staff (also pay-on-delivery before delivery). */
export async function cancelOrder(
  ctx: AppContext,
  lang: Lang,
  orderId: number,
  actor: OrderActor,
  reason?: string,
): Promise<Move & { isBuyNow: boolean }> {
  return inTx(ctx, async (tx, effects) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order || (actor.kind === 'customer' && order.user_id !== actor.id)) throw notFound(lang);
    const moved = await moveOrder(tx, ctx, orderId, 'cancelled', actor, effects, reason ? { reason } : {});
    if (!moved) throw conflict(lang, 'notCancellable');
    // a Buy now order's lines never were in the cart: its release leaves the cart as it is
    return { ...moved, isBuyNow: order.is_buy_now };
  });
}

/**
 * Staff: a held order's codes are delivered again (after codes were added to a managed card, or to
 * retry the supplier now). Answers the order's status afterwards.
 */
export async function fulfilHeldOrder(ctx: AppContext, lang: Lang, orderId: number, staffId: number): Promise<string> {
  const status = await inTx(ctx, async (tx, effects) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order) throw notFound(lang);
    if (order.status !== 'on-hold') throw conflict(lang, 'notMovable');
    await noteFulfilmentRetried(tx, order, staffId);
    await deliverCodes(tx, ctx, orderId, effects, (t, c, id, event, _actor, e, o) =>
      moveOrder(t, c, id, event, { kind: 'staff', id: staffId }, e, o),
    );
    return orderStatusOf(tx, orderId);
  });
  return status;
}

/** Staff: hands a ready physical order to the carrier now (the create-shipments job does it too). */
export async function createShipment(ctx: AppContext, lang: Lang, orderId: number): Promise<string> {
  const tracking = await shipOrder(ctx, orderId);
  if (tracking) return tracking;
  const order = await ctx.db.transaction((tx) => lockOrderFacts(tx, orderId));
  throw conflict(lang, order?.shipping_method === SHIPPING_PICKUP ? 'atStoreNotShipped' : 'notMovable');
}

/**
 * Staff: a store-pickup order is handed to its customer at the counter. A pay-on-delivery order's
 * money is taken there first (`cash_collected`: paid, its codes delivered, its points earned), then
 * `delivered` completes it (the hardware sold, the customer e-mailed). An order still waiting for
 * card codes (on hold) is handed over too and stays on hold, for the same reason, until its codes
 * are delivered (`fulfilled` then completes it). Answers the status after.
 */
export async function handOverAtStore(ctx: AppContext, lang: Lang, orderId: number, staffId: number): Promise<string> {
  const staff: OrderActor = { kind: 'staff', id: staffId };
  return inTx(ctx, async (tx, effects) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order) throw notFound(lang);
    if (order.shipping_method !== SHIPPING_PICKUP || !order.has_physical) throw conflict(lang, 'notAtStore');
    // every hardware unit refunded: nothing left to hand over
    if (!order.physical_left) throw conflict(lang, 'notMovable');
    if (order.payment_status === 'unpaid' && order.status === 'processing')
      await moveOrder(tx, ctx, orderId, 'cash_collected', staff, effects);
    if (!(await moveOrder(tx, ctx, orderId, 'delivered', staff, effects))) throw conflict(lang, 'notMovable');
    return orderStatusOf(tx, orderId);
  });
}

/** Staff (sandbox carrier): the shipment's next event; the order moves through the machine. */
export async function advanceShipment(ctx: AppContext, lang: Lang, key: string): Promise<RecordedUpdate> {
  const update = await advanceSandboxShipment(ctx, key);
  if (!update) throw conflict(lang, 'notMovable');
  return update;
}

/** Units of one line to refund. */
export interface RefundLineRequest {
  lineId: number;
  qty: number;
}

/** Where a refund's money went, in piastres: back through the gateway, to the customer's wallet. */
export interface RefundSplit {
  gateway: number;
  wallet: number;
}

/**
 * Staff: refunds a paid order, whole (no `lines`) or some units of some lines. The money
 * (`refundAmount` in packages/shared: each unit's price less its share of the discounts; the refund
 * that leaves nothing unrefunded gives back everything still kept, fees included) goes back through
 * the gateway adapter's refund (`to: 'gateway'`, up to what the gateway collected; the rest to the
 * wallet) or to the customer's wallet (`to: 'wallet'`, and always for cash collected on delivery).
 * Units of hardware that never left the store go back on sale; the points the refunded card lines
 * earned are taken off; delivered codes stay sold (the customer has seen them). The last refund moves
 * the order to `refunded` and gives back what the order still holds (coupon use, points to their
 * lots); an earlier one is `partially_refunded`. Three steps, so the gateway is never asked twice
 * for the same units: the units are counted as refunded (a pending refund row, under the order's
 * lock: of two refunds of the same units one is refused), the gateway is asked outside any
 * transaction (its refusal gives the units back), then the money and the move are recorded.
 */
export async function refundOrder(
  ctx: AppContext,
  lang: Lang,
  orderId: number,
  staffId: number,
  to: 'gateway' | 'wallet',
  reason?: string,
  lines?: RefundLineRequest[],
): Promise<Move & { refunded: RefundSplit }> {
  const staff: OrderActor = { kind: 'staff', id: staffId };
  const badLines = () => {
    const message = orderMessages(lang, 'refundLineUnknown');
    return new AppError(400, message, [message], null, 'invalid_input');
  };
  if (lines !== undefined) {
    const ids = new Set(lines.map((l) => l.lineId));
    if (lines.length === 0 || ids.size !== lines.length || lines.some((l) => !Number.isInteger(l.qty) || l.qty < 1))
      throw badLines();
  }
  // 1. the units are counted as refunded and the money split, under the order's lock
  const plan = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order) throw notFound(lang);
    if (order.payment_status !== 'paid') throw conflict(lang, 'notMovable');
    const facts = await refundFacts(tx, orderId);
    const left = new Map(facts.lines.map((l) => [l.id, l]));
    const chosen = (
      lines ?? facts.lines.map((l) => ({ lineId: l.id, qty: l.qty - l.refunded_qty })).filter((l) => l.qty > 0)
    ).map((r) => {
      const line = left.get(r.lineId);
      if (!line) throw badLines();
      if (r.qty > line.qty - line.refunded_qty) {
        const message = orderMessages(lang, 'refundTooMuch');
        throw new AppError(409, message, [message], null, 'conflict');
      }
      return { line, qty: r.qty };
    });
    if (chosen.length === 0) throw conflict(lang, 'notMovable');
    const unitsLeft = facts.lines.reduce((n, l) => n + l.qty - l.refunded_qty, 0) - chosen.reduce((n, c) => n + c.qty, 0);
    const whole = unitsLeft === 0;
    const goods = chosen.reduce((n, c) => n + c.line.unit_price * c.qty, 0);
    const o = facts.order;
    const amount = refundAmount(
      { subTotal: o.sub_total, couponValue: o.coupon_value, pointsValue: o.points_value, totalPrice: o.total_price },
      goods,
      o.refunded,
      whole,
    );
    const paid = await paidPaymentOf(tx, orderId);
    const gatewayAmount = to === 'gateway' ? Math.min(amount, gatewayRoom(paid, ctx.payments.name, o.gateway_pending)) : 0;
    await settleWalletHold(tx, orderId);
    const refundId = await insertRefund(tx, {
      orderId,
      paymentId: paid?.id ?? null,
      amount,
      gatewayAmount,
      walletAmount: amount - gatewayAmount,
      lines: chosen.map((c) => ({ line_id: c.line.id, qty: c.qty })),
      whole,
      reason: reason ?? null,
      staffId,
    });
    return {
      refundId,
      whole,
      amount,
      gatewayAmount,
      chosen,
      paid,
      transactionId: paid && gatewayAmount > 0 ? await gatewayTransactionId(tx, paid.id) : null,
    };
  });
  // 2. the gateway is asked, outside any transaction (a network call)
  if (plan.gatewayAmount > 0) {
    try {
      await ctx.payments.refund({
        paymentId: plan.paid!.id,
        providerRef: plan.paid!.provider_ref,
        transactionId: plan.transactionId,
        amount: plan.gatewayAmount,
      });
    } catch (err) {
      await ctx.db.transaction(async (tx) => {
        await lockOrderFacts(tx, orderId);
        await failRefund(tx, plan.refundId);
      });
      if (!(err instanceof GatewayUnavailableError)) console.error('gateway refund failed for order', orderId, err);
      const message = orderMessages(lang, 'refundUnavailable');
      throw new AppError(502, message, [message], null, 'payment_unavailable');
    }
  }
  // 3. the money is recorded, the units given back, the order moves
  return inTx(ctx, async (tx, effects) => {
    const order = (await lockOrderFacts(tx, orderId))!;
    const walletAmount = plan.amount - plan.gatewayAmount;
    if (plan.gatewayAmount > 0) await recordRefund(tx, plan.paid!.id, plan.gatewayAmount);
    if (walletAmount > 0) await creditWallet(tx, order.user_id, orderId, order.number, walletAmount, !plan.whole);
    if (plan.whole && plan.paid) {
      // the payment has been given back in full, one way or another
      const rest = await unrefundedAmount(tx, plan.paid.id);
      if (rest > 0) await recordRefund(tx, plan.paid.id, rest);
    }
    if (!plan.whole)
      for (const { line, qty } of plan.chosen) {
        if (line.product_id !== null) await refundProductUnits(tx, orderId, line.product_id, qty);
        if (line.card_id !== null) await dropLinePoints(tx, orderId, line.card_id, qty);
      }
    await finishRefund(tx, plan.refundId);
    const how = plan.gatewayAmount > 0 ? 'gateway' : 'wallet';
    const moved = await moveOrder(tx, ctx, orderId, plan.whole ? 'refunded' : 'partially_refunded', staff, effects, {
      reason: reason ?? `refund to ${how}`,
      amount: plan.amount,
    });
    if (!moved) throw conflict(lang, 'notMovable');
    // a held order whose missing codes were refunded may have nothing left to wait for
    if (!plan.whole && moved.to === 'on-hold') await deliverCodes(tx, ctx, orderId, effects, moveOrder);
    return { ...moved, refunded: { gateway: plan.gatewayAmount, wallet: walletAmount } };
  });
}

/**
 * Staff: what became of refunded hardware that had left the store (`holds.ts` settleReturn):
 * `received` — `qty` units of the product are back, on sale again; `kept` — they are not coming
 * back and stay sold. The order's statuses do not change. 409 when fewer units are waiting.
 */
export async function settleOrderReturn(
  ctx: AppContext,
  lang: Lang,
  orderId: number,
  staffId: number,
  productId: number,
  qty: number,
  outcome: 'received' | 'kept',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockOrderFacts(tx, orderId))) throw notFound(lang);
    if (!(await settleReturn(tx, { orderId, productId, qty, outcome, staffId }))) throw conflict(lang, 'returnTooMuch');
  });
}

export { SYSTEM };
