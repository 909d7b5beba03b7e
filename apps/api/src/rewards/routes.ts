// HTTP route of the rewards page (spec §7 GET users/points-summary).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { pointsSummary as pointsSummarySchema, pointsSummaryQuery } from '@store/shared/contract/wallet';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../plugins/auth.ts';
import { pointsSummary } from './summary.ts';

export default async function rewardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/users/points-summary',
    {
      schema: {
        tags: ['rewards'],
        security: [{ bearer: [] }],
        querystring: pointsSummaryQuery,
        response: { 200: envelopeOf(pointsSummarySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await pointsSummary(request.server.ctx, user.id, request.query, request.lang));
    },
  );
}
