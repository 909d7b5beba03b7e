// Request and answer schemas of placing and reading orders (spec §3 Order list item, Order
// detail, Tracking data; §7 users/orders calls). Messages are 'orders.<key>'. Placing an order
// arrives with the checkout issue's next step; the shapes are fixed here first so the API and the
// storefront pages can be built against them in parallel.
import { z } from 'zod';
import { displayDate } from './formats.ts';
import { flagField } from '../flags.ts';
import { typedDigits } from '../auth/identifier.ts';
import { ADDRESS_LIMITS, PHONE_PATTERN, WALLET_NUMBER_PATTERN } from '../checkout-address.ts';
import { ORDER_FILTERS, ORDER_STATUSES } from '../orders.ts';
import { buyNowParams, couponCode } from './checkout.ts';

/** POST users/orders (spec §7). `payment_id` and `coupon` may be absent; `total_price` is ignored. */
export const placeOrderBody = z.object({
  full_name: z
    .string({ error: 'orders.nameRequired' })
    .trim()
    .min(1, 'orders.nameRequired')
    .max(ADDRESS_LIMITS.fullName, 'orders.nameTooLong'),
  country: z.string().trim().max(60).default('Egypt'),
  city: z
    .string({ error: 'orders.cityRequired' })
    .trim()
    .min(1, 'orders.cityRequired')
    .max(ADDRESS_LIMITS.city, 'orders.cityTooLong'),
  street_address: z
    .string({ error: 'orders.streetRequired' })
    .trim()
    .min(ADDRESS_LIMITS.streetMin, 'orders.streetRequired')
    .max(ADDRESS_LIMITS.street, 'orders.streetTooLong'),
  phone: z.string({ error: 'orders.phoneRequired' }).overwrite(typedDigits).regex(PHONE_PATTERN, 'orders.badPhone'),
  /** ignored: the server takes the customer's address from the request (TRUST_PROXY) */
  ip_address: z.string().max(64).optional(),
  shipping_method: z.coerce
    .number({ error: 'checkout.badShipping' })
    .refine((n) => [1, 2, 3].includes(n), 'checkout.badShipping'),
  redeem_points: z.coerce
    .number({ error: 'checkout.badPoints' })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000_000, 'checkout.badPoints')
    .default(0),
  save_address: flagField('orders.badFlag').optional(),
  payment_id: z.coerce.number({ error: 'checkout.badPaymentId' }).int().positive().optional(),
  coupon: couponCode().optional(),
  wallet_number: z.string().overwrite(typedDigits).regex(WALLET_NUMBER_PATTERN, 'orders.badWalletNumber').optional(),
  /** ignored: the server computes every total */
  total_price: z.unknown().optional(),
  ...buyNowParams,
});

export const placeOrderAnswer = z.object({
  order_id: z.number().int(),
  /** the hosted payment page to send the shopper to, when a gateway collects the rest */
  payment_link: z.string().optional(),
  /** a message to show in a popup (e.g. payment on delivery) */
  message: z.string().optional(),
});

/** GET users/orders/pagination: 20 per page; the contact form asks for up to 20,000 at once. */
export const ordersQuery = z.object({
  // `status=` (empty) is every order, as when the parameter is left out (issue 23)
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_FILTERS, { error: 'orders.badStatus' }).default('all')),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, 20_000)),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const trackingUpdate = z.object({
  UpdateDescription: z.string(),
  UpdateDateTime: z
    .string()
    .meta({ description: "the carrier's event time as the carrier writes it (the sandbox carrier: ISO 8601)" }),
  UpdateLocation: z.string(),
});

export const trackingData = z.object({ key: z.string(), updates: z.array(trackingUpdate) });
export type TrackingData = z.infer<typeof trackingData>;

export const orderListItem = z.object({
  id: z.number().int(),
  /** the order number shown to the customer */
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment: z.object({ name: z.string() }).nullable(),
  total_price: z.number(),
  created_at: displayDate('the day the order was placed'),
  tracking_data: trackingData.nullable(),
});

export const ordersPage = z.object({
  orders: z.array(orderListItem),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
});

export const orderLine = z.object({
  name: z.string(),
  img: z.string(),
  total_price: z.number(),
  qty: z.number().int(),
  product_id: z.number().int().optional(),
  card_id: z.number().int().optional(),
  /** units of the line given back by refunds that are done; absent when none */
  refunded_qty: z.number().int().optional(),
  /** digital lines of a paid order: the codes, decrypted only for the order's owner */
  codes_list: z.array(z.object({ code: z.string(), serial_number: z.string() })),
});

export const orderDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  products: z.array(orderLine),
  cards: z.array(orderLine),
  payment_fees: z.number(),
  shipping_fees: z.number(),
  sub_total: z.number(),
  total_price: z.number(),
  wallet_amount: z.number(),
  points_value: z.number(),
  payment: z.object({ name: z.string() }).nullable(),
  shipping_method: z.number().int(),
  /** the shipping method's name as the store calls it now (admins rename it), in the request's language; null when the method is gone */
  shipping_method_name: z.string().nullable(),
  details: z.object({
    full_name: z.string(),
    country: z.string(),
    street_number: z.string(),
    phone: z.string(),
    city: z.string(),
  }),
  RefNumber: z.string().nullable(),
  coupon_code: z.string().nullable(),
  coupon_value: z.number(),
  tracking_data: trackingData.nullable(),
  created_at: displayDate('the day the order was placed'),
  /** issue 22: the order is still waiting for a payment the shopper can make again ("Pay again") */
  payable: z.boolean().optional(),
  /** issue 22: what the shopper should know now, in the request's language (e.g. the code is being prepared) */
  notice: z.string().nullable().optional(),
  /** refunds the customer was given, oldest first (EGP): through the payment method it was paid with, to the wallet */
  refunds: z
    .array(
      z.object({
        amount: z.number(),
        to_payment: z.number(),
        to_wallet: z.number(),
        date: displayDate('the day the refund was made'),
      }),
    )
    .optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** POST payments/callback/sandbox and payments/callback/paymob: whether this callback changed the payment, and its order. */
export const gatewayCallbackAnswer = z.object({ applied: z.boolean(), order_id: z.number().int().nullable() });

/** POST users/orders/{id}/cancel (issue 22): the customer cancels an unpaid order. */
export const cancelOrderAnswer = z.object({ order_id: z.number().int(), status: z.string() });
