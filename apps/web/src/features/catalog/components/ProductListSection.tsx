// A category's product list (spec §2 hardware category): per-page and sort selectors, tiles with
// compare links, pagination; page/per_page/sort live in the URL query so reload and back work.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCategoryProducts } from '../api.ts';
import { pageWindow, readListState } from '../lib/list-params.ts';
import { PagedItemList, useListNavigation } from './PagedItemList.tsx';

interface Props {
  categoryId: number;
  label: string;
}

export function ProductListSection({ categoryId, label }: Props) {
  const [params] = useSearchParams();
  const state = readListState(params, 'asc_price');
  const query = useCategoryProducts(categoryId, state);
  const data = query.data;
  const go = useListNavigation('asc_price');

  useEffect(() => {
    // a page beyond the last (an old link) falls back to the last page
    if (data && data.last_page >= 1 && state.page > data.last_page) go({ page: data.last_page });
  });

  return (
    <section className="list-section" aria-busy={query.isFetching}>
      <PagedItemList
        state={state}
        defaultSort="asc_price"
        query={query}
        items={data?.products}
        label={label}
        pages={pageWindow}
      />
    </section>
  );
}
