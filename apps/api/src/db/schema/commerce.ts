// Commerce: server cart, payment and shipping methods, coupons, orders and lines, payments,
// shipments, wallet and points ledgers (append-only). Spec §3, §5 Checkout, §9 Total.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cards, products } from './catalog.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** the unit price (piastres) the shopper last saw; a change is reported as is_cart_updated */
    unitPrice: integer('unit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_product_uq').on(t.userId, t.productId),
    uniqueIndex('cart_items_card_uq').on(t.userId, t.cardId),
    check('cart_items_one_item', sql`(${t.productId} is null) <> (${t.cardId} is null)`),
    check('cart_items_qty_positive', sql`${t.qty} >= 1`),
    check('cart_items_qty_max', sql`${t.qty} <= 999`),
  ],
);

/** Payment methods; ids are fixed by the spec (10, 12, 15–20 installments, 2 wallet top-up). */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  walletPhoneRequired: boolean('wallet_phone_required').notNull().default(false),
  /** sandbox | paymob_card | paymob_wallet | paymob_installment | cod | store_wallet */
  provider: varchar('provider', { length: 32 }).notNull(),
  /** fee in basis points of the amount plus a fixed fee in piastres */
  feeBasisPoints: integer('fee_basis_points').notNull().default(0),
  feeFixed: integer('fee_fixed').notNull().default(0),
  forOrders: boolean('for_orders').notNull().default(true),
  forTopup: boolean('for_topup').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Shipping codes (spec §9): 1 online, 2 two-day, 3 store pickup. */
