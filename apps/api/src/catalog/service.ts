// Catalogue use cases behind the thin route handlers: category tree, item lists, details with
// related items, latest/deals/home carousels (spec §2, §3, §7); the wishlist is wishlist/.
import type { SQL } from 'drizzle-orm';
import type {
  CardDetail,
  CardFamilyItem,
  CardListItem,
  Category,
  DealsFirstViewAnswer,
  CategoryWithChildren,
  Country,
  ProductDetail,
  ProductListItem,
  SortType,
} from '@store/shared';
import { CARD_FAMILY_MAX_PAGES, CARD_FAMILY_PER_PAGE, DEALS_LIMIT, dealsFirstView, hasMorePages, pageInfo } from '@store/shared';
import type { AppContext } from '../context.ts';
import { keptUntilChange } from '../http/public-cache.ts';
import { readCatalog, type Plans } from '../http/read-replica.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { offsetOf } from '../http/pagination.ts';
import { categoryTwoLevels, categoryWithChildren, countriesWithCards, findCategory, findCountry } from './categories.queries.ts';
import { familyRows, userItemState } from './details.queries.ts';
import type { Db } from '../db/client.ts';
import { cardPage, productPage, type CardRow, type ItemPage, type ItemQuery, type ProductRow } from './items.queries.ts';
import { catalogMessages } from './messages.ts';
import {
  presentCard,
  presentCardDetail,
  presentCategory,
  presentFamilyCard,
  presentCountry,
  presentProduct,
  presentProductDetail,
} from './presenter.ts';
import {
  anyItem,
  byId,
  categoryTreeIds,
  dealSql,
  familyOf,
  inCountry,
  itemById,
  newestFirst,
  priceOrder,
  purchasableSql,
  sameCategoryAs,
} from './where.queries.ts';

export interface Viewer {
  lang: Lang;
  userId: number | null;
}

export interface Paging {
  page: number;
  per_page: number;
}

const notFound = (lang: Lang, key: 'productNotFound' | 'cardNotFound' | 'categoryNotFound' | 'countryNotFound') =>
  new AppError(404, catalogMessages(lang, key));

type TotalMode = ItemQuery['total'];

/**
 * A detail page's reads (the item, its related items or denomination family) keep one plan per
 * statement on the generic-plan pool: measured cheaper than planning each (docs/decisions/
 * 24-generic-plans.md); the home's lists are not, and keep the usual pool.
 */
const DETAIL_PLANS: Plans = 'generic';

function query(viewer: Viewer, where: SQL, orderBy: SQL, paging: Paging, o: ListOptions = {}): ItemQuery {
  return {
    where,
    orderBy,
    limit: paging.per_page,
    offset: offsetOf(paging.page, paging.per_page),
    pagingWritten: o.pagingWritten,
    lang: viewer.lang,
    userId: viewer.userId,
    total: o.total,
    countCap: o.countCap,
    categoryIds: o.categoryIds,
  };
}

/** How a list reads: its total (ItemQuery.total), a category branch, the pool's plans. */
export interface ListOptions {
  total?: TotalMode;
  /**
   * List a category branch per category from the listing index (items.queries.ts). Such a list
   * reads on the generic-plan pool unless `plans` says otherwise (its statement is written for one
   * plan: sql.queries.ts categoryTreeIds).
   */
  categoryIds?: SQL;
  plans?: Plans;
  /** the page's limit and offset written into the statement (items.queries.ts pagingSql): the home's lists */
  pagingWritten?: boolean;
  /** with the 'count' total: count at most this many matches (ItemQuery.countCap) */
  countCap?: number;
}

async function itemList<R>(
  ctx: AppContext,
  viewer: Viewer,
  page: (db: Db, q: ItemQuery) => Promise<ItemPage<R>>,
  where: SQL,
  orderBy: SQL,
  paging: Paging,
  o: ListOptions,
): Promise<ItemPage<R>> {
  return readCatalog(
    ctx,
    viewer,
    (db) => page(db, query(viewer, where, orderBy, paging, o)),
    o.plans ?? (o.categoryIds ? 'generic' : 'usual'),
  );
}

/** A page of products as answered: the items presented, with the page's numbers. */
export const productsAnswer = (ctx: AppContext, page: ItemPage<ProductRow>, paging: Paging) => ({
  products: page.rows.map((r) => presentProduct(r, ctx.storage)),
  ...pageInfo(page.total, paging),
});

/** A page of cards as answered: the items presented, with the page's numbers. */
export const cardsAnswer = (ctx: AppContext, page: ItemPage<CardRow>, paging: Paging) => ({
  cards: page.rows.map((r) => presentCard(r, ctx.storage)),
  ...pageInfo(page.total, paging),
});

export async function products(ctx: AppContext, viewer: Viewer, where: SQL, orderBy: SQL, paging: Paging, o: ListOptions = {}) {
  return productsAnswer(ctx, await itemList(ctx, viewer, productPage, where, orderBy, paging, o), paging);
}

