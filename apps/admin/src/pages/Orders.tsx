import { useState } from 'react';
import type { adminOrderDetail, adminOrderListAnswer } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, egp, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate } from '../router.tsx';

type Row = z.infer<typeof adminOrderListAnswer>['items'][number];
type Order = z.infer<typeof adminOrderDetail>;

const STATUSES = ['', 'pending', 'processing', 'paid', 'shipped', 'delivered', 'completed', 'cancelled', 'failed'];

export function OrdersList() {
  const { t, lang } = useI18n();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState({ search: '', status: '', page: 1 });
  const qs = new URLSearchParams({ page: String(q.page) });
  if (q.search) qs.set('search', q.search);
  if (q.status) qs.set('status', q.status);
  const { data, error } = useLoad<z.infer<typeof adminOrderListAnswer>>(`/orders?${qs}`);
  const columns: Column<Row>[] = [
    { id: 'number', header: t('order'), cell: (c) => c.row.original.number },
    { id: 'status', header: t('status'), cell: (c) => c.row.original.status },
    { id: 'customer', header: t('customer'), cell: (c) => c.row.original.customer_email ?? '—' },
    { id: 'payment', header: t('payment'), cell: (c) => c.row.original.payment_method },
    { id: 'total', header: t('total'), cell: (c) => egp(c.row.original.total) },
    { id: 'date', header: t('date'), cell: (c) => dateTime(c.row.original.created_at, lang) },
  ];
  return (
    <>
      <h1>{t('orders')}</h1>
      <p className="muted">{t('orderActionsLater')}</p>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ({ ...q, search, page: 1 });
        }}
      >
        <label>
          {t('search')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          {t('status')}
          <select value={q.status} onChange={(e) => setQ({ ...q, status: e.target.value, page: 1 })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || t('all')}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('search')}</button>
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <Grid label={t('orders')} columns={columns} rows={data.items} onRow={(r) => navigate(`/orders/${r.id}`)} />
          <Pager page={q.page} pages={data.last_page} total={data.total} onPage={(page) => setQ({ ...q, page })} />
        </>
      )}
    </>
  );
}

export function OrderDetail({ id }: { id: number }) {
  const { t, lang } = useI18n();
  const { data, error } = useLoad<Order>(`/orders/${id}`);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  return (
    <>
      <div className="title-row">
        <h1>
          {t('order')} {data.number}
        </h1>
        <Link to="/orders">{t('back')}</Link>
      </div>
      <div className="tiles">
        <div className="tile">
          <span>{t('status')}</span>
          <strong>{data.status}</strong>
        </div>
        <div className="tile">
          <span>{t('total')}</span>
          <strong>{egp(data.total)}</strong>
        </div>
        <div className="tile">
          <span>{t('payment')}</span>
          <strong>{data.payment_method}</strong>
        </div>
        <div className="tile">
          <span>{t('date')}</span>
          <strong>{dateTime(data.created_at, lang)}</strong>
        </div>
      </div>
      <section className="card">
        <h2>{t('lines')}</h2>
        <table className="grid">
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('qty')}</th>
              <th>{t('price')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.name}</td>
                <td className="num">{l.qty}</td>
                <td className="num">{egp(l.unit_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('customer')}: {data.customer_email ?? '—'} · {t('address')}: {data.address}
        </p>
      </section>
      {/* order actions (fulfil, ship, cancel, refund) go here, through the order state machine (issue 22) */}
      <p className="notice">{t('orderActionsLater')}</p>
    </>
  );
}
