// /order/{id} (spec §2 Orders, §3 Order detail): status, lines (card lines with their codes and
// copy buttons), totals, the delivery details, the contact link /contact-us?order={id}, a
// tracking link when the order has a shipment, and the payment-result popups of ?success=. Print
// receipt prints the page as the order's receipt: the store's name and contacts on top, the site's
// header, footer and buttons left out (orders.css, global.css @media print).
import { Fragment, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import {
  contactOrderPath,
  formatPrice,
  idFromAddress,
  SHIPPING_PICKUP,
  STORE_PATHS,
  toEgp,
  toPiastres,
  trackOrderPath,
  type Lang,
} from '@store/shared';
import type { OrderDetail } from '@store/shared/contract/orders';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { useSettings } from '../../../components/layout/queries.ts';
import { isMissing } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showApiError, showSuccess } from '../../../lib/feedback.tsx';
import { useBuyAgain, useCancelOrder, useOrder, usePayAgain } from '../api.ts';
import { CodesList, useCopyCodes } from '../components/CodesList.tsx';
import { OrderLines, type LineView } from '../components/OrderLines.tsx';
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx';
import { PaymentResultDialog } from '../components/PaymentResultDialog.tsx';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';
import '../orders.css';

export default function OrderPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { id: rawId } = useParams();
  const id = idFromAddress(rawId); // none (0, letters): no order is asked
  const [params, setParams] = useSearchParams();
  const success = params.get('success');
  const order = useOrder(id);
  // no such order of this customer: the address names none, or the API says so
  const missing = id === null || isMissing(order.error);
  const title = order.data ? t('orders.detail.title', { name: order.data.name }) : t('orders.list.title');
  usePageMeta({ title });

  const closeResult = () =>
    setParams(
      (p) => {
        p.delete('success');
        return p;
      },
      { replace: true },
    );

  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: STORE_PATHS.home },
          { label: t('orders.myOrders'), to: STORE_PATHS.myOrders },
          { label: order.data?.name ?? String(rawId ?? '') },
        ]}
      />
      {order.data ? (
        <OrderView order={order.data} lang={lang} />
      ) : id !== null && order.isPending ? (
        <div className="skeleton ord-skeleton" />
      ) : (
        <>
          <h1 className="page-title">{t('orders.detail.notFound')}</h1>
          {order.isError && !missing && <ErrorState text={order.error.message} />}
          <StoreLink to={STORE_PATHS.myOrders} className="btn btn-outline">
            {t('orders.backToOrders')}
          </StoreLink>
        </>
      )}
      <PaymentResultDialog
        // shown once the order is read, so the popup says at once whether it can be paid again
        result={!missing && !order.isPending && (success === 'true' || success === 'false') ? success : null}
        onClose={closeResult}
        retryable={!order.data || order.data.payable === true || !['pending', 'cancelled'].includes(order.data.status)}
      />
    </div>
  );
}