export async function cards(ctx: AppContext, viewer: Viewer, where: SQL, orderBy: SQL, paging: Paging, o: ListOptions = {}) {
  return cardsAnswer(ctx, await itemList(ctx, viewer, cardPage, where, orderBy, paging, o), paging);
}

/**
 * The category tree changes only when staff edit a category, and every such edit clears the public
 * caches (admin/catalog-routes.ts invalidatePublic): the children a page or a menu asks for are
 * kept per process until then (http/public-cache.ts keptUntilChange; issue 24, fifteenth step), so
 * a category page reads its items and nothing else. Read from the primary, as a purge's refresh
 * is (a replica that has not replayed the edit would be kept for KEPT_MS). An unknown category's
 * 404 is not kept, so the keys are bounded by the categories that exist.
 */
export async function childCategories(ctx: AppContext, lang: Lang, id: number): Promise<Category[]> {
  return keptUntilChange(ctx, `categories:children:${lang}:${id}`, async () => {
    const { category, children } = await categoryWithChildren(ctx.db, id, lang);
    if (!category) throw notFound(lang, 'categoryNotFound');
    return children.map((c) => presentCategory(c, ctx.storage));
  });
}

/** Children of the category, each with its own children (hover menus, Build PC). */
export async function grandchildCategories(ctx: AppContext, lang: Lang, id: number): Promise<CategoryWithChildren[]> {
  return keptUntilChange(ctx, `categories:grandchildren:${lang}:${id}`, async () => {
    const { category, rows } = await categoryTwoLevels(ctx.db, id, lang);
    if (!category) throw notFound(lang, 'categoryNotFound');
    return rows
      .filter((r) => r.parent_id === id)
      .map((child) => ({
        ...presentCategory(child, ctx.storage),
        children: rows.filter((r) => r.parent_id === child.id).map((r) => presentCategory(r, ctx.storage)),
      }));
  });
}

export async function countries(ctx: AppContext, lang: Lang, categoryId: number): Promise<Country[]> {
  if (!(await readCatalog(ctx, undefined, (db) => findCategory(db, categoryId, lang)))) throw notFound(lang, 'categoryNotFound');
  return (await readCatalog(ctx, undefined, (db) => countriesWithCards(db, categoryId, lang))).map(presentCountry);
}

/** An empty list is a 404 only when the category itself does not exist. */
async function assertCategory(ctx: AppContext, lang: Lang, id: number, empty: boolean) {
  if (empty && !(await readCatalog(ctx, undefined, (db) => findCategory(db, id, lang)))) throw notFound(lang, 'categoryNotFound');
}

export async function productsOfCategory(
  ctx: AppContext,
  viewer: Viewer,
  q: Paging & { category_id: number; sort_type: SortType; instock: boolean },
) {
  const where = q.instock ? purchasableSql : anyItem;
  const answer = await products(ctx, viewer, where, priceOrder(q.sort_type), q, {
    total: 'count',
    categoryIds: categoryTreeIds(q.category_id),
  });
  await assertCategory(ctx, viewer.lang, q.category_id, answer.products.length === 0);
  return answer;
}

export async function cardsOfCategory(
  ctx: AppContext,
  viewer: Viewer,
  q: Paging & { category_id: number; country_id?: number; sort_type: SortType },
) {
  const where = q.country_id ? inCountry(q.country_id) : anyItem;
  const answer = await cards(ctx, viewer, where, priceOrder(q.sort_type), q, {
    total: 'count',
    categoryIds: categoryTreeIds(q.category_id),
  });
  await assertCategory(ctx, viewer.lang, q.category_id, answer.cards.length === 0);
  // a country the store does not have is a 404 too (the page's address names it), not "no cards"
  const countryId = q.country_id;
  if (
    answer.cards.length === 0 &&
    countryId &&
    !(await readCatalog(ctx, undefined, (db) => findCountry(db, countryId, viewer.lang)))
  )
    throw notFound(viewer.lang, 'countryNotFound');
  return answer;
}

export async function productDetails(ctx: AppContext, viewer: Viewer, id: number, paging: Paging) {
  // one statement: the item with its gallery, specifications and reviews, and its related items
  // (the category's newest, the category read from the item in SQL) as a JSON column
  const related = { kind: 'product', query: query(viewer, sameCategoryAs(id), newestFirst, paging, { total: 'count' }) } as const;
  const [page, user] = await Promise.all([
    readCatalog(ctx, viewer, (db) => productPage(db, { ...detailQuery(viewer, id), related }), DETAIL_PLANS),
    userItemState(ctx.db, 'product', id, viewer.userId),
  ]);
  const row = page.rows[0];
  if (!row || !page.related) throw notFound(viewer.lang, 'productNotFound');
  const parts = { images: row.images ?? [], specs: row.specs ?? [], reviews: row.reviews ?? [], user };
  const product: ProductDetail = presentProductDetail(row, parts, ctx.storage);
  return { product, related_products: productsAnswer(ctx, page.related as ItemPage<ProductRow>, paging) };
}

