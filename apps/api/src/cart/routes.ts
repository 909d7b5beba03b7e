// HTTP routes of the server cart (spec §7 cart calls). Thin: validated input → service → envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartBody,
  addMultipleBody,
  addMultipleAnswer,
  cartAnswer,
  cartChangeAnswer,
  cartQuery,
} from '@store/shared/contract/cart';
import { envelopeOf } from '@store/shared/contract/envelope';
import { recordIdParam } from '@store/shared/contract/formats';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../plugins/auth.ts';
import { cartMessages } from './messages.ts';
import * as cart from './service.ts';

const idParams = z.object({ id: recordIdParam('cart.badId') });

const scopeOf = (request: FastifyRequest): cart.CartScope => ({
  ctx: request.server.ctx,
  lang: request.lang,
  userId: requireUser(request).id,
});

export default async function cartRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/cart',
    { schema: { tags, security, querystring: cartQuery, response: { 200: envelopeOf(cartAnswer) } } },
    async (request) => {
      const scope = scopeOf(request);
      const q = request.query;
      if (!q.buyNow) return ok(await cart.readCart(scope));
      const kind = q.product_id !== undefined ? 'product' : 'card';
      return ok(await cart.readBuyNow(scope, kind, (q.product_id ?? q.card_id)!, q.qty ?? 1));
    },
  );

  for (const kind of ['product', 'card'] as const) {
    app.post(
      `/${kind}s/:id/add-cart`,
      { schema: { tags, security, params: idParams, body: addCartBody, response: { 200: envelopeOf(cartChangeAnswer) } } },
      async (request) => {
        const { data, message } = await cart.changeLine(
          scopeOf(request),
          kind,
          request.params.id,
          request.body.qty,
          request.body.type,
        );
        return ok(data, message);
      },
    );

    app.delete(
      `/${kind}s/:id/delete-cart`,
      { schema: { tags, security, params: idParams, response: { 200: envelopeOf(cartChangeAnswer) } } },
      async (request) => {
        const { data, message } = await cart.removeLine(scopeOf(request), kind, request.params.id);
        return ok(data, message);
      },
    );
  }

  app.post(
    '/cart/add-multiple-items',
    { schema: { tags, security, body: addMultipleBody, response: { 200: envelopeOf(addMultipleAnswer) } } },
    async (request) => {
      const { data, message } = await cart.addItems(scopeOf(request), request.body.items);
      return ok(data, message);
    },
  );
}

// keep the messages module loaded for the validation keys even if no handler names it
void cartMessages;
