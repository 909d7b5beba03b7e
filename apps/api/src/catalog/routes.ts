// HTTP routes of the catalog feature (spec §7): category tree, countries, item lists, details,
// home carousels (the wishlist heart and list are wishlist/routes.ts). Registered under /api through the feature's feature.ts. Handlers are thin:
// validated input → service → envelope.
import { DEALS_LIMIT, HOME_LATEST_LIMIT } from '@store/shared';
import * as contract from '@store/shared/contract/catalog';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { answerKeptUntilChange } from '../http/public-cache.ts';
import {
  cardDetailsQuery,
  cardFamilyQuery,
  cardsByCategoryQuery,
  categoryQuery,
  homeQuery,
  limitQuery,
  productDetailsQuery,
  productsByCategoryQuery,
} from './schemas.ts';
import * as catalog from './service.ts';

const viewerOf = (request: FastifyRequest): catalog.Viewer => ({ lang: request.lang, userId: request.user?.id ?? null });

export default async function catalogRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  const tags = ['catalog'];

  app.get(
    '/categories/children',
    { schema: { tags, querystring: categoryQuery, response: { 200: envelopeOf(z.array(contract.category)) } } },
    async (request) => {
      const children = await catalog.childCategories(ctx, request.lang, request.query.category_id);
      answerKeptUntilChange(request);
      return ok(children);
    },
  );

  app.get(
    '/categories/children/children',
    { schema: { tags, querystring: categoryQuery, response: { 200: envelopeOf(z.array(contract.categoryWithChildren)) } } },
    async (request) => {
      const children = await catalog.grandchildCategories(ctx, request.lang, request.query.category_id);
      answerKeptUntilChange(request);
      return ok(children);
    },
  );

  app.get(
    '/countries',
    { schema: { tags, querystring: categoryQuery, response: { 200: envelopeOf(z.array(contract.country)) } } },
    async (request) => ok(await catalog.countries(ctx, request.lang, request.query.category_id)),
  );

  app.get(
    '/products/category',
    { schema: { tags, querystring: productsByCategoryQuery, response: { 200: envelopeOf(contract.productPage) } } },
    async (request) => ok(await catalog.productsOfCategory(ctx, viewerOf(request), request.query)),
  );

  app.get(
    '/cards/category',
    { schema: { tags, querystring: cardsByCategoryQuery, response: { 200: envelopeOf(contract.cardPage) } } },
    async (request) => ok(await catalog.cardsOfCategory(ctx, viewerOf(request), request.query)),
  );

  app.get(
    '/products/getProductDetails',
    { schema: { tags, querystring: productDetailsQuery, response: { 200: envelopeOf(contract.productDetailsAnswer) } } },
    async (request) => ok(await catalog.productDetails(ctx, viewerOf(request), request.query.product_id, request.query)),
  );

  app.get(
    '/cards/getCardDetails',
    { schema: { tags, querystring: cardDetailsQuery, response: { 200: envelopeOf(contract.cardDetailsAnswer) } } },
    async (request) => ok(await catalog.cardDetails(ctx, viewerOf(request), request.query.card_id, request.query)),
  );

  // not a spec §7 call: the page render's lean read of the family's denomination buttons (issue 24)
  app.get(
    '/cards/family',
    { schema: { tags, querystring: cardFamilyQuery, response: { 200: envelopeOf(contract.cardFamilyAnswer) } } },
    async (request) => ok(await catalog.cardFamily(ctx, viewerOf(request), request.query.card_id)),
  );

  app.get(
    '/products/latest',
    { schema: { tags, querystring: limitQuery(HOME_LATEST_LIMIT), response: { 200: envelopeOf(contract.itemsAnswer) } } },
    async (request) => ok(await catalog.latest(ctx, viewerOf(request), request.query.limit)),
  );

  app.get(
    '/products/deals',
    { schema: { tags, querystring: limitQuery(DEALS_LIMIT), response: { 200: envelopeOf(contract.itemsAnswer) } } },
    async (request) => ok(await catalog.deals(ctx, viewerOf(request), request.query.limit)),
  );

  // not a spec §7 call: the home render's lean read of the deals row's first view (issue 24)
  app.get(
    '/products/deals/first-view',
    {
      schema: {
        tags,
        querystring: limitQuery(DEALS_LIMIT, DEALS_LIMIT),
        response: { 200: envelopeOf(contract.dealsFirstViewAnswer) },
      },
    },
    async (request) => ok(await catalog.dealsFirstViewOf(ctx, viewerOf(request), request.query.limit)),
  );

  app.get(
    '/products/home',
    { schema: { tags, querystring: homeQuery, response: { 200: envelopeOf(contract.cardPage) } } },
    async (request) => ok(await catalog.latestGames(ctx, viewerOf(request), request.query)),
  );
}
