// /search/{search} (spec §2 Search): dashes in the parameter are spaces; products and cards
// together, 20 per page, the page in the query; 'No results found' when nothing matches.
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, searchFromPath, type CatalogItem } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchResults } from '../api.ts';
import { GridSkeleton, ItemGrid } from '../components/ItemGrid.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { pageWindow } from '../lib/list-params.ts';
import '../catalog-pages.css';

export default function SearchPage() {
  const { t } = useTranslation();
  const { search = '' } = useParams();
  const [params] = useSearchParams();
  const text = searchFromPath(search);
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const query = useSearchResults(text, page, SEARCH_PAGE_SIZE);
  const title = t('catalog.search.title', { query: text });
  usePageMeta({ title });

  const data = query.data;
  const items: CatalogItem[] = data ? [...data.products.products, ...data.cards.cards] : [];
  const last = data ? Math.max(data.products.last_page, data.cards.last_page, 1) : 1;
  const total = data ? data.products.total + data.cards.total : undefined;

  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: t('catalog.nav.search') }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {total !== undefined && total > 0 && (
        <p className="catalog-page__lead">{t('catalog.category.results', { count: total })}</p>
      )}
      {text && query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <ErrorState text={t('catalog.category.serverError')} />
      ) : items.length === 0 ? (
        <EmptyState text={t('catalog.search.noResults')} />
      ) : (
        <>
          <ItemGrid items={items} label={title} />
          <Pagination
            current={page}
            last={last}
            pages={pageWindow(page, last)}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
            onPageChange={() => window.scrollTo({ top: 0 })}
          />
        </>
      )}
    </div>
  );
}
