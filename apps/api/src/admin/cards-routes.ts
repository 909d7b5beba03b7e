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
import { envelopeOf } from '@store/shared/contract/envelope';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
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
import { cardImages, replaceImages, setCardMainImage } from './catalog.queries.ts';
import { assertImagesExist, imageOut as storedImage } from './images.ts';
import type { AppContext } from '../context.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const SORTS: Record<z.infer<typeof cardListQuery>['sort'], SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  oldest: sql`c.created_at asc, c.id asc`,
  name: sql`c.name_en asc, c.id asc`,
  price_asc: sql`c.price asc, c.id asc`,
  price_desc: sql`c.price desc, c.id desc`,
  available_asc: sql`available asc, c.id asc`,
};

const iso = (d: Date | string) => new Date(d).toISOString();

interface CardSqlRow {
  id: number;
  name_en: string;
  name_ar: string;
  category_id: number;
  category: string;
  price: number;
  price_after_discount: number | null;
  active: boolean;
  stock_type: number;
  available: number;
  reserved: number;
  sold: number;
  low_stock_threshold: number;
  created_at: string | Date;
}

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

const countsSql = sql`
  left join lateral (
    select count(*) filter (where k.status = 'available')::int as available,
           count(*) filter (where k.status = 'reserved')::int as reserved,
           count(*) filter (where k.status = 'sold')::int as sold
    from card_codes k where k.card_id = c.id
  ) n on true`;

