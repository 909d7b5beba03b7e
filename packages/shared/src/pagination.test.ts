// A page's numbers as the API answers them (spec §7 total, current_page, last_page, per_page,
// has_more), one rule for the API and the storefront's server render, and a card's first related
// page cut from its family's larger first page (issue 24).
import { describe, expect, it } from 'vitest';
import type { CardDetailsAnswer, CardListItem } from './api-types.ts';
import { firstRelatedPage, hasMorePages, lastPageOf, pageInfo } from './pagination.ts';

describe('page numbers', () => {
  it('an empty list has one empty page; a partial last page counts', () => {
    expect(lastPageOf(0, 8)).toBe(1);
    expect(lastPageOf(8, 8)).toBe(1);
    expect(lastPageOf(9, 8)).toBe(2);
    expect(pageInfo(17, { page: 2, per_page: 8 })).toEqual({ total: 17, current_page: 2, last_page: 3, per_page: 8 });
    expect(hasMorePages(pageInfo(17, { page: 2, per_page: 8 }))).toBe(true);
    expect(hasMorePages(pageInfo(17, { page: 3, per_page: 8 }))).toBe(false);
  });
});

describe('firstRelatedPage', () => {
  const family = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 - i }) as unknown as CardListItem);
  const answer = (n: number): CardDetailsAnswer =>
    ({
      card: { id: 100 },
      related_cards: { total: n, current_page: 1, last_page: 1, per_page: 100, cards: family(n), has_more: false },
    }) as unknown as CardDetailsAnswer;

  it("cuts the page's first cards from the family, with the page's own numbers", () => {
    const page = firstRelatedPage(answer(20), 8);
    expect(page.card).toEqual({ id: 100 });
    expect(page.related_cards.cards.map((c) => c.id)).toEqual([100, 99, 98, 97, 96, 95, 94, 93]);
    expect(page.related_cards).toMatchObject({ total: 20, current_page: 1, last_page: 3, per_page: 8, has_more: true });
  });

  it('keeps a small family whole, and writes the keys in the order the API does', () => {
    const page = firstRelatedPage(answer(5), 8);
    expect(page.related_cards.cards).toHaveLength(5);
    expect(page.related_cards.has_more).toBe(false);
    expect(Object.keys(page.related_cards)).toEqual(['total', 'current_page', 'last_page', 'per_page', 'cards', 'has_more']);
  });
});
