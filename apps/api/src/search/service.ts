// Search use case: products and cards matching the shopper's text, ranked and paged together
// (spec §2 Search: results page of 20, header suggestions of 5 via per_page).
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { cards, products, type Paging, type Viewer } from '../catalog/service.ts';
import { searchMessages } from './messages.ts';
import { searchOrder, searchTerms, searchWhere } from './queries.ts';

export async function search(ctx: AppContext, viewer: Viewer, raw: string, paging: Paging) {
  const terms = searchTerms(raw);
  if (!terms) throw new AppError(400, searchMessages(viewer.lang, 'searchRequired'));
  const order = searchOrder(terms);
  const [p, c] = await Promise.all([
    products(ctx, viewer, searchWhere(terms, 'product'), order, paging),
    cards(ctx, viewer, searchWhere(terms, 'card'), order, paging),
  ]);
  return { products: p, cards: c };
}
