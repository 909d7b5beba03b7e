// A row's first view (issue 24): the same cut whether it is made from the whole answer (the
// storefront's hand-over) or from a first part of it with the row's count (the API's lean call).
import { describe, expect, it } from 'vitest';
import type { CardListItem, ProductListItem } from './api-types.ts';
import { dealsFirstView, firstTiles } from './first-view.ts';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }) as unknown as ProductListItem);
const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i }) as unknown as CardListItem);

describe('dealsFirstView', () => {
  it('cuts products first, then cards, and gives the row’s count', () => {
    const cut = dealsFirstView(6)({ products: products(4), cards: cards(5) });
    expect(cut.products.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(cut.cards.map((c) => c.id)).toEqual([100, 101]);
    expect(cut.first_view_of).toBe(9);
  });

  it('from a first part and the row’s count, the same cut as from the whole row', () => {
    const whole = { products: products(20), cards: cards(20) };
    const part = { products: products(6), cards: cards(6) };
    expect(dealsFirstView(6)(part, 40)).toEqual(dealsFirstView(6)(whole));
    const short = { products: products(2), cards: cards(3) };
    expect(dealsFirstView(6)({ products: products(2), cards: cards(3) }, 5)).toEqual(short);
  });

  it('draws one tile more than the widest row shows', () => {
    expect(
      firstTiles([
        [0, 1],
        [1300, 5],
      ]),
    ).toBe(6);
  });
});
