// A category's product list (spec §2 hardware category): per-page and sort selectors, tiles with
// compare links, pagination; page/per_page/sort live in the URL query so reload and back work.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductListItem } from '@store/shared';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useCategoryProducts } from '../api.ts';
import { listSearch, pageWindow, readListState } from '../lib/list-params.ts';
import { GridSkeleton, ItemGrid } from './ItemGrid.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';

interface Props {
  categoryId: number;
  label: string;
  /** lets the page title use the real category name once products arrive */
  onFirstItem?: (item: ProductListItem | undefined) => void;
}

export function ProductListSection({ categoryId, label, onFirstItem }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readListState(params, 'asc_price');
  const query = useCategoryProducts(categoryId, state);
  const data = query.data;
  const go = (next: Parameters<typeof listSearch>[1]) => void navigate({ search: listSearch(params, next, 'asc_price') });

  useEffect(() => onFirstItem?.(data?.products[0]), [data, onFirstItem]);
  useEffect(() => {
    // a page beyond the last (an old link) falls back to the last page
    if (data && data.last_page >= 1 && state.page > data.last_page) go({ page: data.last_page });
  });

  return (
    <section className="list-section" aria-busy={query.isFetching}>
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
      ) : data && data.products.length > 0 ? (
        <>
          <ItemGrid items={data.products} label={label} titled />
          <Pagination
            current={data.current_page}
            last={data.last_page}
            pages={pageWindow(data.current_page, data.last_page)}
            hrefFor={(page) => listSearch(params, { page }, 'asc_price') || '?'}
            onPageChange={() => window.scrollTo({ top: 0 })}
          />
        </>
      ) : (
        <EmptyState text={t('catalog.category.empty')} />
      )}
    </section>
  );
}
