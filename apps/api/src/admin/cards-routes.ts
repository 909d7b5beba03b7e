// Cards in the back-office (issue 26): list with search, filters and sorting on the server; create,
// edit, publish; the code inventory (CSV import, masked list, audited reveal). Every write is
// audited in its own transaction and drops the public caches (http/public-cache.ts).
import {
  cardBody,
  cardDetail,
  cardListAnswer,
  cardListQuery,
  cardOptionsAnswer,
  codeListAnswer,
  codeListQuery,
  importAnswer,
  publishBody,
  revealAnswer,
} from '@store/shared/contract/admin';
import { groupThousands } from '@store/shared';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { sanitizeHtml } from '../lib/html.ts';
import { audit } from './audit.ts';
import { importCodes, readCsvBody } from './codes-import.ts';
import { adminMessages } from './messages.ts';
import { requireStaff } from './staff-auth.ts';
import { plainList, plainText } from './text.ts';
import {
  cardCodes,
  cardList,
  cardMainImage,
  cardOptions,
  cardReferences,
  cardRow,
  codeById,
  insertCard,
  setCardActive,
  updateCard,
  type CardColumns,
  type CardSqlRow,
} from './cards.queries.ts';
import { cardImages, replaceImages, setCardMainImage } from './catalog.queries.ts';
import { cardExists, lockCard } from './codes.queries.ts';
import { assertImagesExist, imageOut as storedImage } from './images.ts';
import type { AppContext } from '../context.ts';

const tags = ['admin'];
const security = [{ staff: [] }];

const iso = (d: Date | string) => new Date(d).toISOString();

const rowOut = (r: CardSqlRow) => ({
  id: r.id,
  name_en: r.name_en,
  name_ar: r.name_ar,
  category_id: r.category_id,
  category: r.category,
  price: r.price,
  price_after_discount: r.price_after_discount,
  active: r.active,
  stock_type: r.stock_type,
  available: r.available,
  reserved: r.reserved,
  sold: r.sold,
  low_stock_threshold: r.low_stock_threshold,
  created_at: iso(r.created_at),
});

async function cardById(db: Db | Tx, id: number, lang: 'en' | 'ar', ctx: AppContext) {
  const r = await cardRow(db, id, lang);
  if (!r) return null;
  return {
    ...rowOut(r),
    country_id: r.country_id,
    platform_id: r.platform_id,
    short_name: r.short_name,
    desc_en: r.desc_en,
    desc_ar: r.desc_ar,
    keywords: r.keywords,
    regions_en: r.regions_en,
    regions_ar: r.regions_ar,
    languages_en: r.languages_en,
    languages_ar: r.languages_ar,
    system_requirement_en: r.system_requirement_en,
    system_requirement_ar: r.system_requirement_ar,
    redeem_points: r.redeem_points,
    img: r.img,
    images: [r.img, ...(await cardImages(db, id)).filter((k) => k !== r.img)].map((k) => {
      try {
        return storedImage(ctx, k);
      } catch {
        return { key: k, url: '' };
      }
    }),
  };
}

type CardInput = z.output<typeof cardBody>;

