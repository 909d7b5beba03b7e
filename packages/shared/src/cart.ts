// Cart rules both sides use (spec §3 Cart, §5 Cart, §9 Total): line totals in piastres, the
// points a cart lets a customer redeem, and the points slider's snapping. The server decides
// with these; the storefront only displays with them.
import { effectivePrice } from './money.ts';

/** Largest quantity one cart line may hold, whatever the stock (a bound for bad input). */
export const CART_MAX_QTY = 999;
/** Most distinct items one add-multiple-items call may carry. */
export const CART_MAX_BATCH = 100;

export type CartItemType = 'product' | 'card';

/** Unit price a shopper pays (piastres): the discounted price when there is one. */
export const unitPrice = (price: number, priceAfterDiscount: number | null): number => effectivePrice(price, priceAfterDiscount);

/** Line total in piastres: unit price × quantity. */
export const lineTotal = (unit: number, qty: number): number => unit * qty;

/** Cart subtotal in piastres: the sum of its line totals. */
export const cartSubtotal = (lines: ReadonlyArray<{ total: number }>): number => lines.reduce((s, l) => s + l.total, 0);

/** Configurable points rules (server configuration; see .env.example POINTS_*). */
export interface PointsRules {
  /** value of one point in piastres (monetary_value_per_point × 100) */
  piastresPerPoint: number;
  /** the slider moves in steps of this many points */
  tierIncrement: number;
  /** fewer points than this cannot be redeemed */
  minPointsToUse: number;
  /** at most this share of the cart subtotal (percent) may be paid with points */
  maxRedeemPercent: number;
}

/**
 * The whole of the points rules the store runs on: the four of the cart and checkout, and the days
 * an earned lot waits before it can be spent and then lasts. Server configuration (POINTS_*) is the
 * default; an admin may override them in the back-office (stored in points_rules).
 */
export interface PointsSettings extends PointsRules {
  /** days after payment before earned points can be spent (pending → available) */
  maturityDays: number;
  /** days after maturing before unspent earned points expire */
  expiryDays: number;
}

/** The accepted range of each points rule, [min, max] (configuration and the back-office alike). */
export const POINTS_RULE_LIMITS: Record<keyof PointsSettings, readonly [number, number]> = {
  piastresPerPoint: [1, 100_000],
  tierIncrement: [1, 1_000_000],
  minPointsToUse: [0, 1_000_000],
  maxRedeemPercent: [0, 100],
  maturityDays: [0, 3650],
  expiryDays: [1, 3650],
};

export interface PointsAllowance {
  current_points: number;
  max_redeemable_points: number;
  usable_points: number;
  min_points_to_use: number;
  tier_increment: number;
}

/**
 * How many points a customer with `available` points may redeem on a cart of `subtotal`
 * piastres: no more than they have, no more than `maxRedeemPercent` of the subtotal is worth,
 * in whole steps of `tierIncrement`. `usable_points` is that maximum when it reaches the
 * minimum, otherwise 0 (nothing can be redeemed on this cart).
 */
export function pointsAllowance(available: number, subtotal: number, rules: PointsRules): PointsAllowance {
  const have = Math.max(0, Math.floor(available));
  const step = Math.max(1, Math.floor(rules.tierIncrement));
  const capByTotal =
    rules.piastresPerPoint > 0 ? Math.floor((Math.max(0, subtotal) * rules.maxRedeemPercent) / 100 / rules.piastresPerPoint) : 0;
  const max = Math.floor(Math.min(have, capByTotal) / step) * step;
  return {
    current_points: have,
    max_redeemable_points: max,
    usable_points: max >= rules.minPointsToUse && max > 0 ? max : 0,
    min_points_to_use: rules.minPointsToUse,
    tier_increment: step,
  };
}

/** The value of `points` in piastres (spec §9: monetary_value_per_point × points). */
export const pointsValue = (points: number, piastresPerPoint: number): number =>
  Math.max(0, Math.floor(points)) * piastresPerPoint;

/**
 * spec §5 Cart: a slider value below the minimum snaps to 0 when under half of it, else to the
 * minimum; values at or above the minimum stay.
 */
export function pointsSliderValue(value: number, minPointsToUse: number): number {
  if (value >= minPointsToUse) return value;
  return value < minPointsToUse / 2 ? 0 : minPointsToUse;
}

/** Points are passed on to checkout only at or above the minimum (spec §5 Cart). */
export const pointsToRedeem = (value: number, minPointsToUse: number): number =>
  value > 0 && value >= minPointsToUse ? value : 0;
