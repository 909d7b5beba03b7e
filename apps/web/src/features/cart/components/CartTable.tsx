// The cart's lines (spec §2 Cart): item, unit price, quantity plus/minus (minus only above 1,
// plus up to the stock), line total and remove. The same table serves the guest cart and the
// server cart; the page maps either into CartRowView.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { formatPrice, NAME_MAX, truncate, type Lang } from '@store/shared';
import { QuantityStepper } from '../../../components/catalog/QuantityStepper.tsx';
import '../../../components/ui/data-table.css';

export interface CartRowView {
  key: string;
  name: string;
  href: string;
  img: string;
  /** EGP the shopper pays per unit */
  unit: number;
  qty: number;
  /** EGP for the line */
  total: number;
  /** the most this line may hold (managed stock); undefined = unbounded */
  max?: number;
}

interface Props {
  rows: CartRowView[];
  lang: Lang;
  busy?: boolean;
  /** may answer whether the change was applied (false: refused, the line keeps its quantity) */
  onQty: (row: CartRowView, qty: number) => void | Promise<boolean>;
  onRemove: (row: CartRowView) => void;
}

export function CartTable({ rows, lang, busy = false, onQty, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('cart.page.product')}</th>
            <th scope="col">{t('cart.page.price')}</th>
            <th scope="col">{t('cart.page.quantity')}</th>
            <th scope="col">{t('cart.page.total')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('catalog.actions.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid="cart-line">
              <td>
                <StoreLink to={row.href} className="data-table__item" title={row.name}>
                  <img src={row.img} alt="" width={56} height={56} loading="lazy" />
                  <span>
                    {truncate(row.name, NAME_MAX)}
                    {row.max !== undefined && row.max <= 5 && (
                      <span className="data-table__stock">{t('cart.page.stockLeft', { count: row.max })}</span>
                    )}
                  </span>
                </StoreLink>
              </td>
              <td data-label={t('cart.page.price')}>{formatPrice(row.unit, lang)}</td>
              <td data-label={t('cart.page.quantity')}>
                <QuantityStepper
                  compact
                  commitOnBlur
                  value={row.qty}
                  max={row.max}
                  label={t('cart.page.quantityOf', { name: row.name })}
                  decreaseLabel={t('cart.page.decreaseOf', { name: row.name })}
                  increaseLabel={t('cart.page.increaseOf', { name: row.name })}
                  onChange={(q) => onQty(row, q)}
                />
              </td>
              <td data-label={t('cart.page.total')} className="data-table__total">
                {formatPrice(row.total, lang)}
              </td>
              <td>
                <button
                  type="button"
                  className="data-table__remove"
                  aria-label={t('cart.page.remove', { name: row.name })}
                  disabled={busy}
                  onClick={() => onRemove(row)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
