// The back-office's catalogue (issue 26): products (list over 10,000 with search, filters and
// sorting on the server; create, edit, publish in both languages), the category tree (the spec's
// fixed ids stay where they are) and image uploads (sniffed, re-encoded to webp, stored through the
// storage adapter). Every write is audited in its own transaction and drops the public caches.
import { missingCompatKeys } from '@store/shared/build-pc';
import { publishBody } from '@store/shared/contract/admin';
import {
  ADMIN_IMAGE_MAX_BYTES,
  categoryBody,
  categoryListAnswer,
  categoryRow,
  imageUploadAnswer,
  imageUploadQuery,
  productBody,
  productDetail,
  productListAnswer,
  productListQuery,
  productOptionsAnswer,
} from '@store/shared/contract/admin-catalog';
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf } from '../http/pagination.ts';
import { invalidatePublic } from '../http/public-cache.ts';
import { sanitizeHtml } from '../lib/html.ts';
import { audit } from './audit.ts';
import { catalogMessages } from './catalog-messages.ts';
import * as q from './catalog.queries.ts';
import { assertImagesExist, imageOut, storeUploadedImage } from './images.ts';
import { adminMessages } from './messages.ts';
import { requireStaff } from './staff-auth.ts';
import { plainList, plainText } from './text.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();
const bad = (message: string) => new AppError(400, message, undefined, null, 'invalid_input');

/** The spec's fixed category ids (hardware 2, digital 3, Build PC 34). */
export const FIXED_CATEGORY_IDS: readonly number[] = [2, 3, 34];