export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  fee: integer('fee').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** The reward points rules set in the back-office (one row or none; none: POINTS_* configuration). */
export const pointsRules = pgTable(
  'points_rules',
  {
    id: smallint('id').primaryKey().default(1),
    piastresPerPoint: integer('piastres_per_point').notNull(),
    tierIncrement: integer('tier_increment').notNull(),
    minPointsToUse: integer('min_points_to_use').notNull(),
    maxRedeemPercent: integer('max_redeem_percent').notNull(),
    maturityDays: integer('maturity_days').notNull(),
    expiryDays: integer('expiry_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_rules_one_row', sql`${t.id} = 1`)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** percent | fixed */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** basis points for percent, piastres for fixed */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** when set, the coupon applies only with these payment methods */
    paymentMethodIds: integer('payment_method_ids').array(),
    /** when either is set, the coupon applies only to orders holding one of these items */
    productIds: integer('product_ids').array(),
    cardIds: integer('card_ids').array(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(sql`lower(${t.code})`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** order number shown to the customer (spec: name) */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending | processing | on-hold | shipped | completed | cancelled | refunded */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** unpaid | paid | failed | refunded */
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('unpaid'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    shippingMethod: smallint('shipping_method').notNull(),
    fullName: text('full_name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    streetAddress: text('street_address').notNull(),
    phone: text('phone').notNull(),
    ipAddress: text('ip_address'),
    walletNumber: text('wallet_number'),
    subTotal: integer('sub_total').notNull(),
    shippingFees: integer('shipping_fees').notNull().default(0),
    paymentFees: integer('payment_fees').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponValue: integer('coupon_value').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsValue: integer('points_value').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    refNumber: text('ref_number'),
    /** why an on-hold order waits (e.g. the code supplier could not deliver yet) */
    holdReason: text('hold_reason'),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    /** the language the order was placed in (its e-mails speak it); null before migration 0053 */
    lang: varchar('lang', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_method_idx').on(t.paymentMethodId, t.createdAt.desc()),
    // the back-office's search box and "payment mismatch" (0047)
    index('orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('orders_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('orders_unpaid_idx')
      .on(t.id)
      .where(sql`${t.paymentStatus} = 'unpaid'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    cardId: integer('card_id').references(() => cards.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    img: text('img').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** the item's stock type when the order was placed (0 always in stock, 1 managed), read once */
    stockType: smallint('stock_type').notNull().default(1),
    /** units given back by refunds (per-line refunds, issue 22) */
    refundedQty: integer('refunded_qty').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_refunded_within', sql`${t.refundedQty} >= 0 and ${t.refundedQty} <= ${t.qty}`),
  ],
);

/**
 * Money given back for an order (issue 22): whole or some lines, part through the gateway's refund
 * and part to the wallet. 'pending' while the gateway is asked, then 'done' or 'failed'.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id'),
    amount: integer('amount').notNull(),
    gatewayAmount: integer('gateway_amount').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** [{ line_id, qty }] */
    lines: jsonb('lines').notNull(),
    /** the refund that left no unit unrefunded (the order became `refunded`) */
    whole: boolean('whole').notNull().default(false),
    reason: text('reason'),
    staffId: integer('staff_id'),
    /** pending | done | failed */
    state: varchar('state', { length: 8 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check(
      'order_refunds_amounts',
      sql`${t.amount} >= 0 and ${t.gatewayAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.gatewayAmount} + ${t.walletAmount} = ${t.amount}`,
    ),
  ],
);

/** Every move of an order through the state machine (issue 22): the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 24 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    paymentFrom: varchar('payment_from', { length: 16 }),
    paymentTo: varchar('payment_to', { length: 16 }).notNull(),
    reason: text('reason'),
    /** system | customer | staff */
    actorKind: varchar('actor_kind', { length: 8 }).notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * What an order takes (issue 22): stock, coupon use, points from a lot, wallet money. Each kind has
 * its give-back (orders/holds.ts); releasing an order walks its unreleased holds once.
 */
export const orderHolds = pgTable(
  'order_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** product_stock | card_stock | codes | coupon | points_lot | wallet */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the product, card, coupon or points lot */
    itemId: integer('item_id'),
    qty: integer('qty').notNull(),
    /**
     * held | released (given back) | settled (became a sale: sold codes, delivered stock) |
     * returning (refunded hardware that had left the store, waiting for staff to say it came back)
     */
    state: varchar('state', { length: 10 }).notNull().default('held'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('order_holds_order_idx').on(t.orderId),
    index('order_holds_returning_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'returning'`),
    check('order_holds_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** What became of refunded hardware units that had left the store (orders/holds.ts, migration 0057). */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    /** received (back on sale) | kept (not coming back: stays sold) */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    staffId: integer('staff_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    check('order_returns_qty_positive', sql`${t.qty} > 0`),
    check('order_returns_outcome', sql`${t.outcome} in ('received', 'kept')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    topupId: integer('topup_id').references((): AnyPgColumn => walletTopups.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    provider: varchar('provider', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    /** created | paid | failed */
    status: varchar('status', { length: 16 }).notNull().default('created'),
    providerRef: text('provider_ref'),
    /** piastres given back to the customer (gateway refund) */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_paid_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex('payments_ref_uq').on(t.provider, t.providerRef),
    index('payments_topup_idx')
      .on(t.topupId)
      .where(sql`${t.topupId} is not null`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: varchar('carrier', { length: 32 }).notNull().default('sandbox'),
    trackingNumber: text('tracking_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the carrier cancelled it (the order was cancelled or refunded before the courier collected it) */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** it could not be cancelled (the courier had collected it): it goes on, and staff arrange its return */
    cancelRefusedAt: timestamp('cancel_refused_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shipments_tracking_uq').on(t.trackingNumber), index('shipments_order_idx').on(t.orderId)],
);

/** Carrier updates in Aramex form (UpdateDescription, UpdateDateTime, UpdateLocation). */
export const shipmentUpdates = pgTable(
  'shipment_updates',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
  },
  (t) => [index('shipment_updates_shipment_idx').on(t.shipmentId, t.happenedAt)],
);

/** Cash wallet: append-only ledger; the balance is the sum of credits minus debits. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** credit | debit */
    operation: varchar('operation', { length: 8 }).notNull(),
    amount: integer('amount').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    reference: text('reference').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    /** a top-up is credited once: unique where set */
    topupId: integer('topup_id').references((): AnyPgColumn => walletTopups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_ledger_topup_uq')
      .on(t.topupId)
      .where(sql`${t.topupId} is not null`),
    check('wallet_ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    total: integer('total').notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    walletNumber: text('wallet_number'),
    /** pending | paid | failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_topups_user_idx').on(t.userId)],
);

/** Reward points: append-only ledger; pending points mature, available points expire. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    points: integer('points').notNull(),
    /** of an earned (positive) lot: how many of its points have been spent */
    used: integer('used').notNull().default(0),
    /** pending | available | redeemed | expired */
    status: varchar('status', { length: 16 }).notNull(),
    maturityDate: date('maturity_date'),
    expiryDate: date('expiry_date'),
    redeemDate: date('redeem_date'),
    /** the reason of a staff adjustment (issue 26); empty for order rows */
    noteEn: text('note_en').notNull().default(''),
    noteAr: text('note_ar').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.status),
    index('points_ledger_order_idx').on(t.orderId),
    check('points_ledger_used_within', sql`${t.used} >= 0 and (${t.points} <= 0 or ${t.used} <= ${t.points})`),
  ],
);

/** Queued e-mail/SMS so a failed send is retried by a job. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** email | sms */
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** queued | sent | failed */
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notifications_status_idx').on(t.status, t.id)],
);
