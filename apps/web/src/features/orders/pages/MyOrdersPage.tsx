// /my-orders (spec §2 Orders): the status filter (all, completed, shipped, processing, cancelled,
// refunded, on-hold), 20 per page, 'No orders yet'; each row with its number, date, status,
// payment, total, a link to the order and 'Track' when the order has a shipment. The filter and
// page live in the address (?status=&page=) so back/forward and shared links work.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { formatPrice, orderPath, STORE_PATHS, trackOrderPath, type Lang, type OrderFilter } from '@store/shared';
import { limitedPageWindow } from '@store/shared/pagination';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useOrders } from '../api.ts';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import '../../../components/ui/data-table.css';
import '../orders.css';

/** spec §2 Orders: the filter's values, in the spec's order. */
export const LIST_FILTERS: OrderFilter[] = ['all', 'completed', 'shipped', 'processing', 'cancelled', 'refunded', 'on-hold'];

export default function MyOrdersPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as OrderFilter | null;
  const status: OrderFilter = asked && LIST_FILTERS.includes(asked) ? asked : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useOrders(status, page);
  const title = t('orders.list.title');
  usePageMeta({ title });

  const hrefFor = (p: number) => {
    const q = new URLSearchParams();
    if (status !== 'all') q.set('status', status);
    if (p > 1) q.set('page', String(p));
    const qs = q.toString();
    return `${STORE_PATHS.myOrders}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: STORE_PATHS.home }, { label: title }]} />
      <div className="ord-list-head">
        <h1 className="page-title">{title}</h1>
        <div className="ord-filter">
          <label htmlFor={filterId}>{t('orders.list.filter')}</label>
          <select
            id={filterId}
            value={status}
            onChange={(e) =>
              // a new filter starts again at page 1
              setParams(e.target.value === 'all' ? {} : { status: e.target.value })
            }
          >
            {LIST_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`orders.status.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {orders.isPending ? (
        <div className="skeleton ord-skeleton" />
      ) : orders.isError ? (
        <ErrorState text={orders.error.message} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState text={t('orders.list.empty')}>
          {status === 'all' && (
            <StoreLink to={STORE_PATHS.home} className="btn btn-primary">
              {t('orders.list.browse')}
            </StoreLink>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table ord-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.list.number')}</th>
                  <th scope="col">{t('orders.list.date')}</th>
                  <th scope="col">{t('orders.list.status')}</th>
                  <th scope="col">{t('orders.list.payment')}</th>
                  <th scope="col">{t('orders.list.total')}</th>
                  <th scope="col">{t('orders.list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((o) => (
                  <tr key={o.id} data-testid="order-row">
                    <td data-label={t('orders.list.number')}>
                      <StoreLink to={orderPath(o.id)} className="ord-link" dir="ltr">
                        {o.name}
                      </StoreLink>
                    </td>
                    <td data-label={t('orders.list.date')}>
                      <span dir="ltr">{o.created_at}</span>
                    </td>
                    <td data-label={t('orders.list.status')}>
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td data-label={t('orders.list.payment')}>{o.payment?.name ?? t('orders.list.noPayment')}</td>
                    <td data-label={t('orders.list.total')} className="data-table__total">
                      {formatPrice(o.total_price, lang)}
                    </td>
                    <td data-label={t('orders.list.actions')}>
                      <div className="ord-row-actions">
                        <StoreLink
                          to={orderPath(o.id)}
                          className="btn btn-outline"
                          aria-label={t('orders.list.viewOrder', { name: o.name })}
                        >
                          {t('orders.list.view')}
                        </StoreLink>
                        {o.tracking_data && (
                          <StoreLink
                            to={trackOrderPath(o.tracking_data.key, o.id)}
                            className="btn btn-ghost"
                            aria-label={t('orders.list.trackOrder', { name: o.name })}
                          >
                            {t('orders.list.track')}
                          </StoreLink>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            current={orders.data.current_page}
            last={orders.data.last_page}
            pages={limitedPageWindow(orders.data.current_page, orders.data.last_page)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  );
}
