// Orders in the back-office (issues 22 and 26): the list with its filters (status, dates, customer,
// payment method, "needs attention"), the detail with its timeline and refunds, and the actions.
// Every action is a command of the order state machine (orders/commands.ts: fulfil a held order,
// create the shipment, advance the sandbox carrier, cancel, refund whole or some lines) — this file
// never writes an order's status. Actions are for admins (support staff read); each is audited
// with the order's statuses before and after; the commands e-mail the customer.
import { formatPrice, toEgp, type Lang } from '@store/shared';
import { adminOrderListAnswer } from '@store/shared/contract/admin';
import {
  adminOrderActionAnswer,
  adminOrderCancelBody,
  adminOrderExportFilters,
  adminOrderFilters,
  adminOrderFull,
  adminOrderOptions,
  adminOrderRefundBody,
  adminOrderReturnBody,
} from '@store/shared/contract/admin-orders';
import { envelopeOf } from '@store/shared/contract/envelope';
import { carrierStatusLabel, SANDBOX_CARRIER_TEXTS } from '@store/shared/shipping';
import { SHIPPING_PICKUP } from '@store/shared/constants';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { defineFeatureMessages } from '../http/validation.ts';
import {
  advanceShipment,
  cancelOrder,
  createShipment,
  fulfilHeldOrder,
  handOverAtStore,
  refundOrder,
  settleOrderReturn,
  type RefundSplit,
} from '../orders/commands.ts';
import { orderTimeline } from '../orders/machine.ts';
import { orderMessages } from '../orders/messages.ts';
import { refundFacts, refundsOf } from '../orders/refund-queries.ts';
import { gatewayRoom, paidPaymentSeen } from '../payments/store.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import { exportFileName, ordersCsv } from './orders-export.ts';
import {
  orderHead,
  orderLinesOf,
  orderList,
  orderStatusOf,
  paymentMethodNames,
  productLineName,
  returnsOf,
  shipmentOf,
  type OrderListRow,
} from './orders.queries.ts';
import type { Staff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

export const adminOrderMessages = defineFeatureMessages('adminOrders', {
  en: {
    badDate: 'Enter the date as yyyy-mm-dd.',
    toBeforeFrom: 'The "to" date is before the "from" date: swap them or change one.',
    reasonRequired: 'Write the reason (3 to 500 characters).',
    fulfilled: 'The order was fulfilled again.',
    shipped: 'The shipment was created: {tracking}.',
    advanced: 'The carrier moved on: {step}.',
    handedOver: 'The order was handed over at the store; the customer was e-mailed.',
    cancelled: 'The order was cancelled; the customer was e-mailed.',
    refundedGateway: 'The refund was made: {amount} back through the payment gateway; the customer was e-mailed.',
    refundedWallet: 'The refund was made: {amount} to the customer’s wallet; the customer was e-mailed.',
    refundedBoth:
      'The refund was made: {gateway} back through the payment gateway and {wallet} (what it could not take) to the customer’s wallet; the customer was e-mailed.',
    returnReceived: 'Recorded: {qty} × {name} back in the store and on sale again.',
    returnKept: 'Recorded: {qty} × {name} is not coming back; it stays sold.',
  },
  ar: {
    badDate: 'أدخل التاريخ بالشكل yyyy-mm-dd.',
    toBeforeFrom: 'تاريخ "إلى" قبل تاريخ "من": بدّلهما أو غيّر أحدهما.',
    reasonRequired: 'اكتب السبب (من 3 إلى 500 حرف).',
    fulfilled: 'تمت إعادة تنفيذ الطلب.',
    shipped: 'تم إنشاء الشحنة: {tracking}.',
    advanced: 'تقدمت الشحنة: {step}.',
    handedOver: 'تم تسليم الطلب في الفرع وأُبلغ العميل بالبريد.',
    cancelled: 'تم إلغاء الطلب وأُبلغ العميل بالبريد.',
    refundedGateway: 'تم الاسترداد: {amount} عبر بوابة الدفع، وأُبلغ العميل بالبريد.',
    refundedWallet: 'تم الاسترداد: {amount} إلى محفظة العميل، وأُبلغ العميل بالبريد.',
    refundedBoth:
      'تم الاسترداد: {gateway} عبر بوابة الدفع و{wallet} (ما لم تقبله البوابة) إلى محفظة العميل، وأُبلغ العميل بالبريد.',
    returnReceived: 'تم التسجيل: عاد {qty} × {name} إلى المتجر وأصبح متاحاً للبيع من جديد.',
    returnKept: 'تم التسجيل: {qty} × {name} لن يعود، ويبقى مباعاً.',
  },
});

/** The refund's answer says where its money went: the gateway, the wallet, or both. */
function refundedMessage(lang: Lang, split: RefundSplit): string {
  const money = (piastres: number) => formatPrice(toEgp(piastres), lang);
  if (split.gateway > 0 && split.wallet > 0)
    return adminOrderMessages(lang, 'refundedBoth', { gateway: money(split.gateway), wallet: money(split.wallet) });
  if (split.gateway > 0) return adminOrderMessages(lang, 'refundedGateway', { amount: money(split.gateway) });
  return adminOrderMessages(lang, 'refundedWallet', { amount: money(split.wallet) });
}

/**
 * The statuses in which the sandbox carrier may be moved on: an order that is cancelled, refunded
 * or complete is closed (docs/decisions/22-order-state-machine.md), and its parcel with it.
 */
const CARRIER_MOVES_IN: readonly string[] = ['processing', 'shipped', 'on-hold'];

const rowOut = (r: OrderListRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  customer_email: r.customer_email,
  payment_method: r.payment_method ?? '',
  total: r.total,
  created_at: iso(r.created_at),
});