function OrderView({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation();
  const { copyAll } = useCopyCodes();
  const payAgain = usePayAgain();
  const buyAgain = useBuyAgain();
  const cancel = useCancelOrder();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const navigate = useNavigate();
  const canBuyAgain = [...order.products, ...order.cards].some((l) => l.product_id || l.card_id);
  const money = (egp: number) => formatPrice(egp, lang);
  const allCodes = order.cards.flatMap((c) => c.codes_list);
  let offset = 0;
  const lines: LineView[] = [...order.products, ...order.cards].map((l, i) => {
    const codes = l.codes_list;
    const start = offset;
    offset += codes.length;
    return {
      key: `${l.product_id ? 'p' : 'c'}-${l.product_id ?? l.card_id ?? i}`,
      name: l.name,
      img: l.img,
      qty: l.qty,
      total: l.total_price,
      extra: (
        <>
          {l.refunded_qty ? (
            <p className="ord-note ord-line__refunded" data-testid="line-refunded">
              {l.refunded_qty >= l.qty
                ? t('orders.detail.lineRefunded')
                : t('orders.detail.lineRefundedSome', { n: l.refunded_qty, qty: l.qty })}
            </p>
          ) : null}
          {codes.length > 0 && <CodesList codes={codes} offset={start} />}
        </>
      ),
    };
  });
  const waitingForCodes = order.cards.length > 0 && allCodes.length === 0 && order.status === 'pending';
  const row = (label: ReactNode, value: ReactNode, testId?: string, extra = '') => (
    <div className={`ord-totals__row${extra}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  // what the customer typed keeps its own direction inside an Arabic page ("15 Abbas El Akkad")
  const typed = (text: string) => <bdi>{text}</bdi>;
  // a cancelled or refunded order gave its wallet money back: it is no longer paid from the wallet
  // only hardware sent by courier goes to an address: codes are online, a pickup order is collected
  const delivered = order.products.length > 0 && order.shipping_method !== SHIPPING_PICKUP;
  // (a refund that is listed below says itself where its money went)
  const refunds = order.refunds ?? [];
  const walletReturned = order.status === 'cancelled' || (order.status === 'refunded' && refunds.length === 0);
  const method = order.payment?.name ?? t('orders.detail.refundMethod');
  const refundWhere = (r: (typeof refunds)[number]) =>
    r.to_wallet <= 0
      ? t('orders.detail.refundToPayment', { method })
      : r.to_payment <= 0
        ? t('orders.detail.refundToWallet')
        : t('orders.detail.refundSplit', { payment: money(r.to_payment), method, wallet: money(r.to_wallet) });

  return (
    <>
      <ReceiptHead />
      <div className="ord-detail-head">
        <h1 className="page-title">
          {/* the number kept whole (orders.css), its own direction in an Arabic heading */}
          <Trans i18nKey="orders.detail.heading" values={{ name: order.name }} components={{ n: <bdi /> }} />
        </h1>
        <OrderStatusBadge status={order.status} />
        <button type="button" className="btn btn-outline ord-print-button" onClick={() => window.print()}>
          {t('orders.detail.print')}
        </button>
      </div>
      <p className="ord-meta">
        <span>{t('orders.detail.placedOn', { date: order.created_at })}</span>
        {order.payment && (
          <span>
            {t('orders.detail.payment')}: {order.payment.name}
          </span>
        )}
        <span>
          {t('orders.detail.shipping')}:{' '}
          {order.shipping_method_name ?? t(`orders.checkout.shippingMethods.${order.shipping_method}`)}
        </span>
        {order.RefNumber && (
          <span>
            {t('orders.detail.ref')}: <bdi>{order.RefNumber}</bdi>
          </span>
        )}
      </p>
      <div className="ord-checkout">
        <div className="ord-checkout__main">
          <section className="ord-card" aria-labelledby="order-items">
            <div className="ord-card__head">
              <h2 id="order-items" className="ord-section-title">
                {t('orders.detail.items')}
              </h2>
              {allCodes.length > 0 && (
                <button type="button" className="btn btn-primary" onClick={() => void copyAll(allCodes)}>
                  {t('orders.detail.copyAll')}
                </button>
              )}
            </div>
            <OrderLines lines={lines} lang={lang} />
            {waitingForCodes && <p className="ord-note">{t('orders.detail.codesPending')}</p>}
            {order.notice && (
              <p className="ord-note" role="status" data-testid="order-notice">
                {order.notice}
              </p>
            )}
          </section>
          <section className="ord-card" aria-labelledby="order-address">
            <h2 id="order-address" className="ord-section-title">
              {t(delivered ? 'orders.detail.address' : 'orders.detail.contactDetails')}
            </h2>
            <dl className="ord-address-view">
              {row(t('orders.detail.name'), typed(order.details.full_name))}
              {row(t('orders.detail.phone'), typed(order.details.phone))}
              {delivered && (
                <>
                  {row(t('orders.detail.city'), typed(order.details.city))}
                  {row(t('orders.detail.street'), typed(order.details.street_number), 'order-street')}
                  {row(t('orders.detail.country'), typed(order.details.country))}
                </>
              )}
            </dl>
          </section>
        </div>
        <aside className="ord-card ord-checkout__summary" aria-labelledby="order-summary">
          <h2 id="order-summary" className="ord-section-title">
            {t('orders.detail.summary')}
          </h2>
          <dl className="ord-totals">
            {row(t('orders.checkout.subtotal'), money(order.sub_total))}
            {row(t('orders.checkout.shippingFees'), money(order.shipping_fees))}
            {order.payment_fees > 0 && row(t('orders.checkout.paymentFee'), money(order.payment_fees))}
            {order.coupon_value > 0 &&
              row(
                <Trans i18nKey="orders.detail.coupon" values={{ code: order.coupon_code ?? '' }} components={{ c: <bdi /> }} />,
                `−${money(order.coupon_value)}`,
                undefined,
                ' is-discount',
              )}
            {order.points_value > 0 && row(t('orders.detail.points'), `−${money(order.points_value)}`, undefined, ' is-discount')}
            {row(t('orders.checkout.total'), money(order.total_price), 'order-total', ' is-total')}
            {order.wallet_amount > 0 &&
              (walletReturned
                ? row(t('orders.detail.walletReturned'), money(order.wallet_amount), 'order-wallet')
                : row(t('orders.detail.wallet'), `−${money(order.wallet_amount)}`, 'order-wallet', ' is-discount'))}
          </dl>
          {refunds.length > 0 && (
            <section className="ord-refunds" aria-labelledby="order-refunds" data-testid="order-refunds">
              <h3 id="order-refunds" className="ord-refunds__title">
                {t('orders.detail.refunds')}
              </h3>
              <dl className="ord-totals">
                {refunds.map((r, i) => (
                  <div key={i} className="ord-totals__row ord-refund" data-testid="order-refund">
                    <dt>
                      {t('orders.detail.refundOn', { date: r.date })}
                      <span className="ord-refund__where">{refundWhere(r)}</span>
                    </dt>
                    <dd>{money(r.amount)}</dd>
                  </div>
                ))}
                {refunds.length > 1 &&
                  row(
                    t('orders.detail.refundedTotal'),
                    money(toEgp(refunds.reduce((sum, r) => sum + toPiastres(r.amount), 0))),
                    'order-refunded-total',
                    ' is-total',
                  )}
              </dl>
            </section>
          )}
          {order.payable && (
            <div className="ord-pay-again" data-testid="pay-again">
              <p className="ord-note">{t('orders.detail.payAgainHint')}</p>
              <button
                type="button"
                className="btn btn-primary ord-place"
                disabled={payAgain.isPending}
                onClick={() =>
                  payAgain.mutate(order.id, {
                    onSuccess: (answer) => {
                      if (answer.data.payment_link) window.location.assign(answer.data.payment_link);
                    },
                  })
                }
              >
                {t('orders.detail.payAgain')}
              </button>
              {payAgain.isError && (
                <p className="ord-note" role="alert">
                  {payAgain.error instanceof Error && payAgain.error.message
                    ? payAgain.error.message
                    : t('orders.detail.payAgainFailed')}
                </p>
              )}
            </div>
          )}
          {order.status === 'pending' && (
            <button
              type="button"
              className="btn btn-outline ord-place"
              data-testid="cancel-order"
              disabled={cancel.isPending}
              onClick={() => setConfirmCancel(true)}
            >
              {t('orders.detail.cancel')}
            </button>
          )}
          {order.tracking_data && (
            <StoreLink to={trackOrderPath(order.tracking_data.key, order.id)} className="btn btn-outline ord-place">
              {t('orders.detail.track')}
            </StoreLink>
          )}
          {canBuyAgain && (
            <button
              type="button"
              className="btn btn-outline ord-place"
              disabled={buyAgain.isPending}
              onClick={() =>
                buyAgain.mutate(order, {
                  // what the server could add (lowered to the stock, gone items skipped) is in the cart
                  onSuccess: (answer) => {
                    showSuccess(answer.message || t('orders.detail.buyAgainDone'));
                    void navigate(STORE_PATHS.cart);
                  },
                  onError: (err) => showApiError(err),
                })
              }
            >
              {t('orders.detail.buyAgain')}
            </button>
          )}
          <StoreLink to={contactOrderPath(order.id)} className="ord-link" data-testid="order-contact">
            {t('orders.detail.contact')}
          </StoreLink>
        </aside>
      </div>
      <LazyModal
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={<Trans i18nKey="orders.detail.cancelTitle" values={{ name: order.name }} components={{ n: <bdi /> }} />}
        description={t('orders.detail.cancelBody')}
      >
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => setConfirmCancel(false)}>
            {t('orders.detail.cancelNo')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(order.id, {
                onSuccess: (answer) => {
                  setConfirmCancel(false);
                  showSuccess(answer.message || t('orders.detail.cancelDone'));
                },
                onError: (err) => {
                  setConfirmCancel(false);
                  showApiError(err);
                },
              })
            }
          >
            {t('orders.detail.cancelYes')}
          </button>
        </div>
      </LazyModal>
    </>
  );
}

/** On paper only: whose receipt it is (the store's name, address and contacts from its settings). */
function ReceiptHead() {
  const { t } = useTranslation();
  const { data } = useSettings(false);
  const contacts = [data?.address, data?.phone, data?.email].filter(Boolean);
  return (
    <div className="ord-receipt-head" data-testid="receipt-head">
      <strong>{data?.title || t('header.logo')}</strong>
      {contacts.length > 0 && (
        <span>
          {contacts.map((c, i) => (
            <Fragment key={c}>
              {i > 0 && ' · '}
              <bdi>{c}</bdi>
            </Fragment>
          ))}
        </span>
      )}
      <span>{t('orders.detail.receipt')}</span>
    </div>
  );
}
