// /digital-store/{country-name}/{country_id}/{category-name}/{id} (spec §2, digital level 3): the
// card list of a sub-category in one country; default sort desc_price; at most 5 page buttons. Ids
// that are none, or a sub-category the store does not have, show the not-found view.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useParams, useSearchParams } from 'react-router';
import { digitalSubCategoryPath, idFromAddress, limitedPageWindow, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FlagIcon } from '../../../components/catalog/FlagIcon.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCategoryCards, useKnownCategoryName } from '../api.ts';
import { PagedItemList } from '../components/PagedItemList.tsx';
import { NotFoundView } from '../components/DetailStates.tsx';
import { isMissing } from '../../../lib/api.ts';
import { nameFromSlug, readListState } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function CardListPage() {
  const { t } = useTranslation();
  const { country = '', countryId = '', category = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const categoryId = idFromAddress(id);
  const countryKey = idFromAddress(countryId);
  const state = readListState(params, 'desc_price');
  const query = useCategoryCards(categoryId, countryKey, state);
  const data = query.data;
  const first = data?.cards[0];
  const knownName = useKnownCategoryName(categoryId ?? 0);
  const categoryName = first?.sub_category.name ?? knownName ?? nameFromSlug(category);
  const countryName = first?.country.name ?? nameFromSlug(country);
  const title = `${categoryName} – ${countryName}`;
  usePageMeta({ title });

  if (categoryId === null || countryKey === null || isMissing(query.error)) return <NotFoundView kind="category" />;
  return (
    <div className="catalog-page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: '/' },
          { label: t('catalog.nav.digitalStore'), to: STORE_PATHS.digitalLanding },
          { label: categoryName, to: digitalSubCategoryPath({ id: categoryId, slug: category }) },
          { label: countryName },
        ]}
      />
      <h1 className="catalog-page__title catalog-page__title--flag">
        {first && <FlagIcon src={first.country.flag} />}
        {title}
      </h1>
      <PagedItemList
        state={state}
        defaultSort="desc_price"
        query={query}
        items={data?.cards}
        label={title}
        pages={limitedPageWindow}
      />
    </div>
  );
}
