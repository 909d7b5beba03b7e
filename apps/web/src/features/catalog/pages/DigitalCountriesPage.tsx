// /digital-store/sub_category/{name}/{id} (spec §2, digital level 2): the countries (with flags)
// that have cards in this sub-category; each leads to the card list of that country. An id that is
// none, or a sub-category the store does not have, shows the not-found view.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Navigate, useParams } from 'react-router';
import { digitalSubCategoryPath, idFromAddress, slugify, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCountries, useDigitalCategoryName } from '../api.ts';
import { CountryTiles } from '../components/CountryTiles.tsx';
import { NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { nameFromSlug } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function DigitalCountriesPage() {
  const { t } = useTranslation();
  const { name = '', id = '' } = useParams();
  const categoryId = idFromAddress(id);
  const countries = useCountries(categoryId); // the answer the tiles draw (asked once)
  const title = useDigitalCategoryName(categoryId ?? 0) ?? nameFromSlug(name);
  usePageMeta({ title });

  if (name.includes('&')) return <Navigate replace to={digitalSubCategoryPath({ id: Number(id), name })} />;
  if (categoryId === null || isMissing(countries.error)) return <NotFoundView kind="category" />;

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
      <CountryTiles categoryId={categoryId} slug={slugify(name) || String(categoryId)} label={title} />
    </div>
  );
}
