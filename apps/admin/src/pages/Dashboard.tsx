import { lazy, Suspense } from 'react';
import type { dashboardAnswer, StaffRole } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { PlainGrid } from '../grid.tsx';
import { egp, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link } from '../router.tsx';

const SalesChart = lazy(() => import('../charts.tsx').then((m) => ({ default: m.SalesChart })));
const StatusChart = lazy(() => import('../charts.tsx').then((m) => ({ default: m.StatusChart })));

type Dash = z.infer<typeof dashboardAnswer>;

export function Dashboard({ role }: { role: StaffRole }) {
  const { t, lang } = useI18n();
  const { data, error } = useLoad<Dash>('/dashboard');
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  return (
    <>
      <h1>{t('dashboard')}</h1>
      <div className="tiles">
        <div className="tile">
          <span>
            {t('today')} · {t('sales')}
          </span>
          <strong>{egp(data.today.sales)}</strong>
        </div>
        <div className="tile">
          <span>
            {t('today')} · {t('ordersCount')}
          </span>
          <strong>{data.today.orders}</strong>
        </div>
        <div className="tile">
          <span>
            {t('thisWeek')} · {t('sales')}
          </span>
          <strong>{egp(data.week.sales)}</strong>
        </div>
        <div className="tile">
          <span>
            {t('thisWeek')} · {t('ordersCount')}
          </span>
          <strong>{data.week.orders}</strong>
        </div>
        <div className={data.needs_attention ? 'tile warn' : 'tile'}>
          <span>{t('needsAttention')}</span>
          <strong>
            <Link to="/orders?attention=on_hold">{data.needs_attention}</Link>
          </strong>
        </div>
        <div className={data.awaiting_return ? 'tile warn' : 'tile'}>
          <span>{t('awaitingReturn')}</span>
          <strong>
            <Link to="/orders?attention=awaiting_return">{data.awaiting_return}</Link>
          </strong>
        </div>
        <div className="tile">
          <span>{t('openTickets')}</span>
          <strong>
            <Link to="/tickets">{data.open_tickets}</Link>
          </strong>
        </div>
      </div>
      <div className="two">
        <section className="card">
          <h2>{t('salesByDay')}</h2>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <SalesChart data={data.sales_by_day} rtl={lang === 'ar'} />
          </Suspense>
        </section>
        <section className="card">
          <h2>{t('ordersByStatus')}</h2>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <StatusChart data={data.orders_by_status} />
          </Suspense>
        </section>
      </div>
      <div className="two">
        <section className="card" aria-labelledby="low-cards">
          <h2 id="low-cards" className={data.low_stock_cards.length ? 'warn' : undefined}>
            {t('lowCards')}
          </h2>
          {data.low_stock_cards.length === 0 ? (
            <p className="muted">{t('nothingLow')}</p>
          ) : (
            <PlainGrid>
              <thead>
                <tr>
                  <th>{t('name')}</th>
                  <th className="num">{t('available')}</th>
                  <th className="num">{t('reserved')}</th>
                  <th className="num">{t('threshold')}</th>
                </tr>
              </thead>
              <tbody>
                {data.low_stock_cards.map((c) => (
                  <tr key={c.id}>
                    <td>
                      {/* the card's page is for admins: support staff read the name only */}
                      {role === 'admin' ? <Link to={`/cards/${c.id}`}>{c.name}</Link> : c.name}
                    </td>
                    <td className="num">{c.available}</td>
                    <td className="num">{c.reserved}</td>
                    <td className="num">{c.threshold}</td>
                  </tr>
                ))}
              </tbody>
            </PlainGrid>
          )}
        </section>
        <section className="card">
          <h2 className={data.low_stock_products.length ? 'warn' : undefined}>{t('lowProducts')}</h2>
          {data.low_stock_products.length === 0 ? (
            <p className="muted">{t('nothingLow')}</p>
          ) : (
            <PlainGrid>
              <thead>
                <tr>
                  <th>{t('name')}</th>
                  <th className="num">{t('stock')}</th>
                </tr>
              </thead>
              <tbody>
                {data.low_stock_products.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name}</td>
                    <td className="num">{p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </PlainGrid>
          )}
        </section>
      </div>
    </>
  );
}
