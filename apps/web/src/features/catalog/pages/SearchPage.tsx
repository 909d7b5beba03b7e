// /search/{search} (spec §2 Search): dashes in the parameter are spaces; products and cards
// each paginated 20 per page (one `page` in the query moves both lists), each section showing
// its own count and which of its items this page lists, so every number shown matches the
// tiles under it; 'No results found' when nothing matches. Text with nothing searchable in it
// (dashes, tatweels, marks: searchableText) is not sent: the page asks for a search term.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useParams, useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { SEARCH_PAGE_SIZE, searchableText, searchFromPath, STORE_PATHS, type CatalogItem } from '@store/shared';
import { ApiError } from '../../../lib/api.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchResults } from '../api.ts';
import { GridSkeleton, ItemGrid } from '../components/ItemGrid.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { pageWindow } from '../lib/list-params.ts';
import '../catalog-pages.css';

const pageHref = (p: number) => (p > 1 ? `?page=${p}` : '?');

interface SectionProps {
  id: string;
  title: string;
  items: CatalogItem[];
  total: number;
  page: number;
  lastPage: number;
}

/** One list of the results: heading with its total, the range this page shows, the tiles. */
function ResultSection({ id, title, items, total, page, lastPage }: SectionProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = (page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <section className="search-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('catalog.search.sectionTitle', { title, count: total })}
      </h2>
      {items.length > 0 ? (
        <>
          <p className="search-section__range">{t('catalog.search.range', { from, to: from + items.length - 1, total })}</p>
          <ItemGrid items={items} label={title} />
        </>
      ) : (
        <p className="search-section__range">
          <StoreLink to={pageHref(lastPage)}>{t('catalog.search.earlier', { page: lastPage })}</StoreLink>
        </p>
      )}
    </section>
  );
}

export default function SearchPage() {
  const { t } = useTranslation();
  const { search = '' } = useParams();
  const [params] = useSearchParams();
  const text = searchFromPath(search);
  const searchable = searchableText(text) !== '';
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const query = useSearchResults(searchable ? text : '', page, SEARCH_PAGE_SIZE);
  const title = searchable ? t('catalog.search.title', { query: text }) : t('catalog.nav.search');
  // a refusal says why in the shopper's language; only a failure of the server is "server error"
  const error = query.error;
  const errorText =
    error instanceof ApiError && error.code !== null && error.httpStatus < 500
      ? error.message
      : t('catalog.category.serverError');
  usePageMeta({ title });

  const data = query.data;
  const last = data ? Math.max(data.products.last_page, data.cards.last_page, 1) : 1;
  const total = data ? data.products.total + data.cards.total : undefined;

  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: t('catalog.nav.search') }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {data && total !== undefined && total > 0 && (
        <p className="catalog-page__lead">
          {t('catalog.search.summary', {
            products: t('catalog.search.productsCount', { count: data.products.total }),
            cards: t('catalog.search.cardsCount', { count: data.cards.total }),
          })}
        </p>
      )}
      {searchable && query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <ErrorState text={errorText} />
      ) : !data || total === 0 ? (
        <EmptyState text={t(searchable ? 'catalog.search.noResults' : 'catalog.search.enterTerm')}>
          <StoreLink to={STORE_PATHS.deals} className="btn btn-primary">
            {t('catalog.search.tryDeals')}
          </StoreLink>
        </EmptyState>
      ) : (
        <>
          <ResultSection
            id="search-products"
            title={t('catalog.search.products')}
            items={data.products.products}
            total={data.products.total}
            page={page}
            lastPage={data.products.last_page}
          />
          <ResultSection
            id="search-cards"
            title={t('catalog.search.cards')}
            items={data.cards.cards}
            total={data.cards.total}
            page={page}
            lastPage={data.cards.last_page}
          />
          <Pagination
            current={page}
            last={last}
            pages={pageWindow(page, last)}
            hrefFor={pageHref}
            onPageChange={() => window.scrollTo({ top: 0 })}
          />
        </>
      )}
    </div>
  );
}
