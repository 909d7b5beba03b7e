// Checkout rules (spec §5 Checkout, §9): which shipping methods and payment methods fit an
// order, and whether a coupon applies. Pure functions; the server decides with them and the
// storefront shows the same choices.
import { INSTALLMENT_PAYMENT_IDS, PAYMENT_IDS_NOT_FOR_ONLINE, SHIPPING_ONLINE } from './constants.ts';

/** Payment on delivery (methods 10, 12): the courier collects the money. */
export const isPayOnDelivery = (paymentId: number | null | undefined): boolean =>
  paymentId != null && (PAYMENT_IDS_NOT_FOR_ONLINE as readonly number[]).includes(paymentId);

/**
 * spec §5 with issue 22: online delivery (1) only with no physical items and not paid on delivery;
 * an order of digital cards only is delivered online and nothing else (no courier fee for a code).
 */
export function isShippingAllowed(shipping: number, order: { hasPhysical: boolean; paymentId?: number | null }): boolean {
  if (!order.hasPhysical) return shipping === SHIPPING_ONLINE && !isPayOnDelivery(order.paymentId);
  return shipping !== SHIPPING_ONLINE;
}

/** Whether a payment method can pay this order: pay on delivery needs something to deliver (issue 22). */
export const isPaymentAllowed = (paymentId: number | null | undefined, order: { hasPhysical: boolean }): boolean =>
  order.hasPhysical || !isPayOnDelivery(paymentId);

/** spec §9: payment ids 15–20 are the national bank's installment plans. */
export const isInstallmentMethod = (paymentId: number): boolean =>
  (INSTALLMENT_PAYMENT_IDS as readonly number[]).includes(paymentId);

export interface CouponRules {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** piastres */
  minSubtotal: number;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number;
  /** when set, the coupon applies only with these payment methods / to these items */
  paymentMethodIds: number[] | null;
  productIds: number[] | null;
  cardIds: number[] | null;
}

export type CouponProblem =
  'inactive' | 'notStarted' | 'expired' | 'belowMinimum' | 'usedUp' | 'usedByYou' | 'wrongPayment' | 'wrongItems';

export interface CouponUse {
  now: Date;
  /** piastres of the lines the coupon may apply to */
  subtotal: number;
  usedByCustomer: number;
  paymentId: number | null;
  productIds: number[];
  cardIds: number[];
}

/** Why a coupon cannot be used on this order, or null when it can. */
export function couponProblem(c: CouponRules, use: CouponUse): CouponProblem | null {
  if (!c.active) return 'inactive';
  if (c.startsAt && use.now < c.startsAt) return 'notStarted';
  if (c.endsAt && use.now > c.endsAt) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'usedUp';
  if (use.usedByCustomer >= c.perUserLimit) return 'usedByYou';
  if (c.paymentMethodIds && (use.paymentId === null || !c.paymentMethodIds.includes(use.paymentId))) return 'wrongPayment';
  const restricted = c.productIds !== null || c.cardIds !== null;
  if (restricted) {
    const fits = use.productIds.some((id) => c.productIds?.includes(id)) || use.cardIds.some((id) => c.cardIds?.includes(id));
    if (!fits) return 'wrongItems';
  }
  if (use.subtotal < c.minSubtotal) return 'belowMinimum';
  return null;
}
