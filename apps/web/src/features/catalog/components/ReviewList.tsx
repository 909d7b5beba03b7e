// Reviews of a product or card (spec §3 Review): stars, comment, date (dd/mm/yyyy) and the
// reviewer's e-mail as the server sends it, already masked (ah***@gmail.com); an empty text when
// there are none. Comments are plain text: React escapes them, line breaks are kept by CSS.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { ReviewItem } from '@store/shared';
import { Stars } from '../../../components/catalog/Stars.tsx';

export function ReviewList({ reviews }: { reviews: ReviewItem[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <p className="tab-empty">{t('catalog.product.noReviews')}</p>;
  return (
    <ul className="review-list" aria-label={t('catalog.product.reviews')}>
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <div className="review__head">
            <Stars rating={r.rating} />
            <span className="review__user" dir="ltr">
              {r.user.email}
            </span>
            <span className="review__date">{r.created_at}</span>
          </div>
          {r.comment && (
            // each comment reads in its own direction (an English comment on the Arabic page)
            <p className="review__comment" dir="auto">
              {r.comment}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
