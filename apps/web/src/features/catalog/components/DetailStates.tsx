// Loading and not-found states of the catalogue's pages. Unknown ids (of a product, a card or a
// category) show the store's not-found view (the server already answers 404 for the HTML of such
// URLs), never the page's frame with a "server error" under it.
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

const NOT_FOUND = {
  product: 'catalog.product.notFound',
  card: 'catalog.card.notFound',
  category: 'catalog.category.notFound',
} as const;

export function NotFoundView({ kind }: { kind: keyof typeof NOT_FOUND }) {
  const { t } = useTranslation();
  return <StoreNotFound title={t(NOT_FOUND[kind])} />;
}