export const slugOf = (name: string, fallback: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;

const url = (ctx: AppContext, key: string) => {
  try {
    return ctx.storage.publicUrl(key);
  } catch {
    return '';
  }
};

const rowOut = (ctx: AppContext, r: q.ProductSqlRow) => ({
  id: r.id,
  name_en: r.name_en,
  name_ar: r.name_ar,
  category_id: r.category_id,
  category: r.category,
  brand: r.brand,
  price: r.price,
  price_after_discount: r.price_after_discount,
  stock_type: r.stock_type,
  stock: r.stock,
  active: r.active,
  image: url(ctx, r.main_image),
  created_at: iso(r.created_at),
});

function detailOut(ctx: AppContext, r: q.ProductFull) {
  const keys = r.images?.length ? r.images : [r.main_image];
  const ordered = [r.main_image, ...keys.filter((k) => k !== r.main_image)];
  return {
    ...rowOut(ctx, r),
    slug: r.slug,
    desc_en: r.desc_en,
    desc_ar: r.desc_ar,
    support_en: r.support_en,
    support_ar: r.support_ar,
    keywords: r.keywords ?? [],
    specs: r.specs ?? [],
    compat: r.compat ?? null,
    shipping_abroad: r.shipping_abroad,
    is_deal: r.is_deal,
    images: ordered.map((k) => ({ key: k, url: url(ctx, k) })),
    updated_at: iso(r.updated_at),
  };
}

type ProductInput = z.output<typeof productBody>;

/** What a product body writes: names, keys and values keep no markup; the description is sanitised HTML. */
function productColumns(b: ProductInput): q.ProductColumns {
  return {
    name_en: plainText(b.name_en),
    name_ar: plainText(b.name_ar),
    category_id: b.category_id,
    brand: plainText(b.brand),
    desc_en: sanitizeHtml(b.desc_en),
    desc_ar: sanitizeHtml(b.desc_ar),
    support_en: plainText(b.support_en),
    support_ar: plainText(b.support_ar),
    keywords: plainList(b.keywords),
    compat: b.compat ? { ...b.compat, ...(b.compat.socket === undefined ? {} : { socket: plainText(b.compat.socket) }) } : null,
    price: b.price,
    price_after_discount: b.price_after_discount,
    stock_type: b.stock_type,
    stock: b.stock ?? 0,
    shipping_abroad: b.shipping_abroad,
    is_deal: b.is_deal,
    active: b.active,
    main_image: b.images[0]!,
  };
}

const specsOf = (b: ProductInput) =>
  b.specs
    .map((s) => ({
      key_en: plainText(s.key_en),
      key_ar: plainText(s.key_ar),
      value_en: plainText(s.value_en),
      value_ar: plainText(s.value_ar),
    }))
    .filter((s) => s.key_en && s.key_ar && s.value_en && s.value_ar);

async function checkProduct(ctx: AppContext, b: ProductInput, lang: Lang, known: string[]) {
  const cat = await q.categoryById(ctx.db, b.category_id);
  if (!cat || cat.store !== 'hardware') throw bad(catalogMessages(lang, 'notHardware'));
  if (cat.children > 0) throw bad(catalogMessages(lang, 'categoryHasChildren'));
  if (b.compat) {
    const missing = missingCompatKeys(b.compat);
    if (missing.length) throw bad(catalogMessages(lang, 'compatMissing', { part: b.compat.part, keys: missing.join(', ') }));
  }
  await assertImagesExist(ctx, b.images, lang, known);
}

export default async function catalogRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  // ---- products --------------------------------------------------------------------------

  app.get(
    '/products',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, querystring: productListQuery, response: { 200: envelopeOf(productListAnswer) } },
    },
    async (request) => {
      const { rows, total } = await q.listProducts(ctx.db, request.query, request.lang);
      return ok({
        items: rows.map((r) => rowOut(ctx, r)),
        total,
        last_page: lastPageOf(total, request.query.per_page),
      });
    },
  );

  app.get(
    '/products/options',
    { config: { staffRole: 'admin' }, schema: { tags, security, response: { 200: envelopeOf(productOptionsAnswer) } } },
    async (request) => ok(await q.productOptions(ctx.db, request.lang)),
  );

  app.get(
    '/products/:id',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(productDetail) } },
    },
    async (request) => {
      const row = await q.productById(ctx.db, request.params.id, request.lang);
      if (!row) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      return ok(detailOut(ctx, row));
    },
  );

  app.post(
    '/products',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, body: productBody, response: { 201: envelopeOf(productDetail) } },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const b = request.body;
      await checkProduct(ctx, b, request.lang, []);
      const cols = productColumns(b);
      const product = await ctx.db.transaction(async (tx) => {
        const id = await q.insertProduct(tx, cols, slugOf(cols.name_en, 'product'));
        await q.replaceProductSpecs(tx, id, specsOf(b));
        await q.replaceImages(tx, 'product', id, b.images);
        const after = detailOut(ctx, (await q.productById(tx, id, request.lang))!);
        await audit(tx, staff, request, { action: 'create', entity: 'product', entityId: id, after });
        return after;
      });
      invalidatePublic(ctx, { kind: 'product', id: product.id });
      reply.code(201);
      return ok(product, adminMessages(request.lang, 'saved'));
    },
  );

  app.put(
    '/products/:id',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: productBody, response: { 200: envelopeOf(productDetail) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const b = request.body;
      const id = request.params.id;
      const current = await q.productById(ctx.db, id, request.lang);
      if (!current) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      await checkProduct(ctx, b, request.lang, [current.main_image, ...(current.images ?? [])]);
      const cols = productColumns(b);
      const product = await ctx.db.transaction(async (tx) => {
        if (!(await q.lockProduct(tx, id))) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        const before = detailOut(ctx, (await q.productById(tx, id, request.lang))!);
        // orders take and give back units while a form is open: an edit that leaves the stock out
        // keeps theirs, and one whose form showed another stock than there is now is refused
        if (b.stock === undefined) cols.stock = before.stock;
        else if (b.stock_was !== undefined && b.stock_was !== before.stock) {
          const message = catalogMessages(request.lang, 'stockChanged', { now: String(before.stock) });
          throw new AppError(409, message, [message], { stock: before.stock }, 'conflict');
        }
        await q.updateProduct(tx, id, cols);
        await q.replaceProductSpecs(tx, id, specsOf(b));
        await q.replaceImages(tx, 'product', id, b.images);
        const after = detailOut(ctx, (await q.productById(tx, id, request.lang))!);
        await audit(tx, staff, request, { action: 'update', entity: 'product', entityId: id, before, after });
        return after;
      });
      invalidatePublic(ctx, { kind: 'product', id });
      return ok(product, adminMessages(request.lang, 'saved'));
    },
  );

  app.post(
    '/products/:id/publish',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: publishBody, response: { 200: envelopeOf(productDetail) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      const product = await ctx.db.transaction(async (tx) => {
        const before = await q.setProductActive(tx, id, request.body.active);
        if (before === null) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await audit(tx, staff, request, {
          action: request.body.active ? 'publish' : 'unpublish',
          entity: 'product',
          entityId: id,
          before: { active: before },
          after: { active: request.body.active },
        });
        return detailOut(ctx, (await q.productById(tx, id, request.lang))!);
      });
      invalidatePublic(ctx, { kind: 'product', id });
      return ok(product, adminMessages(request.lang, 'saved'));
    },
  );

  // ---- the category tree -----------------------------------------------------------------

  const categoryOut = (r: q.CategorySqlRow) => ({
    ...r,
    logo: r.logo ? imageOut(ctx, r.logo) : null,
    fixed: FIXED_CATEGORY_IDS.includes(r.id) || r.parent_id === null,
  });

  app.get(
    '/categories',
    { config: { staffRole: 'admin' }, schema: { tags, security, response: { 200: envelopeOf(categoryListAnswer) } } },
    async () => ok((await q.listCategories(ctx.db)).map(categoryOut)),
  );

  type CategoryInput = z.output<typeof categoryBody>;

  /**
   * The parent exists, a move stays in its store and never goes under itself, and no sibling has the
   * name. Read inside the tree's write, after its lock (q.writeCategoryTree).
   */
  async function categoryColumns(
    tx: Tx,
    b: CategoryInput,
    lang: Lang,
    current: q.CategorySqlRow | null,
  ): Promise<q.CategoryColumns> {
    const fixed = current !== null && (FIXED_CATEGORY_IDS.includes(current.id) || current.parent_id === null);
    if (fixed && b.parent_id !== current.parent_id) throw new AppError(409, catalogMessages(lang, 'fixedCategory'));
    const parent = b.parent_id === null ? null : await q.categoryById(tx, b.parent_id);
    if (!parent && !(current && current.parent_id === null)) throw bad(catalogMessages(lang, 'parentMissing'));
    if (current && parent) {
      if (parent.store !== current.store) throw bad(catalogMessages(lang, 'otherStore'));
      if (b.parent_id !== current.parent_id && (await q.isInSubtree(tx, current.id, parent.id)))
        throw bad(catalogMessages(lang, 'cycle'));
    }
    await assertImagesExist(ctx, [b.logo], lang, current?.logo ? [current.logo] : []);
    const nameEn = plainText(b.name_en);
    const nameAr = plainText(b.name_ar);
    const parentId = parent?.id ?? null;
    const same = await q.siblingNamed(tx, parentId, nameEn, nameAr, current?.id ?? null);
    if (same) {
      const name = same.name_en.toLowerCase() === nameEn.toLowerCase() ? same.name_en : same.name_ar;
      const message = catalogMessages(lang, 'sameName', { name });
      throw new AppError(409, message, [message], null, 'conflict');
    }
    return {
      parent_id: parentId,
      store: parent?.store ?? current!.store,
      name_en: nameEn,
      name_ar: nameAr,
      // a renamed category keeps its address: the storefront's links and bookmarks use the slug
      slug: current?.slug ?? slugOf(nameEn, 'category'),
      display_type: b.display_type,
      sort_order: b.sort_order,
      active: b.active,
      logo: b.logo,
    };
  }

  app.post(
    '/categories',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, body: categoryBody, response: { 201: envelopeOf(categoryRow) } },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const row = await q.writeCategoryTree(ctx.db, async (tx) => {
        const cols = await categoryColumns(tx, request.body, request.lang, null);
        const id = await q.insertCategory(tx, cols);
        const after = categoryOut((await q.categoryById(tx, id))!);
        await audit(tx, staff, request, { action: 'create', entity: 'category', entityId: id, after });
        return after;
      });
      invalidatePublic(ctx, { kind: 'category', id: row.id });
      reply.code(201);
      return ok(row, adminMessages(request.lang, 'saved'));
    },
  );

  app.put(
    '/categories/:id',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, body: categoryBody, response: { 200: envelopeOf(categoryRow) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      const id = request.params.id;
      const row = await q.writeCategoryTree(ctx.db, async (tx) => {
        const current = await q.categoryById(tx, id);
        if (!current) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        const cols = await categoryColumns(tx, request.body, request.lang, current);
        const before = categoryOut(current);
        await q.updateCategory(tx, id, cols);
        const after = categoryOut((await q.categoryById(tx, id))!);
        await audit(tx, staff, request, { action: 'update', entity: 'category', entityId: id, before, after });
        return after;
      });
      invalidatePublic(ctx, { kind: 'category', id });
      return ok(row, adminMessages(request.lang, 'saved'));
    },
  );

  // ---- images ----------------------------------------------------------------------------

  app.register(async (raw) => {
    // the body is the image file itself; its real type is read from its bytes (images.ts)
    raw.addContentTypeParser(
      ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const typed = raw.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/images',
      {
        config: { staffRole: 'admin' },
        bodyLimit: ADMIN_IMAGE_MAX_BYTES,
        schema: {
          tags,
          security,
          consumes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
          querystring: imageUploadQuery,
          response: { 201: envelopeOf(imageUploadAnswer) },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await storeUploadedImage(ctx, request.query.kind, body, request.lang);
        await audit(ctx.db, staff, request, { action: 'upload', entity: 'image', entityId: stored.key, after: stored });
        reply.code(201);
        return ok(stored, catalogMessages(request.lang, 'uploaded'));
      },
    );
  });
}
