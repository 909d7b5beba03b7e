// Money rules of checkout (spec §5 Checkout, §9 Total), in integer piastres. The server decides
// with these; the storefront only displays with them.
//   total = subtotal + payment fee + shipping − coupon − points value;
//   the wallet covers up to the remainder; a gateway is asked for the rest.
import { pointsValue } from './cart.ts';

/** A fee with a percentage part (basis points, 1 % = 100) and a fixed part (piastres). */
export interface Fee {
  basisPoints: number;
  fixed: number;
}

/** The fee on `amount` piastres, rounded half up to a whole piastre; no amount, no fee. */
export function feeOn(amount: number, fee: Fee): number {
  if (amount <= 0) return 0;
  return Math.round((amount * fee.basisPoints) / 10_000) + fee.fixed;
}

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** basis points for percent, piastres for fixed */
  value: number;
  /** piastres; a percentage coupon never takes more */
  maxDiscount: number | null;
}

/** What a coupon takes off a subtotal: never more than the subtotal, never negative. */
export function couponValue(coupon: CouponTerms, subtotal: number): number {
  const raw = coupon.kind === 'percent' ? Math.round((subtotal * coupon.value) / 10_000) : coupon.value;
  const capped = coupon.maxDiscount !== null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

export interface CheckoutInput {
  subtotal: number;
  shippingFee: number;
  coupon: number;
  /** points redeemed and what one is worth (piastres) */
  points: number;
  piastresPerPoint: number;
  /** the customer's wallet balance (piastres) */
  walletBalance: number;
  /** the chosen payment method's fee, or null when none is chosen */
  paymentFee: Fee | null;
}

export interface CheckoutTotals {
  subtotal: number;
  shippingFee: number;
  coupon: number;
  pointsValue: number;
  /** paid from the wallet */
  wallet: number;
  /** charged by the payment method, on the part the gateway collects */
  paymentFee: number;
  /** subtotal + payment fee + shipping − coupon − points value */
  total: number;
  /** what the gateway collects: total − wallet (0 when the wallet and points cover everything) */
  due: number;
}

/**
 * The totals of an order. Coupon and points apply to the goods and shipping; the wallet covers up
 * to what remains; the payment method's fee applies to what the gateway then collects.
 */
export function checkoutTotals(input: CheckoutInput): CheckoutTotals {
  const points = Math.min(
    pointsValue(input.points, input.piastresPerPoint),
    Math.max(0, input.subtotal + input.shippingFee - input.coupon),
  );
  const beforeWallet = Math.max(0, input.subtotal + input.shippingFee - input.coupon - points);
  const wallet = Math.min(Math.max(0, input.walletBalance), beforeWallet);
  const rest = beforeWallet - wallet;
  const paymentFee = input.paymentFee ? feeOn(rest, input.paymentFee) : 0;
  return {
    subtotal: input.subtotal,
    shippingFee: input.shippingFee,
    coupon: input.coupon,
    pointsValue: points,
    wallet,
    paymentFee,
    total: input.subtotal + paymentFee + input.shippingFee - input.coupon - points,
    due: rest + paymentFee,
  };
}

/** What an order was paid, as a refund needs it (piastres; orders' own columns). */
export interface RefundableOrder {
  subTotal: number;
  couponValue: number;
  pointsValue: number;
  totalPrice: number;
}

/**
 * Money given back for some units of an order's lines (issue 22, per-line refunds). Each unit gives
 * back its price less its share of the coupon and the points discount (spread over the goods in
 * proportion to their price, rounded down); the refund that leaves no unit unrefunded gives back
 * everything still kept — shipping and payment fees included — so whole and line-by-line refunds
 * end at the same total, and no refund ever passes what the order was paid.
 */
export function refundAmount(order: RefundableOrder, goods: number, alreadyRefunded: number, last: boolean): number {
  const left = Math.max(0, order.totalPrice - alreadyRefunded);
  if (last) return left;
  if (order.subTotal <= 0) return 0;
  const paidForGoods = Math.max(0, order.subTotal - order.couponValue - order.pointsValue);
  return Math.min(left, Math.floor((goods * paidForGoods) / order.subTotal));
}
