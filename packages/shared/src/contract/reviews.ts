// Request and answer schemas of writing a review (spec §5 Review, §7 POST products/{id}/reviews and
// cards/{id}/reviews). Messages are 'reviews.<key>'. The answer of reading reviews is part of the
// product and card answers (contract/catalog.ts: reviews, reviews_avg_rating, user_review, …).
import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../reviews.ts';
import { reviewItem } from './catalog.ts';

/** C0 control characters other than tab and new line (pasted text); NUL is refused earlier. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

export const reviewBody = z.object({
  /** whole stars 1–5; a numeric string ("4") from a form post is read as its number */
  rating: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'reviews.badRating' })
      .int('reviews.badRating')
      .min(REVIEW_RATING_MIN, 'reviews.badRating')
      .max(REVIEW_RATING_MAX, 'reviews.badRating'),
  ),
  /** plain text, kept as typed (shown escaped); may be empty */
  comment: z
    .string({ error: 'reviews.badComment' })
    .transform((s) => s.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim())
    .pipe(z.string().max(REVIEW_COMMENT_MAX, 'reviews.commentTooLong'))
    .nullish()
    .transform((s) => s ?? ''),
});

/** What a saved review changed: the review as the list shows it and the item's new totals. */
export const reviewAnswer = z.object({
  review: reviewItem,
  /** false for the first review of this item by this customer, true when it edited that one */
  updated: z.boolean(),
  /** true when the review is one the store's staff hid: an edit keeps it hidden from the item's page */
  hidden: z.boolean(),
  reviews_avg_rating: z.number(),
  reviews_count: z.number().int(),
});