/** The columns a card body writes; every text a shopper sees is kept free of markup. */
function columnsOf(b: CardInput): CardColumns {
  return {
    name_en: plainText(b.name_en),
    name_ar: plainText(b.name_ar),
    category_id: b.category_id,
    country_id: b.country_id,
    platform_id: b.platform_id,
    short_name: plainText(b.short_name),
    desc_en: plainText(b.desc_en),
    desc_ar: plainText(b.desc_ar),
    keywords: plainList(b.keywords),
    regions_en: plainList(b.regions_en),
    regions_ar: plainList(b.regions_ar),
    languages_en: plainList(b.languages_en),
    languages_ar: plainList(b.languages_ar),
    // system requirements are stored as sanitised HTML (the storefront shows their list)
    system_requirement_en: sanitizeHtml(b.system_requirement_en),
    system_requirement_ar: sanitizeHtml(b.system_requirement_ar),
    price: b.price,
    price_after_discount: b.price_after_discount,
    redeem_points: b.redeem_points,
    stock_type: b.stock_type,
    low_stock_threshold: b.low_stock_threshold,
    active: b.active,
  };
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'card';

/** A category that holds cards (the digital store) and a known country, or a 400. */
async function checkReferences(db: Db | Tx, b: CardInput, lang: 'en' | 'ar') {
  const r = await cardReferences(db, b);
  const problems: string[] = [];
  if (!r.cat)
    problems.push(lang === 'ar' ? 'الفئة غير موجودة في متجر البطاقات.' : 'The category is not a digital-cards category.');
  if (!r.country) problems.push(lang === 'ar' ? 'الدولة غير موجودة.' : 'The country does not exist.');
  if (b.platform_id !== null && !r.platform) problems.push(lang === 'ar' ? 'المنصة غير موجودة.' : 'The platform does not exist.');
  if (problems.length) throw new AppError(400, problems[0]!, problems, null, 'invalid_input');
}

export default async function cardRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/cards',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, querystring: cardListQuery, response: { 200: envelopeOf(cardListAnswer) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total: n } = await cardList(ctx.db, q, request.lang, offsetOf(q.page, q.per_page));
      return ok({ items: rows.map(rowOut), total: n, last_page: lastPageOf(n, q.per_page) });
    },
  );

  app.get(
    '/cards/options',
    { config: { staffRole: 'admin' }, schema: { tags, security, response: { 200: envelopeOf(cardOptionsAnswer) } } },
    async (request) => ok(await cardOptions(ctx.db, request.lang)),
  );

  app.get(
    '/cards/:id',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(cardDetail) } },
    },
    async (request) => {
      const card = await cardById(ctx.db, request.params.id, request.lang, ctx);
      if (!card) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      return ok(card);
    },
  );

  app.post(
    '/cards',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, body: cardBody, response: { 201: envelopeOf(cardDetail) } },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const b = request.body;
      await checkReferences(ctx.db, b, request.lang);
      await assertImagesExist(ctx, b.images ?? [], request.lang);
      const cols = columnsOf(b);
      const card = await ctx.db.transaction(async (tx) => {
        const id = await insertCard(tx, cols, slugOf(cols.name_en));
        if (b.images) {
          await setCardMainImage(tx, id, b.images[0]!);
          await replaceImages(tx, 'card', id, b.images);
        }
        const after = await cardById(tx, id, request.lang, ctx);
        await audit(tx, staff, request, { action: 'create', entity: 'card', entityId: id, after });
        return after!;
      });
      invalidatePublic(ctx, { kind: 'card', id: card.id });
      reply.code(201);
      return ok(card, adminMessages(request.lang, 'saved'));
    },
  );

  app.put(
    '/cards/:id',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: cardBody, response: { 200: envelopeOf(cardDetail) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const b = request.body;
      await checkReferences(ctx.db, b, request.lang);
      const id = request.params.id;
      const known = await cardImages(ctx.db, id);
      const main = await cardMainImage(ctx.db, id);
      await assertImagesExist(ctx, b.images ?? [], request.lang, main !== undefined ? [main, ...known] : known);
      const cols = columnsOf(b);
      const card = await ctx.db.transaction(async (tx) => {
        await lockCard(tx, id);
        const before = await cardById(tx, id, request.lang, ctx);
        if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await updateCard(tx, id, cols);
        if (b.images) {
          await setCardMainImage(tx, id, b.images[0]!);
          await replaceImages(tx, 'card', id, b.images);
        }
        const after = await cardById(tx, id, request.lang, ctx);
        await audit(tx, staff, request, { action: 'update', entity: 'card', entityId: id, before, after });
        return after!;
      });
      invalidatePublic(ctx, { kind: 'card', id });
      return ok(card, adminMessages(request.lang, 'saved'));
    },
  );

  app.post(
    '/cards/:id/publish',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: publishBody, response: { 200: envelopeOf(cardDetail) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      const card = await ctx.db.transaction(async (tx) => {
        const before = await setCardActive(tx, id, request.body.active);
        if (before === undefined) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await audit(tx, staff, request, {
          action: request.body.active ? 'publish' : 'unpublish',
          entity: 'card',
          entityId: id,
          before: { active: before },
          after: { active: request.body.active },
        });
        return (await cardById(tx, id, request.lang, ctx))!;
      });
      invalidatePublic(ctx, { kind: 'card', id });
      return ok(card, adminMessages(request.lang, 'saved'));
    },
  );

  // ---- the code inventory ------------------------------------------------------------------

  app.register(async (csv) => {
    // the CSV body arrives whole (at most 100,000 rows: about 10 MB with long codes and serials)
    csv.addContentTypeParser(
      ['text/csv', 'text/plain', 'application/csv'],
      { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const typed = csv.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/cards/:id/codes/import',
      {
        config: { staffRole: 'admin' },
        bodyLimit: 16 * 1024 * 1024,
        schema: {
          tags,
          security,
          params: idParams,
          consumes: ['text/csv'],
          response: { 200: envelopeOf(importAnswer) },
        },
      },
      async (request) => {
        const staff = requireStaff(request);
        const text = readCsvBody(request.body, request.lang);
        const result = await importCodes(ctx, staff, request, request.params.id, text);
        invalidatePublic(ctx, { kind: 'card', id: request.params.id });
        return ok(result, adminMessages(request.lang, 'imported', { count: groupThousands(result.imported) }));
      },
    );
  });

  app.get(
    '/cards/:id/codes',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, querystring: codeListQuery, response: { 200: envelopeOf(codeListAnswer) } },
    },
    async (request) => {
      const id = request.params.id;
      const q = request.query;
      if (!(await cardExists(ctx.db, id))) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      const { rows, counts: c } = await cardCodes(ctx.db, id, {
        status: q.status,
        limit: q.per_page,
        offset: offsetOf(q.page, q.per_page),
      });
      const total = q.status === 'all' ? c.available + c.reserved + c.sold : c[q.status];
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          masked: maskCode(ctx.codes.decrypt(r.code_encrypted)),
          serial_number: r.serial_number,
          status: r.status,
          created_at: iso(r.created_at),
        })),
        total,
        last_page: lastPageOf(total, q.per_page),
        counts: c,
      });
    },
  );

  app.post(
    '/codes/:id/reveal',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(revealAnswer) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      return ctx.db.transaction(async (tx) => {
        const row = await codeById(tx, id);
        if (!row) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        // the reveal is recorded before the code leaves the server
        await audit(tx, staff, request, {
          action: 'reveal',
          entity: 'card_code',
          entityId: id,
          after: { card_id: row.card_id, serial_number: row.serial_number },
        });
        return ok({ id: row.id, code: ctx.codes.decrypt(row.code_encrypted), serial_number: row.serial_number });
      });
    },
  );
}

/** All but the last 4 characters hidden (dashes kept, so the format stays recognisable). */
export function maskCode(code: string): string {
  const keep = Math.min(4, Math.max(0, code.length - 4));
  const head = code.slice(0, code.length - keep).replace(/[^-\s]/g, '•');
  return head + code.slice(code.length - keep);
}
