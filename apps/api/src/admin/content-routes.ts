// The back-office's content (issue 26): sliders, advertisements, posts (rich text), FAQ,
// information pages and the site settings. Rich text is sanitised on write (lib/html.ts) and again
// when the storefront answers; every other text keeps no markup; links are store paths or https
// (contract safeLink). Every write is audited and drops the public caches, so the storefront
// shows it at once.
import {
  adAdmin,
  adBody,
  faqAdmin,
  faqBody,
  idAnswer,
  pageAdmin,
  pageBody,
  pageKeyParams,
  postAdmin,
  postBody,
  postListAnswer,
  postListQuery,
  settingsAdmin,
  settingsBody,
  sliderAdmin,
  sliderBody,
} from '@store/shared/contract/admin-content';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { sanitizeHtml } from '../lib/html.ts';
import { auditedWrite } from './audit.ts';
import { catalogMessages } from './catalog-messages.ts';
import { slugOf } from './catalog-routes.ts';
import * as q from './content.queries.ts';
import { assertImagesExist } from './images.ts';
import { adminMessages } from './messages.ts';
import { plainText } from './text.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const config = { staffRole: 'admin' as const };

function img(ctx: AppContext, key: string) {
  try {
    return { key, url: ctx.storage.publicUrl(key) };
  } catch {
    return { key, url: '' };
  }
}

const sliderOut = (ctx: AppContext, r: q.SliderRow) => ({
  id: r.id,
  title_en: r.titleEn,
  title_ar: r.titleAr,
  desc_en: r.descEn,
  desc_ar: r.descAr,
  img: img(ctx, r.img),
  link: r.link,
  sort_order: r.sortOrder,
  active: r.active,
});
const adOut = (ctx: AppContext, r: q.AdRow) => ({
  id: r.id,
  type: r.type === 'bottom' ? ('bottom' as const) : ('top' as const),
  img: img(ctx, r.img),
  img_ar: r.imgAr ? img(ctx, r.imgAr) : null,
  link: r.link,
  alt_en: r.altEn,
  alt_ar: r.altAr,
  sort_order: r.sortOrder,
  active: r.active,
});
const faqOut = (r: q.FaqRow) => ({
  id: r.id,
  question_en: r.questionEn,
  question_ar: r.questionAr,
  answer_en: r.answerEn,
  answer_ar: r.answerAr,
  sort_order: r.sortOrder,
});
const postOut = (ctx: AppContext, r: q.PostRow, tagList: { name_en: string; name_ar: string }[]) => ({
  id: r.id,
  type: r.type === 'blog' ? ('blog' as const) : ('news' as const),
  title_en: r.titleEn,
  title_ar: r.titleAr,
  desc_en: r.descEn,
  desc_ar: r.descAr,
  img: img(ctx, r.img),
  slug: r.slug,
  published: r.published,
  created_at: iso(r.createdAt)!,
  tags: tagList,
});
const pageOut = (r: q.PageRow) => ({
  key: r.key,
  title_en: r.titleEn,
  title_ar: r.titleAr,
  content_en: r.contentEn,
  content_ar: r.contentAr,
  updated_at: iso(r.updatedAt),
});
const settingsOut = (r: q.SettingsRow) => ({
  title_en: r.titleEn,
  title_ar: r.titleAr,
  description_en: r.descriptionEn,
  description_ar: r.descriptionAr,
  email: r.email,
  phone: r.phone,
  whatsapp: r.whatsapp,
  address_en: r.addressEn,
  address_ar: r.addressAr,
  facebook_link: r.facebookLink,
  instagram_link: r.instagramLink,
  x_link: r.xLink,
  youtube_link: r.youtubeLink,
  updated_at: iso(r.updatedAt),
});