async function cardById(db: Db | Tx, id: number, lang: 'en' | 'ar', ctx: AppContext) {
  const rows = rowsOf<
    CardSqlRow & {
      country_id: number;
      platform_id: number | null;
      short_name: string;
      desc_en: string;
      desc_ar: string;
      keywords: string[];
      regions_en: string[];
      regions_ar: string[];
      languages_en: string[];
      languages_ar: string[];
      system_requirement_en: string;
      system_requirement_ar: string;
      redeem_points: number;
      img: string;
    }
  >(
    await db.execute(sql`
      select c.*, ${lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`} as category,
        n.available, n.reserved, n.sold
      from cards c join categories cat on cat.id = c.category_id ${countsSql}
      where c.id = ${id}`),
  );
  const r = rows[0];
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
function columnsOf(b: CardInput) {
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
  const rows = rowsOf<{ cat: number | null; country: number | null; platform: number | null }>(
    await db.execute(sql`select
      (select id from categories where id = ${b.category_id} and store = 'digital') as cat,
      (select id from countries where id = ${b.country_id}) as country,
      (select id from platforms where id = ${b.platform_id ?? 0}) as platform`),
  );
  const r = rows[0]!;
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
      const where: SQL[] = [sql`true`];
      if (q.search) {
        const like = `%${escapeLike(q.search.toLowerCase())}%`;
        const id = /^\d{1,9}$/.test(q.search) ? Number(q.search) : -1;
        where.push(
          sql`(c.id = ${id} or lower(c.name_en) like ${like} or c.name_ar like ${like} or ${q.search} = any(c.keywords))`,
        );
      }
      if (q.active !== 'all') where.push(sql`c.active = ${q.active === 'yes'}`);
      if (q.category_id) where.push(sql`c.category_id = ${q.category_id}`);
      if (q.low_stock === '1') where.push(sql`c.stock_type = 1 and c.stock <= c.low_stock_threshold`);
      const cond = sql.join(where, sql` and `);
      const name = request.lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`;
      const [rows, total] = await Promise.all([
        ctx.db.execute(sql`
          select c.id, c.name_en, c.name_ar, c.category_id, ${name} as category, c.price, c.price_after_discount,
            c.active, c.stock_type, c.low_stock_threshold, c.created_at, n.available, n.reserved, n.sold
          from cards c join categories cat on cat.id = c.category_id ${countsSql}
          where ${cond} order by ${SORTS[q.sort]} limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
        ctx.db.execute(sql`select count(*)::int as n from cards c where ${cond}`),
      ]);
      const n = rowsOf<{ n: number }>(total)[0]?.n ?? 0;
      return ok({ items: rowsOf<CardSqlRow>(rows).map(rowOut), total: n, last_page: lastPageOf(n, q.per_page) });
    },
  );

  app.get(
    '/cards/options',
    { config: { staffRole: 'admin' }, schema: { tags, security, response: { 200: envelopeOf(cardOptionsAnswer) } } },
    async (request) => {
      const ar = request.lang === 'ar';
      const [cats, countries, platforms] = await Promise.all([
        ctx.db.execute(
          sql`select id, ${ar ? sql`name_ar` : sql`name_en`} as name from categories where store = 'digital' order by id`,
        ),
        ctx.db.execute(sql`select id, iso2, ${ar ? sql`name_ar` : sql`name_en`} as name from countries order by sort_order, id`),
        ctx.db.execute(sql`select id, name from platforms order by name`),
      ]);
      return ok({
        categories: rowsOf<{ id: number; name: string }>(cats),
        countries: rowsOf<{ id: number; name: string; iso2: string }>(countries),
        platforms: rowsOf<{ id: number; name: string }>(platforms),
      });
    },
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
        const inserted = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into cards (category_id, country_id, platform_id, name_en, name_ar, slug, short_name,
              desc_en, desc_ar, keywords, regions_en, regions_ar, languages_en, languages_ar,
              system_requirement_en, system_requirement_ar, price, price_after_discount, redeem_points,
              stock_type, low_stock_threshold, active, img, stock)
            values (${cols.category_id}, ${cols.country_id}, ${cols.platform_id}, ${cols.name_en}, ${cols.name_ar},
              ${slugOf(cols.name_en)}, ${cols.short_name}, ${cols.desc_en}, ${cols.desc_ar},
              ${textArray(cols.keywords)}, ${textArray(cols.regions_en)}, ${textArray(cols.regions_ar)},
              ${textArray(cols.languages_en)}, ${textArray(cols.languages_ar)},
              ${cols.system_requirement_en}, ${cols.system_requirement_ar}, ${cols.price}, ${cols.price_after_discount},
              ${cols.redeem_points}, ${cols.stock_type}, ${cols.low_stock_threshold}, ${cols.active},
              coalesce((select logo from categories where id = ${cols.category_id}), ''), 0)
            returning id`),
        );
        const id = inserted[0]!.id;
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
      const main = rowsOf<{ img: string }>(await ctx.db.execute(sql`select img from cards where id = ${id}`))[0];
      await assertImagesExist(ctx, b.images ?? [], request.lang, main ? [main.img, ...known] : known);
      const cols = columnsOf(b);
      const card = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from cards where id = ${id} for update`);
        const before = await cardById(tx, id, request.lang, ctx);
        if (!before) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await tx.execute(sql`update cards set category_id = ${cols.category_id}, country_id = ${cols.country_id},
            platform_id = ${cols.platform_id}, name_en = ${cols.name_en}, name_ar = ${cols.name_ar},
            short_name = ${cols.short_name}, desc_en = ${cols.desc_en}, desc_ar = ${cols.desc_ar},
            keywords = ${textArray(cols.keywords)}, regions_en = ${textArray(cols.regions_en)},
            regions_ar = ${textArray(cols.regions_ar)}, languages_en = ${textArray(cols.languages_en)},
            languages_ar = ${textArray(cols.languages_ar)}, system_requirement_en = ${cols.system_requirement_en},
            system_requirement_ar = ${cols.system_requirement_ar}, price = ${cols.price},
            price_after_discount = ${cols.price_after_discount}, redeem_points = ${cols.redeem_points},
            stock_type = ${cols.stock_type}, low_stock_threshold = ${cols.low_stock_threshold}, active = ${cols.active},
            stock = (select count(*)::int from card_codes where card_id = ${id} and status = 'available'),
            updated_at = now()
          where id = ${id}`);
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
        const changed = rowsOf<{ before: boolean }>(
          await tx.execute(sql`update cards c set active = ${request.body.active}, updated_at = now()
            from (select id, active as before from cards where id = ${id} for update) old
            where c.id = old.id returning old.before`),
        );
        if (!changed[0]) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await audit(tx, staff, request, {
          action: request.body.active ? 'publish' : 'unpublish',
          entity: 'card',
          entityId: id,
          before: { active: changed[0].before },
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
        return ok(result, adminMessages(request.lang, 'imported', { count: result.imported }));
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
      const exists = rowsOf(await ctx.db.execute(sql`select id from cards where id = ${id}`));
      if (!exists.length) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      const filter = q.status === 'all' ? sql`true` : sql`status = ${q.status}`;
      const [rows, counts] = await Promise.all([
        ctx.db.execute(sql`select id, code_encrypted, serial_number, status, created_at from card_codes
          where card_id = ${id} and ${filter} order by id desc limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
        ctx.db.execute(sql`select count(*) filter (where status = 'available')::int as available,
          count(*) filter (where status = 'reserved')::int as reserved, count(*) filter (where status = 'sold')::int as sold
          from card_codes where card_id = ${id}`),
      ]);
      const c = rowsOf<{ available: number; reserved: number; sold: number }>(counts)[0]!;
      const total = q.status === 'all' ? c.available + c.reserved + c.sold : c[q.status];
      return ok({
        items: rowsOf<{
          id: number;
          code_encrypted: string;
          serial_number: string;
          status: 'available' | 'reserved' | 'sold';
          created_at: string;
        }>(rows).map((r) => ({
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
        const row = rowsOf<{ id: number; card_id: number; code_encrypted: string; serial_number: string }>(
          await tx.execute(sql`select id, card_id, code_encrypted, serial_number from card_codes where id = ${id}`),
        )[0];
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

/** A text[] parameter as one value (a JS array would be spread into several parameters). */
const textArray = (values: string[]) =>
  sql`(select coalesce(array_agg(v order by i), '{}'::text[]) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as t(v, i))`;
