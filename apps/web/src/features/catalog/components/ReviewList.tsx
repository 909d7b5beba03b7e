// Reviews of a product or card (spec §3 Review): stars, comment, date (dd/mm/yyyy) and the
// reviewer's masked e-mail; an empty text when there are none.
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '@store/shared';
import { Stars } from '../../../components/catalog/Stars.tsx';
import { maskEmail } from '../lib/detail-text.ts';

export function ReviewList({ reviews }: { reviews: ReviewItem[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <p className="tab-empty">{t('catalog.product.noReviews')}</p>;
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <div className="review__head">
            <Stars rating={r.rating} />
            <span className="review__user" dir="ltr">
              {maskEmail(r.user?.email ?? '')}
            </span>
            <time className="review__date">{r.created_at}</time>
          </div>
          {r.comment && <p className="review__comment">{r.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
