// Request and answer schemas of the checkout calls (spec §3 Cart price, Payment method, Saved
// address; §7 price, coupon, payment, wallet and address calls). Messages are 'checkout.<key>'.
import { z } from 'zod';
import { CART_MAX_QTY } from '../cart.ts';
import { numberInput } from './cart.ts';
import { flagField } from '../flags.ts';
import { typedDigits } from '../auth/identifier.ts';
import { isRecordId } from '../routes.ts';

const id = (key: string) => numberInput(`checkout.${key}`).refine(isRecordId, `checkout.${key}`);

/**
 * A coupon code as the shopper typed it: trimmed, digits typed on an Arabic keyboard read as ASCII
 * (WELCOME١٠ is WELCOME10); the same field in the coupon check, the price and the order.
 */
export const couponCode = () =>
  z.string({ error: 'checkout.couponRequired' }).overwrite(typedDigits).max(64, 'checkout.badCoupon');

/** The buy-now parameters several checkout calls accept (spec §7: "+buy-now params"). */
export const buyNowParams = {
  is_buy_now: flagField('checkout.badBuyNow').optional(),
  product_id: id('badProductId').optional(),
  card_id: id('badCardId').optional(),
  qty: numberInput('checkout.badQty')
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= CART_MAX_QTY, 'checkout.badQty')
    .optional(),
};

export const paymentsQuery = z.object({
  platform: z.enum(['web', 'android', 'ios'], { error: 'checkout.badPlatform' }).default('web'),
  ...buyNowParams,
});

export const cartPriceQuery = z.object({
  payment_id: id('badPaymentId').optional(),
  shipping_method: z.coerce
    .number({ error: 'checkout.badShipping' })
    .refine((n) => [1, 2, 3].includes(n), 'checkout.badShipping'),
  coupon: couponCode().optional(),
  redeem_points: z.coerce
    .number({ error: 'checkout.badPoints' })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000_000, 'checkout.badPoints')
    .default(0),
  ...buyNowParams,
});

export const couponCheckBody = z.object({
  code: couponCode().min(1, 'checkout.couponRequired'),
  shipping_method: z.coerce
    .number({ error: 'checkout.badShipping' })
    .refine((n) => [1, 2, 3].includes(n), 'checkout.badShipping'),
  payment_id: id('badPaymentId').optional(),
  ...buyNowParams,
});

export const paymentMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  wallet_phone_required: z.boolean(),
  /** recognised by the storefront too (spec §3): the national bank's installment plans */
  is_installment: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * A shipping method the store offers now (GET /shipping-methods: active ones only, by id; spec §9
 * ids 1 online, 2 two-day, 3 store pickup), named in the request's language, its fee in EGP.
 * Which of them fits an order is still the shared isShippingAllowed rule.
 */
export const shippingMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.number(),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const walletAnswer = z.object({ balance: z.number() });

export const savedAddress = z.object({
  full_name: z.string(),
  phone: z.string(),
  city: z.string(),
  street_address: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const cartPriceAnswer = z.object({
  sub_total: z.number(),
  shipping_fees: z.number(),
  /** true when the chosen method pays in installments */
  installment_option: z.boolean(),
  /** the coupon's value */
  discount: z.number(),
  points_discount: z.number(),
  payment_fee: z.number(),
  wallet_discount: z.number(),
  total_price: z.number(),
  /** what the payment method collects after the wallet */
  due: z.number(),
});
export type CartPriceAnswer = z.infer<typeof cartPriceAnswer>;

export const couponCheckAnswer = z.object({ discount: z.number(), code: z.string() });
