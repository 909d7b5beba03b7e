// A page's numbers as the API answers them (spec §7 total, current_page, last_page, per_page,
// has_more), one rule for the API and the storefront's server render.
import { describe, expect, it } from 'vitest';
import { hasMorePages, lastPageOf, pageInfo } from './pagination.ts';

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
