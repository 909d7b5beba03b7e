// The checkout form's values and the pure decisions about them (spec §5 Checkout): which
// shipping and payment methods to offer, the points passed on from the cart, the order payload
// (empty payment_id, coupon and wallet number left out) and the problem of each field.
import {
  addressProblems,
  isPaymentAllowed,
  isShippingAllowed,
  PAYMENT_IDS_NOT_FOR_ONLINE,
  pointsToRedeem,
  SHIPPING_ONLINE,
  SHIPPING_PICKUP,
  SHIPPING_TWO_DAY,
  typedDigits,
  type AddressProblem,
} from '@store/shared';
import type { CartAnswer } from '@store/shared/contract/cart';
import type { PaymentMethod, SavedAddress, ShippingMethod } from '@store/shared/contract/checkout';
import type { BuyNowParams, PlaceOrderBody } from './api.ts';

export interface AddressValues {
  full_name: string;
  phone: string;
  city: string;
  street_address: string;
  save_address: boolean;
}

export type FieldProblems = Partial<
  Record<'full_name' | 'phone' | 'city' | 'street_address' | 'wallet_number' | 'payment', AddressProblem | 'paymentRequired'>
>;

export const SHIPPING_METHODS = [SHIPPING_ONLINE, SHIPPING_TWO_DAY, SHIPPING_PICKUP] as const;

export function addressFrom(saved: SavedAddress | null | undefined): AddressValues {
  return {
    full_name: saved?.full_name ?? '',
    phone: saved?.phone ?? '',
    city: saved?.city ?? '',
    street_address: saved?.street_address ?? '',
    save_address: !saved,
  };
}

/** spec §5: online delivery only without physical items and not with payment 10/12. */
export function shippingChoices(hasPhysical: boolean, paymentId: number | undefined): number[] {
  return SHIPPING_METHODS.filter((s) => isShippingAllowed(s, { hasPhysical, paymentId: paymentId ?? null }));
}

/**
 * The shipping methods to offer: those the store has switched on (GET shipping-methods, with their
 * names and fees), in its order, that the spec §5 rule allows for this order.
 */
export function offeredShipping(
  active: readonly ShippingMethod[],
  hasPhysical: boolean,
  paymentId: number | undefined,
): ShippingMethod[] {
  const allowed = shippingChoices(hasPhysical, paymentId);
  return active.filter((m) => allowed.includes(m.id));
}

/**
 * spec §5: payment methods 10 and 12 are hidden for online delivery; issue 22: and for an order of
 * digital cards only, which has nothing for a courier to deliver (the server refuses them too).
 */
export function paymentChoices(methods: readonly PaymentMethod[], shipping: number | null, hasPhysical = true): PaymentMethod[] {
  return shipping === SHIPPING_ONLINE
    ? methods.filter((m) => !(PAYMENT_IDS_NOT_FOR_ONLINE as readonly number[]).includes(m.id))
    : methods.filter((m) => isPaymentAllowed(m.id, { hasPhysical }));
}

/** The points chosen on /my-cart that still fit this cart (spec §5 Cart: at least the minimum). */
export function pointsForCheckout(chosen: number, cart: CartAnswer, buyNow: boolean): number {
  if (buyNow) return 0; // the points were chosen for the cart, not for this one item
  return pointsToRedeem(Math.min(chosen, cart.max_redeemable_points), cart.min_points_to_use);
}

export interface OrderChoices {
  address: AddressValues;
  country: string;
  /** null: the store offers no shipping method for this order (nothing can be placed) */
  shipping: number | null;
  payment: PaymentMethod | undefined;
  walletNumber: string;
  coupon: string | undefined;
  points: number;
  buyNow: BuyNowParams;
}

export function orderBody(c: OrderChoices & { shipping: number }): PlaceOrderBody {
  const body: PlaceOrderBody = {
    full_name: c.address.full_name.trim(),
    country: c.country,
    city: c.address.city.trim(),
    street_address: c.address.street_address.trim(),
    phone: typedDigits(c.address.phone),
    shipping_method: c.shipping,
    redeem_points: c.points,
    save_address: c.address.save_address,
    ...c.buyNow,
  };
  if (c.payment) body.payment_id = c.payment.id;
  if (c.coupon) body.coupon = c.coupon;
  if (c.payment?.wallet_phone_required && c.walletNumber.trim()) body.wallet_number = typedDigits(c.walletNumber);
  return body;
}

/** The problem of each field before sending; `paymentNeeded` when the wallet does not cover it. */
export function formProblems(c: OrderChoices, paymentNeeded: boolean): FieldProblems {
  const problems: FieldProblems = addressProblems({
    ...c.address,
    wallet_number: c.walletNumber,
    walletRequired: c.payment?.wallet_phone_required ?? false,
  });
  if (paymentNeeded && !c.payment) problems.payment = 'paymentRequired';
  return problems;
}
