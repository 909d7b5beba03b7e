// /checkout (spec §2 Checkout; ?from=buy-now buys the one buy-now item alone): order review,
// billing and address, shipping and payment methods, coupon, the server's totals, links to the
// terms, privacy and wallet pages, and Place Order with the three result paths of spec §4.
import { useEffect } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { STORE_PATHS, TIMINGS, type Lang } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AddressFields } from '../components/AddressFields.tsx';
import { CheckoutTotals } from '../components/CheckoutTotals.tsx';
import { CouponBox } from '../components/CouponBox.tsx';
import { OrderLines } from '../components/OrderLines.tsx';
import { PaymentMethods } from '../components/PaymentMethods.tsx';
import { ShippingMethods } from '../components/ShippingMethods.tsx';
import { useCheckout } from '../hooks/useCheckout.ts';
import '../../../components/ui/TextField.css';
import '../orders.css';

export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const c = useCheckout(params.get('from') === 'buy-now');
  const title = t('orders.checkout.title');
  usePageMeta({ title });

  // spec §4: no link and no message → the order's page after 3 s
  const orderHref = c.orderHref;
  useEffect(() => {
    if (!orderHref) return;
    const timer = setTimeout(() => void navigate(orderHref), TIMINGS.orderSuccessRedirect);
    return () => clearTimeout(timer);
  }, [orderHref, navigate]);

  const problem = (key: 'wallet_number' | 'payment') =>
    c.problems[key] ? t(`orders.checkout.problems.${c.problems[key]}`) : undefined;

  let body;
  if (c.outcome?.kind === 'placed') {
    body = (
      <div className="ord-card ord-placed" role="status">
        <p>{c.outcome.text}</p>
        <StoreLink to={c.orderHref!} className="btn btn-primary">
          {t('orders.list.view')}
        </StoreLink>
      </div>
    );
  } else if (c.outcome?.kind === 'message') {
    // pay on delivery: the popup says it; behind it the page stays the placed order's, not the
    // emptied cart's ('Your cart is empty' while the order was just placed)
    body = (
      <div className="ord-card ord-placed" role="status">
        <p>{c.outcome.text}</p>
        <StoreLink to={STORE_PATHS.myOrders} className="btn btn-primary">
          {t('orders.myOrders')}
        </StoreLink>
      </div>
    );
  } else if (c.buyNowGone) {
    body = (
      <EmptyState text={t('orders.checkout.buyNowPlaced')}>
        <StoreLink to={STORE_PATHS.myOrders} className="btn btn-primary">
          {t('orders.myOrders')}
        </StoreLink>
        <StoreLink to={STORE_PATHS.cart} className="btn btn-outline">
          {t('orders.checkout.backToCart')}
        </StoreLink>
      </EmptyState>
    );
  } else if (c.cart.isPending || c.saved.isPending || c.shippingMethods.isPending) {
    body = <div className="skeleton ord-skeleton" />;
  } else if (c.cart.isError) {
    body = <ErrorState text={c.cart.error.message} />;
  } else if (c.lines.length === 0) {
    body = (
      <EmptyState text={t('orders.checkout.empty')}>
        <StoreLink to={STORE_PATHS.cart} className="btn btn-primary">
          {t('orders.checkout.backToCart')}
        </StoreLink>
      </EmptyState>
    );
  } else if (c.shippingMethods.isError) {
    body = <ErrorState text={c.shippingMethods.error.message} />;
  } else {
    body = (
      <div className="ord-checkout">
        <div className="ord-checkout__main">
          <section className="ord-card" aria-labelledby="checkout-billing">
            <h2 id="checkout-billing" className="ord-section-title">
              {t('orders.checkout.billing')}
            </h2>
            <AddressFields values={c.form} problems={c.problems} onChange={c.setField} />
          </section>
          <section className="ord-card">
            <ShippingMethods
              choices={c.shippingOptions}
              value={c.shipping}
              online={c.shippingOnline}
              hasPhysical={c.hasPhysical}
              gone={c.shippingGone}
              onChange={c.setShipping}
              lang={lang}
            />
          </section>
          <section className="ord-card">
            <PaymentMethods
              methods={c.paymentOptions}
              value={c.payment?.id}
              onChange={c.setPayment}
              walletNumber={c.walletNumber}
              onWalletNumber={c.setWalletNumber}
              walletNumberError={problem('wallet_number')}
              paymentError={problem('payment')}
              walletCovers={c.walletCovers}
              balance={c.balance}
              showAddFunds={c.showAddFunds}
              lang={lang}
            />
          </section>
        </div>
        <aside className="ord-card ord-checkout__summary" aria-labelledby="checkout-review">
          <h2 id="checkout-review" className="ord-section-title">
            {t('orders.checkout.review')}
          </h2>
          {c.isBuyNow && <p className="ord-note">{t('orders.checkout.buyNowNote')}</p>}
          <OrderLines
            testId="checkout-line"
            lang={lang}
            lines={c.lines.map((l) => ({
              key: `${l.product_type}-${l.id}`,
              name: l.name,
              img: l.img,
              qty: l.qty,
              total: l.total_price,
            }))}
          />
          {c.points > 0 ? (
            <p className="ord-note">{t('orders.checkout.couponHiddenForPoints')}</p>
          ) : (
            <CouponBox applied={c.coupon} onApply={c.applyCoupon} onRemove={c.removeCoupon} />
          )}
          <h3 className="ord-section-title">{t('orders.checkout.totals')}</h3>
          {c.shipping === null ? (
            <p className="ord-note">{t('orders.checkout.shippingNoneShort')}</p>
          ) : c.price.data ? (
            <CheckoutTotals price={c.price.data} points={c.points} lang={lang} />
          ) : c.price.isError ? (
            <p className="acc-field__error" role="alert">
              {c.price.error.message}
            </p>
          ) : (
            <div className="skeleton ord-skeleton--small" />
          )}
          <p className="ord-legal">
            <Trans
              i18nKey="orders.checkout.agree"
              components={{ terms: <StoreLink to={STORE_PATHS.terms} />, privacy: <StoreLink to={STORE_PATHS.privacyPolicy} /> }}
            />
          </p>
          <button
            type="button"
            className="btn btn-primary ord-place"
            disabled={c.placing || c.shipping === null}
            onClick={() => void c.placeOrder()}
          >
            {t('orders.checkout.placeOrder')}
          </button>
        </aside>
      </div>
    );
  }

  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: STORE_PATHS.home },
          { label: t('cart.page.title'), to: STORE_PATHS.cart },
          { label: title },
        ]}
      />
      <h1 className="page-title">{title}</h1>
      {body}
      <LazyModal
        open={c.outcome?.kind === 'message'}
        onOpenChange={(open) => !open && void navigate(STORE_PATHS.myOrders)}
        title={t('orders.checkout.messageTitle')}
        description={c.outcome?.kind === 'message' ? c.outcome.text : undefined}
        hideClose
      >
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={() => void navigate(STORE_PATHS.myOrders)}>
            {t('orders.checkout.ok')}
          </button>
        </div>
      </LazyModal>
    </div>
  );
}
