// /my-wishlist (spec §2 Wishlist): the signed-in shopper's liked products and cards with name,
// price, stock status, Add To Cart and remove; 'Your Wishlist is Empty' when there are none.
// A page at a time (?page=N): 20 products and 20 cards per page, the pages of the longer list.
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { limitedPageWindow, NAME_MAX, truncate, type CatalogItem } from '@store/shared';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { itemImage, itemPath } from '../../../components/catalog/item-path.ts';
import { PriceTag } from '../../../components/catalog/PriceTag.tsx';
import { StockBadge } from '../../../components/catalog/StockBadge.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { apiCall, api } from '../../../lib/api.ts';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AddToCartButton } from '../../cart/index.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import '../../../components/ui/data-table.css';
import '../wishlist.css';

const PER_PAGE = 20;

export const WISHLIST_KEY = ['wishlist'] as const;

export default function WishlistPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const title = t('wishlist.title');
  usePageMeta({ title });
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const liked = useQuery({
    queryKey: [...WISHLIST_KEY, i18n.language, page],
    queryFn: ({ signal }) => api.get('/users/liked', { per_page: PER_PAGE, page }, signal),
    placeholderData: keepPreviousData,
  });
  const items: CatalogItem[] = liked.data ? [...liked.data.products.products, ...liked.data.cards.cards] : [];
  const last = liked.data ? Math.max(liked.data.products.last_page, liked.data.cards.last_page, 1) : 1;
  const hrefFor = (n: number) => (n > 1 ? `?page=${n}` : '?');
  // a page past the end (its last item just removed, or an old link) goes to the last page there is
  const navigate = useNavigate();
  const pastTheEnd = liked.data !== undefined && !liked.isPlaceholderData && items.length === 0 && page > last;
  useEffect(() => {
    if (pastTheEnd) void navigate({ search: last > 1 ? `?page=${last}` : '' }, { replace: true });
  }, [pastTheEnd, last, navigate]);

  // 'Remove' is the server's toggle: a second click before the answer would put the item back,
  // so each line's button is out of use from the click until the list has reloaded
  const removing = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const lineKey = (item: CatalogItem) => `${item.product_type}-${item.id}`;

  async function remove(item: CatalogItem) {
    const kind = item.product_type === 2 ? 'cards' : 'products';
    const key = lineKey(item);
    if (removing.current.has(key)) return;
    removing.current.add(key);
    setBusy(new Set(removing.current));
    try {
      const res = await withLoader(apiCall<{ isFav: boolean }>(`${kind}/${item.id}/liked`, { method: 'POST' }));
      showSuccess(res.message, 2000);
    } catch (err) {
      showApiError(err);
    } finally {
      await queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
      removing.current.delete(key);
      setBusy(new Set(removing.current));
    }
  }

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {liked.isPending || pastTheEnd ? null : items.length === 0 ? (
        <EmptyState text={t('wishlist.empty')}>
          <StoreLink to="/" className="btn btn-primary">
            {t('wishlist.browse')}
          </StoreLink>
        </EmptyState>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table wishlist-table">
              <thead>
                <tr>
                  <th scope="col">{t('wishlist.item')}</th>
                  <th scope="col">{t('wishlist.price')}</th>
                  <th scope="col">{t('wishlist.stock')}</th>
                  <th scope="col">{t('wishlist.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={lineKey(item)} data-testid="wishlist-line">
                    <td>
                      <StoreLink to={itemPath(item)} className="data-table__item" title={item.name}>
                        <img src={itemImage(item)} alt="" width={56} height={56} loading="lazy" />
                        <span>{truncate(item.name, NAME_MAX)}</span>
                      </StoreLink>
                    </td>
                    <td data-label={t('wishlist.price')}>
                      <PriceTag price={item.price} priceAfterDiscount={item.price_after_discount} />
                    </td>
                    <td data-label={t('wishlist.stock')}>
                      <StockBadge item={item} />
                    </td>
                    <td>
                      <div className="wishlist-table__actions">
                        <AddToCartButton item={item} />
                        <button
                          type="button"
                          className="btn btn-outline"
                          aria-label={t('wishlist.remove', { name: item.name })}
                          disabled={busy.has(lineKey(item))}
                          onClick={() => void remove(item)}
                        >
                          {t('wishlist.removeShort')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {last > 1 && <Pagination current={page} last={last} pages={limitedPageWindow(page, last)} hrefFor={hrefFor} />}
        </>
      )}
    </div>
  );
}
