// Review rules (spec §1 "only buyers review, once, then edit", §3 Review, §5 Review): the rating
// range, the comment's length and the reviewer's masked e-mail. Pure, used by both sides.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Longest comment kept (characters): a few paragraphs; longer is refused, never cut. */
export const REVIEW_COMMENT_MAX = 2000;

/** A whole number of stars from 1 to 5. */
export function isReviewRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX;
}

/**
 * The reviewer as a public page shows them: the first two characters of the name (one when the
 * name is that short), always three stars whatever its length, then the domain —
 * `ahmed.samir@gmail.com` → `ah***@gmail.com`. A full address on a public page would leak
 * customer data; the fixed three stars do not tell the name's length either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = [...email.slice(0, at)];
  const shown = name.slice(0, Math.min(2, name.length - 1) || 1).join('');
  return `${shown}***${email.slice(at)}`;
}
