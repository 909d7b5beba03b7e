// Orders in the back-office (issues 22 and 26): the list with status, date, customer, payment
// method and "needs attention" filters; the detail with its lines (refunded units, codes delivered),
// shipment, timeline (every event of the order state machine) and refunds; and the actions — fulfil
// a held order, create the shipment, advance the sandbox carrier, cancel, refund whole or chosen
// lines to the payment or the wallet with a required reason. Actions are shown to admins only and
// each calls one API command (the server checks the role and audits it).
import { useState } from 'react';
import type { adminOrderListAnswer } from '@store/shared/contract/admin';
import type { AdminOrderFull } from '@store/shared/contract/admin-orders';
import type { StaffRole } from '@store/shared/contract/admin';
import { carrierStatusLabel } from '@store/shared/shipping';
import { SHIPPING_PICKUP } from '@store/shared/constants';
import type { z } from 'zod';
import { api, ApiError, download } from '../api.ts';
import { Grid, Pager, PlainGrid, type Column } from '../grid.tsx';
import { dateTime, egp, useI18n, word } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate, useAddressQuery, useDraft } from '../router.tsx';
import { TitleRow, useOutcomeInView } from '../ui/PageParts.tsx';

type Row = z.infer<typeof adminOrderListAnswer>['items'][number];

const STATUSES = ['pending', 'processing', 'on-hold', 'shipped', 'completed', 'cancelled', 'refunded'];
const ATTENTION = ['on_hold', 'supplier_failed', 'payment_mismatch', 'awaiting_return'] as const;
/** events only a carrier's report makes when no staff member pressed a button (shipping/shipments.ts) */
const CARRIER_EVENTS: readonly string[] = ['shipped', 'cash_collected', 'delivered'];

