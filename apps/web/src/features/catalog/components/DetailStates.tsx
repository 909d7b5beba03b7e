// Loading and not-found states of the product and card pages. Unknown ids show the store's
// not-found view (the server already answers 404 for the HTML of such URLs).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { NotFoundView as StoreNotFound } from '../../../components/ui/NotFoundView.tsx';

export function DetailSkeleton() {
  return (
    <div className="catalog-page" aria-busy="true">
      <div className="detail detail--skeleton">
        <div className="detail__media">
          <div className="skeleton skeleton--square" />
        </div>
        <div className="detail__info">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--block" />
        </div>
      </div>
    </div>
  );
}

export function NotFoundView({ kind }: { kind: 'product' | 'card' }) {
  const { t } = useTranslation();
  return <StoreNotFound title={t(kind === 'product' ? 'catalog.product.notFound' : 'catalog.card.notFound')} />;
}
