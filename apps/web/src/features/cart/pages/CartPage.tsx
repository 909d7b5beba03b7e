// /my-cart (spec §2 Cart): guests see their session cart; signed-in shoppers see the server cart
// (corrected against the catalogue, with a notice when it changed), the points slider, totals and
// Checkout. ?success=false shows the payment-failed popup.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { effectivePrice, pointsToRedeem, pointsValue, STOCK_TYPE, STORE_PATHS, toPiastres } from '@store/shared';
import type { CartAnswer, CartLine } from '@store/shared/contract/cart';
import { itemImage, itemPath } from '../../../components/catalog/item-path.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { showApiError, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { loginState } from '../../../app/guards.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { ApiError } from '../../../lib/api.ts';
import { CartSummary } from '../components/CartSummary.tsx';
import { CartTable, type CartRowView } from '../components/CartTable.tsx';
import { PointsSlider } from '../components/PointsSlider.tsx';
import { removeFromGuestCart, setGuestQty, useGuestCart, type CartItemKind } from '../guest-cart.ts';
import { readRedeemPoints, storeRedeemPoints } from '../redeem-points.ts';
import { useCartLineChanges, useServerCart } from '../server-cart.ts';
import '../cart.css';

// the dialog (Radix Dialog) loads only when a payment failed: first-load JavaScript ≤ 150 KB (issue 23)
const PaymentFailedDialog = lazy(() =>
  import('../components/PaymentFailedDialog.tsx').then((m) => ({ default: m.PaymentFailedDialog })),
);

const kindOfLine = (line: CartLine): CartItemKind => (line.product_type === 2 ? 'card' : 'product');

function serverRows(cart: CartAnswer): CartRowView[] {
  return [...cart.products, ...cart.cards].map((line) => ({
    key: `${kindOfLine(line)}-${line.id}`,
    name: line.name,
    href: itemPath(line),
    img: line.img,
    unit: effectivePrice(line.price, line.price_after_discount),
    qty: line.qty,
    total: line.total_price,
    max: line.type === STOCK_TYPE.managed ? line.stock : undefined,
  }));
}

const parseKey = (key: string) => {
  const [kind, id] = key.split('-');
  return { kind: kind as CartItemKind, id: Number(id) };
};

export default function CartPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const signedIn = user !== null;
  const guest = useGuestCart();
  const server = useServerCart(signedIn);
  const { setQty, remove } = useCartLineChanges();
  const [points, setPoints] = useState(readRedeemPoints);
  const title = t('cart.page.title');
  usePageMeta({ title });

  const cart = server.data;
  const rows: CartRowView[] = signedIn
    ? cart
      ? serverRows(cart)
      : []
    : guest.map((e) => {
        const unit = effectivePrice(e.product.price, e.product.price_after_discount);
        return {
          key: `${e.type}-${e.product.id}`,
          name: e.product.name,
          href: itemPath(e.product),
          img: itemImage(e.product),
          unit,
          qty: e.qty,
          total: Math.round(unit * e.qty * 100) / 100,
          max: e.product.type === STOCK_TYPE.managed ? e.product.stock : undefined,
        };
      });
  const subtotal = signedIn ? (cart?.total ?? 0) : Math.round(rows.reduce((s, r) => s + r.total * 100, 0)) / 100;
  // points never exceed what this cart allows now (the cart may have shrunk since)
  const chosen = cart ? Math.min(points, cart.max_redeemable_points) : 0;
  const redeem = cart ? pointsToRedeem(chosen, cart.min_points_to_use) : 0;
  const discount = cart ? pointsValue(redeem, toPiastres(cart.monetary_value_per_point)) : 0;

  /** Resolves false when the server refused the quantity (the line keeps the one it had). */
  async function changeQty(row: CartRowView, qty: number): Promise<boolean> {
    const { kind, id } = parseKey(row.key);
    if (!signedIn) {
      setGuestQty(id, kind, qty);
      return true;
    }
    try {
      await withLoader(setQty.mutateAsync({ kind, id, qty }));
      return true;
    } catch (err) {
      showApiError(err);
      return false;
    }
  }
  async function removeRow(row: CartRowView) {
    const { kind, id } = parseKey(row.key);
    if (!signedIn) return removeFromGuestCart(id, kind);
    await withLoader(remove.mutateAsync({ kind, id })).catch(showApiError);
  }
  function checkout() {
    // back to this cart once signed in (the guest cart is then in the server cart)
    if (!signedIn) return void navigate(STORE_PATHS.login, { state: loginState(STORE_PATHS.cart) });
    storeRedeemPoints(redeem);
    void navigate(STORE_PATHS.checkout);
  }

  const loading = signedIn && server.isPending;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: STORE_PATHS.home }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {cart?.is_cart_updated && (
        <p className="cart-notice" role="status">
          {t('cart.page.updated')}
        </p>
      )}
      {loading ? null : signedIn && server.isError ? (
        // the server cart could not be read: say why (an account still to activate, a failure),
        // never 'Your cart is empty' for a cart that may hold items
        <>
          <ErrorState text={server.error.message} />
          {server.error instanceof ApiError && server.error.code === 'account_not_active' && (
            <>
              {/* the guest cart is held for the account and goes up once it is active (the badge counts it) */}
              {guest.length > 0 && (
                <p className="cart-error-action" data-testid="cart-held">
                  {t('cart.page.held', { count: guest.length })}
                </p>
              )}
              <p className="cart-error-action">
                <StoreLink to={STORE_PATHS.verify} className="btn btn-primary">
                  {t('cart.page.activate')}
                </StoreLink>
              </p>
            </>
          )}
        </>
      ) : rows.length === 0 ? (
        <EmptyState text={t('cart.page.empty')}>
          <StoreLink to="/" className="btn btn-primary">
            {t('cart.page.continue')}
          </StoreLink>
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <CartTable
            rows={rows}
            lang={lang}
            busy={setQty.isPending || remove.isPending}
            onQty={changeQty}
            onRemove={(row) => void removeRow(row)}
          />
          <CartSummary lang={lang} subtotal={subtotal} pointsDiscount={discount} onCheckout={checkout}>
            {cart && cart.current_points > 0 && (
              <PointsSlider
                value={chosen}
                onChange={setPoints}
                current={cart.current_points}
                max={cart.max_redeemable_points}
                min={cart.min_points_to_use}
                step={cart.tier_increment}
                piastresPerPoint={toPiastres(cart.monetary_value_per_point)}
                lang={lang}
              />
            )}
          </CartSummary>
        </div>
      )}
      {params.get('success') === 'false' && (
        <Suspense fallback={null}>
          <PaymentFailedDialog
            open
            onClose={() =>
              setParams(
                (p) => {
                  p.delete('success');
                  return p;
                },
                { replace: true },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
