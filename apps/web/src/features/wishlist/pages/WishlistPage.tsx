// /my-wishlist (spec §2 Wishlist): the signed-in shopper's liked products and cards with name,
// price, stock status, Add To Cart and remove; 'Your Wishlist is Empty' when there are none.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Link } from 'react-router';
import { NAME_MAX, truncate, type CardListItem, type CatalogItem, type ProductListItem } from '@store/shared';
import { itemImage, itemPath } from '../../../components/catalog/item-path.ts';
import { PriceTag } from '../../../components/catalog/PriceTag.tsx';
import { StockBadge } from '../../../components/catalog/StockBadge.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { apiCall, apiGet } from '../../../lib/api.ts';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AddToCartButton } from '../../cart/index.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import '../../../components/ui/data-table.css';
import '../wishlist.css';

interface LikedAnswer {
  products: { products: ProductListItem[] };
  cards: { cards: CardListItem[] };
}

export const WISHLIST_KEY = ['wishlist'] as const;

export default function WishlistPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const title = t('wishlist.title');
  usePageMeta({ title });
  const liked = useQuery({
    queryKey: [...WISHLIST_KEY, i18n.language],
    queryFn: ({ signal }) => apiGet<LikedAnswer>('users/liked', { per_page: 100 }, signal),
  });
  const items: CatalogItem[] = liked.data ? [...liked.data.products.products, ...liked.data.cards.cards] : [];

  async function remove(item: CatalogItem) {
    const kind = item.product_type === 2 ? 'cards' : 'products';
    try {
      const res = await withLoader(apiCall<{ isFav: boolean }>(`${kind}/${item.id}/liked`, { method: 'POST' }));
      showSuccess(res.message, 2000);
    } catch (err) {
      showApiError(err);
    } finally {
      await queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    }
  }

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {liked.isPending ? null : items.length === 0 ? (
        <EmptyState text={t('wishlist.empty')}>
          <Link to="/" className="btn btn-primary">
            {t('wishlist.browse')}
          </Link>
        </EmptyState>
      ) : (
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
                <tr key={`${item.product_type}-${item.id}`} data-testid="wishlist-line">
                  <td>
                    <Link to={itemPath(item)} className="data-table__item" title={item.name}>
                      <img src={itemImage(item)} alt="" width={56} height={56} loading="lazy" />
                      <span>{truncate(item.name, NAME_MAX)}</span>
                    </Link>
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
      )}
    </div>
  );
}
