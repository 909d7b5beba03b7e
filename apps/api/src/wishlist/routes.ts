// HTTP routes of the wishlist (spec §7): POST {products|cards}/{id}/liked toggles the heart,
// GET users/liked lists the shopper's liked items a page at a time. Registered under /api by app.ts.
import * as contract from '@store/shared/contract/catalog';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../catalog/schemas.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { paginationQuery } from '../http/pagination.ts';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../plugins/auth.ts';
import { likedItems, toggleLike } from './service.ts';

/** The wishlist page shows 20 of each kind per page; at most 100 may be asked. */
export const WISHLIST_PER_PAGE = 20;
const likedQuery = z.object({ ...paginationQuery(WISHLIST_PER_PAGE, 100) });

export default async function wishlistRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];

  // spec §4 Like: the heart toggles the favourite (signed-in only, spec §6)
  for (const kind of ['product', 'card'] as const) {
    app.post(
      `/${kind}s/:id/liked`,
      { schema: { tags, params: idParams, security, response: { 200: envelopeOf(contract.likeAnswer) } } },
      async (request) => {
        const user = requireUser(request);
        const isFav = await toggleLike(ctx, { lang: request.lang, userId: user.id }, kind, request.params.id);
        return ok({ isFav }, catalogMessages(request.lang, isFav ? 'addedToWishlist' : 'removedFromWishlist'));
      },
    );
  }

  app.get(
    '/users/liked',
    { schema: { tags, querystring: likedQuery, security, response: { 200: envelopeOf(contract.likedAnswer) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await likedItems(ctx, { lang: request.lang, userId: user.id }, request.query));
    },
  );
}
