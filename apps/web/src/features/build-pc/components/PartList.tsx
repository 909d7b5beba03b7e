// The parts of one component category that can be bought now (spec §2: in-stock only). Each tile
// is a toggle: choosing selects it (quantity 1) and opens the drawer; choosing it again
// deselects it (spec §4).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { isPurchasable, NAME_MAX, truncate, type Category, type ProductListItem } from '@store/shared';
import { itemPath } from '../../../components/catalog/item-path.ts';
import { PriceTag } from '../../../components/catalog/PriceTag.tsx';
import { StockBadge } from '../../../components/catalog/StockBadge.tsx';
import { useComponentProducts } from '../api.ts';
import { PartSpecs } from './PartSpecs.tsx';

interface Props {
  id: string;
  category: Category;
  chosenId: number | null;
  onToggle: (product: ProductListItem) => void;
}

export function PartList({ id, category, chosenId, onToggle }: Props) {
  const { t } = useTranslation();
  const parts = useComponentProducts(category.id);
  const products = (parts.data?.products ?? []).filter(isPurchasable);
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="bpc-parts" aria-labelledby={headingId} aria-busy={parts.isPending}>
      <h2 id={headingId} className="bpc-parts__title" tabIndex={-1}>
        {t('build-pc.parts.heading', { category: category.name })}
      </h2>
      {parts.isError ? (
        <p role="alert">{t('build-pc.parts.loadFailed')}</p>
      ) : parts.isPending ? (
        <div className="bpc-parts__grid" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <div key={n} className="bpc-part skeleton" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <p className="bpc-muted">{t('build-pc.parts.empty', { category: category.name })}</p>
      ) : (
        <ul className="bpc-parts__grid">
          {products.map((product) => {
            const chosen = product.id === chosenId;
            return (
              <li key={product.id} className={`bpc-part${chosen ? ' bpc-part--chosen' : ''}`} data-testid="part">
                <img src={product.main_image} alt="" width={120} height={120} loading="lazy" decoding="async" />
                <div className="bpc-part__body">
                  <h3 className="bpc-part__name">
                    <StoreLink to={itemPath(product)} title={product.name}>
                      {truncate(product.name, NAME_MAX)}
                    </StoreLink>
                  </h3>
                  <PartSpecs compat={product.compat} />
                  <div className="bpc-part__meta">
                    <PriceTag price={product.price} priceAfterDiscount={product.price_after_discount} />
                    <StockBadge item={product} />
                  </div>
                  <button
                    type="button"
                    className={`btn ${chosen ? 'btn-primary' : 'btn-outline'} bpc-part__toggle`}
                    aria-pressed={chosen}
                    onClick={() => onToggle(product)}
                  >
                    {t(chosen ? 'build-pc.parts.selected' : 'build-pc.parts.select')}
                    <span className="visually-hidden">: {product.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
