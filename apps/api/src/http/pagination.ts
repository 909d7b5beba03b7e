// Shared pagination query parsing: page ≥ 1, per_page 1..cap (larger values are capped, not
// refused, so a client asking for "everything" still gets a bounded answer).
import { z } from 'zod';

export function paginationQuery(defaultPerPage: number, cap = 100) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultPerPage)
      .transform((n) => Math.min(n, cap)),
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  currentPage: number;
  lastPage: number;
  perPage: number;
}

/** one rule for the storefront and the API (packages/shared) */
export { lastPageOf } from '@store/shared';

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
