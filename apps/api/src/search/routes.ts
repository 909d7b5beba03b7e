// HTTP routes of the search feature (spec §7 GET /products/search). Registered under /api by
// app.ts. The same call serves the results page (20 per page) and header suggestions (per_page=5).
import { SEARCH_PAGE_SIZE } from '@store/shared';
import { envelopeOf } from '@store/shared/contract/envelope';
import { searchAnswer } from '@store/shared/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { paginationQuery } from '../http/pagination.ts';
import { search } from './service.ts';

const searchQuery = z.object({
  // presence only: an empty or blank text gets the search feature's own message
  search: z.string().default(''),
  ...paginationQuery(SEARCH_PAGE_SIZE),
});

export default async function searchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: envelopeOf(searchAnswer) } } },
    async (request) =>
      ok(
        await search(instance.ctx, { lang: request.lang, userId: request.user?.id ?? null }, request.query.search, request.query),
      ),
  );
}
