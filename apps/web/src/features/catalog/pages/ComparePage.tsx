// /compare (spec §2 Compare): up to 3 products side by side — image, price, availability,
// description, add to cart and delete; 'There are no products added to compare' when empty.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { DESC_MAX, stripHtml, truncate, type ProductListItem } from '@store/shared';
import { AddToCartButton } from '../../cart/index.ts';
import { itemPath } from '../../../components/catalog/item-path.ts';
import { PriceTag } from '../../../components/catalog/PriceTag.tsx';
import { StockBadge } from '../../../components/catalog/StockBadge.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { readCompare, removeFromCompareList, useCompareActions, useCompareList } from '../../compare/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { showErrors } from '../../../lib/feedback.tsx';
import { useComparedProducts } from '../api.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import '../catalog-pages.css';
import '../../../components/ui/data-table.css';

function compareDescription(p: ProductListItem & { desc?: string }): string {
  return truncate(p.short_desc || stripHtml(p.desc ?? ''), DESC_MAX);
}

export default function ComparePage() {
  const { t } = useTranslation();
  const kept = useCompareList();
  const { remove } = useCompareActions();
  // each product as the store has it now (name in this language, price, stock); one that has left
  // the catalogue leaves the list, and the shopper is told
  const current = useComparedProducts(kept.map((p) => p.id));
  const gone = kept.filter((_, i) => {
    const error = current[i]?.error;
    return error instanceof ApiError && error.httpStatus === 404;
  });
  const goneKey = gone.map((p) => p.id).join(',');
  useEffect(() => {
    // only those still in the list, so a second run (an effect run twice) does not tell again
    const still = gone.filter((p) => readCompare().some((c) => c.id === p.id));
    if (still.length === 0) return;
    for (const p of still) removeFromCompareList(p.id);
    showErrors(still.map((p) => t('catalog.compare.gone', { name: p.name })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of products gone
  }, [goneKey]);
  const list = kept.flatMap((p, i) => (gone.includes(p) ? [] : [current[i]?.data?.product ?? p]));
  const title = t('catalog.compare.title');
  usePageMeta({ title });

  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {list.length === 0 ? (
        <EmptyState text={t('catalog.compare.empty')}>
          <StoreLink to="/" className="btn btn-primary">
            {t('catalog.compare.browse')}
          </StoreLink>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="compare-table">
            <thead>
              <tr>
                <td />
                {list.map((p) => (
                  <th key={p.id} scope="col">
                    <StoreLink to={itemPath(p)}>{p.name}</StoreLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('catalog.compare.image')}</th>
                {list.map((p) => (
                  <td key={p.id}>
                    <img src={p.main_image} alt={p.name} width={140} height={140} loading="lazy" className="compare-table__img" />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('catalog.compare.price')}</th>
                {list.map((p) => (
                  <td key={p.id}>
                    <PriceTag price={p.price} priceAfterDiscount={p.price_after_discount} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('catalog.compare.availability')}</th>
                {list.map((p) => (
                  <td key={p.id}>
                    <StockBadge item={p} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('catalog.compare.description')}</th>
                {list.map((p) => (
                  <td key={p.id} className="compare-table__desc">
                    {compareDescription(p)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('catalog.compare.addToCart')}</th>
                {list.map((p) => (
                  <td key={p.id}>
                    <AddToCartButton item={p} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('catalog.compare.delete')}</th>
                {list.map((p) => (
                  <td key={p.id}>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => remove(p.id)}
                      aria-label={t('catalog.compare.deleteItem', { name: p.name })}
                    >
                      {t('catalog.compare.delete')}
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
