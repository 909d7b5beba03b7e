// Crawler-readable pages (spec §2 routes): title, description, image and JSON-LD for product,
// card, category, search and news URLs, in the request's language; 404 for unknown ids and a
// redirect for hardware category names containing '&'. Listed in catalogPages, which the
// catalog's feature.ts contributes. Patterns and
// addresses come from the shared route table, as the storefront's links do.
import {
  articlePath,
  cardPath,
  cardRenderCalls,
  categoryPath,
  digitalCategoryPath,
  digitalSubCategoryPath,
  hardwareCategoryBase,
  hardwareCategoryPath,
  hardwareCategoryRenderCalls,
  homeRenderCalls,
  idFromAddress,
  newsListPath,
  productPath,
  readListState,
  readNewsListState,
  ROUTE_PATTERNS as R,
  searchableText,
  searchFromPath,
  RELATED_PER_PAGE,
  STORE_PATHS,
  stripHtml,
  truncate,
  type CardDetailsAnswer,
  type ProductDetailsAnswer,
  type StoreSection,
} from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import { keptUntilChange } from '../http/public-cache.ts';
import type { MetaResolverInput, PageMeta, PageMetaEntry, PageMetaResolver } from '../seo/document.ts';
import { findCategory, findCountry, type CategoryRow } from './categories.queries.ts';
import { catalogMessages } from './messages.ts';
import { seoMessages } from './seo-messages.ts';
import { articleJsonLd, breadcrumbJsonLd, productJsonLd, type Crumb } from './seo-jsonld.ts';
import { findPost, rootCategoryBySlug } from './seo.queries.ts';

const DESCRIPTION_MAX = 160;

/** The catalogue's page metadata, in the order the addresses are matched. */
export const catalogPages: PageMetaEntry[] = [];
const pageMeta = (pattern: string, resolve: PageMetaResolver) => void catalogPages.push([pattern, resolve]);

/** Absolute links need the public origin; the resolver input may carry it, else PUBLIC_URL. */
function originOf(input: MetaResolverInput): string {
  const given = (input as MetaResolverInput & { origin?: string }).origin;
  return (given ?? input.ctx.env.PUBLIC_URL ?? '').replace(/\/$/, '');
}

const titled = (name: string, defaults: PageMeta) => `${name} | ${defaults.title}`;

