// Content calls of spec §7: settings, sliders, advertisements, posts, CMS pages, FAQ, reasons.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOME_NEWS_COUNT, NEWS_PAGE_SIZE } from '@store/shared';
import * as contract from '@store/shared/contract/content';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { lastPageOf, offsetOf, paginationQuery } from '../http/pagination.ts';
import { answerKeptUntilChange, keptUntilChange } from '../http/public-cache.ts';
import { keptSiteSettings } from '../seo/queries.ts';
import { contentMessages } from './messages.ts';
import {
  presentAdvertisement,
  presentFaq,
  presentPage,
  presentPost,
  presentReason,
  presentSettings,
  presentSlider,
} from './presenter.ts';
import * as q from './queries.ts';

/** Public paths of CMS pages (spec §7) → page keys. */
export const PAGE_PATHS: Record<string, string> = {
  'about-us': 'about-us',
  aboutCompany: 'about-us',
  terms: 'terms',
  'privacy-policy': 'privacy-policy',
  redeem: 'redeem',
  'rewards-program': 'rewards-program',
  'student-discount': 'student-discount',
  affiliate: 'affiliate',
  careers: 'careers',
};

export default async function contentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.ctx;

  const tags = ['content'];

  app.get('/settings', { schema: { tags, response: { 200: envelopeOf(contract.siteSettings) } } }, async (req) => {
    const row = await keptSiteSettings(app.ctx);
    if (!row) throw new AppError(404, contentMessages(req.lang, 'settingsMissing'));
    answerKeptUntilChange(req);
    return ok(presentSettings(row, req.lang));
  });

  app.get('/sliders', { schema: { tags, response: { 200: envelopeOf(z.array(contract.sliderItem)) } } }, async (req) => {
    const rows = await keptUntilChange(app.ctx, 'sliders', () => q.listSliders(db));
    answerKeptUntilChange(req);
    return ok(rows.map((r) => presentSlider(r, req.lang, storage)));
  });

  app.get(
    '/advertisements',
    {
      schema: {
        tags,
        querystring: z.object({ type: z.enum(['top', 'bottom']) }),
        response: { 200: envelopeOf(z.array(contract.advertisement)) },
      },
    },
    async (req) => {
      const type = req.query.type;
      const rows = await keptUntilChange(app.ctx, `advertisements:${type}`, () => q.listAdvertisements(db, type));
      answerKeptUntilChange(req);
      return ok(rows.map((r) => presentAdvertisement(r, req.lang, storage)));
    },
  );

  app.get(
    '/posts',
    {
      schema: {
        tags,
        querystring: z.object({ type: z.enum(['news', 'blog']).optional(), ...paginationQuery(NEWS_PAGE_SIZE, 100) }),
        response: { 200: envelopeOf(contract.postsPage) },
      },
    },
    async (req) => {
      const { type, page, per_page } = req.query;
      const read = async () => {
        const { rows, total } = await q.listPosts(db, { type, limit: per_page, offset: offsetOf(page, per_page) });
        const tags = await q.tagsForPosts(
          db,
          rows.map((r) => r.id),
        );
        return { rows, total, tags };
      };
      // the home's news row (its newest HOME_NEWS_COUNT news), read by every render of the home:
      // kept like the sliders until a staff change (issue 24, twenty-first step); other pages read
      const homeNews = type === 'news' && page === 1 && per_page === HOME_NEWS_COUNT;
      const { rows, total, tags } = await (homeNews ? keptUntilChange(app.ctx, 'posts:home-news', read) : read());
      if (homeNews) answerKeptUntilChange(req);
      return ok({
        posts: rows.map((r) => presentPost(r, tags.get(r.id) ?? [], req.lang, storage)),
        total,
        current_page: page,
        last_page: lastPageOf(total, per_page),
        per_page,
      });
    },
  );

  app.get('/posts/:id', { schema: { tags, params: idParams, response: { 200: envelopeOf(contract.post) } } }, async (req) => {
    const row = await q.findPost(db, req.params.id);
    if (!row) throw new AppError(404, contentMessages(req.lang, 'postNotFound'));
    const tags = await q.tagsForPosts(db, [row.id]);
    return ok(presentPost(row, tags.get(row.id) ?? [], req.lang, storage));
  });

  for (const [path, key] of Object.entries(PAGE_PATHS)) {
    app.get(`/${path}`, { schema: { tags, response: { 200: envelopeOf(contract.contentPage) } } }, async (req) => {
      const row = await q.findPage(db, key);
      if (!row) throw new AppError(404, contentMessages(req.lang, 'pageNotFound'));
      return ok(presentPage(row, req.lang));
    });
  }

  app.get(
    '/web/faqs',
    {
      schema: {
        tags,
        querystring: z.object({ search: z.string().max(200).optional() }),
        response: { 200: envelopeOf(z.array(contract.faq)) },
      },
    },
    async (req) => {
      const rows = await q.searchFaqs(db, req.query.search);
      return ok(rows.map((r) => presentFaq(r, req.lang)));
    },
  );

  app.get('/reasons', { schema: { tags, response: { 200: envelopeOf(z.array(contract.ticketReason)) } } }, async (req) => {
    const rows = await q.listReasons(db);
    return ok(rows.map((r) => presentReason(r, req.lang)));
  });
}
