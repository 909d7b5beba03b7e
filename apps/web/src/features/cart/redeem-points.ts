// The points a shopper chose on /my-cart, handed to checkout (spec §5 Cart: passed on only at
// or above the minimum). Kept in sessionStorage like the buy-now item.
export const REDEEM_POINTS_KEY = 'redeem points';

export function storeRedeemPoints(points: number): void {
  if (points > 0) sessionStorage.setItem(REDEEM_POINTS_KEY, String(points));
  else sessionStorage.removeItem(REDEEM_POINTS_KEY);
}

export function readRedeemPoints(): number {
  const n = Number.parseInt(sessionStorage.getItem(REDEEM_POINTS_KEY) ?? '0', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
