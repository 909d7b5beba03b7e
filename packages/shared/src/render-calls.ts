// The calls a guest's first render of a page makes beyond those its metadata reads (issue 24,
// twenty-third step). The API asks them beside the page's metadata (apps/api catalog/seo.ts,
// askForRender), so a guest's render thread is handed every answer with its task and never waits
// on the main thread in the middle of a page: under load on two cores the home, a category list
// and a card page served 3 to 17 % more pages a second without that wait. The storefront's
// prefetch declarations (apps/web features/*/routes.tsx) ask the same addresses, which
// apps/web/src/lib/render-calls.test.ts holds: a call missing here is only asked by the render, as
// before; one here that the render does not ask would be read for nothing.
import { apiAddress } from './api-address.ts';
import { CATEGORY_HARDWARE, HOME_NEWS_COUNT } from './constants.ts';
import { DEALS_FIRST_TILES } from './first-view.ts';
import { readListState, type QueryReader } from './list-state.ts';

/** The home's first view: its slides, both advertisement rows, the deals row's first tiles, the news row. */
export function homeRenderCalls(): string[] {
  return [
    apiAddress('/sliders'),
    apiAddress('/advertisements', { type: 'top' }),
    apiAddress('/advertisements', { type: 'bottom' }),
    apiAddress('/products/deals/first-view', { limit: DEALS_FIRST_TILES }),
    apiAddress('/posts', { type: 'news', per_page: HOME_NEWS_COUNT, page: 1 }),
  ];
}

/** Which page of a card's related cards an answer carries, and whether more follow. */
export type RelatedPageState = { current_page: number; has_more: boolean };

/**
 * Whether a card's detail answer already holds its whole denomination family: its related cards
 * are the family (same sub-category and country, the card included, in the buttons' order), and a
 * first page that says there is no more is all of it. A store's families are a handful of values,
 * within the first page's RELATED_PER_PAGE, so its card pages build their buttons from the answer
 * they have and ask nothing more (issue 24, twenty-fifth step).
 */
export function familyInDetail(related: RelatedPageState): boolean {
  return related.current_page === 1 && !related.has_more;
}

/**
 * A card page's denomination buttons (its family), which its render asks once it has the card:
 * nothing when the card's answer holds the whole family (familyInDetail).
 */
export function cardRenderCalls(cardId: number, related: RelatedPageState): string[] {
  return familyInDetail(related) ? [] : [apiAddress('/cards/family', { card_id: cardId })];
}

/**
 * A hardware category page: the menu's tree and the category's list page its address names, or,
 * with ?children=true, its sub-category tiles (a category without any then asks its list, which
 * depends on that answer and is left to the render).
 */
export function hardwareCategoryRenderCalls(categoryId: number, search: QueryReader): string[] {
  const menu = apiAddress('/categories/children', { category_id: CATEGORY_HARDWARE });
  if (search.get('children') === 'true') return [menu, apiAddress('/categories/children', { category_id: categoryId })];
  const list = readListState(search, 'asc_price');
  return [
    menu,
    apiAddress('/products/category', {
      category_id: categoryId,
      page: list.page,
      per_page: list.perPage,
      sort_type: list.sort,
    }),
  ];
}
