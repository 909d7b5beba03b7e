// GET /captcha/config and GET /captcha/challenge. The challenge answer is the envelope with the
// ALTCHA challenge's `parameters` and `signature` also at the top level, so the widget can use
// this URL directly (`<altcha-widget challenge="/api/captcha/challenge">`). An address under
// sign-in pressure (options.levelOf, from account/limits.ts) gets a harder challenge; the limit
// here is generous because a whole mobile network may share one address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { altchaChallengeEnvelope, captchaConfig as captchaConfigSchema } from '@store/shared/contract/auth';
import { envelopeOf } from '@store/shared/contract/envelope';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { httpMessages } from '../../http/messages.ts';
import { captchaConfig, issueAltchaChallenge } from './index.ts';

export interface CaptchaRouteOptions {
  /** the challenge level the caller's address needs (0 = normal) */
  levelOf?: (request: FastifyRequest) => Promise<number>;
}

export default async function captchaRoutes(root: FastifyInstance, options: CaptchaRouteOptions = {}): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = app.ctx.env.RATE_LIMIT_DISABLED ? false : { max: 600, timeWindow: 60_000 };

  app.get(
    '/captcha/config',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which bot challenge the forms show',
        response: { 200: envelopeOf(captchaConfigSchema) },
      },
    },
    async () => ok(captchaConfig(app.ctx)),
  );

  app.get(
    '/captcha/challenge',
    {
      config: { rateLimit: limit },
      schema: {
        tags: ['accounts'],
        summary: 'A fresh ALTCHA challenge (10 minutes, single use)',
        response: { 200: altchaChallengeEnvelope },
      },
    },
    async (request, reply) => {
      if (app.ctx.captcha.provider !== 'altcha') throw new AppError(404, httpMessages(request.lang, 'notFound'));
      const challenge = await issueAltchaChallenge(app.ctx, (await options.levelOf?.(request)) ?? 0);
      reply.header('cache-control', 'no-store');
      return { ...ok(challenge), parameters: challenge.parameters, signature: challenge.signature };
    },
  );
}
