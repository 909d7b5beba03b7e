// Crawler-readable pages (spec §2 routes): title, description, image and JSON-LD for product,
// card, category, search and news URLs, in the request's language; 404 for unknown ids and a
// redirect for hardware category names containing '&'. Registered at module load.
import { searchFromPath, slugify, stripHtml, truncate } from '@store/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { registerPageMeta, type MetaResolverInput, type PageMeta } from '../seo/document.ts';
import { findCategory, findCountry, type CategoryRow } from './categories.queries.ts';
import { itemImages } from './details.queries.ts';
import { cardPage, productPage, type ItemPage, type ItemQuery } from './items.queries.ts';
import { catalogMessages } from './messages.ts';
import { presentCard, presentProduct } from './presenter.ts';
import { seoMessages } from './seo-messages.ts';
import { articleJsonLd, breadcrumbJsonLd, productJsonLd, type Crumb } from './seo-jsonld.ts';
import { findPost, rootCategoryBySlug } from './seo.queries.ts';

const DESCRIPTION_MAX = 160;

/** Absolute links need the public origin; the resolver input may carry it, else PUBLIC_URL. */
function originOf(input: MetaResolverInput): string {
  const given = (input as MetaResolverInput & { origin?: string }).origin;
  return (given ?? input.ctx.env.PUBLIC_URL ?? '').replace(/\/$/, '');
}

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

const titled = (name: string, defaults: PageMeta) => `${name} | ${defaults.title}`;

