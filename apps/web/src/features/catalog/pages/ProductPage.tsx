// /product/{id}/{name?} (spec §2 Product page): breadcrumb, gallery, buying panel, tabs and
// related products (8 per page). An unknown id shows the not-found view.
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLocation, useParams } from 'react-router';
import {
  BREADCRUMB_WORDS,
  hardwareCategoryPath,
  idFromAddress,
  productPath,
  stripHtml,
  truncate,
  truncateWords,
  type ProductDetail,
} from '@store/shared';
import { CompareButton } from '../../../components/catalog/CompareButton.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useProductDetails } from '../api.ts';
import { BuyBox } from '../components/BuyBox.tsx';
import { DeferredRelated, DetailHeading, DetailPrice } from '../components/DetailParts.tsx';
import { BuildPcBanner, FeatureNotes, ShipsAbroad } from '../components/FeatureNotes.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { galleryImages, ProductGallery } from '../components/ProductGallery.tsx';
import { ShareLinks } from '../../../components/ui/ShareLinks.tsx';
import { Deferred } from '../../../components/ui/Deferred.tsx';
import { DetailSkeleton, NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { LazyProductTabs } from '../components/LazySections.tsx';
import '../catalog-pages.css';

export default function ProductPage() {
  const { id = '' } = useParams();
  const productId = idFromAddress(id);
  return productId !== null ? <ProductDetails key={productId} productId={productId} /> : <NotFoundView kind="product" />;
}

function ProductDetails({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [relatedPage, setRelatedPage] = useState(1);
  const query = useProductDetails(productId, relatedPage);
  const product = query.data?.product;
  usePageMeta({
    title: product?.name,
    description: product ? truncate(stripHtml(product.desc), 160) : undefined,
    image: product?.main_image,
  });

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return <NotFoundView kind="product" />;
    return (
      <div className="catalog-page">
        <ErrorState text={t('catalog.category.serverError')} />
      </div>
    );
  }
  const related = query.data.related_products;
  return (
    <div className="catalog-page">
      <ProductSummary product={query.data.product} />
      <Deferred minHeight={320} eager={location.hash === '#reviews'}>
        <Suspense fallback={<div style={{ minBlockSize: 320 }} />}>
          <LazyProductTabs product={query.data.product} />
        </Suspense>
      </Deferred>
      <DeferredRelated
        title={t('catalog.product.related')}
        items={related.products}
        page={relatedPage}
        last={related.last_page}
        onPage={setRelatedPage}
      />
    </div>
  );
}

function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const sub = product.sub_category;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: '/' },
          // a product's category lists products: the same address as its menu link and tile
          { label: sub.name, to: hardwareCategoryPath({ ...sub, has_children: false }) },
          { label: truncateWords(product.name, BREADCRUMB_WORDS), title: product.name },
        ]}
      />
      <div className="detail">
        <div className="detail__media">
          <ProductGallery images={galleryImages(product.main_image, product.images)} alt={product.name} />
        </div>
        <div className="detail__info">
          <DetailHeading item={product} path={productPath({ id: product.id })} />
          <CompareButton product={product} />
          <DetailPrice item={product} />
          <BuyBox item={product} />
          {product.shipping_abroad && <ShipsAbroad />}
          <ShareLinks title={product.name} channels={['facebook', 'x', 'whatsapp']} />
          <FeatureNotes />
          <BuildPcBanner />
        </div>
      </div>
    </>
  );
}
