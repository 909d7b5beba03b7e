// Paymob's two callbacks (registered whatever PAYMENT_GATEWAY says, so late callbacks of Paymob
// payments are still verified and applied after switching back to the sandbox; without
// PAYMOB_HMAC_SECRET nothing verifies and every callback is refused):
// - POST /api/payments/callback/paymob — the transaction-processed callback (notification_url),
//   JSON {type:'TRANSACTION', obj:{…}} with ?hmac=; answers 200 once the result is recorded.
// - GET /api/payments/return/paymob — the response callback (redirection_url): the shopper's
//   browser comes back with the transaction as signed query parameters; it is applied the same way
//   (whichever of the two arrives first settles the payment) and the shopper is sent to the order
//   (or the wallet, for a top-up) with ?success=true|false.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { gatewayCallbackAnswer } from '@store/shared/contract/orders';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { paymentMessages } from '../messages.ts';
import { applyPaymobTransaction, type PaymobOutcome, type PaymobTransaction } from './callbacks.ts';
import { queryValue, verifyResponseHmac, verifyTransactionHmac } from './hmac.ts';

const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const flag = z.boolean();
const text = z.string().max(255).nullish();

/** The fields of the POST callback's `obj` we act on (the signature covers every one of them). */
const transactionObj = z.object({
  id,
  amount_cents: z.number().int().nonnegative(),
  currency: z.string().max(8),
  success: flag,
  pending: flag,
  is_voided: flag,
  is_refunded: flag,
  has_parent_transaction: flag,
  order: z.object({ id }),
  source_data: z.object({ type: text, sub_type: text, pan: text }).nullish(),
});

/** The same fields as the GET callback's query parameters ('true' / 'false', digits). */
const boolText = z.enum(['true', 'false']).transform((v) => v === 'true');
const transactionQuery = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  amount_cents: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  currency: z.string().max(8),
  success: boolText,
  pending: boolText,
  is_voided: boolText,
  is_refunded: boolText,
  has_parent_transaction: boolText,
  order: z.string().regex(/^\d{1,20}$/),
  'source_data.type': z.string().max(255).optional(),
  'source_data.sub_type': z.string().max(255).optional(),
  'source_data.pan': z.string().max(255).optional(),
});

function fromObj(o: z.infer<typeof transactionObj>): PaymobTransaction {
  return {
    transactionId: o.id,
    paymobOrderId: o.order.id,
    amountCents: o.amount_cents,
    currency: o.currency,
    success: o.success,
    pending: o.pending,
    isVoided: o.is_voided,
    isRefunded: o.is_refunded,
    hasParent: o.has_parent_transaction,
    sourceType: o.source_data?.type ?? null,
    sourceSubType: o.source_data?.sub_type ?? null,
    pan: o.source_data?.pan ?? null,
  };
}

function fromQuery(q: z.infer<typeof transactionQuery>): PaymobTransaction {
  return {
    transactionId: q.id,
    paymobOrderId: q.order,
    amountCents: q.amount_cents,
    currency: q.currency,
    success: q.success,
    pending: q.pending,
    isVoided: q.is_voided,
    isRefunded: q.is_refunded,
    hasParent: q.has_parent_transaction,
    sourceType: q['source_data.type'] ?? null,
    sourceSubType: q['source_data.sub_type'] ?? null,
    pan: q['source_data.pan'] ?? null,
  };
}

/** Where the shopper goes after the response callback. */
export function returnPath(outcome: PaymobOutcome | null): string {
  if (!outcome || outcome.kind === 'unknown') return '/';
  const page = outcome.orderId !== null ? `/order/${outcome.orderId}` : outcome.topupId !== null ? '/wallet' : '/';
  if (page === '/' || outcome.kind === 'amount_mismatch') return page;
  if (outcome.status === 'paid') return `${page}?success=true`;
  if (outcome.status === 'created') return page; // still pending: the page shows the order as it is
  return `${page}?success=false`;
}

export default async function paymobRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  // only the configured gateway's routes exist
  if (ctx.payments.name !== 'paymob') return;
  const tags = ['payments'];
  const secret = ctx.env.PAYMOB_HMAC_SECRET;
  const origin = ctx.env.PUBLIC_URL ? ctx.env.PUBLIC_URL.replace(/\/+$/, '') : '';

  app.post(
    '/payments/callback/paymob',
    {
      schema: {
        tags,
        summary: "Paymob's transaction-processed callback (HMAC-SHA512 in ?hmac=)",
        querystring: z.object({ hmac: z.string().max(256).optional() }),
        body: z.object({ type: z.string().max(64), obj: z.record(z.string(), z.unknown()) }),
        response: { 200: envelopeOf(gatewayCallbackAnswer) },
      },
    },
    async (request) => {
      const lang = request.lang;
      const recorded = (applied: boolean, orderId: number | null) =>
        ok({ applied, order_id: orderId }, paymentMessages(lang, 'recorded'));
      // the notification URL also receives saved-card tokens; we save no cards, so nothing to do
      if (request.body.type !== 'TRANSACTION') return recorded(false, null);
      if (!verifyTransactionHmac(secret, request.body.obj, request.query.hmac)) {
        request.log.warn({ hmac: Boolean(request.query.hmac) }, 'Paymob callback with a bad signature refused');
        const message = paymentMessages(lang, 'badSignature');
        throw new AppError(400, message, [message], null, 'signature_invalid');
      }
      const parsed = transactionObj.safeParse(request.body.obj);
      if (!parsed.success) {
        const message = paymentMessages(lang, 'callbackUnreadable');
        throw new AppError(400, message, [message], null, 'invalid_input');
      }
      const outcome = await applyPaymobTransaction(ctx, request.log, fromObj(parsed.data), 'callback');
      switch (outcome.kind) {
        case 'unknown':
          return recorded(false, null);
        case 'amount_mismatch': {
          const message = paymentMessages(lang, 'amountMismatch');
          throw new AppError(409, message, [message], null, 'conflict');
        }
        case 'ignored':
          return recorded(false, outcome.orderId);
        case 'settled':
          return recorded(outcome.applied, outcome.orderId);
      }
    },
  );

  app.get(
    '/payments/return/paymob',
    {
      // the shopper's browser, not an API call: it ends in a redirect (hidden from /api/docs)
      schema: {
        tags,
        hide: true,
        querystring: z.record(z.string(), z.union([z.string().max(1000), z.array(z.string().max(1000)).max(5)])),
      },
    },
    async (request, reply) => {
      const query = request.query;
      let outcome: PaymobOutcome | null = null;
      if (!verifyResponseHmac(secret, query)) {
        request.log.warn({ hmac: Boolean(queryValue(query, 'hmac')) }, 'Paymob return with a bad signature: nothing applied');
      } else {
        const flat = Object.fromEntries(Object.keys(query).map((k) => [k, queryValue(query, k)]));
        // the older name of the order's parameter, when that is the one Paymob signed (hmac.ts)
        if (flat.order === undefined && flat.order_id !== undefined) flat.order = flat.order_id;
        const parsed = transactionQuery.safeParse(flat);
        if (parsed.success) outcome = await applyPaymobTransaction(ctx, request.log, fromQuery(parsed.data), 'return');
        else request.log.warn('Paymob return with unreadable fields: nothing applied');
      }
      return reply.header('cache-control', 'no-store').redirect(`${origin}${returnPath(outcome)}`, 303);
    },
  );
}
