// HTTP routes of the sandbox gateway: the hosted page, its buttons, and the signed callback.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams, recordIdParam } from '@store/shared/contract/formats';
import { gatewayCallbackAnswer } from '@store/shared/contract/orders';
import { AppError } from '../http/errors.ts';
import { ok } from '../http/envelope.ts';
import { paymentMessages } from './messages.ts';
import {
  handleSandboxCallback,
  pageToken,
  paymentById,
  returnPath,
  sandboxPage,
  signCallback,
  type SandboxResult,
} from './sandbox.ts';

const langOf = (v: unknown, fallback: 'en' | 'ar') => (v === 'ar' ? 'ar' : v === 'en' ? 'en' : fallback);

export default async function paymentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  // only the configured gateway's routes exist: a sandbox payment cannot be paid once the store uses Paymob
  if (ctx.payments.name !== 'sandbox') return;
  const tags = ['payments'];

  // the Pay / Fail buttons post an HTML form
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const notFound = (lang: 'en' | 'ar') => new AppError(404, paymentMessages(lang, 'paymentNotFound'));

  app.get(
    '/payments/sandbox/:id',
    {
      // the gateway's own page, not part of the store's API (hidden from /api/docs)
      schema: {
        tags,
        hide: true,
        params: idParams,
        querystring: z.object({ token: z.string().max(128), lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.query.lang, request.lang);
      const payment = await paymentById(ctx, request.params.id);
      if (!payment || request.query.token !== pageToken(ctx, payment.id)) throw notFound(lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(payment, request.query.token, lang));
    },
  );

  app.post(
    '/payments/sandbox/:id/complete',
    {
      schema: {
        tags,
        hide: true,
        params: idParams,
        body: z.object({ token: z.string().max(128), result: z.enum(['paid', 'failed']), lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.body.lang, request.lang);
      const payment = await paymentById(ctx, request.params.id);
      if (!payment || request.body.token !== pageToken(ctx, payment.id)) throw notFound(lang);
      const result: SandboxResult = request.body.result;
      // the gateway's side: a signed callback to the store — only while the payment is open (a
      // finished payment's page changes nothing) — then the shopper comes back to the real outcome
      if (payment.status === 'created')
        await handleSandboxCallback(ctx, lang, {
          paymentId: payment.id,
          result,
          signature: signCallback(ctx, payment.id, result),
        });
      const back = await returnPath(ctx, payment);
      return reply.redirect(ctx.env.PUBLIC_URL ? `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${back}` : back, 303);
    },
  );

  app.post(
    '/payments/callback/sandbox',
    {
      schema: {
        tags,
        body: z.object({
          payment_id: recordIdParam(),
          result: z.enum(['paid', 'failed']),
          signature: z.string().max(256),
        }),
        response: { 200: envelopeOf(gatewayCallbackAnswer) },
      },
    },
    async (request) => {
      const { applied, orderId } = await handleSandboxCallback(ctx, request.lang, {
        paymentId: request.body.payment_id,
        result: request.body.result,
        signature: request.body.signature,
      });
      return ok({ applied, order_id: orderId }, paymentMessages(request.lang, 'recorded'));
    },
  );
}
