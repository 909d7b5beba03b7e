// Search use case: products and cards matching the shopper's text, ranked and paged together
// (spec §2 Search: results page of 20, header suggestions of 5 via per_page).
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { pageInfo, type Paging, type Viewer } from '../catalog/service.ts';
import { cardPage, productPage, type ItemPage, type ItemQuery } from '../catalog/items.queries.ts';
import { presentCard, presentProduct } from '../catalog/presenter.ts';
import { offsetOf } from '../http/pagination.ts';
import { searchMessages } from './messages.ts';
import {
  FUZZY_BELOW,
  fuzzyAllowed,
  fuzzySearchWhere,
  searchOrder,
  searchTerms,
  searchWhere,
  type SearchTerms,
} from './queries.ts';

type PageFn<R> = (db: Db, q: ItemQuery) => Promise<ItemPage<R>>;

/**
 * Word matches first; only when they are too few does a second pass add fuzzy matches. That
 * pass runs in a transaction with sequential scans off: the planner prices pg_trgm's
 * similarity check as cheap and would otherwise compute it for every row instead of using
 * the trigram index.
 */
async function searchPage<R>(
  ctx: AppContext,
  pageFn: PageFn<R>,
  terms: SearchTerms,
  base: Omit<ItemQuery, 'where'>,
): Promise<ItemPage<R>> {
  const first = await pageFn(ctx.db, { ...base, where: searchWhere(terms) });
  if (first.total >= FUZZY_BELOW || !fuzzyAllowed(terms)) return first;
  return ctx.db.transaction(async (tx) => {
    // one statement; JIT off too, or a forced plan's inflated cost would trigger compilation
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    return pageFn(tx as unknown as Db, { ...base, where: fuzzySearchWhere(terms) });
  });
}

export async function search(ctx: AppContext, viewer: Viewer, raw: string, paging: Paging) {
  const terms = searchTerms(raw);
  if (!terms) throw new AppError(400, searchMessages(viewer.lang, 'searchRequired'));
  const orderBy: SQL = searchOrder(terms);
  const base = {
    orderBy,
    limit: paging.per_page,
    offset: offsetOf(paging.page, paging.per_page),
    lang: viewer.lang,
    userId: viewer.userId,
  };
  const [p, c] = await Promise.all([searchPage(ctx, productPage, terms, base), searchPage(ctx, cardPage, terms, base)]);
  return {
    products: { products: p.rows.map((r) => presentProduct(r, ctx.storage)), ...pageInfo(p.total, paging) },
    cards: { cards: c.rows.map((r) => presentCard(r, ctx.storage)), ...pageInfo(c.total, paging) },
  };
}
