// /track-my-order?tracking={key}&order={id} (spec §2, §4 Shipment steps): the six-step stepper and
// the carrier's updates (description, date, location). The query names the shipment's key and
// its order; the tracking data is read fresh from GET users/orders/{id} (only the owner's order
// answers). Without `order`, the shipment is found by its key — or its order's number (GS-…) —
// among the customer's orders. A box on the page takes a tracking or order number to look up.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/TextField.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { carrierPlaceLabel, carrierStatusLabel, isShipmentCancelled, orderPath, STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAllOrders, useOrder } from '../api.ts';
import { ShipmentStepper } from '../components/ShipmentStepper.tsx';
import type { TrackingData } from '../types.ts';
import { formatUpdateTime } from '../update-time.ts';
import '../orders.css';

export default function TrackOrderPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('tracking')?.trim() ?? '';
  const orderParam = params.get('order') ?? '';
  const orderId = /^\d{1,10}$/.test(orderParam) ? Number(orderParam) : null;
  const detail = useOrder(key ? orderId : null);
  const all = useAllOrders(key !== '' && orderId === null);
  const title = t('orders.track.title');
  usePageMeta({ title });

  // the key typed or pasted in any case (an e-mail read aloud, a link retyped) finds its shipment
  const isKey = (tracking: TrackingData | null | undefined) => tracking?.key.toUpperCase() === key.toUpperCase();
  const isNumber = (name: string) => name.toUpperCase() === key.toUpperCase();
  let found: { tracking: TrackingData; orderId: number; name: string } | null = null;
  if (detail.data?.tracking_data && isKey(detail.data.tracking_data))
    found = { tracking: detail.data.tracking_data, orderId: detail.data.id, name: detail.data.name };
  const match = all.data?.find((o) => isKey(o.tracking_data)) ?? all.data?.find((o) => o.tracking_data && isNumber(o.name));
  if (!found && match?.tracking_data) found = { tracking: match.tracking_data, orderId: match.id, name: match.name };
  const pending = key !== '' && (orderId !== null ? detail.isPending : all.isPending);
  const failed = orderId !== null ? detail.isError && detail.error : all.isError && all.error;

  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: STORE_PATHS.home },
          { label: t('orders.myOrders'), to: STORE_PATHS.myOrders },
          { label: title },
        ]}
      />
      <h1 className="page-title">{title}</h1>
      {/* the box keeps what was asked; a new search replaces the address's query (keyed: a link to
          another shipment refills it) */}
      <TrackForm key={key} initial={key} />
      {!key ? (
        <EmptyState text={t('orders.track.missing')}>
          <StoreLink to={STORE_PATHS.myOrders} className="btn btn-primary">
            {t('orders.myOrders')}
          </StoreLink>
        </EmptyState>
      ) : pending ? (
        <div className="skeleton ord-skeleton" />
      ) : found ? (
        <section className="ord-card" aria-labelledby="shipment-title">
          <div className="ord-card__head">
            <h2 id="shipment-title" className="ord-section-title">
              {t('orders.track.shipment', { key: '' })}
              <bdi data-testid="tracking-key">{found.tracking.key}</bdi>
            </h2>
            <StoreLink to={orderPath(found.orderId)} className="ord-link">
              {t('orders.track.order', { name: found.name })}
            </StoreLink>
          </div>
          {isShipmentCancelled(found.tracking.updates) ? (
            <p className="ord-note ord-note--warn" role="status" data-testid="shipment-cancelled">
              {t('orders.track.cancelled')}
            </p>
          ) : (
            <ShipmentStepper tracking={found.tracking} />
          )}
          <h3 className="ord-section-title">{t('orders.track.updates')}</h3>
          {found.tracking.updates.length === 0 ? (
            <p className="ord-note">{t('orders.track.noUpdates')}</p>
          ) : (
            <ol className="ord-updates">
              {found.tracking.updates.map((u, i) => (
                <li key={`${u.UpdateDateTime}-${i}`} className="ord-update" data-testid="tracking-update">
                  <strong dir="auto">{carrierStatusLabel(u.UpdateDescription, i18n.language)}</strong>
                  <span dir="ltr">{formatUpdateTime(u.UpdateDateTime)}</span>
                  <span dir="auto">{carrierPlaceLabel(u.UpdateLocation, i18n.language)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : failed ? (
        <ErrorState text={failed.message} />
      ) : (
        <EmptyState text={t('orders.track.notFound')}>
          <StoreLink to={STORE_PATHS.myOrders} className="btn btn-primary">
            {t('orders.myOrders')}
          </StoreLink>
        </EmptyState>
      )}
    </div>
  );
}

/** A tracking number (SBX…) or an order number (GS-…) to look up among the customer's orders. */
function TrackForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = value.trim();
    if (typed) setParams({ tracking: typed });
  };
  return (
    <form className="ord-track-form" role="search" onSubmit={submit} data-testid="track-form">
      <TextField
        label={t('orders.track.keyLabel')}
        name="tracking"
        dir="ltr"
        autoComplete="off"
        maxLength={64}
        hint={t('orders.track.keyHint')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {t('orders.track.find')}
      </button>
    </form>
  );
}