/** The detail page's item: one row, with its long fields and parts (gallery, specifications, reviews). */
const detailQuery = (viewer: Viewer, id: number): ItemQuery => ({
  ...query(viewer, itemById(id), byId, { page: 1, per_page: 1 }, { total: 'none' }),
  detail: true,
  parts: true,
});

/**
 * Card page. related_cards is the denomination family: same sub-category and same country,
 * highest price first, INCLUDING the card itself (the storefront selects it among the buttons
 * and pages through until has_more is false).
 */
export async function cardDetails(ctx: AppContext, viewer: Viewer, id: number, paging: Paging) {
  // one statement: the card with its gallery and reviews, and its family as a JSON column
  const related = { kind: 'card', query: query(viewer, familyOf(id), priceOrder('desc_price'), paging) } as const;
  const [page, user] = await Promise.all([
    readCatalog(ctx, viewer, (db) => cardPage(db, { ...detailQuery(viewer, id), related }), DETAIL_PLANS),
    userItemState(ctx.db, 'card', id, viewer.userId),
  ]);
  const row = page.rows[0];
  if (!row || !page.related) throw notFound(viewer.lang, 'cardNotFound');
  const card: CardDetail = presentCardDetail(row, { images: row.images ?? [], reviews: row.reviews ?? [], user }, ctx.storage);
  const family = cardsAnswer(ctx, page.related as ItemPage<CardRow>, paging);
  return { card, related_cards: { ...family, has_more: hasMorePages(family) } };
}

/**
 * A card's whole denomination family, lean (GET /cards/family): what the card page's buttons read
 * of getCardDetails' related cards, read by the server's page render instead of those pages.
 */
export async function cardFamily(ctx: AppContext, viewer: Viewer, id: number): Promise<{ cards: CardFamilyItem[] }> {
  const rows = await readCatalog(ctx, viewer, (db) => familyRows(db, id, viewer.lang, FAMILY_MAX), DETAIL_PLANS);
  // an unknown or hidden card has no page, and no family to show on it (a card past the family's
  // first FAMILY_MAX, as many as the storefront's pages read, would be refused too)
  if (!rows.some((r) => r.id === id)) throw notFound(viewer.lang, 'cardNotFound');
  return { cards: rows.map(presentFamilyCard) };
}

const FAMILY_MAX = CARD_FAMILY_MAX_PAGES * CARD_FAMILY_PER_PAGE;

export async function latest(
  ctx: AppContext,
  viewer: Viewer,
  limit: number,
): Promise<{ products: ProductListItem[]; cards: CardListItem[] }> {
  const paging = { page: 1, per_page: limit };
  const [p, c] = await Promise.all([
    products(ctx, viewer, anyItem, newestFirst, paging, { total: 'none', pagingWritten: true }),
    cards(ctx, viewer, anyItem, newestFirst, paging, { total: 'none', pagingWritten: true }),
  ]);
  return { products: p.products, cards: c.cards };
}

/** Deals: flagged as a deal or sold below the list price (spec §2 /deals, home carousel). */
export async function deals(
  ctx: AppContext,
  viewer: Viewer,
  limit: number,
): Promise<{ products: ProductListItem[]; cards: CardListItem[] }> {
  const where = dealSql;
  const paging = { page: 1, per_page: limit };
  const [p, c] = await Promise.all([
    products(ctx, viewer, where, newestFirst, paging, { total: 'none', pagingWritten: true }),
    cards(ctx, viewer, where, newestFirst, paging, { total: 'none', pagingWritten: true }),
  ]);
  return { products: p.products, cards: c.cards };
}

/**
 * The deals row's first view (GET /products/deals/first-view, issue 24): the first `tiles` of what
 * GET /products/deals answers, products first, and the row's count when it has more
 * (`dealsFirstView`, the rule the storefront's hand-over cuts the whole answer by). Reads `tiles`
 * of each kind and counts at most DEALS_LIMIT of each, in the same two statements.
 */
export async function dealsFirstViewOf(ctx: AppContext, viewer: Viewer, tiles: number): Promise<DealsFirstViewAnswer> {
  const paging = { page: 1, per_page: tiles };
  const o = { total: 'count', countCap: DEALS_LIMIT, pagingWritten: true } as const;
  const [p, c] = await Promise.all([
    products(ctx, viewer, dealSql, newestFirst, paging, o),
    cards(ctx, viewer, dealSql, newestFirst, paging, o),
  ]);
  return dealsFirstView(tiles)({ products: p.products, cards: c.cards }, p.total + c.total);
}

/** Home "Latest Games": the newest cards, paged (spec §4 Latest Games list). */
export async function latestGames(ctx: AppContext, viewer: Viewer, paging: Paging) {
  const page = await readCatalog(ctx, viewer, (db) =>
    cardPage(db, {
      ...query(viewer, anyItem, newestFirst, paging, { total: 'count', pagingWritten: true }),
      countByCategory: true,
    }),
  );
  return cardsAnswer(ctx, page, paging);
}
