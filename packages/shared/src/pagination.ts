// Pagination windows the spec draws, and a page's numbers as the API answers them.

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
