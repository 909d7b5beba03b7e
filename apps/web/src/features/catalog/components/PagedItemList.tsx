// A paged list of catalogue items (a hardware category's products, a card list): the per-page and
// sort selectors, the tiles, and pagination, with page/per_page/sort in the URL query so reload
// and back work. The page owns the query; this draws what it answered.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { CatalogItem, SortType } from '@store/shared';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { listSearch, type ListState } from '../lib/list-params.ts';
import { GridSkeleton, ItemGrid } from './ItemGrid.tsx';
import { ListToolbar } from './ListToolbar.tsx';

export interface PagedAnswer {
  total: number;
  current_page: number;
  last_page: number;
}

interface Props {
  state: ListState;
  /** the list's default sort (it is left out of the URL) */
  defaultSort: SortType;
  query: { isPending: boolean; isError: boolean; data: PagedAnswer | undefined };
  items: CatalogItem[] | undefined;
  label: string;
  /** the page buttons shown around the current page */
  pages: (current: number, last: number) => number[];
}

/** The URL query's list state changer (page, per page, sort). */
export function useListNavigation(defaultSort: SortType) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (next: Partial<ListState>) => void navigate({ search: listSearch(params, next, defaultSort) });
}

export function PagedItemList({ state, defaultSort, query, items, label, pages }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const go = useListNavigation(defaultSort);
  const data = query.data;
  return (
    <>
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
      ) : data && items && items.length > 0 ? (
        <>
          <ItemGrid items={items} label={label} titled />
          <Pagination
            current={data.current_page}
            last={data.last_page}
            pages={pages(data.current_page, data.last_page)}
            hrefFor={(page) => listSearch(params, { page }, defaultSort) || '?'}
            onPageChange={() => window.scrollTo({ top: 0 })}
          />
        </>
      ) : (
        <EmptyState text={t('catalog.category.empty')} />
      )}
    </>
  );
}
