// Pagination windows the spec draws, and a page's numbers as the API answers them.
import type { CardDetailsAnswer } from './api-types.ts';

/** The last page of `total` items, `perPage` a page: at least 1, an empty list having one empty page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A list page's numbers (spec §7: total, current_page, last_page, per_page). */
export function pageInfo(total: number, paging: { page: number; per_page: number }) {
  return { total, current_page: paging.page, last_page: lastPageOf(total, paging.per_page), per_page: paging.per_page };
}

/** News: from 2 pages before to 10 pages after the current page (spec §2, §9). */
export function newsPageWindow(current: number, last: number, before = 2, after = 10): number[] {
  const start = Math.max(1, current - before);
  const end = Math.min(last, current + after);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/** Digital store: at most `max` page buttons (5), centred on the current page where possible. */
export function limitedPageWindow(current: number, last: number, max = 5): number[] {
  const count = Math.min(max, last);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Whether pages follow this one (spec §7 related_cards.has_more). */
export const hasMorePages = (info: { current_page: number; last_page: number }) => info.current_page < info.last_page;

/**
 * A card's answer with its first `perPage` related cards, cut from the same call asked with a
 * larger page (CARD_FAMILY_PER_PAGE). The API orders the family by the price paid, then id, both
 * descending, so a larger first page begins with the smaller one's cards; the page's numbers are
 * pageInfo's, in the order the API writes them (the hand-over state is the same text whichever
 * way it was made). The server render asks a card once for both its page and its family (issue
 * 24, apps/web catalog/routes.tsx); the browser asks the page's own call and gets the same answer.
 */
export function firstRelatedPage(answer: CardDetailsAnswer, perPage: number): CardDetailsAnswer {
  const info = pageInfo(answer.related_cards.total, { page: 1, per_page: perPage });
  return {
    card: answer.card,
    related_cards: { ...info, cards: answer.related_cards.cards.slice(0, perPage), has_more: hasMorePages(info) },
  };
}