export function OrdersList({ role }: { role: StaffRole }) {
  const { t, lang } = useI18n();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const empty = { search: '', status: '', customer: '', method: '', from: '', to: '', attention: '', page: 1 };
  // the filters and page are the address's (the dashboard's "needs attention" tile opens ?attention=on_hold)
  const [q, setQ] = useAddressQuery(empty);
  // what is typed before Search; a new page of the list keeps it
  const [form, setForm] = useDraft({ ...q, page: 1 });
  const qs = new URLSearchParams({ page: String(q.page) });
  for (const k of ['search', 'status', 'customer', 'method', 'from', 'to', 'attention'] as const) if (q[k]) qs.set(k, q[k]);
  const { data, error } = useLoad<z.infer<typeof adminOrderListAnswer>>(`/orders?${qs}`);
  // the CSV holds every order of the filters applied (not only this page's): the list's query without its page
  const exportCsv = async () => {
    const filters = new URLSearchParams(qs);
    filters.delete('page');
    setExporting(true);
    setExportError('');
    try {
      await download(`/orders/export?${filters}`);
    } catch (e) {
      setExportError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };
  const options = useLoad<{ methods: { id: number; name: string }[] }>('/orders/options');
  const columns: Column<Row>[] = [
    { id: 'number', header: t('order'), cell: (c) => <span className="nowrap">{c.row.original.number}</span> },
    { id: 'status', header: t('status'), cell: (c) => word(t, 'ordStatus_', c.row.original.status) },
    { id: 'customer', header: t('customer'), cell: (c) => c.row.original.customer_email ?? '—' },
    { id: 'payment', header: t('payment'), cell: (c) => c.row.original.payment_method },
    { id: 'total', header: t('total'), cell: (c) => egp(c.row.original.total), meta: { num: true } },
    { id: 'date', header: t('date'), cell: (c) => dateTime(c.row.original.created_at, lang) },
  ];
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  // selects apply at once; text and dates on Search
  const choose = (k: 'status' | 'method' | 'attention') => (e: { target: { value: string } }) => {
    const next = { ...form, [k]: e.target.value };
    setForm(next);
    setQ({ ...next, page: 1 });
  };
  return (
    <>
      <TitleRow title={t('orders')}>
        {role === 'admin' && (
          <button type="button" disabled={exporting} aria-busy={exporting} onClick={() => void exportCsv()}>
            {exporting ? t('ordExporting') : t('ordExport')}
          </button>
        )}
      </TitleRow>
      {exportError && (
        <p className="error" role="alert">
          {exportError}
        </p>
      )}
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ({ ...form, page: 1 });
        }}
      >
        <label>
          {t('search')}
          <input
            type="search"
            className="search-hinted"
            value={form.search}
            onChange={set('search')}
            placeholder={t('ordSearchHint')}
          />
        </label>
        <label>
          {t('ordCustomerEmail')}
          <input type="search" name="customer" value={form.customer} onChange={set('customer')} />
        </label>
        <label>
          {t('status')}
          <select name="status" value={form.status} onChange={choose('status')}>
            <option value="">{t('all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {word(t, 'ordStatus_', s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ordMethod')}
          <select name="method" value={form.method} onChange={choose('method')}>
            <option value="">{t('all')}</option>
            {options.data?.methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ordAttention')}
          <select name="attention" value={form.attention} onChange={choose('attention')}>
            <option value="">{t('all')}</option>
            {ATTENTION.map((a) => (
              <option key={a} value={a}>
                {t(`ordAttention_${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ordFrom')}
          <input type="date" name="from" value={form.from} onChange={set('from')} />
        </label>
        <label>
          {t('ordTo')}
          <input type="date" name="to" value={form.to} onChange={set('to')} />
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

export function OrderDetail({ id, role }: { id: number; role: StaffRole }) {
  const { t, lang } = useI18n();
  const { data, error, reload } = useLoad<AdminOrderFull>(`/orders/${id}`);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const hasCards = data.lines.some((l) => l.kind === 'card');
  // the store's own moves of a parcel are the courier's reports (the carrier's webhook or its sandbox)
  const actor = (kind: string, actorId: number | null, email: string | null, event: string) =>
    kind === 'staff'
      ? (email ?? t('ordActor_staff', { id: actorId ?? '' }))
      : kind === 'system' && CARRIER_EVENTS.includes(event)
        ? t('ordActor_carrier')
        : word(t, 'ordActor_', kind);
  return (
    <>
      <TitleRow
        title={
          <>
            {t('order')} <bdi>{data.number}</bdi>
          </>
        }
        back="/orders"
      >
        {/* the page on paper, to pack the order by: the actions and the app's bar left out (styles.css) */}
        <button type="button" className="print-hide" onClick={() => window.print()}>
          {t('ordPrint')}
        </button>
      </TitleRow>
      <div className="tiles">
        <div className="tile">
          <span>{t('status')}</span>
          <strong data-testid="order-status">{word(t, 'ordStatus_', data.status)}</strong>
        </div>
        <div className="tile">
          <span>{t('ordPaymentStatus')}</span>
          <strong data-testid="order-payment-status">{word(t, 'ordPay_', data.payment_status)}</strong>
        </div>
        <div className="tile">
          <span>{t('total')}</span>
          <strong>{egp(data.total)}</strong>
        </div>
        <div className="tile">
          <span>{t('ordRefunded')}</span>
          <strong data-testid="order-refunded">{egp(data.refunded_total)}</strong>
        </div>
        <div className="tile">
          <span>{t('ordMethod')}</span>
          <strong>{data.payment_method}</strong>
        </div>
        <div className="tile">
          <span>{t('ordShippingMethod')}</span>
          <strong data-testid="order-shipping-method">{data.shipping_method_name ?? `#${data.shipping_method}`}</strong>
        </div>
        <div className="tile">
          <span>{t('date')}</span>
          <strong>{dateTime(data.created_at, lang)}</strong>
        </div>
      </div>
      {data.status === 'on-hold' && (
        <p className="notice" role="status">
          {t('ordHoldReason')} {data.hold_reason ? word(t, 'ordHold_', data.hold_reason) : ''}
        </p>
      )}
      <section className="card">
        <h2>{t('lines')}</h2>
        <PlainGrid>
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th className="num">{t('qty')}</th>
              <th className="num">{t('price')}</th>
              <th className="num">{t('ordRefundedQty')}</th>
              {/* hardware only: no codes to count */}
              {hasCards && <th className="num">{t('ordCodes')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l) => (
              <tr key={l.id}>
                <td className="item-name">{l.name}</td>
                <td className="num">{l.qty}</td>
                <td className="num">{egp(l.unit_price)}</td>
                <td className="num">{l.refunded_qty}</td>
                {hasCards && <td className="num">{l.kind === 'card' ? l.codes_delivered : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </PlainGrid>
        <p>
          {t('customer')}: {/* the customer's page (their other orders, tickets, wallet) is a click away */}
          <Link to={`/customers/${data.customer_id}`}>
            <bdi>{data.customer_email ?? '—'}</bdi>
          </Link>{' '}
          · {t('address')}: <bdi>{data.address}</bdi>
        </p>
      </section>
      <section className="card">
        <h2>{t('ordShipment')}</h2>
        {data.shipment ? (
          <>
            <p>
              {t('ordTracking')}: <strong data-testid="order-tracking">{data.shipment.tracking_number}</strong> ·{' '}
              {t('ordLastUpdate')}:{' '}
              <span data-testid="order-carrier-step">
                {data.shipment.last_update ? carrierStatusLabel(data.shipment.last_update, lang) : '—'}
              </span>
            </p>
            {data.shipment.cancel_refused && (
              <p className="warn" data-testid="order-shipment-not-cancelled">
                {t('ordShipmentNotCancelled')}
              </p>
            )}
          </>
        ) : (
          <p className="muted" data-testid="order-no-shipment">
            {/* codes only: there is never a parcel to wait for */}
            {!data.lines.some((l) => l.kind === 'product')
              ? t('ordNothingToShip')
              : data.shipping_method === SHIPPING_PICKUP
                ? t('ordAtStore')
                : t('ordNoShipment')}
          </p>
        )}
      </section>
      {(data.returns.awaiting.length > 0 || data.returns.done.length > 0) && (
        <OrderReturns order={data} canAct={role === 'admin'} onDone={reload} />
      )}
      {role === 'admin' ? <OrderActions order={data} onDone={reload} /> : <p className="notice">{t('ordReadOnly')}</p>}
      <section className="card">
        <h2>{t('ordTimeline')}</h2>
        <ol className="timeline" data-testid="order-timeline">
          {data.timeline.map((e, i) => (
            <li key={i}>
              <strong>{word(t, 'ordEvent_', e.event)}</strong> — {word(t, 'ordStatus_', e.to_status)} /{' '}
              {word(t, 'ordPay_', e.payment_to)} · <bdi>{actor(e.actor_kind, e.actor_id, e.actor_email, e.event)}</bdi> ·{' '}
              {dateTime(e.at, lang)}
              {e.reason ? <span className="muted"> · {e.reason}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="card">
        <h2>{t('ordRefunds')}</h2>
        {data.refunds.length === 0 ? (
          <p className="muted">{t('ordNoRefunds')}</p>
        ) : (
          <ul>
            {data.refunds.map((r) => (
              <li key={r.id}>
                {egp(r.amount)} ({t('ordToGatewayShort')} {egp(r.gateway_amount)}, {t('ordToWalletShort')} {egp(r.wallet_amount)})
                · {word(t, 'ordRefundState_', r.state)} · {dateTime(r.created_at, lang)}
                {r.reason ? <span className="muted"> · {r.reason}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * One of an order's actions called: busy while it runs, the answer's message (or the refusal) kept
 * and brought into view, and `done` (clear the form, read the order again) after a success.
 */
function useOrderCall(orderId: number, done: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const outcome = useOutcomeInView<HTMLParagraphElement>(message);
  const call = async (path: string, body: object = {}) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await api<{ status: string }>('POST', `/orders/${orderId}/${path}`, body);
      setMessage({ ok: true, text: res.message });
      done();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, outcome, call };
}

/**
 * Refunded hardware that had left the store waits to come back: staff say when units are back in
 * the store (on sale again) or will not come back (they stay sold). Each word asks first.
 */
function OrderReturns({ order, canAct, onDone }: { order: AdminOrderFull; canAct: boolean; onDone: () => void }) {
  const { t, lang } = useI18n();
  const [qty, setQty] = useState<Record<number, string>>({});
  const { busy, message, outcome, call } = useOrderCall(order.id, () => {
    setQty({});
    onDone();
  });
  const say = (productId: number, name: string, units: number, what: 'received' | 'kept') => {
    const ask = t(what === 'received' ? 'ordConfirmReturnReceived' : 'ordConfirmReturnKept', { qty: String(units), name });
    if (window.confirm(ask)) void call('returns', { product_id: productId, qty: units, outcome: what });
  };
  const { awaiting, done } = order.returns;
  return (
    <section className="card" aria-labelledby="order-returns" data-testid="order-returns">
      <h2 id="order-returns">{t('ordReturns')}</h2>
      {message && (
        <p ref={outcome} className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {awaiting.length > 0 && <p className="muted">{t('ordReturnsIntro')}</p>}
      {awaiting.map((r) => {
        const units = Number(qty[r.product_id] ?? r.qty);
        const valid = Number.isInteger(units) && units >= 1 && units <= r.qty;
        return (
          <div key={r.product_id} className="return-row" data-testid="order-return-waiting">
            <p>
              <bdi>{r.name}</bdi> — <strong>{t('ordReturnWaiting', { qty: String(r.qty) })}</strong>
            </p>
            {canAct && (
              <div className="actions print-hide">
                <label>
                  {t('ordReturnQty')}{' '}
                  <input
                    type="number"
                    min={1}
                    max={r.qty}
                    value={qty[r.product_id] ?? String(r.qty)}
                    onChange={(e) => setQty({ ...qty, [r.product_id]: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="primary"
                  disabled={busy || !valid}
                  onClick={() => void say(r.product_id, r.name, units, 'received')}
                >
                  {t('ordReturnReceived')}
                </button>
                <button type="button" disabled={busy || !valid} onClick={() => void say(r.product_id, r.name, units, 'kept')}>
                  {t('ordReturnKept')}
                </button>
              </div>
            )}
          </div>
        );
      })}
      {done.length > 0 && (
        <ul data-testid="order-returns-done">
          {done.map((r, i) => (
            <li key={i}>
              {r.qty} × <bdi>{r.name}</bdi>: {word(t, 'ordReturnOutcome_', r.outcome)} · <bdi>{r.staff_email ?? '—'}</bdi> ·{' '}
              {dateTime(r.created_at, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderActions({ order, onDone }: { order: AdminOrderFull; onDone: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  // cash or wallet money has no gateway to go back through: the wallet is the only choice
  const [to, setTo] = useState<'gateway' | 'wallet'>(order.actions.refund_to_gateway ? 'gateway' : 'wallet');
  const [whole, setWhole] = useState(true);
  const [qty, setQty] = useState<Record<number, string>>({});
  const {
    busy,
    message,
    outcome,
    call: run,
  } = useOrderCall(order.id, () => {
    setReason('');
    setQty({});
    onDone();
  });
  const a = order.actions;
  const any = a.fulfil || a.ship || a.advance || a.hand_over || a.cancel || a.refund;
  const lines = order.lines
    .map((l) => ({ line_id: l.id, qty: Number(qty[l.id] ?? 0) }))
    .filter((l) => Number.isInteger(l.qty) && l.qty > 0);
  return (
    <section className="card print-hide" aria-labelledby="order-actions">
      <h2 id="order-actions">{t('ordActions')}</h2>
      {message && (
        <p ref={outcome} className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {!any && <p className="muted">{t('ordNothingToDo')}</p>}
      <div className="actions">
        {a.fulfil && (
          <button type="button" disabled={busy} onClick={() => run('fulfil')}>
            {t('ordFulfil')}
          </button>
        )}
        {a.ship && (
          <button type="button" disabled={busy} onClick={() => run('ship')}>
            {t('ordShip')}
          </button>
        )}
        {a.advance && (
          <button type="button" disabled={busy} onClick={() => run('advance')}>
            {t('ordAdvance')}
          </button>
        )}
        {a.hand_over && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              // it completes the order (and records cash on delivery as taken): asked first, as cancel and refund are
              const ask =
                order.payment_status === 'paid'
                  ? t('ordConfirmHandOver', { number: order.number })
                  : t('ordConfirmHandOverCash', { number: order.number, total: egp(order.total) });
              if (window.confirm(ask)) void run('hand-over');
            }}
          >
            {t('ordHandOver')}
          </button>
        )}
      </div>
      {(a.cancel || a.refund) && (
        <label className="block">
          {t('ordReason')}
          <textarea name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      {a.cancel && (
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => {
            // cancelling cannot be undone: asked before it is sent
            if (window.confirm(t('ordConfirmCancel', { number: order.number }))) void run('cancel', { reason });
          }}
        >
          {t('ordCancel')}
        </button>
      )}
      {a.refund && (
        <fieldset>
          <legend>{t('ordRefund')}</legend>
          <p>{t('ordRefundTo')}</p>
          {order.actions.refund_to_gateway ? (
            <label className="check">
              <input type="radio" name="refund-to" checked={to === 'gateway'} onChange={() => setTo('gateway')} />{' '}
              {t('ordToGateway')}
            </label>
          ) : (
            <p className="muted" data-testid="refund-wallet-only">
              {t('ordRefundWalletOnly')}
            </p>
          )}
          <label className="check">
            <input type="radio" name="refund-to" checked={to === 'wallet'} onChange={() => setTo('wallet')} /> {t('ordToWallet')}
          </label>
          <p>{t('ordRefundWhat')}</p>
          <label className="check">
            <input type="radio" name="refund-scope" checked={whole} onChange={() => setWhole(true)} /> {t('ordRefundWhole')}
          </label>
          <label className="check">
            <input type="radio" name="refund-scope" checked={!whole} onChange={() => setWhole(false)} /> {t('ordRefundLines')}
          </label>
          {!whole && (
            <PlainGrid>
              <tbody>
                {order.lines
                  .filter((l) => l.qty > l.refunded_qty)
                  .map((l) => (
                    <tr key={l.id}>
                      <td>{l.name}</td>
                      <td>
                        <label>
                          {t('ordRefundQty')}{' '}
                          <input
                            type="number"
                            min={0}
                            max={l.qty - l.refunded_qty}
                            value={qty[l.id] ?? ''}
                            aria-label={`${t('ordRefundQty')} ${l.name}`}
                            onChange={(e) => setQty({ ...qty, [l.id]: e.target.value })}
                          />
                        </label>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </PlainGrid>
          )}
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              // money given back cannot be taken back: asked before it is sent
              const where = t(to === 'gateway' ? 'ordToGateway' : 'ordToWallet');
              const ask = t(whole ? 'ordConfirmRefundWhole' : 'ordConfirmRefundLines', { number: order.number, to: where });
              if (window.confirm(ask)) void run('refund', whole ? { to, reason } : { to, reason, lines });
            }}
          >
            {t('ordRefund')}
          </button>
        </fieldset>
      )}
    </section>
  );
}
