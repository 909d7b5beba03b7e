// HTTP routes of reviews (spec §7 POST products/{id}/reviews, cards/{id}/reviews). Thin: the
// signed-in customer, the validated body → writeReview → envelope. Reading reviews is part of
// the product and card answers (catalog).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { reviewAnswer, reviewBody } from '@store/shared/contract/reviews';
import { idParams } from '../catalog/schemas.ts';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../plugins/auth.ts';
import { reviewMessages } from './messages.ts';
import { writeReview } from './service.ts';

export default async function reviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['product', 'card'] as const) {
    app.post(
      `/${kind}s/:id/reviews`,
      {
        schema: {
          tags: ['reviews'],
          params: idParams,
          body: reviewBody,
          security: [{ bearer: [] }],
          response: { 200: envelopeOf(reviewAnswer) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const saved = await writeReview(request.server.ctx, request.lang, user, kind, request.params.id, request.body);
        return ok(saved, reviewMessages(request.lang, saved.hidden ? 'updatedHidden' : saved.updated ? 'updated' : 'saved'));
      },
    );
  }
}
