// What a row's first view draws (issue 24): the server draws the home's deals row's first tiles and
// hands the browser only those, with the row's count; the row fetches the rest once it nears the
// screen. One rule for the storefront's hand-over (DealsSection) and the API's lean first view
// (GET /products/deals/first-view), so both give the browser the same state.
import type { DealsFirstViewAnswer } from './api-types.ts';
import { DEALS_BREAKPOINTS } from './constants.ts';

/** Tiles a carousel draws before it nears the screen: one more than its widest row shows. */
export const firstTiles = (breakpoints: ReadonlyArray<[number, number]>) => Math.max(1, ...breakpoints.map(([, n]) => n)) + 1;

/**
 * The home's deals row's first view: the tiles the server draws and hands over (DealsSection) and
 * asks the API for (the home's prefetch), one number for both.
 */
export const DEALS_FIRST_TILES = firstTiles(DEALS_BREAKPOINTS);

/**
 * The first `tiles` deals (products first, then cards, as the row draws them) and the row's count
 * (`first_view_of`), or the answer itself when the row has no more than `tiles`. `total` is the
 * row's count when `answer` holds only a first part of it (the API reads no more than it draws).
 */
export function dealsFirstView(tiles: number) {
  return (answer: DealsFirstViewAnswer, total = answer.products.length + answer.cards.length): DealsFirstViewAnswer => {
    if (total <= tiles) return answer;
    const products = answer.products.slice(0, tiles);
    return { ...answer, products, cards: answer.cards.slice(0, tiles - products.length), first_view_of: total };
  };
}
