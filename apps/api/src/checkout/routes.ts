// HTTP routes of checkout's reads (spec §7): payment methods, the shipping methods the store
// offers now, the saved address, the price of the cart (or a buy-now item) and the coupon check.
// Thin handlers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isInstallmentMethod, toEgp } from '@store/shared';
import {
  cartPriceAnswer,
  cartPriceQuery,
  couponCheckAnswer,
  couponCheckBody,
  paymentMethod,
  paymentsQuery,
  savedAddress,
  shippingMethod,
} from '@store/shared/contract/checkout';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { CartScope } from '../cart/service.ts';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../plugins/auth.ts';
import { couponGuardOf } from './coupon-limit.ts';
import { checkoutMessages } from './messages.ts';
import * as checkout from './service.ts';
import { activeShippingMethods, savedAddress as readAddress } from './queries.ts';

const scopeOf = (request: FastifyRequest): CartScope => ({
  ctx: request.server.ctx,
  lang: request.lang,
  userId: requireUser(request).id,
});

export default async function checkoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const security = [{ bearer: [] }];
  const coupons = couponGuardOf(instance);

  app.get(
    '/payments',
    { schema: { tags, security, querystring: paymentsQuery, response: { 200: envelopeOf(z.array(paymentMethod)) } } },
    async (request) => {
      const scope = scopeOf(request);
      checkout.buyNowOf(scope.lang, request.query);
      return ok(await checkout.orderPaymentMethods(scope));
    },
  );

  // Public (no account needed, the same for everyone): the micro-cache and the shared proxy keep
  // guests' answers per language; an admin's change of a shipping method drops them
  // (admin/money-routes.ts → invalidatePublic). Checkout asks it signed in, so always fresh.
  app.get('/shipping-methods', { schema: { tags, response: { 200: envelopeOf(z.array(shippingMethod)) } } }, async (request) => {
    const rows = await activeShippingMethods(request.server.ctx.db, request.lang);
    return ok(rows.map((m) => ({ id: m.id, name: m.name, fee: toEgp(m.fee) })));
  });

  app.get(
    '/users/address',
    { schema: { tags, security, response: { 200: envelopeOf(savedAddress.nullable()) } } },
    async (request) => {
      const scope = scopeOf(request);
      return ok(await readAddress(scope.ctx.db, scope.userId));
    },
  );

  app.get(
    '/users/cart/price',
    { schema: { tags, security, querystring: cartPriceQuery, response: { 200: envelopeOf(cartPriceAnswer) } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const q = request.query;
      if (q.coupon) await coupons.tryCode(request, reply, scope.ctx.db, scope.userId, q.coupon);
      const priced = await checkout.priceCheckout(scope, {
        shipping: q.shipping_method,
        paymentId: q.payment_id ?? null,
        coupon: q.coupon || null,
        points: q.redeem_points,
        buyNow: checkout.buyNowOf(scope.lang, q),
      });
      const t = priced.totals;
      return ok({
        sub_total: toEgp(t.subtotal),
        shipping_fees: toEgp(t.shippingFee),
        installment_option: q.payment_id !== undefined && isInstallmentMethod(q.payment_id),
        discount: toEgp(t.coupon),
        points_discount: toEgp(t.pointsValue),
        payment_fee: toEgp(t.paymentFee),
        wallet_discount: toEgp(t.wallet),
        total_price: toEgp(t.total),
        due: toEgp(t.due),
      });
    },
  );

  app.post(
    '/users/cart/coupons/check',
    { schema: { tags, security, body: couponCheckBody, response: { 200: envelopeOf(couponCheckAnswer) } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const b = request.body;
      await coupons.tryCode(request, reply, scope.ctx.db, scope.userId, b.code);
      const priced = await checkout.priceCheckout(scope, {
        shipping: b.shipping_method,
        paymentId: b.payment_id ?? null,
        coupon: b.code,
        points: 0,
        buyNow: checkout.buyNowOf(scope.lang, b),
      });
      return ok(
        { discount: toEgp(priced.totals.coupon), code: priced.coupon!.code },
        checkoutMessages(scope.lang, 'couponApplied'),
      );
    },
  );
}