export default async function orderRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/orders',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, querystring: adminOrderFilters, response: { 200: envelopeOf(adminOrderListAnswer) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await orderList(ctx.db, q, request.lang, q.per_page, offsetOf(q.page, q.per_page));
      return ok({ items: rows.map(rowOut), total, last_page: lastPageOf(total, q.per_page) });
    },
  );

  // The list's orders as a CSV file, every page of them (orders-export.ts). For admins: it carries
  // every matching customer's name, phone and address at once. Audited with its filters; limited
  // per staff member, as each export reads every matching order.
  app.get(
    '/orders/export',
    {
      config: {
        staffRole: 'admin',
        rateLimit: ctx.env.RATE_LIMIT_DISABLED
          ? false
          : {
              max: 10,
              timeWindow: '1 minute',
              hook: 'preHandler',
              keyGenerator: (r: FastifyRequest) => `admin-export:${r.staff?.id ?? r.ip}`,
            },
      },
      // a CSV file, not a JSON answer (like a ticket's attachment): out of the OpenAPI document
      schema: { tags, security, hide: true, querystring: adminOrderExportFilters },
    },
    async (request, reply) => {
      const staff = request.staff!;
      await audit(ctx.db, staff, request, { action: 'export', entity: 'orders', entityId: null, after: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(ctx.db, request.query, request.lang));
    },
  );

  app.get(
    '/orders/options',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, response: { 200: envelopeOf(adminOrderOptions) } },
    },
    async (request) => ok({ methods: await paymentMethodNames(ctx.db, request.lang) }),
  );

  const detail = async (id: number, lang: 'en' | 'ar') => {
    const head = await orderHead(ctx.db, id, lang);
    if (!head) throw new AppError(404, adminMessages(lang, 'notFound'), undefined, null, 'not_found');
    const [lines, shipment, timeline, refunds, returns] = await Promise.all([
      orderLinesOf(ctx.db, id, lang),
      shipmentOf(ctx.db, id),
      orderTimeline(ctx.db, id),
      refundsOf(ctx.db, id),
      returnsOf(ctx.db, id, lang),
    ]);
    const cod = head.payment_provider === 'cod' && head.total > head.wallet_amount;
    const unpaid = head.payment_status === 'unpaid';
    const physicalLeft = lines.some((l) => l.kind === 'product' && l.qty > l.refunded_qty);
    const delivered = timeline.some((e) => e.event === 'delivered');
    const atStore = head.shipping_method === SHIPPING_PICKUP;
    // what a refund could still ask of the gateway (the refund command's own rule, payments/store.ts)
    const gatewayLeft =
      head.payment_status === 'paid'
        ? await ctx.db.transaction(async (tx) => {
            const facts = await refundFacts(tx, id);
            return gatewayRoom(await paidPaymentSeen(tx, id), ctx.payments.name, facts.order.gateway_pending);
          })
        : 0;
    return {
      ...rowOut(head),
      payment_status: head.payment_status,
      hold_reason: head.hold_reason,
      customer_id: head.customer_id,
      payment_provider: head.payment_provider,
      wallet_amount: head.wallet_amount,
      points_redeemed: head.points_redeemed,
      coupon_code: head.coupon_code,
      address: head.address,
      shipping_method: head.shipping_method,
      shipping_method_name: head.shipping_method_name,
      lines,
      shipment,
      timeline: timeline.map((e) => ({ ...e, at: iso(e.at) })),
      refunds: refunds.map((r) => ({ ...r, created_at: iso(r.created_at) })),
      refunded_total: refunds.filter((r) => r.state !== 'failed').reduce((n, r) => n + r.amount, 0),
      returns: { awaiting: returns.awaiting, done: returns.done.map((r) => ({ ...r, created_at: iso(r.created_at) })) },
      actions: {
        fulfil: head.status === 'on-hold',
        ship:
          physicalLeft &&
          !shipment &&
          !atStore &&
          ((['processing', 'on-hold'].includes(head.status) && head.payment_status === 'paid') ||
            (head.status === 'processing' && unpaid && cod)),
        advance: Boolean(shipment && shipment.carrier === 'sandbox' && !delivered) && CARRIER_MOVES_IN.includes(head.status),
        cancel: (head.status === 'pending' && unpaid) || (['processing', 'shipped'].includes(head.status) && unpaid && cod),
        refund: head.payment_status === 'paid',
        refund_to_gateway: gatewayLeft > 0,
        hand_over:
          atStore &&
          physicalLeft &&
          ((['processing', 'on-hold'].includes(head.status) && head.payment_status === 'paid' && !delivered) ||
            (head.status === 'processing' && unpaid && cod)),
      },
    };
  };

  app.get(
    '/orders/:id',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(adminOrderFull) } },
    },
    async (request) => ok(await detail(request.params.id, request.lang)),
  );

  /** Runs a command on an existing order and audits it with the statuses before and after. */
  async function act<R>(
    request: FastifyRequest,
    id: number,
    action: string,
    run: (staff: Staff) => Promise<R>,
    extra: Record<string, unknown> | ((result: R) => Record<string, unknown>) = {},
  ) {
    const staff = request.staff!;
    const before = await orderStatusOf(ctx.db, id);
    if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'), undefined, null, 'not_found');
    const result = await run(staff);
    const after = (await orderStatusOf(ctx.db, id))!;
    const more = typeof extra === 'function' ? extra(result) : extra;
    await audit(ctx.db, staff, request, { action, entity: 'order', entityId: id, before, after: { ...after, ...more } });
    return { after, result };
  }

  const action = { tags, security, params: idParams, response: { 200: envelopeOf(adminOrderActionAnswer) } };

  app.post('/orders/:id/fulfil', { config: { staffRole: 'admin' }, schema: action }, async (request) => {
    const { after } = await act(request, request.params.id, 'fulfil', (s) =>
      fulfilHeldOrder(ctx, request.lang, request.params.id, s.id),
    );
    return ok(after, adminOrderMessages(request.lang, 'fulfilled'));
  });

  app.post('/orders/:id/ship', { config: { staffRole: 'admin' }, schema: action }, async (request) => {
    const { after, result } = await act(request, request.params.id, 'ship', () =>
      createShipment(ctx, request.lang, request.params.id),
    );
    return ok(after, adminOrderMessages(request.lang, 'shipped', { tracking: String(result) }));
  });

  // store pickup: the customer collects the order at the counter (cash taken there when it is paid on delivery)
  app.post('/orders/:id/hand-over', { config: { staffRole: 'admin' }, schema: action }, async (request) => {
    const { after } = await act(request, request.params.id, 'hand-over', (s) =>
      handOverAtStore(ctx, request.lang, request.params.id, s.id),
    );
    return ok(after, adminOrderMessages(request.lang, 'handedOver'));
  });

  app.post('/orders/:id/advance', { config: { staffRole: 'admin' }, schema: action }, async (request) => {
    const { after, result } = await act(request, request.params.id, 'advance-shipment', async () => {
      const [shipment, order] = await Promise.all([
        shipmentOf(ctx.db, request.params.id),
        orderStatusOf(ctx.db, request.params.id),
      ]);
      if (order && !CARRIER_MOVES_IN.includes(order.status)) {
        const message = orderMessages(request.lang, 'notMovable');
        throw new AppError(409, message, [message], null, 'conflict');
      }
      if (!shipment) {
        const message = adminMessages(request.lang, 'notFound');
        throw new AppError(409, message, [message], null, 'conflict');
      }
      return advanceShipment(ctx, request.lang, shipment.tracking_number);
    });
    // the sandbox carrier's words for the step it reached, in the staff member's language
    const reached = SANDBOX_CARRIER_TEXTS[(result as { step: number }).step] ?? '';
    const step = carrierStatusLabel(reached, request.lang);
    return ok(after, adminOrderMessages(request.lang, 'advanced', { step }));
  });

  app.post(
    '/orders/:id/cancel',
    { config: { staffRole: 'admin' }, schema: { ...action, body: adminOrderCancelBody } },
    async (request) => {
      const { reason } = request.body;
      const { after } = await act(
        request,
        request.params.id,
        'cancel',
        (s) => cancelOrder(ctx, request.lang, request.params.id, { kind: 'staff', id: s.id }, reason),
        { reason },
      );
      return ok(after, adminOrderMessages(request.lang, 'cancelled'));
    },
  );

  app.post(
    '/orders/:id/refund',
    { config: { staffRole: 'admin' }, schema: { ...action, body: adminOrderRefundBody } },
    async (request) => {
      const { to, reason, lines } = request.body;
      const { after, result } = await act(
        request,
        request.params.id,
        lines ? 'refund-lines' : 'refund',
        (s) =>
          refundOrder(
            ctx,
            request.lang,
            request.params.id,
            s.id,
            to,
            reason,
            lines?.map((l) => ({ lineId: l.line_id, qty: l.qty })),
          ),
        // what was asked and where the money went (what the gateway could not take goes to the wallet)
        (r) => ({ to, reason, lines: lines ?? 'all', gateway_amount: r.refunded.gateway, wallet_amount: r.refunded.wallet }),
      );
      return ok(after, refundedMessage(request.lang, result.refunded));
    },
  );

  // refunded hardware that had left the store: back in the store (on sale again), or not coming back
  app.post(
    '/orders/:id/returns',
    { config: { staffRole: 'admin' }, schema: { ...action, body: adminOrderReturnBody } },
    async (request) => {
      const { product_id, qty, outcome } = request.body;
      const { after } = await act(
        request,
        request.params.id,
        outcome === 'received' ? 'return-received' : 'return-kept',
        (s) => settleOrderReturn(ctx, request.lang, request.params.id, s.id, product_id, qty, outcome),
        { product_id, qty },
      );
      const name = await productLineName(ctx.db, request.params.id, product_id, request.lang);
      return ok(
        after,
        adminOrderMessages(request.lang, outcome === 'received' ? 'returnReceived' : 'returnKept', { qty: String(qty), name }),
      );
    },
  );
}
