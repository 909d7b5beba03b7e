// HTTP routes of the device-wallet test page (spec §7 apple-pay/validate-merchant, apple-pay/token).
// The token call checks the token's shape and acknowledges it; it charges nothing (the test page
// proves the device-wallet handshake; charging runs through the payment gateway's own Apple Pay).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { applePayTokenAnswer, applePayTokenBody, merchantSession, validateMerchantBody } from '@store/shared/contract/wallet';
import { ok } from '../http/envelope.ts';
import { walletMessages } from '../wallet/messages.ts';
import { requireApplePay, validateMerchant } from './service.ts';

export default async function applePayRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  const tags = ['apple-pay'];
  const rateLimit = ctx.env.RATE_LIMIT_DISABLED ? false : { max: 20, timeWindow: '1 minute' };

  app.post(
    '/apple-pay/validate-merchant',
    { schema: { tags, body: validateMerchantBody, response: { 200: envelopeOf(merchantSession) } }, config: { rateLimit } },
    async (request) => ok(await validateMerchant(ctx, request.lang, request.body.validationURL)),
  );

  app.post(
    '/apple-pay/token',
    { schema: { tags, body: applePayTokenBody, response: { 200: envelopeOf(applePayTokenAnswer) } }, config: { rateLimit } },
    async (request) => {
      requireApplePay(ctx, request.lang);
      return ok({ status: 'success' as const }, walletMessages(request.lang, 'paymentSuccessful'));
    },
  );
}
