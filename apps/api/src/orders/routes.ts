// HTTP routes of orders (spec §7 POST users/orders). Thin: validated input → command → envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import {
  orderDetail as orderDetailSchema,
  ordersPage,
  ordersQuery,
  placeOrderAnswer,
  cancelOrderAnswer,
  placeOrderBody,
} from '@store/shared/contract/orders';
import { ok } from '../http/envelope.ts';
import { couponGuardOf } from '../checkout/coupon-limit.ts';
import { requireUser } from '../plugins/auth.ts';
import { orderMessages } from './messages.ts';
import { placeOrder } from './place-order.ts';
import { cancelOrder, payAgain } from './commands.ts';
import { listOrders, orderDetail } from './read.ts';

export default async function orderRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const coupons = couponGuardOf(instance);
  // placing and paying again are limited per account (the signed-in user's id, never the raw
  // header), so customers behind one mobile operator's address don't share a limit
  const perAccountLimit = instance.ctx.env.RATE_LIMIT_DISABLED
    ? false
    : {
        max: 30,
        timeWindow: '1 minute',
        keyGenerator: (r: FastifyRequest) => (r.user ? `order:user:${r.user.id}` : `order:ip:${r.ip}`),
      };
  app.post(
    '/users/orders',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: placeOrderBody,
        response: { 200: envelopeOf(placeOrderAnswer) },
      },
      config: { rateLimit: perAccountLimit },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.body.coupon) await coupons.tryCode(request, reply, request.server.ctx.db, user.id, request.body.coupon);
      // the customer's address comes from the request (behind TRUST_PROXY), never from the client
      const placed = await placeOrder({ ctx: request.server.ctx, lang: request.lang, userId: user.id }, request.body, request.ip);
      return ok(placed, placed.message ?? orderMessages(request.lang, 'placed'));
    },
  );

  app.get(
    '/users/orders/pagination',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        querystring: ordersQuery,
        response: { 200: envelopeOf(ordersPage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listOrders(request.server.ctx, request.lang, user.id, request.query));
    },
  );

  app.get(
    '/users/orders/:id',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelopeOf(orderDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await orderDetail(request.server.ctx, request.lang, user.id, request.params.id));
    },
  );

  // "Pay again": a still-payable order gets a new payment page (the previous attempt failed or was abandoned)
  app.post(
    '/users/orders/:id/pay',
    {
      schema: { tags: ['orders'], security: [{ bearer: [] }], params: idParams, response: { 200: envelopeOf(placeOrderAnswer) } },
      config: { rateLimit: perAccountLimit },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await payAgain(request.server.ctx, request.lang, user.id, request.params.id));
    },
  );

  // the customer cancels an order that is not paid: everything it held comes back, its lines to the
  // cart (a Buy now order's never were in it)
  app.post(
    '/users/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelopeOf(cancelOrderAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const moved = await cancelOrder(request.server.ctx, request.lang, request.params.id, { kind: 'customer', id: user.id });
      const said = orderMessages(request.lang, moved.isBuyNow ? 'cancelledBuyNow' : 'cancelled');
      return ok({ order_id: request.params.id, status: moved.to }, said);
    },
  );
}
