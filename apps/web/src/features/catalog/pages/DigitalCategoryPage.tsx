// /digital-store/{name}/{id} (spec §2, digital level 1): the category's sub-category tiles; an id
// that is none, or a category the store does not have, shows the not-found view.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Navigate, useParams } from 'react-router';
import { CATEGORY_DIGITAL, digitalCategoryPath, idFromAddress, slugify, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useChildCategories, useDigitalCategoryName } from '../api.ts';
import { CategoryTiles, TileSkeleton } from '../components/CategoryTiles.tsx';
import { CountryTiles } from '../components/CountryTiles.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { nameFromSlug } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function DigitalCategoryPage() {
  const { t } = useTranslation();
  const { name = '', id = '' } = useParams();
  const categoryId = idFromAddress(id);
  useChildCategories(CATEGORY_DIGITAL); // warms the names of the top-level digital categories
  const children = useChildCategories(categoryId);
  // a sub-category (no children; the card page's breadcrumb leads here) is named from its cards
  const title = useDigitalCategoryName(categoryId ?? 0, children.data?.length === 0) ?? nameFromSlug(name);
  usePageMeta({ title });

  if (name.includes('&')) return <Navigate replace to={digitalCategoryPath({ id: Number(id), name, display_type: 1 })} />;
  if (categoryId === null || isMissing(children.error)) return <NotFoundView kind="category" />;

  return (
    <div className="catalog-page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: '/' },
          { label: t('catalog.nav.digitalStore'), to: STORE_PATHS.digitalLanding },
          { label: title },
        ]}
      />
      <h1 className="catalog-page__title">{title}</h1>
      {children.isPending ? (
        <TileSkeleton />
      ) : children.isError ? (
        <ErrorState text={t('catalog.category.fetchError')} />
      ) : children.data.length === 0 ? (
        // a sub-category (the card page's breadcrumb leads here) lists its countries instead
        <CountryTiles categoryId={categoryId} slug={slugify(name) || String(categoryId)} label={title} />
      ) : (
        <CategoryTiles
          label={title}
          tiles={children.data.map((c) => ({ id: c.id, name: c.name, logo: c.logo, to: digitalCategoryPath(c) }))}
        />
      )}
    </div>
  );
}
