// Order and payment statuses (spec §4 Order statuses) as typed values with one transition table:
// who may move an order from which status to which. No status string is written anywhere else;
// the server checks every change against this table (`canMoveOrder`).
export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'shipped', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order list's filter values (spec §2 Orders): `all` plus every status a shopper can see. */
export const ORDER_FILTERS = [
  'all',
  'completed',
  'shipped',
  'processing',
  'cancelled',
  'refunded',
  'on-hold',
  'pending',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Who moves an order: `payment` (a verified gateway callback or a wallet/points-only order),
 * `delivery` (code allocation and the carrier), `expiry` (the job that releases unpaid orders),
 * `customer`, `staff`.
 */
export type OrderActor = 'payment' | 'delivery' | 'expiry' | 'customer' | 'staff';

type Transitions = { readonly [F in OrderStatus]: { readonly [T in OrderStatus]?: readonly OrderActor[] } };

export const ORDER_TRANSITIONS: Transitions = {
  // placed, waiting for the gateway
  pending: {
    processing: ['payment'],
    cancelled: ['payment', 'expiry', 'customer', 'staff'],
  },
  // paid: physical lines wait for shipping, digital lines for codes
  processing: {
    'on-hold': ['delivery', 'staff'],
    shipped: ['delivery', 'staff'],
    completed: ['delivery', 'staff'],
    refunded: ['staff'],
  },
  // paid, but something needs a person (too few codes)
  'on-hold': {
    processing: ['staff'],
    completed: ['delivery', 'staff'],
    refunded: ['staff'],
  },
  shipped: {
    completed: ['delivery', 'staff'],
    refunded: ['staff'],
  },
  completed: { refunded: ['staff'] },
  cancelled: {},
  refunded: {},
};

/** Whether `actor` may move an order from `from` to `to` (spec §4 Order statuses). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order to from `from`. */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** An order whose money is still with the store (stock, coupon, points and wallet held). */
export const isOpenOrder = (status: OrderStatus) => status !== 'cancelled' && status !== 'refunded';