function notFoundMeta(input: MetaResolverInput, message: string): PageMeta {
  return { title: titled(message, input.defaults), description: input.defaults.description, status: 404, noindex: true };
}

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query.toString()}` : path);

/**
 * An item's id as its address asks it: leading zeros pad the id they write (`/news-blog/00001` is
 * post 1, sent to its own address); anything else idFromAddress refuses names no item.
 */
const askedId = (segment: string | undefined): number | null => idFromAddress(segment?.replace(/^0+(?=\d)/, ''));

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * An item asked at an address other than its own (another or no slug, other letter case, a
 * trailing slash, a zero-padded id) answers a 301 to its own, the query kept as asked, so a
 * crawler indexes one address per item; its own address (however its letters are escaped) is its
 * page, never redirected.
 */
function movedTo(input: MetaResolverInput, own: string): PageMeta | null {
  if (decodedPath(input.path) === decodedPath(own)) return null;
  return { ...input.defaults, redirect: own, redirectKeepsQuery: true };
}

const home = (lang: Lang): Crumb => ({ name: seoMessages(lang, 'home'), path: STORE_PATHS.home });

/**
 * A visible item's detail answer as a guest's render asks for it (the storefront's
 * getProductDetails or getCardDetails call with the first page of its related items): the page's
 * render asks the same, and plugins/ssr.ts pageCalls answers both with one reading (issue 24,
 * thirteenth step). Null when the item is not there (404);
 * another failure throws, and the page keeps its default metadata.
 */
async function detailAnswer<T>(
  input: MetaResolverInput,
  call: string,
  idParam: string,
  id: number,
  perPage: number,
): Promise<T | null> {
  const query = new URLSearchParams({ [idParam]: String(id), per_page: String(perPage), page: '1' });
  const { status, body } = await input.api(`/api/${call}?${query.toString()}`);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`${call} answered ${status}`);
  return (JSON.parse(body) as { data: T }).data;
}

pageMeta(R.product, async (input) => {
  const { lang, defaults } = input;
  const id = askedId(input.params.id);
  const answer = id
    ? await detailAnswer<ProductDetailsAnswer>(input, 'products/getProductDetails', 'product_id', id, RELATED_PER_PAGE)
    : null;
  if (!id || !answer) return notFoundMeta(input, catalogMessages(lang, 'productNotFound'));
  const item = answer.product;
  const path = productPath({ id, slug: item.slug });
  const moved = movedTo(input, path);
  if (moved) return moved;
  // the gallery: the main image first, then the others
  const images = item.images.map((i) => i.img);
  const description = truncate(stripHtml(item.desc), DESCRIPTION_MAX) || defaults.description;
  const origin = originOf(input);
  // a product's category lists products: the address of its menu link and tile
  const category = { name: item.sub_category.name, path: hardwareCategoryPath({ ...item.sub_category, has_children: false }) };
  return {
    title: titled(item.name, defaults),
    description,
    image: item.main_image,
    path,
    type: 'product',
    jsonLd: [
      productJsonLd(item, { origin, path, description, images }),
      breadcrumbJsonLd(origin, [home(lang), category, { name: item.name, path }]),
    ],
  };
});

pageMeta(R.card, async (input) => {
  const { lang, defaults } = input;
  const id = askedId(input.params.id);
  const answer = id
    ? await detailAnswer<CardDetailsAnswer>(input, 'cards/getCardDetails', 'card_id', id, RELATED_PER_PAGE)
    : null;
  if (!id || !answer) return notFoundMeta(input, catalogMessages(lang, 'cardNotFound'));
  const path = cardPath({ id, slug: answer.card.slug });
  const moved = movedTo(input, path);
  if (moved) return moved;
  // the render's call after the card (its denomination buttons) when the card's answer does not
  // already hold the whole family, asked here so the render is handed it with the card
  input.askForRender(cardRenderCalls(id, answer.related_cards));
  const item = answer.card;
  const description = truncate(item.desc.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX) || defaults.description;
  const origin = originOf(input);
  // a card hangs on a digital sub-category (countries): the address of its menu link and tile
  const category = { name: item.sub_category.name, path: digitalSubCategoryPath(item.sub_category) };
  return {
    title: titled(item.name, defaults),
    description,
    image: item.img,
    path,
    type: 'product',
    jsonLd: [
      productJsonLd(item, { origin, path, description, images: [item.img], brand: item.platform?.name }),
      breadcrumbJsonLd(origin, [home(lang), category, { name: item.name, path }]),
    ],
  };
});

/**
 * A category's own row for its page's title and breadcrumb, kept per process like the category
 * tree (catalog/service.ts childCategories) until a staff change clears the public caches (issue
 * 24, twenty-second step): a category page then reads its items and nothing else. An unknown id
 * is not kept, so the keys are bounded by the categories that exist.
 */
const keptCategory = (ctx: AppContext, id: number, lang: Lang): Promise<CategoryRow | null> =>
  keptUntilChange(
    ctx,
    `categories:row:${lang}:${id}`,
    () => findCategory(ctx.db, id, lang),
    (row) => row !== null,
  );

/**
 * A category page's metadata. `own`: the page's address named by the category (PageMeta.path);
 * `titleOf` and `crumb`: its title and its breadcrumb's last address when they are not the
 * category's own (a card list names its country too).
 */
async function categoryMeta(
  input: MetaResolverInput,
  id: number | null,
  opts: {
    own?: (c: CategoryRow) => string | undefined;
    titleOf?: (c: CategoryRow) => string;
    crumb?: (c: CategoryRow) => string;
  } = {},
): Promise<PageMeta> {
  const { ctx, lang, defaults } = input;
  const category = id ? await keptCategory(ctx, id, lang) : null;
  if (!category) return notFoundMeta(input, catalogMessages(lang, 'categoryNotFound'));
  const name = opts.titleOf ? opts.titleOf(category) : category.name;
  return {
    title: titled(name, defaults),
    path: opts.own?.(category),
    description: seoMessages(lang, 'categoryDescription', { name, store: defaults.title }),
    image: category.logo ? ctx.storage.publicUrl(category.logo) : undefined,
    jsonLd: [
      breadcrumbJsonLd(originOf(input), [
        home(lang),
        { name, path: opts.crumb ? opts.crumb(category) : categoryPath(category.store as StoreSection, category) },
      ]),
    ],
  };
}

/**
 * A hardware category page's own address: its sub-category tiles (`?children=true`, for a category
 * that has some, as the menu and the sitemap name it) or its list (`?children=false`, the same
 * page as no parameter), with the list's page when it is not the first; the sort and page size
 * are ways of showing the same list.
 */
function hardwareCategoryAddress(c: CategoryRow, query: URLSearchParams): string {
  const tiles = c.has_children && query.get('children') === 'true';
  // (the sort is no part of the address: any default reads the page alike)
  const page = tiles ? 1 : readListState(query, 'asc_price').page;
  return `${hardwareCategoryPath({ ...c, has_children: tiles })}${page > 1 ? `&page=${page}` : ''}`;
}

pageMeta(R.hardwareCategory, async (input) => {
  const { name, id } = input.params;
  // spec §2: a category name containing '&' is redirected to its slugged form
  if (name?.includes('&')) {
    return {
      ...input.defaults,
      redirect: withQuery(hardwareCategoryBase({ id: id ?? '', name }), input.query),
    };
  }
  const categoryId = idFromAddress(id);
  const meta = await categoryMeta(input, categoryId, { own: (c) => hardwareCategoryAddress(c, input.query) });
  // the render's calls after the category's row (kept, so known at once): its list or its tiles
  if (categoryId && meta.status !== 404) input.askForRender(hardwareCategoryRenderCalls(categoryId, input.query));
  return meta;
});

// the home's metadata is the site's own (settings); its render's first view is asked beside it
pageMeta(STORE_PATHS.home, async (input) => {
  input.askForRender(homeRenderCalls());
  return null;
});

pageMeta(R.digitalSubCategory, (input) => categoryMeta(input, idFromAddress(input.params.id), { own: digitalSubCategoryPath }));
// a category listing countries (display type 2) has the sub-category address: this one stays its own
pageMeta(R.digitalCategory, (input) =>
  categoryMeta(input, idFromAddress(input.params.id), {
    own: (c) => (c.display_type === 2 ? undefined : digitalCategoryPath(c)),
  }),
);

pageMeta(R.cardList, async (input) => {
  const countryId = idFromAddress(input.params.countryId);
  const country = countryId ? await findCountry(input.ctx.db, countryId, input.lang) : null;
  if (!country) return notFoundMeta(input, catalogMessages(input.lang, 'categoryNotFound'));
  // the address names the country by its name in the page's language (no stored slug): the page
  // keeps the path it was asked by, with its list's page when it is not the first
  const page = readListState(input.query, 'desc_price').page;
  return categoryMeta(input, idFromAddress(input.params.id), {
    own: () => (page > 1 ? `${input.path}?page=${page}` : input.path),
    titleOf: (c) => `${c.name} – ${country.name}`,
    crumb: () => input.path,
  });
});

const ROOTS: Record<string, number> = { 'gaming-hardware': 2, 'digital-store': 3 };

pageMeta(R.categoryLanding, async (input) => {
  const cat = (input.params.cat ?? '').toLowerCase();
  const id = ROOTS[cat] ?? (await rootCategoryBySlug(input.ctx.db, cat));
  return categoryMeta(input, id);
});

pageMeta(R.search, async ({ lang, params, defaults }) => {
  const query = truncate(searchFromPath(params.search ?? ''), 80);
  // nothing searchable (dashes, tatweels): the page asks for a search term, titled "Search"
  if (searchableText(query) === '') {
    return { title: titled(seoMessages(lang, 'searchEmptyTitle'), defaults), description: defaults.description, noindex: true };
  }
  return {
    title: titled(seoMessages(lang, 'searchTitle', { query }), defaults),
    description: seoMessages(lang, 'searchDescription', { query, store: defaults.title }),
    noindex: true,
  };
});

pageMeta(STORE_PATHS.deals, async ({ lang, defaults }) => ({
  title: titled(seoMessages(lang, 'dealsTitle'), defaults),
  description: seoMessages(lang, 'dealsDescription', { store: defaults.title }),
}));

// each tab and page of the list is a listing of its own: the News tab's first page is /news-blog
// (as the sitemap names it), the others newsListPath's
pageMeta(STORE_PATHS.newsBlog, async ({ lang, defaults, query }) => {
  const { type, page } = readNewsListState(query);
  return {
    title: titled(seoMessages(lang, 'newsTitle'), defaults),
    description: seoMessages(lang, 'newsDescription', { store: defaults.title }),
    path: type === 'news' && page === 1 ? STORE_PATHS.newsBlog : newsListPath(type, page),
  };
});

pageMeta(R.article, async (input) => {
  const { ctx, lang, defaults } = input;
  const id = askedId(input.params.id);
  const post = id ? await findPost(ctx.db, id, lang) : null;
  if (!post) return notFoundMeta(input, seoMessages(lang, 'postNotFound'));
  const path = articlePath(post);
  const moved = movedTo(input, path);
  if (moved) return moved;
  const description = truncate(stripHtml(post.desc), DESCRIPTION_MAX);
  const image = ctx.storage.publicUrl(post.img);
  const origin = originOf(input);
  return {
    title: titled(post.title, defaults),
    description,
    image,
    path,
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
        { name: seoMessages(lang, 'newsTitle'), path: STORE_PATHS.newsBlog },
        { name: post.title, path },
      ]),
    ],
  };
});

// spec §2: /news and /news/{id}/{slug?} are old addresses of the news pages
pageMeta(R.oldNews, async ({ defaults, query }) => ({ ...defaults, redirect: withQuery(STORE_PATHS.newsBlog, query) }));
// (a post that exists is sent to its own address at once, not through another redirect)
pageMeta(R.oldArticle, async ({ ctx, lang, defaults, params, query }) => {
  const id = askedId(params.id);
  const post = id ? await findPost(ctx.db, id, lang) : null;
  // an id that is no post's goes on as typed, encoded: a decoded "م" or a line break would be an
  // invalid Location header (a 500), where the news page's own 404 is the answer
  const to = post ? articlePath(post) : articlePath({ id: encodeURIComponent(params.id ?? ''), slug: params.slug });
  return { ...defaults, redirect: withQuery(to, query) };
});
