// The one query that reads a page of products or cards (lists, search, related items, details)
// with everything a list item shows: category, rating average and count, the signed-in user's
// favourite flag and the total. Constant query count whatever the page size (no N+1): the page
// of ids is picked first (a bounded top-N sort, with the total), then joined once and re-sorted
// by the same order (it ends with the id, so both sorts agree).
// A category branch's list (categoryIds) is picked per category instead: each category's first
// offset + limit ids come in order straight from the listing index (migration 0006) and only
// those are merged, so a page never sorts, or reads the rows of, every match in the branch; its
// total is the sum of the branch's counters (migration 0048) when nothing filters it, otherwise an
// index-only count per category (docs/PERFORMANCE.md has the plans).
import { sql, type SQL } from 'drizzle-orm';
import type { CompatSpecs } from '@store/shared';
import { rowsOf, type Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { imagesJsonSql, REVIEWS_SHOWN, specsJsonSql, type ImageRow, type ReviewRow, type SpecRow } from './details.queries.ts';
import { langCol, visibleSql, type ItemKind } from './sql.ts';
import { anyItem } from './where.queries.ts';

export interface ItemQuery {
  /** conditions over `i` (the item) and `c` (its category); visibility is always added */
  where: SQL;
  /** order over `i`; must end with a unique key (id) so pages never overlap */
  orderBy: SQL;
  /**
   * orderBy as its separate keys, all ascending (search's rank). With the 'window' total and no
   * categoryIds, the keys are computed in a subquery under the count, which then buffers each
   * match's id and keys rather than the columns the keys read (a search's two texts): the search
   * statement of a broad word ("xbox", 498 products) spent a quarter of its time there.
   */
  orderKeys?: SQL[];
  limit: number;
  offset: number;
  /** limit and offset written into the statement, not sent as parameters (pagingSql) */
  pagingWritten?: boolean;
  lang: Lang;
  userId: number | null;
  /** also read the long fields a detail page shows */
  detail?: boolean;
  /**
   * With detail: also read the gallery, the specifications (products) and the latest reviews as
   * JSON arrays in the same statement (one round trip for the item page instead of four).
   */
  parts?: boolean;
  /**
   * How the total is counted. 'window' (default): count(*) over () while sorting, free when
   * every match must be sorted anyway (price order, search rank). 'count': a separate count in
   * the same statement, so an index-ordered page (newest first) stops after `limit` rows.
   * 'none': no total (carousels); total is the number of rows read.
   */
  total?: 'window' | 'count' | 'none';
  /**
   * With the 'count' total (no categoryIds, no countByCategory): count at most this many matches,
   * reading no more of them (a carousel's row count: GET /products/deals/first-view).
   */
  countCap?: number;
  /**
   * A category branch's list: the category ids as a subquery (categoryTreeIds), already limited
   * to active categories. `where` then holds the other conditions only, over `i` alone (no `c`),
   * and `orderBy` may use only i.id, i.price and i.price_after_discount (an index order of the
   * 0006 listing indexes). The total is always counted ('window' and 'count' alike).
   */
  categoryIds?: SQL;
  /**
   * 'count' mode over the whole catalogue (no categoryIds): count per active category, each an
   * index-only range of the listing index, instead of joining every item to its category.
   * `where` must use `i` only.
   */
  countByCategory?: boolean;
  /**
   * A list read in the same statement (a detail page's related items or denomination family): its
   * page as a JSON array column, so the item page is one round trip instead of two (issue 24's
   * ninth step). The list is a page of `kind` read by `query` exactly as productPage/cardPage
   * would read it; ItemPage.related holds it.
   */
  related?: { kind: ItemKind; query: ItemQuery };
}

interface BaseRow {
  id: number;
  name: string;
  slug: string;
  price: number;
  price_after_discount: number | null;
  image: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  stock_type: number;
  stock: number;
  created_ms: number;
  /** the list excerpt the database keeps with the description (migration 0050) */
  short_desc: string;
  avg_rating: number | null;
  reviews_count: number;
  is_fav: boolean;
  total: number;
}

/** Read with ItemQuery.parts. */
interface PartsRow {
  images?: ImageRow[];
  reviews?: ReviewRow[];
}

export interface ProductRow extends BaseRow, PartsRow {
  specs?: SpecRow[];
  shipping_abroad: boolean;
  /** Build PC specification keys (products.compat) */
  compat: CompatSpecs | null;
  desc_full?: string;
  support?: string;
  keywords?: string[];
}

export interface CardRow extends BaseRow, PartsRow {
  short_name: string;
  redeem_points: number;
  country_id: number;
  country_name: string;
  country_iso2: string;
  platform_name: string | null;
  platform_logo: string | null;
  desc_full?: string;
  keywords?: string[];
  regions?: string[];
  languages?: string[];
  system_requirement?: string;
}

export interface ItemPage<R> {
  rows: R[];
  total: number;
  /** ItemQuery.related's page (rows of its kind), when asked for */
  related?: ItemPage<ProductRow | CardRow>;
}

const TABLE: Record<ItemKind, SQL> = { product: sql.raw('products'), card: sql.raw('cards') };
const FK: Record<ItemKind, SQL> = { product: sql.raw('product_id'), card: sql.raw('card_id') };

/** The latest reviews of item i, newest first, as a JSON array of ReviewRow. */
function reviewsJsonSql(kind: ItemKind): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', r.id, 'rating', r.rating, 'comment', r.comment,
      'created_ms', (extract(epoch from r.created_at) * 1000)::float8, 'email', u.email)
      order by r.created_at desc, r.id desc), '[]'::json)
    from (select * from reviews r where r.${FK[kind]} = i.id and r.hidden_at is null
      order by r.created_at desc, r.id desc limit ${REVIEWS_SHOWN}) r
    join users u on u.id = r.user_id)`;
}

function partsColumns(kind: ItemKind, lang: Lang): SQL {
  const specs = kind === 'product' ? sql`, ${specsJsonSql(lang)} as specs` : sql``;
  return sql`, ${imagesJsonSql(kind)} as images, ${reviewsJsonSql(kind)} as reviews ${specs}`;
}

function kindColumns(kind: ItemKind, lang: Lang, detail: boolean, parts: boolean): { columns: SQL; joins: SQL } {
  const extra = detail && parts ? partsColumns(kind, lang) : sql``;
  if (kind === 'product') {
    const long = detail
      ? sql`, ${langCol('i', 'desc', lang)} as desc_full, ${langCol('i', 'support', lang)} as support, i.keywords ${extra}`
      : sql``;
    return { columns: sql`, i.main_image as image, i.shipping_abroad, i.compat ${long}`, joins: sql`` };
  }
  const long = detail
    ? sql`, ${langCol('i', 'desc', lang)} as desc_full, i.keywords, ${langCol('i', 'regions', lang)} as regions,
        ${langCol('i', 'languages', lang)} as languages, ${langCol('i', 'system_requirement', lang)} as system_requirement
        ${extra}`
    : sql``;
  return {
    columns: sql`, i.img as image, i.short_name, i.redeem_points, co.id as country_id,
      ${langCol('co', 'name', lang)} as country_name, co.iso2 as country_iso2, pl.name as platform_name,
      pl.logo as platform_logo ${long}`,
    joins: sql`join countries co on co.id = i.country_id left join platforms pl on pl.id = i.platform_id`,
  };
}

/** Every match's count, for the 'count' mode and for a page past the last one. */
function countSql(kind: ItemKind, q: ItemQuery): SQL {
  const table = TABLE[kind];
  if (q.where === anyItem && (q.categoryIds || q.countByCategory)) {
    // every active item of the branch: the counters the database keeps per category (migration
    // 0048), summed over the branch's few categories instead of counting its items
    const counted = sql.raw(kind === 'product' ? 'k.products' : 'k.cards');
    return q.categoryIds
      ? sql`select coalesce(sum(${counted}), 0)::int from ${q.categoryIds} t join category_item_counts k on k.category_id = t.id`
      : sql`select coalesce(sum(${counted}), 0)::int from categories c join category_item_counts k on k.category_id = c.id where c.active`;
  }
  if (q.categoryIds) {
    // per category, so each count is an index-only range of the listing index (an IN over the
    // branch made the planner count every active item and hash-join the branch)
    return sql`select coalesce(sum(n.n), 0)::int from ${q.categoryIds} t cross join lateral (
      select count(*) as n from ${table} i where i.category_id = t.id and i.active and (${q.where})
    ) n`;
  }
  if (q.countByCategory) {
    return sql`select coalesce(sum(n.n), 0)::int from categories c cross join lateral (
      select count(*) as n from ${table} i where i.category_id = c.id and i.active and (${q.where})
    ) n where c.active`;
  }
  const matches = sql`from ${table} i join categories c on c.id = i.category_id where ${visibleSql} and (${q.where})`;
  if (q.countCap !== undefined && Number.isSafeInteger(q.countCap)) {
    return sql`select count(*)::int from (select 1 ${matches} limit ${sql.raw(String(q.countCap))}) n`;
  }
  return sql`select count(*)::int ${matches}`;
}

/**
 * A page's limit and offset: parameters, or with `pagingWritten` written into the statement (the
 * integers the route validated), when the offset is small. A written limit lets PostgreSQL plan
 * the statement once for all its executions as well as for one: a `LIMIT $n` makes it plan every
 * execution anew (a plan for any limit assumes a tenth of the rows), and for the home's lists
 * (newest first, page 1) planning was most of the statement's cost. Deeper pages keep parameters,
 * so the statements a connection keeps stay few.
 */
function pagingSql(q: ItemQuery): SQL {
  if (
    q.pagingWritten &&
    q.offset <= PAGING_WRITTEN_MAX_OFFSET &&
    Number.isSafeInteger(q.limit) &&
    Number.isSafeInteger(q.offset)
  ) {
    return sql.raw(`limit ${q.limit} offset ${q.offset}`);
  }
  return sql`limit ${q.limit} offset ${q.offset}`;
}

const PAGING_WRITTEN_MAX_OFFSET = 100;

/** The ids of the page, in order (and the window total in 'window' mode). */
function pageIdsSql(kind: ItemKind, q: ItemQuery, windowTotal: boolean): SQL {
  const table = TABLE[kind];
  if (q.categoryIds) {
    return sql`
      select i.id from ${q.categoryIds} t cross join lateral (
        select i.id, i.price, i.price_after_discount from ${table} i
        where i.category_id = t.id and i.active and (${q.where})
        order by ${q.orderBy}
        limit ${q.offset + q.limit}
      ) i
      order by ${q.orderBy}
      limit ${q.limit} offset ${q.offset}`;
  }
  if (windowTotal && q.orderKeys) {
    const keys = q.orderKeys.map((_, n) => sql.raw(`k${n}`));
    return sql`
      select s.id, (count(*) over ())::int as total from (
        select i.id, ${sql.join(
          q.orderKeys.map((key, n) => sql`${key} as ${keys[n]}`),
          sql`, `,
        )}
        from ${table} i join categories c on c.id = i.category_id
        where ${visibleSql} and (${q.where})
        offset 0
      ) s
      order by ${sql.join(keys, sql`, `)}
      limit ${q.limit} offset ${q.offset}`;
  }
  return sql`
      select i.id ${windowTotal ? sql`, (count(*) over ())::int as total` : sql``}
      from ${table} i join categories c on c.id = i.category_id
      where ${visibleSql} and (${q.where})
      order by ${q.orderBy}
      ${pagingSql(q)}`;
}

/**
 * ItemQuery.related as a column: the list's page statement, its rows aggregated in its own order
 * (an aggregate over a sorted subquery with no join or grouping consumes the rows as sorted). Every
 * column of a list row is an integer, a float8, a boolean, text or jsonb, which JSON carries as
 * postgres.js would parse them (related.test.ts compares the two ways).
 */
function relatedColumn(q: ItemQuery): SQL {
  if (!q.related) return sql``;
  return sql`, (select coalesce(json_agg(r), '[]'::json) from (${pageSql(q.related.kind, q.related.query)}) r) as related`;
}

/**
 * The rating average from the count and sum the database keeps with the item (migration 0051),
 * as the aggregate over its reviews gave it: one decimal, null without reviews.
 */
const ratingSql = sql`case when i.reviews_count > 0 then round(i.rating_sum::numeric / i.reviews_count, 1)::float8 end`;

function pageSql(kind: ItemKind, q: ItemQuery): SQL {
  const table = TABLE[kind];
  const fk = FK[kind];
  const { columns, joins } = kindColumns(kind, q.lang, q.detail ?? false, q.parts ?? false);
  const totalMode = q.categoryIds && q.total !== 'none' ? 'count' : (q.total ?? 'window');
  const total = totalMode === 'window' ? sql`pg.total` : totalMode === 'count' ? sql`(${countSql(kind, q)})` : sql`0`;
  const fav = q.userId ? sql`exists(select 1 from favourites f where f.user_id = ${q.userId} and f.${fk} = i.id)` : sql`false`;
  return sql`
    select i.id, ${langCol('i', 'name', q.lang)} as name, i.slug, i.price, i.price_after_discount,
      i.category_id, ${langCol('c', 'name', q.lang)} as category_name, c.slug as category_slug,
      i.stock_type, i.stock, (extract(epoch from i.created_at) * 1000)::float8 as created_ms,
      ${langCol('i', 'excerpt', q.lang)} as short_desc,
      ${ratingSql} as avg_rating, i.reviews_count, ${fav} as is_fav, ${total} as total ${columns} ${relatedColumn(q)}
    from (${pageIdsSql(kind, q, totalMode === 'window')}) pg
    join ${table} i on i.id = pg.id
    join categories c on c.id = i.category_id
    ${joins}
    order by ${q.orderBy}`;
}

async function countItems(db: Db, kind: ItemKind, q: ItemQuery): Promise<number> {
  const result = await db.execute(sql`select (${countSql(kind, q)}) as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** A page's total from its rows: the first row carries it, unless the page is empty. */
async function totalOf(db: Db, kind: ItemKind, q: ItemQuery, rows: BaseRow[]): Promise<number> {
  if (q.total === 'none') return rows.length;
  if (rows.length > 0) return rows[0]!.total;
  // an empty page: the total is only unknown when the page lies beyond the last one
  return q.offset > 0 ? countItems(db, kind, q) : 0;
}

async function itemPage<R extends BaseRow>(db: Db, kind: ItemKind, q: ItemQuery): Promise<ItemPage<R>> {
  const rows = rowsOf<R & { related?: (ProductRow | CardRow)[] }>(await db.execute(pageSql(kind, q)));
  const page: ItemPage<R> = { rows, total: await totalOf(db, kind, q, rows) };
  if (q.related && rows[0]) {
    const { kind: relatedKind, query } = q.related;
    const related = rows[0].related ?? [];
    for (const row of rows) delete row.related;
    page.related = { rows: related, total: await totalOf(db, relatedKind, query, related) };
  }
  return page;
}

export const productPage = (db: Db, q: ItemQuery) => itemPage<ProductRow>(db, 'product', q);
export const cardPage = (db: Db, q: ItemQuery) => itemPage<CardRow>(db, 'card', q);