export default async function contentAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const notFound = (request: FastifyRequest) => new AppError(404, adminMessages(request.lang, 'notFound'));

  /** A write with its audit entry in one transaction, then the public caches dropped (audit.ts). */
  const write = <T>(
    request: FastifyRequest,
    entity: string,
    entityId: number | string | null,
    action: string,
    work: (tx: Tx) => Promise<{ before?: unknown; after: T } | null>,
  ) => auditedWrite(ctx, request, { entity, entityId, action }, work);

  // ---- sliders ---------------------------------------------------------------------------
  const sliderCols = (b: z.output<typeof sliderBody>) => ({
    titleEn: plainText(b.title_en),
    titleAr: plainText(b.title_ar),
    descEn: plainText(b.desc_en),
    descAr: plainText(b.desc_ar),
    img: b.img,
    link: b.link,
    sortOrder: b.sort_order,
    active: b.active,
  });
  app.get('/sliders', { config, schema: { tags, security, response: { 200: envelopeOf(z.array(sliderAdmin)) } } }, async () =>
    ok((await q.listSliders(ctx.db)).map((r) => sliderOut(ctx, r))),
  );
  app.post(
    '/sliders',
    { config, schema: { tags, security, body: sliderBody, response: { 201: envelopeOf(sliderAdmin) } } },
    async (request, reply) => {
      await assertImagesExist(ctx, [request.body.img], request.lang);
      const out = await write(request, 'slider', null, 'create', async (tx) => ({
        after: sliderOut(ctx, await q.insertSlider(tx, sliderCols(request.body))),
      }));
      reply.code(201);
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.put(
    '/sliders/:id',
    { config, schema: { tags, security, params: idParams, body: sliderBody, response: { 200: envelopeOf(sliderAdmin) } } },
    async (request) => {
      const current = await q.sliderById(ctx.db, request.params.id);
      if (!current) throw notFound(request);
      await assertImagesExist(ctx, [request.body.img], request.lang, [current.img]);
      const out = await write(request, 'slider', request.params.id, 'update', async (tx) => {
        const after = await q.updateSlider(tx, request.params.id, sliderCols(request.body));
        return after ? { before: sliderOut(ctx, current), after: sliderOut(ctx, after) } : null;
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.delete(
    '/sliders/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(idAnswer) } } },
    async (request) => {
      const out = await write(request, 'slider', request.params.id, 'delete', async (tx) => {
        const gone = await q.deleteSlider(tx, request.params.id);
        return gone ? { before: sliderOut(ctx, gone), after: { id: gone.id } } : null;
      });
      return ok(out, catalogMessages(request.lang, 'deleted'));
    },
  );

  // ---- advertisements --------------------------------------------------------------------
  const adCols = (b: z.output<typeof adBody>) => ({
    type: b.type,
    img: b.img,
    imgAr: b.img_ar,
    link: b.link,
    altEn: plainText(b.alt_en),
    altAr: plainText(b.alt_ar),
    sortOrder: b.sort_order,
    active: b.active,
  });
  app.get('/advertisements', { config, schema: { tags, security, response: { 200: envelopeOf(z.array(adAdmin)) } } }, async () =>
    ok((await q.listAds(ctx.db)).map((r) => adOut(ctx, r))),
  );
  app.post(
    '/advertisements',
    { config, schema: { tags, security, body: adBody, response: { 201: envelopeOf(adAdmin) } } },
    async (request, reply) => {
      await assertImagesExist(ctx, [request.body.img, request.body.img_ar], request.lang);
      const out = await write(request, 'advertisement', null, 'create', async (tx) => ({
        after: adOut(ctx, await q.insertAd(tx, adCols(request.body))),
      }));
      reply.code(201);
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.put(
    '/advertisements/:id',
    { config, schema: { tags, security, params: idParams, body: adBody, response: { 200: envelopeOf(adAdmin) } } },
    async (request) => {
      const current = await q.adById(ctx.db, request.params.id);
      if (!current) throw notFound(request);
      const known = [current.img, current.imgAr].filter((k): k is string => !!k);
      await assertImagesExist(ctx, [request.body.img, request.body.img_ar], request.lang, known);
      const out = await write(request, 'advertisement', request.params.id, 'update', async (tx) => {
        const after = await q.updateAd(tx, request.params.id, adCols(request.body));
        return after ? { before: adOut(ctx, current), after: adOut(ctx, after) } : null;
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.delete(
    '/advertisements/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(idAnswer) } } },
    async (request) => {
      const out = await write(request, 'advertisement', request.params.id, 'delete', async (tx) => {
        const gone = await q.deleteAd(tx, request.params.id);
        return gone ? { before: adOut(ctx, gone), after: { id: gone.id } } : null;
      });
      return ok(out, catalogMessages(request.lang, 'deleted'));
    },
  );

  // ---- posts -----------------------------------------------------------------------------
  const postCols = (b: z.output<typeof postBody>) => ({
    type: b.type,
    titleEn: plainText(b.title_en),
    titleAr: plainText(b.title_ar),
    descEn: sanitizeHtml(b.desc_en),
    descAr: sanitizeHtml(b.desc_ar),
    img: b.img,
    published: b.published,
  });
  const postTagsOf = (b: z.output<typeof postBody>) =>
    b.tags.map((t) => ({ name_en: plainText(t.name_en), name_ar: plainText(t.name_ar) })).filter((t) => t.name_en && t.name_ar);
  const onePost = async (db: AppContext['db'] | Tx, id: number) => {
    const row = await q.postById(db, id);
    return row ? postOut(ctx, row, (await q.tagsOf(db, [id])).get(id) ?? []) : null;
  };

  app.get(
    '/posts',
    { config, schema: { tags, security, querystring: postListQuery, response: { 200: envelopeOf(postListAnswer) } } },
    async (request) => {
      const qs = request.query;
      const { rows, total } = await q.listPosts(ctx.db, {
        type: qs.type,
        search: qs.search,
        limit: qs.per_page,
        offset: offsetOf(qs.page, qs.per_page),
      });
      const byPost = await q.tagsOf(
        ctx.db,
        rows.map((r) => r.id),
      );
      return ok({
        items: rows.map((r) => postOut(ctx, r, byPost.get(r.id) ?? [])),
        total,
        last_page: lastPageOf(total, qs.per_page),
      });
    },
  );
  app.get(
    '/posts/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(postAdmin) } } },
    async (request) => {
      const post = await onePost(ctx.db, request.params.id);
      if (!post) throw notFound(request);
      return ok(post);
    },
  );
  app.post(
    '/posts',
    { config, schema: { tags, security, body: postBody, response: { 201: envelopeOf(postAdmin) } } },
    async (request, reply) => {
      await assertImagesExist(ctx, [request.body.img], request.lang);
      const cols = postCols(request.body);
      const out = await write(request, 'post', null, 'create', async (tx) => {
        const row = await q.insertPost(tx, { ...cols, slug: slugOf(cols.titleEn, 'post') });
        await q.replaceTags(tx, row.id, postTagsOf(request.body));
        return { after: (await onePost(tx, row.id))! };
      });
      reply.code(201);
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.put(
    '/posts/:id',
    { config, schema: { tags, security, params: idParams, body: postBody, response: { 200: envelopeOf(postAdmin) } } },
    async (request) => {
      const id = request.params.id;
      const before = await onePost(ctx.db, id);
      if (!before) throw notFound(request);
      await assertImagesExist(ctx, [request.body.img], request.lang, [before.img.key]);
      const out = await write(request, 'post', id, 'update', async (tx) => {
        const row = await q.updatePost(tx, id, postCols(request.body));
        if (!row) return null;
        await q.replaceTags(tx, id, postTagsOf(request.body));
        return { before, after: (await onePost(tx, id))! };
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.delete(
    '/posts/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(idAnswer) } } },
    async (request) => {
      const out = await write(request, 'post', request.params.id, 'delete', async (tx) => {
        const before = await onePost(tx, request.params.id);
        const gone = await q.deletePost(tx, request.params.id);
        return gone ? { before, after: { id: gone.id } } : null;
      });
      return ok(out, catalogMessages(request.lang, 'deleted'));
    },
  );

  // ---- FAQ -------------------------------------------------------------------------------
  const faqCols = (b: z.output<typeof faqBody>) => ({
    questionEn: plainText(b.question_en),
    questionAr: plainText(b.question_ar),
    answerEn: sanitizeHtml(b.answer_en),
    answerAr: sanitizeHtml(b.answer_ar),
    sortOrder: b.sort_order,
  });
  app.get('/faqs', { config, schema: { tags, security, response: { 200: envelopeOf(z.array(faqAdmin)) } } }, async () =>
    ok((await q.listFaqs(ctx.db)).map(faqOut)),
  );
  app.post(
    '/faqs',
    { config, schema: { tags, security, body: faqBody, response: { 201: envelopeOf(faqAdmin) } } },
    async (request, reply) => {
      const out = await write(request, 'faq', null, 'create', async (tx) => ({
        after: faqOut(await q.insertFaq(tx, faqCols(request.body))),
      }));
      reply.code(201);
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.put(
    '/faqs/:id',
    { config, schema: { tags, security, params: idParams, body: faqBody, response: { 200: envelopeOf(faqAdmin) } } },
    async (request) => {
      const out = await write(request, 'faq', request.params.id, 'update', async (tx) => {
        const before = await q.faqById(tx, request.params.id);
        const after = before && (await q.updateFaq(tx, request.params.id, faqCols(request.body)));
        return before && after ? { before: faqOut(before), after: faqOut(after) } : null;
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.delete(
    '/faqs/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(idAnswer) } } },
    async (request) => {
      const out = await write(request, 'faq', request.params.id, 'delete', async (tx) => {
        const gone = await q.deleteFaq(tx, request.params.id);
        return gone ? { before: faqOut(gone), after: { id: gone.id } } : null;
      });
      return ok(out, catalogMessages(request.lang, 'deleted'));
    },
  );

  // ---- information pages -----------------------------------------------------------------
  app.get('/pages', { config, schema: { tags, security, response: { 200: envelopeOf(z.array(pageAdmin)) } } }, async () =>
    ok((await q.listPages(ctx.db)).map(pageOut)),
  );
  app.get(
    '/pages/:key',
    { config, schema: { tags, security, params: pageKeyParams, response: { 200: envelopeOf(pageAdmin) } } },
    async (request) => {
      const row = await q.pageByKey(ctx.db, request.params.key);
      return ok(
        row
          ? pageOut(row)
          : { key: request.params.key, title_en: '', title_ar: '', content_en: '', content_ar: '', updated_at: null },
      );
    },
  );
  app.put(
    '/pages/:key',
    {
      config,
      schema: { tags, security, params: pageKeyParams, body: pageBody, response: { 200: envelopeOf(pageAdmin) } },
    },
    async (request) => {
      const b = request.body;
      const key = request.params.key;
      const out = await write(request, 'page', key, 'update', async (tx) => {
        const before = await q.pageByKey(tx, key);
        const after = await q.upsertPage(tx, {
          key,
          titleEn: plainText(b.title_en),
          titleAr: plainText(b.title_ar),
          contentEn: sanitizeHtml(b.content_en),
          contentAr: sanitizeHtml(b.content_ar),
        });
        return { before: before ? pageOut(before) : null, after: pageOut(after) };
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );

  // ---- settings --------------------------------------------------------------------------
  app.get('/settings', { config, schema: { tags, security, response: { 200: envelopeOf(settingsAdmin) } } }, async (request) => {
    const row = await q.settings(ctx.db);
    if (!row) throw notFound(request);
    return ok(settingsOut(row));
  });
  app.put(
    '/settings',
    { config, schema: { tags, security, body: settingsBody, response: { 200: envelopeOf(settingsAdmin) } } },
    async (request) => {
      const b = request.body;
      const out = await write(request, 'settings', 1, 'update', async (tx) => {
        const before = await q.settings(tx);
        const after = await q.upsertSettings(tx, {
          titleEn: plainText(b.title_en),
          titleAr: plainText(b.title_ar),
          descriptionEn: plainText(b.description_en),
          descriptionAr: plainText(b.description_ar),
          email: b.email,
          phone: plainText(b.phone),
          whatsapp: plainText(b.whatsapp),
          addressEn: plainText(b.address_en),
          addressAr: plainText(b.address_ar),
          facebookLink: b.facebook_link,
          instagramLink: b.instagram_link,
          xLink: b.x_link,
          youtubeLink: b.youtube_link,
        });
        return { before: before ? settingsOut(before) : null, after: settingsOut(after) };
      });
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
}
