// Pricing an order before it is placed (spec §5 Checkout, §9 Total): the lines of the cart (or
// the one buy-now item) priced now, the shipping and payment rules, the coupon, the points and
// the wallet, combined by the shared checkoutTotals. GET users/cart/price shows this; placing an
// order decides with the same function inside its transaction. Load, then decide (issue 25):
// loadCheckoutFacts reads everything the decision needs, decideCheckout is pure (no database, no
// clock of its own), so the rules are tested without a database (decide.test.ts).
import {
  cartSubtotal,
  checkoutTotals,
  couponProblem,
  couponValue,
  formatPrice,
  isInstallmentMethod,
  isPaymentAllowed,
  isShippingAllowed,
  parseFlag,
  pointsAllowance,
  toEgp,
  type CartItemType,
  type CheckoutTotals,
  type CouponProblem,
  type PointsSettings,
  storeDay,
} from '@store/shared';
import type { ErrorCode } from '@store/shared/contract/envelope';
import { loadBuyNow, loadCart, type CartScope } from '../cart/service.ts';
import type { PricedRow } from '../cart/presenter.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { availablePoints } from '../rewards/queries.ts';
import { pointsRules } from '../rewards/rules.ts';
import { walletBalance } from '../wallet/queries.ts';
import { checkoutMessages, type CheckoutMessageKey } from './messages.ts';
import { couponByCode, couponUsesBy, paymentMethods, shippingFee, type CouponRow, type PaymentMethodRow } from './queries.ts';

export interface BuyNowItem {
  kind: CartItemType;
  id: number;
  qty: number;
}

export interface CheckoutRequest {
  shipping: number;
  paymentId: number | null;
  coupon: string | null;
  points: number;
  buyNow: BuyNowItem | null;
}

export interface PricedCheckout {
  lines: PricedRow[];
  hasPhysical: boolean;
  method: PaymentMethodRow | null;
  coupon: CouponRow | null;
  points: number;
  totals: CheckoutTotals;
}

export const refuse = (lang: Lang, key: CheckoutMessageKey, code: ErrorCode, params?: Record<string, string | number>) => {
  const message = checkoutMessages(lang, key, params);
  return new AppError(400, message, [message], null, code);
};

/** The buy-now item of a query (spec §7 "+buy-now params"), or null for the saved cart. */
export function buyNowOf(
  lang: Lang,
  q: { is_buy_now?: string | boolean | number; product_id?: number; card_id?: number; qty?: number },
): BuyNowItem | null {
  if (parseFlag(q.is_buy_now) !== true) return null;
  if ((q.product_id === undefined) === (q.card_id === undefined)) throw refuse(lang, 'buyNowItem', 'invalid_input');
  return q.product_id !== undefined
    ? { kind: 'product', id: q.product_id, qty: q.qty ?? 1 }
    : { kind: 'card', id: q.card_id!, qty: q.qty ?? 1 };
}

export async function orderPaymentMethods(scope: CartScope) {
  const rows = await paymentMethods(scope.ctx.db, scope.lang, 'orders');
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    wallet_phone_required: m.wallet_phone_required,
    is_installment: isInstallmentMethod(m.id),
  }));
}

const COUPON_MESSAGE: Record<CouponProblem, CheckoutMessageKey> = {
  inactive: 'couponInactive',
  notStarted: 'couponNotStarted',
  expired: 'couponExpired',
  belowMinimum: 'couponBelowMinimum',
  usedUp: 'couponUsedUp',
  usedByYou: 'couponUsedByYou',
  wrongPayment: 'couponWrongPayment',
  wrongItems: 'couponWrongItems',
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Everything the checkout's decision reads, loaded in one place (inside the placement's
 * transaction when an order is placed). */
export interface CheckoutFacts {
  lines: PricedRow[];
  /** the shipping method's fee, null when the method is unknown or switched off */
  shippingFee: number | null;
  /** the chosen payment method: null when none was sent, undefined when it is not offered */
  method: PaymentMethodRow | null | undefined;
  /** the coupon asked for: null when none was sent, undefined when the code is unknown */
  coupon: { row: CouponRow; usedByCustomer: number } | null | undefined;
  rules: PointsSettings;
  /** the customer's points (read only when points are asked for) */
  availablePoints: number;
  walletBalance: number;
  now: Date;
}

export async function loadCheckoutFacts(
  scope: CartScope,
  req: CheckoutRequest,
  opts: { strict?: boolean } = {},
): Promise<CheckoutFacts> {
  const db = scope.ctx.db;
  const lines = req.buyNow
    ? [await loadBuyNow(scope, req.buyNow.kind, req.buyNow.id, req.buyNow.qty)]
    : (await loadCart(scope, opts)).lines;
  const shippingFeeOf = await shippingFee(db, req.shipping);
  const method =
    req.paymentId === null ? null : (await paymentMethods(db, scope.lang, 'orders')).find((m) => m.id === req.paymentId);
  let coupon: CheckoutFacts['coupon'] = null;
  if (req.coupon) {
    const row = await couponByCode(db, req.coupon);
    coupon = row ? { row, usedByCustomer: await couponUsesBy(db, row.id, scope.userId) } : undefined;
  }
  return {
    lines,
    shippingFee: shippingFeeOf,
    method,
    coupon,
    rules: await pointsRules(scope.ctx),
    availablePoints: req.points > 0 ? await availablePoints(db, scope.userId, storeDay(scope.ctx.clock.now())) : 0,
    walletBalance: await walletBalance(db, scope.userId),
    now: scope.ctx.clock.now(),
  };
}

