// Pagination windows the spec draws.

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
