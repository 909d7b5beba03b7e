// Orders in the back-office (issues 22 and 26): the list's filters (status, dates, customer, payment
// method, "needs attention"), the detail with its timeline (order_events) and refunds, and the
// actions — each a command of the order state machine, never a status written by hand.
import { z } from 'zod';
import { recordId, recordIdParam, typedDay } from './formats.ts';
import { staffSearch } from './staff-search.ts';

const count = z.number().int();
const piastres = z.number().int();
const day = typedDay('adminOrders.badDate');

/** on_hold: waiting on a person or the supplier; supplier_failed: the code supplier could not deliver; payment_mismatch: money and order disagree (money on an unpaid order, a refund stuck half-way) */
export const ADMIN_ORDER_ATTENTION = ['on_hold', 'supplier_failed', 'payment_mismatch', 'awaiting_return'] as const;

const orderFilterFields = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.string().trim().max(32).optional(),
  search: staffSearch(),
  /** the customer's e-mail (part of it) */
  customer: z.string().trim().max(254).optional(),
  /** payment method id */
  method: recordIdParam().optional(),
  /** yyyy-mm-dd, inclusive, Cairo days */
  from: day.optional(),
  to: day.optional(),
  attention: z.enum(ADMIN_ORDER_ATTENTION).optional(),
});

/** A "to" day before the "from" day finds nothing: it is refused, so staff see the slip instead of an empty list. */
function daysInOrder(f: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (f.from && f.to && f.to < f.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'adminOrders.toBeforeFrom' });
}

export const adminOrderFilters = orderFilterFields.superRefine(daysInOrder);

/** The CSV export's filters: the list's, without its page. */
export const adminOrderExportFilters = orderFilterFields.omit({ page: true, per_page: true }).superRefine(daysInOrder);

export const adminOrderEvent = z.object({
  event: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  payment_from: z.string().nullable(),
  payment_to: z.string(),
  reason: z.string().nullable(),
  actor_kind: z.string(),
  actor_id: count.nullable(),
  /** the staff member's e-mail for a staff event, else null */
  actor_email: z.string().nullable(),
  at: z.string(),
});

export const adminOrderRefund = z.object({
  id: count,
  amount: piastres,
  gateway_amount: piastres,
  wallet_amount: piastres,
  lines: z.array(z.object({ line_id: count, qty: count })),
  whole: z.boolean(),
  reason: z.string().nullable(),
  state: z.string(),
  created_at: z.string(),
});

export const adminOrderFull = z.object({
  id: count,
  number: z.string(),
  status: z.string(),
  payment_status: z.string(),
  hold_reason: z.string().nullable(),
  customer_id: count,
  customer_email: z.string().nullable(),
  payment_method: z.string(),
  payment_provider: z.string().nullable(),
  total: piastres,
  wallet_amount: piastres,
  points_redeemed: count,
  coupon_code: z.string().nullable(),
  created_at: z.string(),
  address: z.string(),
  shipping_method: count,
  /** the shipping method's current name in the request's language (the same as the customer's order page); null when the method is gone */
  shipping_method_name: z.string().nullable(),
  lines: z.array(
    z.object({
      id: count,
      name: z.string(),
      kind: z.enum(['product', 'card']),
      qty: count,
      refunded_qty: count,
      unit_price: piastres,
      codes_delivered: count,
    }),
  ),
  shipment: z
    .object({
      tracking_number: z.string(),
      carrier: z.string(),
      last_update: z.string().nullable(),
      /**
       * the order no longer goes out but its parcel, collected by the courier (or not cancelled by the
       * carrier), is not delivered: staff arrange its return (until they record what became of its units)
       */
      cancel_refused: z.boolean(),
    })
    .nullable(),
  timeline: z.array(adminOrderEvent),
  refunds: z.array(adminOrderRefund),
  /**
   * refunded hardware that had left the store (collected by the courier, or delivered): the units
   * still waiting to come back per product, and what staff said became of the others
   */
  returns: z.object({
    awaiting: z.array(z.object({ product_id: count, name: z.string(), qty: count })),
    done: z.array(
      z.object({
        product_id: count,
        name: z.string(),
        qty: count,
        /** received: back in the store and on sale again; kept: not coming back, stays sold */
        outcome: z.enum(['received', 'kept']),
        staff_email: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  refunded_total: piastres,
  /** what the state machine lets staff do now */
  actions: z.object({
    fulfil: z.boolean(),
    ship: z.boolean(),
    advance: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    /** part of a refund can go back through the payment gateway (not for cash or wallet money) */
    refund_to_gateway: z.boolean(),
    /** store pickup: the customer collects it at the counter (cash taken there when paid on delivery) */
    hand_over: z.boolean(),
  }),
});
export type AdminOrderFull = z.infer<typeof adminOrderFull>;

const reason = z.string().trim().min(3, 'adminOrders.reasonRequired').max(500, 'adminOrders.reasonRequired');

export const adminOrderCancelBody = z.object({ reason });

export const adminOrderRefundBody = z.object({
  to: z.enum(['gateway', 'wallet']),
  reason,
  /** absent: the whole order (what is left of it) */
  lines: z
    .array(z.object({ line_id: recordId(), qty: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100)
    .optional(),
});

/** What became of some refunded units waiting to come back (POST /orders/{id}/returns). */
export const adminOrderReturnBody = z.object({
  product_id: recordId(),
  qty: z.number().int().min(1).max(999),
  outcome: z.enum(['received', 'kept']),
});

export const adminOrderActionAnswer = z.object({ status: z.string(), payment_status: z.string() });

export const adminOrderOptions = z.object({ methods: z.array(z.object({ id: count, name: z.string() })) });
