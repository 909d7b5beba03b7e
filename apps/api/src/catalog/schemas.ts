// Request schemas of the catalogue calls (spec §7). Ids are positive 32-bit integers (a larger
// number would overflow the database column, so it is refused here as bad input, never a 500).
import { DEFAULT_PAGE_SIZE, RELATED_PER_PAGE, SORT_TYPES, isRecordId } from '@store/shared';
import { z } from 'zod';
import { paginationQuery } from '../http/pagination.ts';
import './messages.ts';
import type { CatalogMessageKey } from './messages.ts';

/** A required id in a query string or path: missing → "X is required.", otherwise a clear message. */
export function idField(key: CatalogMessageKey) {
  const message = `catalog.${key}`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? undefined : message) })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine(isRecordId, message);
}

const sortType = (fallback: (typeof SORT_TYPES)[number]) => z.enum(SORT_TYPES).default(fallback);

export const categoryQuery = z.object({ category_id: idField('badCategoryId') });

export const productsByCategoryQuery = z.object({
  category_id: idField('badCategoryId'),
  ...paginationQuery(DEFAULT_PAGE_SIZE),
  sort_type: sortType('asc_price'),
  instock: z
    .enum(['true', 'false', '1', '0'], { error: 'catalog.badInstock' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const cardsByCategoryQuery = z.object({
  category_id: idField('badCategoryId'),
  country_id: idField('badCountryId').optional(),
  ...paginationQuery(DEFAULT_PAGE_SIZE),
  sort_type: sortType('desc_price'),
});

export const productDetailsQuery = z.object({
  product_id: idField('badProductId'),
  ...paginationQuery(RELATED_PER_PAGE),
});

export const cardFamilyQuery = z.object({ card_id: idField('badCardId') });

export const cardDetailsQuery = z.object({
  card_id: idField('badCardId'),
  ...paginationQuery(RELATED_PER_PAGE),
});

export const limitQuery = (fallback: number, cap = 20) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(fallback)
      .transform((n) => Math.min(n, cap)),
  });

export const homeQuery = z.object({ ...paginationQuery(10, 100) });

export const idParams = z.object({ id: idField('badId') });
