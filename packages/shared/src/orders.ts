// Order and payment statuses (spec §4 Order statuses) and the one order state machine (issue 22):
// every event that moves an order is a row of ORDER_MACHINE — from which statuses, with which
// payment status, to where, who may send it, under which guard, and which effects it has. The
// API's moveOrder() is the only writer of orders.status and orders.payment_status and refuses
// anything that is not a row here. docs/API-orders.md's diagram is generated from this table
// (orderMachineMermaid), so the picture cannot drift from the rules.
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

export const ORDER_EVENTS = [
  'placed',
  'paid',
  'payment_failed',
  'expired',
  'held',
  'fulfilled',
  'shipped',
  'delivered',
  'cash_collected',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Who sends an event: the store itself (gateway callbacks, jobs, the carrier), the customer, or a staff member. */
export type ActorKind = 'system' | 'customer' | 'staff';
export interface OrderActor {
  kind: ActorKind;
  /** the customer's or staff member's user id; null for the system */
  id: number | null;
}
export const SYSTEM: OrderActor = { kind: 'system', id: null };

/**
 * Conditions a row needs besides the statuses, decided by the API from the order's facts:
 * `payOnDelivery` — paid to the courier (methods 10, 12); `prepaid` — not; `digitalOnly` /
 * `hasPhysical` — its lines; `notShipped` (not sent and not handed over) / `inTransit` /
 * `delivered` (by the courier or at the store's counter) — its shipment;
 * `nothingToShip` — every hardware unit refunded before the courier collected it (a shipment only
 * created with the carrier is cancelled); `atStore` — collected by the
 * customer at the store (store pickup, shipping code 3): no courier, staff hand it over.
 */
export type OrderGuard =
  | 'payOnDelivery'
  | 'prepaid'
  | 'digitalOnly'
  | 'hasPhysical'
  | 'notShipped'
  | 'inTransit'
  | 'delivered'
  | 'nothingToShip'
  | 'atStore';

/**
 * What a row does besides moving the statuses, run by the API in the same transaction:
 * `deliverCodes` — reserved codes sold, supplier codes fetched (then `fulfilled` or `held`);
 * `earnPoints` — the card lines' points as a pending lot; `ship` — the carrier is asked after
 * commit; `cancelShipment` — a shipment the courier has not collected yet is cancelled with the
 * carrier after commit (one already collected goes on: staff arrange its return); `releaseHolds` — every hold given back (stock, codes, coupon use, points to their own
 * lots, wallet money; hardware the courier collected or delivered waits as returning until staff
 * say it is back); `sellStock` — the delivered hardware's stock holds become a sale; `restoreCart` — the lines back in the cart; `closePayments` — open
 * payments expire; `refundMoney` — the paid amount back (gateway or wallet; for some lines the
 * refund command gives back their money, stock and earned points before the move); `notify:<kind>` —
 * the customer's e-mail.
 */
export type OrderEffect =
  | 'deliverCodes'
  | 'earnPoints'
  | 'ship'
  | 'cancelShipment'
  | 'releaseHolds'
  | 'restoreCart'
  | 'closePayments'
  | 'refundMoney'
  | 'dropEarnedPoints'
  | 'sellStock'
  | 'notify:placed'
  | 'notify:paid'
  | 'notify:codes'
  | 'notify:shipped'
  | 'notify:delivered'
  | 'notify:cancelled'
  | 'notify:refunded'
  | 'notify:partlyRefunded';

export interface OrderTransition {
  event: OrderEvent;
  /** `new`: the order is being written */
  from: readonly (OrderStatus | 'new')[];
  payment: readonly PaymentStatus[];
  /** null: the status stays as it is */
  to: OrderStatus | null;
  /** the payment status after the move, when it changes */
  paymentTo?: PaymentStatus;
  by: readonly ActorKind[];
  when?: readonly OrderGuard[];
  effects: readonly OrderEffect[];
}

const OPEN_UNPAID = ['unpaid'] as const;
const PAID = ['paid'] as const;

/** The one transition table: the first row whose from, payment, actor and guards fit is taken. */
export const ORDER_MACHINE: readonly OrderTransition[] = [
  // placing: prepaid orders wait for the gateway; pay-on-delivery orders go to the carrier at once
  {
    event: 'placed',
    from: ['new'],
    payment: OPEN_UNPAID,
    to: 'pending',
    by: ['customer'],
    when: ['prepaid'],
    effects: ['notify:placed'],
  },
  {
    event: 'placed',
    from: ['new'],
    payment: OPEN_UNPAID,
    to: 'processing',
    by: ['customer'],
    when: ['payOnDelivery', 'hasPhysical'],
    effects: ['notify:placed', 'ship'],
  },
  // the gateway (or the wallet and points) paid
  {
    event: 'paid',
    from: ['pending'],
    payment: OPEN_UNPAID,
    to: 'processing',
    paymentTo: 'paid',
    by: ['system'],
    effects: ['notify:paid', 'earnPoints', 'deliverCodes', 'ship'],
  },
  // a failed attempt: the order stays payable (Pay again) until it expires
  { event: 'payment_failed', from: ['pending'], payment: OPEN_UNPAID, to: null, by: ['system'], effects: [] },
  {
    event: 'expired',
    from: ['pending'],
    payment: OPEN_UNPAID,
    to: 'cancelled',
    by: ['system'],
    effects: ['closePayments', 'releaseHolds', 'restoreCart', 'notify:cancelled'],
  },
  {
    event: 'cancelled',
    from: ['pending'],
    payment: OPEN_UNPAID,
    to: 'cancelled',
    by: ['customer', 'staff'],
    effects: ['closePayments', 'releaseHolds', 'restoreCart', 'notify:cancelled'],
  },
  // a pay-on-delivery order refused at the door or cancelled before it leaves
  {
    event: 'cancelled',
    from: ['processing', 'shipped'],
    payment: OPEN_UNPAID,
    to: 'cancelled',
    by: ['staff', 'system'],
    when: ['payOnDelivery'],
    effects: ['releaseHolds', 'cancelShipment', 'notify:cancelled'],
  },
  // the courier collected the cash: paid like any other order, codes through the same step
  {
    event: 'cash_collected',
    from: ['processing', 'shipped'],
    payment: OPEN_UNPAID,
    to: null,
    paymentTo: 'paid',
    by: ['system', 'staff'],
    when: ['payOnDelivery'],
    effects: ['earnPoints', 'deliverCodes'],
  },
  // codes could not all be delivered (the supplier failed): a person or the retry job finishes it
  // (no e-mail: the order page says the code is being prepared; `fulfilled` e-mails when it is ready)
  {
    event: 'held',
    from: ['processing', 'shipped', 'on-hold'],
    payment: PAID,
    to: 'on-hold',
    by: ['system', 'staff'],
    effects: [],
  },
  // every code delivered
  {
    event: 'fulfilled',
    from: ['processing', 'on-hold'],
    payment: PAID,
    to: 'completed',
    by: ['system', 'staff'],
    when: ['digitalOnly'],
    effects: ['notify:codes'],
  },
  {
    event: 'fulfilled',
    from: ['processing', 'on-hold'],
    payment: PAID,
    to: 'processing',
    by: ['system', 'staff'],
    when: ['hasPhysical', 'notShipped'],
    effects: ['notify:codes'],
  },
  {
    event: 'fulfilled',
    from: ['processing', 'on-hold', 'shipped'],
    payment: PAID,
    to: 'shipped',
    by: ['system', 'staff'],
    when: ['hasPhysical', 'inTransit'],
    effects: ['notify:codes'],
  },
  {
    event: 'fulfilled',
    from: ['on-hold', 'completed'],
    payment: PAID,
    to: 'completed',
    by: ['system', 'staff'],
    when: ['hasPhysical', 'delivered'],
    effects: ['notify:codes'],
  },
  // the carrier
  {
    event: 'shipped',
    from: ['processing'],
    payment: ['unpaid', 'paid'],
    to: 'shipped',
    by: ['system', 'staff'],
    when: ['hasPhysical'],
    effects: ['notify:shipped'],
  },
  {
    event: 'shipped',
    from: ['on-hold'],
    payment: PAID,
    to: null,
    by: ['system', 'staff'],
    when: ['hasPhysical'],
    effects: ['notify:shipped'],
  },
  // delivered: the hardware is sold (a release or refund before this brings its stock back)
  {
    event: 'delivered',
    from: ['shipped'],
    payment: PAID,
    to: 'completed',
    by: ['system', 'staff'],
    effects: ['sellStock', 'notify:delivered'],
  },
  // collected at the store: staff hand the order over at the counter (a pay-on-delivery order's
  // cash is taken first, `cash_collected`); nothing is sent by courier
  {
    event: 'delivered',
    from: ['processing'],
    payment: PAID,
    to: 'completed',
    by: ['staff'],
    when: ['atStore', 'hasPhysical'],
    effects: ['sellStock', 'notify:delivered'],
  },
  {
    event: 'delivered',
    from: ['on-hold'],
    payment: PAID,
    to: null,
    by: ['system', 'staff'],
    effects: ['sellStock', 'notify:delivered'],
  },
  // money back (staff): the paid amount to the gateway or the wallet, holds given back
  {
    event: 'refunded',
    from: ['processing', 'on-hold', 'shipped', 'completed'],
    payment: PAID,
    to: 'refunded',
    paymentTo: 'refunded',
    by: ['staff'],
    effects: ['refundMoney', 'releaseHolds', 'dropEarnedPoints', 'cancelShipment', 'notify:refunded'],
  },
  // some lines' money back (staff): the order goes on with the rest; a paid order waiting for the
  // carrier whose every hardware unit was refunded has nothing left to ship, and is complete
  {
    event: 'partially_refunded',
    from: ['processing'],
    payment: PAID,
    to: 'completed',
    by: ['staff'],
    when: ['nothingToShip'],
    effects: ['refundMoney', 'cancelShipment', 'notify:partlyRefunded'],
  },
  {
    event: 'partially_refunded',
    from: ['processing', 'on-hold', 'shipped', 'completed'],
    payment: PAID,
    to: null,
    by: ['staff'],
    effects: ['refundMoney', 'notify:partlyRefunded'],
  },
];

/** The rows of `event` that could apply to an order in `from` with `payment` (guards not checked). */
export function transitionsOf(event: OrderEvent, from: OrderStatus | 'new', payment: PaymentStatus): OrderTransition[] {
  return ORDER_MACHINE.filter((t) => t.event === event && t.from.includes(from) && t.payment.includes(payment));
}

/** The statuses no event leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => !ORDER_MACHINE.some((t) => t.from.includes(s) && t.to !== null && t.to !== s),
);

/** An order whose money is still with the store (stock, coupon, points and wallet held). */
export const isOpenOrder = (status: OrderStatus) => status !== 'cancelled' && status !== 'refunded';

/** The state diagram of ORDER_MACHINE in Mermaid (docs/API-orders.md shows it; a test keeps it current). */
export function orderMachineMermaid(): string {
  const lines = ['stateDiagram-v2', '  [*] --> new'];
  const id = (s: string) => s.replace('-', '_');
  for (const t of ORDER_MACHINE) {
    for (const from of t.from) {
      const to = t.to ?? from;
      const guard = t.when ? ` [${t.when.join(', ')}]` : '';
      const pay = t.paymentTo ? ` / ${t.paymentTo}` : '';
      lines.push(`  ${id(from)} --> ${id(to)}: ${t.event}${guard}${pay} (${t.by.join('|')})`);
    }
  }
  for (const s of FINAL_STATUSES) lines.push(`  ${id(s)} --> [*]`);
  return lines.join('\n');
}
