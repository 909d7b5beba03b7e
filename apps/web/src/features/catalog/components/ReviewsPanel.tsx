// The Reviews tab of the product and card pages (spec §2): the buyer's form (Rate Product / Edit
// Rating, only when signed in and user_has_purchased), otherwise a note on who may rate, then the
// list of reviews.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { STORE_PATHS, type CardDetail, type ProductDetail } from '@store/shared';
import { Stars } from '../../../components/catalog/Stars.tsx';
import { useSession } from '../../../lib/session.ts';
import type { ReviewKind } from '../api.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';

export function ReviewsPanel({ kind, item }: { kind: ReviewKind; item: ProductDetail | CardDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canReview = user !== null && item.user_has_purchased;
  return (
    <div className="reviews-panel">
      {item.reviews_count > 0 && (
        <p className="reviews-panel__summary">
          <strong>{t('catalog.review.average', { rating: item.reviews_avg_rating })}</strong>
          <Stars rating={item.reviews_avg_rating} count={item.reviews_count} />
        </p>
      )}
      {canReview ? (
        <ReviewForm kind={kind} item={item} />
      ) : (
        <p className="reviews-panel__note">
          {user ? (
            t('catalog.review.onlyBuyers')
          ) : (
            <>
              {t('catalog.review.guest')} <StoreLink to={STORE_PATHS.login}>{t('catalog.review.signIn')}</StoreLink>
            </>
          )}
        </p>
      )}
      <ReviewList reviews={item.reviews} />
    </div>
  );
}
