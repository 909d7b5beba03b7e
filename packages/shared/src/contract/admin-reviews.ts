// The back-office's review moderation (the Reviews page): the customers' reviews newest first,
// searched and filtered, and the one action, hide or show again, with a reason kept on record.
// Messages 'adminReviews.*' are resolved by the API's catalogue (admin/reviews-messages.ts).
import { z } from 'zod';
import { staffSearch } from './staff-search.ts';

export const REVIEW_STATES = ['all', 'shown', 'hidden'] as const;

export const reviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** part of the comment, of the customer's e-mail or of the item's name (either language) */
  search: staffSearch(),
  state: z.enum(REVIEW_STATES).default('all'),
  /** one star rating (1–5), or every rating */
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

export const adminReviewRow = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'card']),
  item_id: z.number().int(),
  item_name: z.string(),
  customer_id: z.number().int(),
  customer_email: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_by_email: z.string().nullable(),
  hidden_reason: z.string(),
});

export const reviewListAnswer = z.object({
  items: z.array(adminReviewRow),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** Hide (a reason the staff member writes, 3–300 characters) or show again (no reason needed). */
export const reviewVisibilityBody = z
  .object({
    hidden: z.boolean('adminReviews.hiddenRequired'),
    reason: z.string().trim().max(300, 'adminReviews.reasonTooLong').default(''),
  })
  .refine((b) => !b.hidden || b.reason.length >= 3, { message: 'adminReviews.reasonRequired', path: ['reason'] });

export type AdminReviewRow = z.infer<typeof adminReviewRow>;
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
