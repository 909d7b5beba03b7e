// Pieces the product and card pages share (spec §2 Product page, Card page): the name with the
// wishlist heart and the rating (with Rate/Edit Rating for buyers), the price with the saving,
// and the deferred related-items grid.
import { Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { formatPrice, savedAmount, type CardDetail, type CatalogItem, type ProductDetail } from '@store/shared';
import { PriceTag } from '../../../components/catalog/PriceTag.tsx';
import { Stars } from '../../../components/catalog/Stars.tsx';
import { WishlistHeart } from '../../../components/catalog/WishlistHeart.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLang } from '../api.ts';
import { Deferred } from '../../../components/ui/Deferred.tsx';
import { LazyRelatedItems } from './LazySections.tsx';

export function DetailHeading({ item, path }: { item: ProductDetail | CardDetail; path: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <div className="detail__head">
        <h1 className="detail__name">{item.name}</h1>
        <WishlistHeart item={item} />
      </div>
      <div className="detail__rating">
        <Stars rating={item.reviews_avg_rating} count={item.reviews_count} />
        {user !== null && item.user_has_purchased && (
          <StoreLink to={`${path}#reviews`} className="detail__rate">
            {t(item.user_has_reviewed ? 'catalog.product.editRating' : 'catalog.product.rateProduct')}
          </StoreLink>
        )}
      </div>
    </>
  );
}

export function DetailPrice({ item }: { item: ProductDetail | CardDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const saved = savedAmount(item.price, item.price_after_discount);
  return (
    <div className="detail__price">
      <PriceTag price={item.price} priceAfterDiscount={item.price_after_discount} size="lg" />
      {saved > 0 && <p className="detail__saved">{t('catalog.product.saved', { amount: formatPrice(saved, lang) })}</p>}
    </div>
  );
}

export function DeferredRelated(props: {
  title: string;
  items: CatalogItem[];
  page: number;
  last: number;
  onPage: (page: number) => void;
}) {
  return (
    <Deferred minHeight={400} onServer={false}>
      <Suspense fallback={null}>
        <LazyRelatedItems
          title={props.title}
          items={props.items}
          page={props.page}
          last={props.last}
          onPage={(p) => {
            props.onPage(p);
            document.getElementById('related-title')?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </Suspense>
    </Deferred>
  );
}
