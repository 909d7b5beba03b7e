// /deals (spec §2): breadcrumb and the deals carousel (slides per view of spec §9), a grid on phones.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { DEALS_BREAKPOINTS, type CatalogItem } from '@store/shared';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Carousel } from '../../../components/ui/Carousel.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDeals } from '../api.ts';
import { GridSkeleton, ItemGrid } from '../components/ItemGrid.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import '../catalog-pages.css';

export default function DealsPage() {
  const { t } = useTranslation();
  const title = t('catalog.deals.title');
  usePageMeta({ title });
  const query = useDeals();
  const phone = useMediaQuery('(max-width: 599px)');
  const items: CatalogItem[] = query.data ? [...query.data.products, ...query.data.cards] : [];

  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <ErrorState text={t('catalog.category.serverError')} />
      ) : items.length === 0 ? (
        <EmptyState text={t('catalog.deals.empty')}>
          <StoreLink to="/" className="btn btn-primary">
            {t('catalog.deals.browse')}
          </StoreLink>
        </EmptyState>
      ) : phone ? (
        <ItemGrid items={items} label={title} variant="deal" titled />
      ) : (
        <>
          {/* the tiles' names are h3: a (visually hidden) h2 keeps the headings in order, as ItemGrid's titled */}
          <h2 className="visually-hidden">{title}</h2>
          <Carousel label={title} breakpoints={DEALS_BREAKPOINTS} className="deals-carousel">
            {items.map((item) => (
              <ProductCard key={`${item.product_type}-${item.id}`} item={item} variant="deal" />
            ))}
          </Carousel>
        </>
      )}
    </div>
  );
}
