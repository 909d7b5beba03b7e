// Category landing pages (spec §2): /category/gaming-hardware (children of 2), /category/digital-store
// (children of 3), /category/World2Egypt (its product list) and /category/{slug} (resolved among
// the hardware and digital sub-categories).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Navigate, useParams } from 'react-router';
import {
  CATEGORY_DIGITAL,
  CATEGORY_HARDWARE,
  CATEGORY_WORLD2EGYPT,
  categoryPath,
  hardwareCategoryPath,
  routeSlug,
  type Category,
  type StoreSection,
} from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useChildCategories } from '../api.ts';
import { CategoryTiles, TileSkeleton } from '../components/CategoryTiles.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { ProductListSection } from '../components/ProductListSection.tsx';
import '../catalog-pages.css';

function ChildrenLanding({ categoryId, section, title }: { categoryId: number; section: StoreSection; title: string }) {
  const { t } = useTranslation();
  const children = useChildCategories(categoryId);
  usePageMeta({ title });
  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {children.isPending ? (
        <TileSkeleton />
      ) : children.isError ? (
        <ErrorState text={t('catalog.category.fetchError')} />
      ) : children.data.length === 0 ? (
        <EmptyState text={t('catalog.category.noChildren')} />
      ) : (
        <CategoryTiles
          label={title}
          tiles={children.data.map((c) => ({ id: c.id, name: c.name, logo: c.logo, to: categoryPath(section, c) }))}
        />
      )}
    </div>
  );
}

function World2EgyptLanding() {
  const { t } = useTranslation();
  const title = t('catalog.nav.world2egypt');
  usePageMeta({ title });
  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="catalog-page__title">{title}</h1>
      <ProductListSection categoryId={CATEGORY_WORLD2EGYPT} label={title} />
    </div>
  );
}

/** /category/{slug}: find the slug among the hardware and digital sub-categories. */
function ResolvedLanding({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const hardware = useChildCategories(CATEGORY_HARDWARE);
  const digital = useChildCategories(CATEGORY_DIGITAL);
  if (hardware.isPending || digital.isPending) {
    return (
      <div className="catalog-page">
        <TileSkeleton />
      </div>
    );
  }
  const wanted = slug.toLowerCase();
  const match = (list: Category[] | undefined) => list?.find((c) => routeSlug(c) === wanted || String(c.id) === wanted);
  const inHardware = match(hardware.data);
  if (inHardware)
    return inHardware.has_children ? (
      <ChildrenLanding categoryId={inHardware.id} section="hardware" title={inHardware.name} />
    ) : (
      <Navigate replace to={hardwareCategoryPath(inHardware)} />
    );
  const inDigital = match(digital.data);
  if (inDigital) return <ChildrenLanding categoryId={inDigital.id} section="digital" title={inDigital.name} />;
  return (
    <div className="catalog-page">
      <EmptyState text={t('catalog.category.notFound')} />
    </div>
  );
}

export default function CategoryLandingPage() {
  const { t } = useTranslation();
  const cat = (useParams().cat ?? '').toLowerCase();
  if (cat === 'gaming-hardware')
    return (
      <ChildrenLanding key={cat} categoryId={CATEGORY_HARDWARE} section="hardware" title={t('catalog.nav.gamingHardware')} />
    );
  if (cat === 'digital-store')
    return <ChildrenLanding key={cat} categoryId={CATEGORY_DIGITAL} section="digital" title={t('catalog.nav.digitalStore')} />;
  if (cat === 'world2egypt') return <World2EgyptLanding />;
  return <ResolvedLanding key={cat} slug={cat} />;
}
