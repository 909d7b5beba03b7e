// /gaming-hardware/{name}/{id}?children=true|false (spec §2): sub-category tiles when children=true,
// otherwise the product list. A name containing '&' is redirected to its slugged form; an id that
// is none, or a category the store does not have, shows the not-found view.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { CATEGORY_HARDWARE, hardwareCategoryBase, hardwareCategoryPath, idFromAddress, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCategoryProducts, useChildCategories } from '../api.ts';
import { CategoryTiles, TileSkeleton } from '../components/CategoryTiles.tsx';
import { NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { ProductListSection } from '../components/ProductListSection.tsx';
import { nameFromSlug, readListState } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function HardwareCategoryPage() {
  const { t } = useTranslation();
  const { name = '', id = '' } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const categoryId = idFromAddress(id);
  const showChildren = params.get('children') === 'true';
  const top = useChildCategories(CATEGORY_HARDWARE);
  // the answer the page draws (its tiles or its list ask the same query: it is asked once)
  const children = useChildCategories(showChildren ? categoryId : null);
  const list = useCategoryProducts(showChildren ? null : categoryId, readListState(params, 'asc_price'));

  // the category's name in the page's language: a top category's from the menu's answer, a
  // sub-category's from its products (the list's answer, which the server render already has: a
  // page opened from a link showed the address's English slug in Arabic until the browser ran)
  const known =
    top.data?.find((c) => c.id === categoryId)?.name ??
    list.data?.products.find((p) => p.sub_category.id === categoryId)?.sub_category.name;
  const title = known ?? nameFromSlug(name);
  usePageMeta({ title });

  if (name.includes('&')) return <Navigate replace to={`${hardwareCategoryBase({ id: Number(id), name })}${location.search}`} />;
  if (categoryId === null || isMissing(showChildren ? children.error : list.error)) return <NotFoundView kind="category" />;

  return (
    <div className="catalog-page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: '/' },
          { label: t('catalog.nav.gamingHardware'), to: STORE_PATHS.hardwareLanding },
          { label: title },
        ]}
      />
      <h1 className="catalog-page__title">{title}</h1>
      {showChildren ? (
        <HardwareChildren categoryId={categoryId} title={title} />
      ) : (
        <ProductListSection key={categoryId} categoryId={categoryId} label={title} />
      )}
    </div>
  );
}

function HardwareChildren({ categoryId, title }: { categoryId: number; title: string }) {
  const { t } = useTranslation();
  const children = useChildCategories(categoryId);
  if (children.isPending) return <TileSkeleton />;
  if (children.isError) return <ErrorState text={t('catalog.category.fetchError')} />;
  if (children.data.length === 0) return <ProductListSection categoryId={categoryId} label={title} />;
  return (
    <CategoryTiles
      label={title}
      tiles={children.data.map((c) => ({ id: c.id, name: c.name, logo: c.logo, to: hardwareCategoryPath(c) }))}
    />
  );
}
