// Rate Product / Edit Rating (spec §2, §5 Review, §7): the star picker and a comment box, filled
// with the buyer's own review when they edit it. The server decides who may review; its refusal
// (errors[]) is shown in the message area like every other call (spec §8) and under the form.
// On success the item is fetched again (the spec's "page reloads"), so the list, the average and
// the heading ('Edit Rating') show the saved review.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { REVIEW_COMMENT_MAX, type CardDetail, type ProductDetail } from '@store/shared';
import { ApiError } from '../../../lib/api.ts';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { postReview, type ReviewKind } from '../api.ts';
import { StarPicker } from './StarPicker.tsx';

export function ReviewForm({ kind, item }: { kind: ReviewKind; item: ProductDetail | CardDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const editing = item.user_has_reviewed;
  const [rating, setRating] = useState<number | null>(item.user_review?.rating ?? null);
  const [comment, setComment] = useState(item.user_review?.comment ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null || busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const answer = await withLoader(postReview(kind, item.id, { rating, comment }));
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    } catch (error) {
      showApiError(error);
      setErrors(error instanceof ApiError ? error.errors : [t('errors.server')]);
    } finally {
      setBusy(false);
    }
  }

  const heading = t(editing ? 'catalog.product.editRating' : 'catalog.product.rateProduct');
  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="review-form__title">
        {heading}
      </h3>
      {item.user_review?.hidden && (
        <p className="review-form__hidden" role="note">
          {t('catalog.review.hiddenByStore')}
        </p>
      )}
      <StarPicker
        name={`${id}-rating`}
        legend={t('catalog.review.yourRating')}
        value={rating}
        onChange={setRating}
        disabled={busy}
      />
      <label htmlFor={`${id}-comment`} className="review-form__label">
        {t('catalog.review.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className="review-form__comment"
        rows={4}
        dir="auto"
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        placeholder={t('catalog.review.placeholder')}
        onChange={(e) => setComment(e.target.value)}
        aria-describedby={`${id}-count`}
        disabled={busy}
      />
      <p id={`${id}-count`} className="review-form__count">
        {t('catalog.review.count', { n: comment.length, max: REVIEW_COMMENT_MAX })}
      </p>
      {errors.length > 0 && (
        <ul className="review-form__errors" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || rating === null}>
        {t(editing ? 'catalog.review.update' : 'catalog.review.submit')}
      </button>
    </form>
  );
}
