// Search use case: products and cards matching the shopper's text, ranked, each paginated on
// its own (spec §2 Search: results page of 20, header suggestions of 5 via per_page).
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { readCatalog } from '../http/read-replica.ts';
import { cardsAnswer, productsAnswer, type Paging, type Viewer } from '../catalog/service.ts';
import { cardPage, productPage, type ItemPage, type ItemQuery } from '../catalog/items.queries.ts';
import { offsetOf } from '../http/pagination.ts';
import { searchMessages } from './messages.ts';
import { withPreparedStatements } from './prepared.ts';
import { findCorrections, fuzzySearchWhere, searchOrder, searchTerms, searchWhere, type SearchTerms } from './queries.ts';

type PageFn<R> = (db: Db, q: ItemQuery) => Promise<ItemPage<R>>;

/**
 * Word matches first. Typo tolerance only when they leave a list short: fewer matches than one
 * page holds (per_page; decided on the count, not on the page asked for, so every page of a
 * list agrees on its total). Then the query's words are corrected against the catalogue's
 * vocabulary (one statement) and each short list is read again with the corrected words too,
 * the corrected matches ranked after the word matches.
 *
 * Read like the catalogue (readCatalog): a guest's search on the replica when there is one, and on
 * the generic-plan pool (db/client.ts Database.generic). Planning was more than half of a search's
 * PostgreSQL time: the card statement, which finds nothing for most hardware words, never got a
 * generic plan from PostgreSQL's own choice and was planned on every search (docs/PERFORMANCE.md,
 * issue 24's sixth step; bench/generic-plans.ts compares the answers and times both pools).
 */
export async function search(ctx: AppContext, viewer: Viewer, raw: string, paging: Paging) {
  const terms = searchTerms(raw);
  if (!terms) throw new AppError(400, searchMessages(viewer.lang, 'searchRequired'));
  return readCatalog(ctx, viewer, (db) => searchOn(ctx, withPreparedStatements(db), viewer, terms, paging), 'generic');
}

async function searchOn(ctx: AppContext, db: Db, viewer: Viewer, terms: SearchTerms, paging: Paging) {
  const base = {
    ...searchOrder(terms),
    limit: paging.per_page,
    offset: offsetOf(paging.page, paging.per_page),
    lang: viewer.lang,
    userId: viewer.userId,
  };
  let [p, c] = await Promise.all([
    productPage(db, { ...base, where: searchWhere(terms) }),
    cardPage(db, { ...base, where: searchWhere(terms) }),
  ]);
  const short = (page: ItemPage<unknown>) => page.total < paging.per_page;
  if ((short(p) || short(c)) && (await findCorrections(db, terms))) {
    const fuzzy = { ...base, where: fuzzySearchWhere(terms) };
    const again = <R>(page: ItemPage<R>, fn: PageFn<R>) => (short(page) ? fn(db, fuzzy) : page);
    [p, c] = await Promise.all([again(p, productPage), again(c, cardPage)]);
  }
  return {
    products: productsAnswer(ctx, p, paging),
    cards: cardsAnswer(ctx, c, paging),
  };
}
