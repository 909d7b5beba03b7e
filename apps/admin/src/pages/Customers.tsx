import { useState } from 'react';
import type { customerDetail, customerListAnswer, StaffRole } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { Grid, Pager, PlainGrid, type Column } from '../grid.tsx';
import { dateTime, egp, useI18n, word } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate, useAddressQuery, useDraft } from '../router.tsx';
import { AdjustForm } from './CustomerAdjust.tsx';
import { SearchForm, TitleRow } from '../ui/PageParts.tsx';

type Row = z.infer<typeof customerListAnswer>['items'][number];
type Customer = z.infer<typeof customerDetail>;

export function CustomersList() {
  const { t, lang } = useI18n();
  const [q, setQ] = useAddressQuery({ search: '', status: 'all', page: 1 });
  const [search, setSearch] = useDraft(q.search);
  const qs = new URLSearchParams({ status: q.status, page: String(q.page) });
  if (q.search) qs.set('search', q.search);
  const { data, error } = useLoad<z.infer<typeof customerListAnswer>>(`/customers?${qs}`);
  const columns: Column<Row>[] = [
    { id: 'id', header: t('id'), cell: (c) => c.row.original.id },
    { id: 'email', header: t('email'), cell: (c) => c.row.original.email },
    { id: 'phone', header: t('phone'), cell: (c) => <span dir="ltr">{c.row.original.phone}</span> },
    { id: 'type', header: t('type'), cell: (c) => word(t, 'user_', c.row.original.user_type) },
    { id: 'activation', header: t('activation'), cell: (c) => word(t, 'acct_', c.row.original.activation) },
    { id: 'created', header: t('created'), cell: (c) => dateTime(c.row.original.created_at, lang) },
  ];
  return (
    <>
      <TitleRow title={t('customers')} />
      <SearchForm value={search} onChange={setSearch} onSearch={() => setQ({ ...q, search, page: 1 })}>
        <label>
          {t('activation')}
          <select value={q.status} onChange={(e) => setQ({ ...q, status: e.target.value, page: 1 })}>
            <option value="all">{t('all')}</option>
            <option value="active">{t('acct_Active')}</option>
            <option value="waiting">{t('acct_waiting_Active')}</option>
            <option value="banned">{t('acct_deactivated')}</option>
          </select>
        </label>
      </SearchForm>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <Grid label={t('customers')} columns={columns} rows={data.items} onRow={(r) => navigate(`/customers/${r.id}`)} />
          <Pager page={q.page} pages={data.last_page} total={data.total} onPage={(page) => setQ({ ...q, page })} />
        </>
      )}
    </>
  );
}

export function CustomerDetail({ id, role }: { id: number; role: StaffRole }) {
  const { t, lang } = useI18n();
  const { data, error, setData } = useLoad<Customer>(`/customers/${id}`);
  const [message, setMessage] = useState<string | null>(null);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const banned = data.activation === 'deactivated';
  const toggleBan = async () => {
    try {
      const r = await api<Customer>('POST', `/customers/${id}/ban`, { banned: !banned });
      setData(r.data);
      setMessage(r.message);
    } catch (err) {
      if (err instanceof ApiError) setMessage(err.message);
    }
  };
  return (
    <>
      <TitleRow title={<bdi>{data.email}</bdi>} back="/customers" />
      {message && (
        <p role="status" className="notice">
          {message}
        </p>
      )}
      <div className="tiles">
        <div className="tile">
          <span>{t('activation')}</span>
          <strong>{word(t, 'acct_', data.activation)}</strong>
        </div>
        <div className="tile">
          <span>{t('wallet')}</span>
          <strong>{egp(data.wallet_balance)}</strong>
        </div>
        <div className="tile">
          <span>{t('points')}</span>
          <strong>{data.points_available}</strong>
        </div>
        <div className="tile">
          <span>{t('phone')}</span>
          <strong dir="ltr">{data.phone}</strong>
        </div>
      </div>
      {role === 'admin' && data.staff_role === 'none' && (
        <button type="button" className={banned ? '' : 'danger'} onClick={() => void toggleBan()}>
          {banned ? t('unban') : t('ban')}
        </button>
      )}
      {role === 'admin' && data.staff_role === 'none' && (
        <div className="two">
          {(['wallet', 'points'] as const).map((kind) => (
            <AdjustForm
              key={kind}
              kind={kind}
              customerId={id}
              onDone={(c, m) => {
                setData(c);
                setMessage(m);
              }}
            />
          ))}
        </div>
      )}
      <div className="two">
        <section className="card">
          <h2>{t('orders')}</h2>
          {data.orders.length === 0 && <p className="muted">{t('empty')}</p>}
          <PlainGrid>
            <tbody>
              {data.orders.map((o) => (
                <tr key={o.id}>
                  <td className="nowrap">
                    <Link to={`/orders/${o.id}`}>{o.number}</Link>
                  </td>
                  <td>{word(t, 'ordStatus_', o.status)}</td>
                  <td className="num">{egp(o.total)}</td>
                  <td>{dateTime(o.created_at, lang)}</td>
                </tr>
              ))}
            </tbody>
          </PlainGrid>
        </section>
        <section className="card">
          <h2>{t('tickets')}</h2>
          {data.tickets.length === 0 && <p className="muted">{t('empty')}</p>}
          <PlainGrid>
            <tbody>
              {data.tickets.map((x) => (
                <tr key={x.uuid}>
                  <td>
                    <Link to={`/tickets/${x.uuid}`}>{x.subject}</Link>
                  </td>
                  <td>{word(t, '', x.status)}</td>
                  <td>{dateTime(x.created_at, lang)}</td>
                </tr>
              ))}
            </tbody>
          </PlainGrid>
        </section>
        <section className="card">
          <h2>{t('walletLedger')}</h2>
          {data.wallet_ledger.length === 0 && <p className="muted">{t('empty')}</p>}
          <PlainGrid>
            <tbody>
              {data.wallet_ledger.map((w) => (
                <tr key={w.id}>
                  <td className="num" dir="ltr">
                    {egp(w.amount)}
                  </td>
                  <td>
                    <bdi>{w.note}</bdi>
                  </td>
                  <td>{dateTime(w.created_at, lang)}</td>
                </tr>
              ))}
            </tbody>
          </PlainGrid>
        </section>
        <section className="card">
          <h2>{t('pointsLedger')}</h2>
          {data.points_ledger.length === 0 && <p className="muted">{t('empty')}</p>}
          <PlainGrid>
            <tbody>
              {data.points_ledger.map((p) => (
                <tr key={p.id}>
                  <td className="num" dir="ltr">
                    {p.points}
                  </td>
                  <td>{word(t, 'pts_', p.status)}</td>
                  <td>
                    <bdi>{p.note}</bdi>
                  </td>
                  <td>{dateTime(p.created_at, lang)}</td>
                </tr>
              ))}
            </tbody>
          </PlainGrid>
        </section>
      </div>
    </>
  );
}
