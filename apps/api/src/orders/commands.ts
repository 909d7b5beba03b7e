// The commands that move an order after it is placed (issue 22), each through the state machine
// with its actor recorded: the customer's "Pay again" and "Cancel", and the service commands the
// back-office calls (fulfil a held order, create and advance a shipment, cancel, refund). Each
// e-mails the customer through the machine's effects. Refusals are AppErrors in the request's
// language with a stable code.
import { SYSTEM, type OrderActor } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf, type Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { GatewayUnavailableError, methodKindOf } from '../payments/gateway.ts';
import { closeOpenPayments, createPayment, paidPaymentOf, recordRefund, startPayment } from '../payments/store.ts';
import { advanceSandboxShipment, shipOrder, type RecordedUpdate } from '../shipping/shipments.ts';
import { deliverCodes } from './fulfil.ts';
import { afterOrderCommitted } from './lifecycle.ts';
import { lockOrderFacts, moveOrder, noEffects, type Move, type OrderEffects } from './machine.ts';
import { orderMessages } from './messages.ts';

const notFound = (lang: Lang) => new AppError(404, orderMessages(lang, 'orderNotFound'), undefined, null, 'not_found');
const conflict = (lang: Lang, key: 'notPayable' | 'notCancellable' | 'notMovable') => {
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
    const row = rowsOf<{
      payment_method_id: number;
      provider: string;
      full_name: string;
      phone: string;
      city: string;
      street_address: string;
      wallet_number: string | null;
      email: string;
    }>(
      await tx.execute(sql`select o.payment_method_id, pm.provider, o.full_name, o.phone, o.city, o.street_address, o.wallet_number, u.email
        from orders o join payment_methods pm on pm.id = o.payment_method_id join users u on u.id = o.user_id where o.id = ${orderId}`),
    )[0]!;
    const lines = rowsOf<{ name: string; amount: number; quantity: number }>(
      await tx.execute(
        sql`select name_en as name, unit_price as amount, qty as quantity from order_lines where order_id = ${orderId} order by id`,
      ),
    );
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
    // the order stays payable: the shopper may try again later
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
): Promise<Move> {
  return inTx(ctx, async (tx, effects) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order || (actor.kind === 'customer' && order.user_id !== actor.id)) throw notFound(lang);
    const moved = await moveOrder(tx, ctx, orderId, 'cancelled', actor, effects, reason ? { reason } : {});
    if (!moved) throw conflict(lang, 'notCancellable');
    return moved;
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
    await tx.execute(sql`insert into order_events (order_id, event, from_status, to_status, payment_from, payment_to, reason, actor_kind, actor_id)
      values (${orderId}, 'held', ${order.status}, ${order.status}, ${order.payment_status}, ${order.payment_status}, 'fulfilment retried', 'staff', ${staffId})`);
    await deliverCodes(tx, ctx, orderId, effects, (t, c, id, event, _actor, e, o) =>
      moveOrder(t, c, id, event, { kind: 'staff', id: staffId }, e, o),
    );
    return rowsOf<{ status: string }>(await tx.execute(sql`select status from orders where id = ${orderId}`))[0]!.status;
  });
  return status;
}

/** Staff: hands a ready physical order to the carrier now (the create-shipments job does it too). */
export async function createShipment(ctx: AppContext, lang: Lang, orderId: number): Promise<string> {
  const tracking = await shipOrder(ctx, orderId);
  if (!tracking) throw conflict(lang, 'notMovable');
  return tracking;
}

/** Staff (sandbox carrier): the shipment's next event; the order moves through the machine. */
export async function advanceShipment(ctx: AppContext, lang: Lang, key: string): Promise<RecordedUpdate> {
  const update = await advanceSandboxShipment(ctx, key);
  if (!update) throw conflict(lang, 'notMovable');
  return update;
}

/**
 * Staff: refunds a paid order whole. The amount the gateway collected goes back through the
 * gateway adapter's refund (`to: 'gateway'`) or to the customer's wallet (`to: 'wallet'`, and
 * always for cash collected on delivery); what the order held comes back through its holds
 * (wallet money, points to their lots, the coupon use, stock that never left). Codes already
 * delivered stay sold. Answers the move.
 */
export async function refundOrder(
  ctx: AppContext,
  lang: Lang,
  orderId: number,
  staffId: number,
  to: 'gateway' | 'wallet',
  reason?: string,
): Promise<Move> {
  const staff: OrderActor = { kind: 'staff', id: staffId };
  // 1. the gateway is asked first, outside any transaction (a network call)
  const check = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderFacts(tx, orderId);
    if (!order) throw notFound(lang);
    if (order.payment_status !== 'paid') throw conflict(lang, 'notMovable');
    const paid = await paidPaymentOf(tx, orderId);
    const tx_id = paid
      ? (rowsOf<{ t: string | null }>(
          await tx.execute(sql`select payload -> 'gateway' ->> 'transaction_id' as t from payments where id = ${paid.id}`),
        )[0]?.t ?? null)
      : null;
    return { paid, transactionId: tx_id };
  });
  const viaGateway = to === 'gateway' && check.paid !== null && check.paid.provider === ctx.payments.name;
  if (viaGateway) {
    try {
      await ctx.payments.refund({
        paymentId: check.paid!.id,
        providerRef: check.paid!.provider_ref,
        transactionId: check.transactionId,
        amount: check.paid!.amount - check.paid!.refunded_amount,
      });
    } catch (err) {
      if (!(err instanceof GatewayUnavailableError)) console.error('gateway refund failed for order', orderId, err);
      const message = orderMessages(lang, 'refundUnavailable');
      throw new AppError(502, message, [message], null, 'payment_unavailable');
    }
  }
  // 2. the order moves, the money is recorded, the holds come back
  return inTx(ctx, async (tx, effects) => {
    const order = (await lockOrderFacts(tx, orderId))!;
    const collected = order.total_price - order.wallet_amount;
    const paid = await paidPaymentOf(tx, orderId);
    const moved = await moveOrder(tx, ctx, orderId, 'refunded', staff, effects, {
      reason: reason ?? `refund to ${viaGateway ? 'gateway' : 'wallet'}`,
    });
    if (!moved) throw conflict(lang, 'notMovable');
    if (viaGateway && paid) await recordRefund(tx, paid.id, paid.amount - paid.refunded_amount);
    else if (collected > 0) {
      await tx.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar, reference, order_id)
        values (${order.user_id}, 'credit', ${collected}, ${`Refund of order ${order.number}`}, ${`استرداد الطلب ${order.number}`},
          ${order.number}, ${orderId})`);
      if (paid) await recordRefund(tx, paid.id, paid.amount - paid.refunded_amount);
    }
    return moved;
  });
}

export { SYSTEM };
