// /digital-store/{country-name}/{country_id}/{category-name}/{id} (spec §2, digital level 3): the
// card list of a sub-category in one country; default sort desc_price; at most 5 page buttons.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { digitalSubCategoryPath, limitedPageWindow, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { FlagIcon } from '../../../components/catalog/FlagIcon.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCategoryCards, useKnownCategoryName } from '../api.ts';
import { GridSkeleton, ItemGrid } from '../components/ItemGrid.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { listSearch, nameFromSlug, readListState } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function CardListPage() {
  const { t } = useTranslation();
  const { country = '', countryId = '', category = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = Number(id);
  const state = readListState(params, 'desc_price');
  const query = useCategoryCards(categoryId, Number(countryId), state);
  const data = query.data;
  const first = data?.cards[0];
  const knownName = useKnownCategoryName(categoryId);
  const categoryName = first?.sub_category.name ?? knownName ?? nameFromSlug(category);
  const countryName = first?.country.name ?? nameFromSlug(country);
  const title = `${categoryName} – ${countryName}`;
  usePageMeta({ title });
  const go = (next: Parameters<typeof listSearch>[1]) => void navigate({ search: listSearch(params, next, 'desc_price') });

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
      <ListToolbar
        total={data?.total}
        perPage={state.perPage}
        sort={state.sort}
        onPerPage={(perPage) => go({ perPage, page: 1 })}
        onSort={(sort) => go({ sort, page: 1 })}
      />
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <ErrorState text={t('catalog.category.serverError')} />
      ) : data && data.cards.length > 0 ? (
        <>
          <ItemGrid items={data.cards} label={title} titled />
          <Pagination
            current={data.current_page}
            last={data.last_page}
            pages={limitedPageWindow(data.current_page, data.last_page)}
            hrefFor={(page) => listSearch(params, { page }, 'desc_price') || '?'}
            onPageChange={() => window.scrollTo({ top: 0 })}
          />
        </>
      ) : (
        <EmptyState text={t('catalog.category.empty')} />
      )}
    </div>
  );
}