function decideCoupon(
  lang: Lang,
  coupon: NonNullable<CheckoutFacts['coupon']>,
  lines: PricedRow[],
  paymentId: number | null,
  now: Date,
) {
  const { row, usedByCustomer } = coupon;
  const restricted = row.product_ids !== null || row.card_ids !== null;
  // a coupon restricted to some items takes its value from those lines only
  const eligible = restricted
    ? lines.filter((l) => (l.row.kind === 'product' ? row.product_ids?.includes(l.row.id) : row.card_ids?.includes(l.row.id)))
    : lines;
  const subtotal = cartSubtotal(eligible);
  const problem = couponProblem(
    {
      active: row.active,
      startsAt: asDate(row.starts_at),
      endsAt: asDate(row.ends_at),
      minSubtotal: row.min_subtotal,
      usageLimit: row.usage_limit,
      usedCount: row.used_count,
      perUserLimit: row.per_user_limit,
      paymentMethodIds: row.payment_method_ids,
      productIds: row.product_ids,
      cardIds: row.card_ids,
    },
    {
      now,
      subtotal,
      usedByCustomer,
      paymentId,
      productIds: lines.filter((l) => l.row.kind === 'product').map((l) => l.row.id),
      cardIds: lines.filter((l) => l.row.kind === 'card').map((l) => l.row.id),
    },
  );
  if (problem) {
    const amount = formatPrice(toEgp(Math.max(0, row.min_subtotal - subtotal)), lang);
    throw refuse(lang, COUPON_MESSAGE[problem], 'coupon_invalid', { amount });
  }
  return {
    coupon: row,
    value: couponValue({ kind: row.kind, value: row.value, maxDiscount: row.max_discount }, subtotal),
  };
}

/** The checkout's decision on loaded facts: the totals, or the refusal checkout would give. Pure. */
export function decideCheckout(facts: CheckoutFacts, req: CheckoutRequest, lang: Lang): PricedCheckout {
  const { lines } = facts;
  if (lines.length === 0) throw refuse(lang, 'emptyCart', 'cart_empty');
  const hasPhysical = lines.some((l) => l.row.kind === 'product');

  const fee = facts.shippingFee;
  if (fee === null) throw refuse(lang, 'unknownShipping', 'shipping_unavailable');
  if (facts.method === undefined) throw refuse(lang, 'unknownPayment', 'payment_unavailable');
  const method = facts.method;
  // pay on delivery needs something to deliver; a code is delivered online, without a courier's fee
  if (!isPaymentAllowed(req.paymentId, { hasPhysical })) throw refuse(lang, 'payOnDeliveryNeedsItems', 'payment_unavailable');
  if (!isShippingAllowed(req.shipping, { hasPhysical, paymentId: req.paymentId })) {
    throw hasPhysical
      ? refuse(lang, 'onlineNeedsDigital', 'shipping_unavailable')
      : refuse(lang, 'digitalIsOnline', 'shipping_unavailable');
  }

  const subtotal = cartSubtotal(lines);
  if (facts.coupon === undefined) throw refuse(lang, 'couponUnknown', 'coupon_invalid');
  const applied = facts.coupon ? decideCoupon(lang, facts.coupon, lines, req.paymentId, facts.now) : null;

  const rules = facts.rules;
  if (req.points > 0) {
    if (applied) throw refuse(lang, 'pointsWithCoupon', 'points_invalid');
    const allowance = pointsAllowance(facts.availablePoints, subtotal, rules);
    if (req.points < allowance.min_points_to_use) {
      throw refuse(lang, 'pointsBelowMinimum', 'points_invalid', { min: allowance.min_points_to_use });
    }
    if (req.points > allowance.max_redeemable_points) {
      throw refuse(lang, 'pointsTooMany', 'points_invalid', { max: allowance.max_redeemable_points });
    }
    // the slider moves in whole steps; the server takes nothing in between
    if (req.points % allowance.tier_increment !== 0) {
      throw refuse(lang, 'pointsStep', 'points_invalid', { step: allowance.tier_increment });
    }
  }

  const totals = checkoutTotals({
    subtotal,
    shippingFee: fee,
    coupon: applied?.value ?? 0,
    points: req.points,
    piastresPerPoint: rules.piastresPerPoint,
    walletBalance: facts.walletBalance,
    paymentFee: method ? { basisPoints: method.fee_basis_points, fixed: method.fee_fixed } : null,
  });
  return { lines, hasPhysical, method, coupon: applied?.coupon ?? null, points: req.points, totals };
}

/** Prices an order as it would be placed now; refuses what checkout would refuse. */
export async function priceCheckout(
  scope: CartScope,
  req: CheckoutRequest,
  opts: { strict?: boolean } = {},
): Promise<PricedCheckout> {
  return decideCheckout(await loadCheckoutFacts(scope, req, opts), req, scope.lang);
}