function notFoundMeta(input: MetaResolverInput, message: string): PageMeta {
  return { title: titled(message, input.defaults), description: input.defaults.description, status: 404, noindex: true };
}

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query.toString()}` : path);

const home = (lang: Lang): Crumb => ({ name: seoMessages(lang, 'home'), path: '/' });

/** Where a category's page lives (spec §2 category routes). */
export function categoryPath(c: Pick<CategoryRow, 'id' | 'slug' | 'store' | 'display_type' | 'parent_id'>): string {
  const slug = encodeURIComponent(c.slug);
  if (c.parent_id === null)
    return c.store === 'hardware'
      ? '/category/gaming-hardware'
      : c.store === 'digital'
        ? '/category/digital-store'
        : '/category/World2Egypt';
  if (c.store === 'digital')
    return c.display_type === 2 ? `/digital-store/sub_category/${slug}/${c.id}` : `/digital-store/${slug}/${c.id}`;
  return `/gaming-hardware/${slug}/${c.id}`;
}

/** One visible item with its long fields (as a guest sees it), for a page's metadata. */
async function detailRow<R>(
  page: (db: Db, q: ItemQuery) => Promise<ItemPage<R>>,
  db: Db,
  lang: Lang,
  id: number,
): Promise<R | undefined> {
  const { rows } = await page(db, {
    where: sql`i.id = ${id}`,
    orderBy: sql`i.id`,
    limit: 1,
    offset: 0,
    lang,
    userId: null,
    detail: true,
  });
  return rows[0];
}

registerPageMeta('/product/:id/:name?', async (input) => {
  const { ctx, lang, defaults } = input;
  const id = parseId(input.params.id);
  const row = id ? await detailRow(productPage, ctx.db, lang, id) : undefined;
  if (!id || !row) return notFoundMeta(input, catalogMessages(lang, 'productNotFound'));
  const item = presentProduct(row, ctx.storage);
  const images = [
    item.main_image,
    ...(await itemImages(ctx.db, 'product', id)).filter((i) => i.img !== row.image).map((i) => ctx.storage.publicUrl(i.img)),
  ];
  const description = truncate(stripHtml(row.desc_full ?? ''), DESCRIPTION_MAX) || defaults.description;
  const path = `/product/${id}/${encodeURIComponent(row.slug)}`;
  const origin = originOf(input);
  const category = {
    name: item.sub_category.name,
    path: `/gaming-hardware/${encodeURIComponent(item.sub_category.slug)}/${item.sub_category.id}`,
  };
  return {
    title: titled(item.name, defaults),
    description,
    image: item.main_image,
    type: 'product',
    jsonLd: [
      productJsonLd(item, { origin, path, description, images }),
      breadcrumbJsonLd(origin, [home(lang), category, { name: item.name, path }]),
    ],
  };
});

registerPageMeta('/card/:id/:name?', async (input) => {
  const { ctx, lang, defaults } = input;
  const id = parseId(input.params.id);
  const row = id ? await detailRow(cardPage, ctx.db, lang, id) : undefined;
  if (!id || !row) return notFoundMeta(input, catalogMessages(lang, 'cardNotFound'));
  const item = presentCard(row, ctx.storage);
  const description = truncate((row.desc_full ?? '').replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX) || defaults.description;
  const path = `/card/${id}/${encodeURIComponent(row.slug)}`;
  const origin = originOf(input);
  const category = {
    name: item.sub_category.name,
    path: `/digital-store/${encodeURIComponent(item.sub_category.slug)}/${item.sub_category.id}`,
  };
  return {
    title: titled(item.name, defaults),
    description,
    image: item.img,
    type: 'product',
    jsonLd: [
      productJsonLd(item, { origin, path, description, images: [item.img], brand: item.platform?.name }),
      breadcrumbJsonLd(origin, [home(lang), category, { name: item.name, path }]),
    ],
  };
});

async function categoryMeta(
  input: MetaResolverInput,
  id: number | null,
  titleOf?: (c: CategoryRow) => string,
): Promise<PageMeta> {
  const { ctx, lang, defaults } = input;
  const category = id ? await findCategory(ctx.db, id, lang) : null;
  if (!category) return notFoundMeta(input, catalogMessages(lang, 'categoryNotFound'));
  const name = titleOf ? titleOf(category) : category.name;
  return {
    title: titled(name, defaults),
    description: seoMessages(lang, 'categoryDescription', { name, store: defaults.title }),
    image: category.logo ? ctx.storage.publicUrl(category.logo) : undefined,
    jsonLd: [breadcrumbJsonLd(originOf(input), [home(lang), { name, path: input.path }])],
  };
}

registerPageMeta('/gaming-hardware/:name/:id', async (input) => {
  const { name, id } = input.params;
  // spec §2: a category name containing '&' is redirected to its slugged form
  if (name?.includes('&')) {
    return {
      ...input.defaults,
      redirect: withQuery(`/gaming-hardware/${encodeURIComponent(slugify(name))}/${encodeURIComponent(id ?? '')}`, input.query),
    };
  }
  return categoryMeta(input, parseId(id));
});

registerPageMeta('/digital-store/sub_category/:name/:id', (input) => categoryMeta(input, parseId(input.params.id)));
registerPageMeta('/digital-store/:name/:id', (input) => categoryMeta(input, parseId(input.params.id)));

registerPageMeta('/digital-store/:country/:countryId/:name/:id', async (input) => {
  const countryId = parseId(input.params.countryId);
  const country = countryId ? await findCountry(input.ctx.db, countryId, input.lang) : null;
  if (!country) return notFoundMeta(input, catalogMessages(input.lang, 'categoryNotFound'));
  return categoryMeta(input, parseId(input.params.id), (c) => `${c.name} – ${country.name}`);
});

const ROOTS: Record<string, number> = { 'gaming-hardware': 2, 'digital-store': 3 };

registerPageMeta('/category/:cat', async (input) => {
  const cat = (input.params.cat ?? '').toLowerCase();
  const id = ROOTS[cat] ?? (await rootCategoryBySlug(input.ctx.db, cat));
  return categoryMeta(input, id);
});

registerPageMeta('/search/:search', async ({ lang, params, defaults }) => {
  const query = truncate(searchFromPath(params.search ?? ''), 80);
  return {
    title: titled(seoMessages(lang, 'searchTitle', { query }), defaults),
    description: seoMessages(lang, 'searchDescription', { query, store: defaults.title }),
    noindex: true,
  };
});

registerPageMeta('/deals', async ({ lang, defaults }) => ({
  title: titled(seoMessages(lang, 'dealsTitle'), defaults),
  description: seoMessages(lang, 'dealsDescription', { store: defaults.title }),
}));

registerPageMeta('/news-blog', async ({ lang, defaults }) => ({
  title: titled(seoMessages(lang, 'newsTitle'), defaults),
  description: seoMessages(lang, 'newsDescription', { store: defaults.title }),
}));

registerPageMeta('/news-blog/:id/:slug?', async (input) => {
  const { ctx, lang, defaults } = input;
  const id = parseId(input.params.id);
  const post = id ? await findPost(ctx.db, id, lang) : null;
  if (!post) return notFoundMeta(input, seoMessages(lang, 'postNotFound'));
  const description = truncate(stripHtml(post.desc), DESCRIPTION_MAX);
  const image = ctx.storage.publicUrl(post.img);
  const path = `/news-blog/${post.id}/${encodeURIComponent(post.slug)}`;
  const origin = originOf(input);
  return {
    title: titled(post.title, defaults),
    description,
    image,
    type: 'article',
    jsonLd: [
      articleJsonLd({
        origin,
        path,
        headline: post.title,
        description,
        image,
        published: new Date(post.created_ms),
        publisher: defaults.title,
      }),
      breadcrumbJsonLd(origin, [
        home(lang),
        { name: seoMessages(lang, 'newsTitle'), path: '/news-blog' },
        { name: post.title, path },
      ]),
    ],
  };
});

// spec §2: /news and /news/{id}/{slug?} are old addresses of the news pages
registerPageMeta('/news', async ({ defaults, query }) => ({ ...defaults, redirect: withQuery('/news-blog', query) }));
registerPageMeta('/news/:id/:slug?', async ({ defaults, params, query }) => ({
  ...defaults,
  redirect: withQuery(
    `/news-blog/${[params.id, params.slug]
      .filter(Boolean)
      .map((p) => encodeURIComponent(p!))
      .join('/')}`,
    query,
  ),
}));
