// /my-cart (spec §2 Cart), the local cart for now: a table with quantity plus/minus (minus only
// above 1), remove, totals and a checkout button (guests are sent to /login); an empty message.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { effectivePrice, formatPrice, NAME_MAX, truncate } from '@store/shared';
import { itemImage, itemPath } from '../../../components/catalog/item-path.ts';
import { QuantityStepper } from '../../../components/catalog/QuantityStepper.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { removeFromGuestCart, setGuestQty, useGuestCart } from '../../../lib/cart/guest-cart.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useLang } from '../api.ts';
import { EmptyState } from '../components/PageStatus.tsx';
import '../catalog-pages.css';

export default function CartPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const entries = useGuestCart();
  const title = t('catalog.myCart.title');
  usePageMeta({ title });
  const total = entries.reduce((sum, e) => sum + effectivePrice(e.product.price, e.product.price_after_discount) * e.qty, 0);

  return (
    <div className="catalog-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="catalog-page__title">{title}</h1>
      {entries.length === 0 ? (
        <EmptyState text={t('catalog.myCart.empty')}>
          <Link to="/" className="btn btn-primary">
            {t('catalog.myCart.continue')}
          </Link>
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <div className="table-scroll">
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">{t('catalog.myCart.product')}</th>
                  <th scope="col">{t('catalog.myCart.price')}</th>
                  <th scope="col">{t('catalog.myCart.quantity')}</th>
                  <th scope="col">{t('catalog.myCart.total')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('catalog.actions.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => {
                  const unit = effectivePrice(e.product.price, e.product.price_after_discount);
                  return (
                    <tr key={`${e.type}-${e.product.id}`}>
                      <td>
                        <Link to={itemPath(e.product)} className="cart-table__item" title={e.product.name}>
                          <img src={itemImage(e.product)} alt="" width={56} height={56} loading="lazy" />
                          <span>{truncate(e.product.name, NAME_MAX)}</span>
                        </Link>
                      </td>
                      <td data-label={t('catalog.myCart.price')}>{formatPrice(unit, lang)}</td>
                      <td data-label={t('catalog.myCart.quantity')}>
                        <QuantityStepper compact value={e.qty} onChange={(q) => setGuestQty(e.product.id, e.type, q)} />
                      </td>
                      <td data-label={t('catalog.myCart.total')} className="cart-table__total">
                        {formatPrice(Math.round(unit * e.qty * 100) / 100, lang)}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="cart-table__remove"
                          aria-label={t('catalog.myCart.remove', { name: e.product.name })}
                          onClick={() => removeFromGuestCart(e.product.id, e.type)}
                        >
                          ×
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <aside className="cart-summary" aria-label={t('catalog.myCart.summary')}>
            <h2>{t('catalog.myCart.summary')}</h2>
            <p className="cart-summary__row">
              <span>{t('catalog.myCart.subtotal')}</span>
              <strong>{formatPrice(Math.round(total * 100) / 100, lang)}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary cart-summary__checkout"
              onClick={() => void navigate(user === null ? '/login' : '/checkout')}
            >
              {t('catalog.myCart.checkout')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
