// Placing an order (spec §5 Checkout, §7 POST users/orders) is one transaction: the customer is
// locked (wallet, points and per-customer coupon limits cannot race), the cart or buy-now item is
// priced from the catalogue now (a total sent by the client is ignored), managed stock is taken
// with conditional updates in a fixed order (the same item on two lines summed), codes reserved,
// the coupon use counted, points and wallet spent through their ledgers, the order and its lines
// written; then the payment adapter is asked for a link, or the order is paid at once when the
// wallet and points cover it.
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { placeOrderBody } from '@store/shared/contract/orders';
import { stockRefusal, type CartScope } from '../cart/service.ts';
import { refuse, buyNowOf, priceCheckout } from '../checkout/service.ts';
import type { Tx } from '../db/client.ts';
import { isTransientConflict, isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../http/errors.ts';
import { parseFlag, STOCK_TYPE, SYSTEM, storeDay } from '@store/shared';
import { GatewayUnavailableError, methodKindOf, type StartPayment } from '../payments/gateway.ts';
import { closeOpenPayments, createPayment, startPayment } from '../payments/store.ts';
import { recordHold } from './holds.ts';
import { afterOrderCommitted } from './lifecycle.ts';
import { moveOrder, noEffects } from './machine.ts';
import { orderMessages } from './messages.ts';
import {
  claimCodes,
  clearCart,
  debitWallet,
  insertLine,
  insertOrder,
  itemNames,
  lockCustomer,
  redeemPoints,
  saveAddress,
  setRefNumber,
  takeStock,
  useCoupon,
} from './queries.ts';

export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export interface PlacedOrder {
  order_id: number;
  payment_link?: string;
  message?: string;
}

/** A readable, unguessable order number: GS-YYMMDD-XXXXXX. */
function orderNumber(d: Date): string {
  const day = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `GS-${day}-${crypto.randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;
}

/** The unique index on orders.number (migration 0001). */
const ORDER_NUMBER_INDEX = 'orders_number_uq';

/**
 * Whether placing the order again can succeed: a deadlock or serialization failure, or an order
 * number another order of the day already has. Six random hex digits a day collide by the birthday
 * rule: about 3 % of days with a thousand orders would refuse one checkout with a 500 (what the
 * chaos suite's thousand orders most likely met once).
 */
const retryable = (err: unknown) => isTransientConflict(err) || isUniqueViolation(err, ORDER_NUMBER_INDEX);

/** Retryable failures (above) run the whole command again, with a new order number. */
async function withRetry<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      if (i >= attempts || !retryable(err)) throw err;
    }
  }
}

export async function placeOrder(scope: CartScope, body: PlaceOrderBody, ip: string): Promise<PlacedOrder> {
  const { lang, userId, ctx } = scope;
  const buyNow = buyNowOf(lang, body);
  const effects = noEffects();
  const placed = await withRetry(() => {
    effects.notificationIds.length = 0;
    effects.shipOrders.length = 0;
    effects.supplierOrders.length = 0;
    return ctx.db.transaction(async (tx): Promise<Placement> => {
      const customer = await lockCustomer(tx, userId);
      const txScope: CartScope = { ...scope, ctx: { ...scope.ctx, db: tx } };
      const priced = await priceCheckout(
        txScope,
        {
          shipping: body.shipping_method,
          paymentId: body.payment_id ?? null,
          coupon: body.coupon || null,
          points: body.redeem_points,
          buyNow,
        },
        { strict: true },
      );
      const { totals, method } = priced;
      if (totals.due > 0 && !method) {
        const message = orderMessages(lang, 'paymentRequired');
        throw new AppError(400, message, [message], null, 'payment_required');
      }
      if (method?.wallet_phone_required && totals.due > 0 && !body.wallet_number) {
        const message = orderMessages(lang, 'walletNumberRequired');
        throw new AppError(400, message, [message], null, 'invalid_input');
      }

      // stock: each managed item once, summed over its lines, in one fixed order (no deadlock cycles)
      const wanted = new Map<string, { kind: 'product' | 'card'; id: number; qty: number; name: string; managed: boolean }>();
      for (const l of priced.lines) {
        const key = `${l.row.kind}:${l.row.id}`;
        const prev = wanted.get(key);
        wanted.set(key, {
          kind: l.row.kind,
          id: l.row.id,
          qty: (prev?.qty ?? 0) + l.qty,
          name: l.row.name,
          managed: l.row.stock_type === STOCK_TYPE.managed,
        });
      }
      const taken: { kind: 'product' | 'card'; id: number; qty: number }[] = [];
      for (const item of [...wanted.values()].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1))) {
        if (!item.managed) continue;
        if (!(await takeStock(tx, item.kind, item.id, item.qty))) throw stockRefusal(lang, 'quantityNotAvailable');
        taken.push(item);
      }
      if (priced.coupon && !(await useCoupon(tx, priced.coupon.id))) throw refuse(lang, 'couponUsedUp', 'coupon_invalid');

      const number = orderNumber(ctx.clock.now());
      const orderId = await insertOrder(tx, {
        number,
        userId,
        paymentMethodId: method?.id ?? null,
        shippingMethod: body.shipping_method,
        fullName: body.full_name,
        country: body.country,
        city: body.city,
        streetAddress: body.street_address,
        phone: body.phone,
        ipAddress: ip,
        walletNumber: body.wallet_number ?? null,
        subTotal: totals.subtotal,
        shippingFees: totals.shippingFee,
        paymentFees: totals.paymentFee,
        couponId: priced.coupon?.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        couponValue: totals.coupon,
        pointsRedeemed: totals.pointsValue > 0 ? priced.points : 0,
        pointsValue: totals.pointsValue,
        walletAmount: totals.wallet,
        totalPrice: totals.total,
        isBuyNow: buyNow !== null,
        lang,
      });
      // everything the order takes is a hold, given back together if it ends unpaid (holds.ts)
      for (const t of taken) await recordHold(tx, orderId, t.kind === 'product' ? 'product_stock' : 'card_stock', t.id, t.qty);
      await writeLines(tx, orderId, priced.lines, lang);
      if (priced.coupon) await recordHold(tx, orderId, 'coupon', priced.coupon.id, 1);
      if (totals.pointsValue > 0) {
        for (const lot of await redeemPoints(tx, userId, priced.points, orderId, storeDay(ctx.clock.now())))
          await recordHold(tx, orderId, 'points_lot', lot.id, lot.n);
      }
      if (totals.wallet > 0) {
        await debitWallet(tx, userId, totals.wallet, orderId, number);
        await recordHold(tx, orderId, 'wallet', null, totals.wallet);
      }
      if (!buyNow) await clearCart(tx, userId);
      if (parseFlag(body.save_address) === true) {
        await saveAddress(tx, userId, {
          fullName: body.full_name,
          phone: body.phone,
          city: body.city,
          streetAddress: body.street_address,
        });
      }

      const customerActor = { kind: 'customer' as const, id: userId };
      const placedMove = await moveOrder(tx, ctx, orderId, 'placed', customerActor, effects);
      if (!placedMove) throw new Error(`order ${orderId} could not be placed`);
      if (totals.due === 0) {
        // wallet and points covered everything
        await setRefNumber(tx, orderId, `WALLET-${number}`);
        await moveOrder(tx, ctx, orderId, 'paid', SYSTEM, effects);
        return { order_id: orderId };
      }
      // paid on delivery: the order goes to the carrier now, the money is collected at the door
      if (placedMove.to === 'processing') return { order_id: orderId, message: orderMessages(lang, 'placedPayOnDelivery') };
      const paymentId = await createPayment(tx, ctx, { orderId, methodId: method!.id, amount: totals.due });
      return {
        order_id: orderId,
        pay: {
          paymentId,
          amount: totals.due,
          method: { id: method!.id, kind: methodKindOf(method!.provider) },
          lang,
          subject: { type: 'order', orderId, number },
          customer: {
            fullName: body.full_name,
            email: customer.email,
            phone: body.phone,
            walletNumber: body.wallet_number ?? null,
            city: body.city,
            streetAddress: body.street_address,
          },
          items: priced.lines.map((l) => ({ name: l.row.name, amount: l.unit, quantity: l.qty })),
        },
      };
    });
  });
  await afterOrderCommitted(ctx, effects);
  if (!placed.pay) return { order_id: placed.order_id, ...(placed.message ? { message: placed.message } : {}) };

  // the gateway is asked after the order committed (a real one is a network call); when it cannot
  // start the payment the order is released at once and the shopper told to try again
  try {
    const started = await startPayment(ctx, placed.pay);
    return { order_id: placed.order_id, payment_link: started.link };
  } catch (err) {
    // nothing can be paid: the order is cancelled at once and gives back what it held
    const released = noEffects();
    await ctx.db.transaction(async (tx) => {
      await closeOpenPayments(tx, { orderId: placed.order_id });
      await moveOrder(tx, ctx, placed.order_id, 'cancelled', { kind: 'customer', id: userId }, released, {
        reason: 'payment_unavailable',
      });
    });
    await afterOrderCommitted(ctx, released);
    const message = orderMessages(lang, 'paymentUnavailable');
    // the reason (e.g. Paymob refusing an integration id) is for the operator; it never carries a key
    if (err instanceof GatewayUnavailableError)
      console.warn('payment gateway unavailable for order', placed.order_id, err.message);
    else console.error('payment gateway failed for order', placed.order_id, err);
    throw new AppError(502, message, [message], null, 'payment_unavailable');
  }
}

interface Placement {
  order_id: number;
  message?: string;
  pay?: StartPayment;
}

async function writeLines(tx: Tx, orderId: number, lines: Awaited<ReturnType<typeof priceCheckout>>['lines'], lang: string) {
  const names = {
    product: await itemNames(
      tx,
      'product',
      lines.filter((l) => l.row.kind === 'product').map((l) => l.row.id),
    ),
    card: await itemNames(
      tx,
      'card',
      lines.filter((l) => l.row.kind === 'card').map((l) => l.row.id),
    ),
  };
  for (const l of lines) {
    const n = names[l.row.kind].get(l.row.id)!;
    const lineId = await insertLine(tx, orderId, {
      kind: l.row.kind,
      itemId: l.row.id,
      nameEn: n.name_en,
      nameAr: n.name_ar,
      img: n.img,
      unitPrice: l.unit,
      qty: l.qty,
      totalPrice: l.total,
      stockType: l.row.stock_type,
    });
    // managed cards: their stock was taken above, so exactly that many codes are available
    if (l.row.kind === 'card' && l.row.stock_type === STOCK_TYPE.managed) {
      const got = await claimCodes(tx, l.row.id, lineId, l.qty, 'reserved');
      if (got < l.qty) throw stockRefusal(lang === 'ar' ? 'ar' : 'en', 'quantityNotAvailable');
      await recordHold(tx, orderId, 'codes', l.row.id, got);
    }
  }
}
