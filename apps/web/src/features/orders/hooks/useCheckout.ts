// The state of /checkout (spec §2, §4, §5): the lines being bought (cart or buy-now item), the
// address, shipping and payment choices with their §5 rules (shipping: the methods the store has
// switched on, named and priced by the server; one that disappears while the shopper is here is
// said so up front), the coupon (re-checked when shipping or payment changes), the server's
// totals, and placing the order with its three result paths.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { orderPath, SHIPPING_ONLINE, TIMINGS } from '@store/shared';
import { ApiError } from '../../../lib/api.ts';
import { showApiError, showErrors, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { useSession } from '../../../lib/session.ts';
import { clearBuyNow, readBuyNow, readRedeemPoints, REDEEM_POINTS_KEY, SERVER_CART_KEY } from '../../cart/index.ts';
import {
  buyNowParams,
  checkCoupon,
  ORDERS_KEY,
  SHIPPING_METHODS_KEY,
  useCartPrice,
  useCheckoutCart,
  usePaymentMethods,
  usePlaceOrder,
  useSavedAddress,
  useShippingMethods,
  useWallet,
} from '../api.ts';
import {
  addressFrom,
  formProblems,
  offeredShipping,
  orderBody,
  paymentChoices,
  pointsForCheckout,
  type AddressValues,
  type FieldProblems,
} from '../checkout-form.ts';
import { leave } from '../leave.ts';
import type { ShippingMethod } from '@store/shared/contract/checkout';

export type CheckoutOutcome = { kind: 'message'; text: string } | { kind: 'placed'; orderId: number; text: string } | null;

/** Focuses (and so scrolls to) the first marked field of the checkout form; for the payment choices, the first one. */
function focusFirstProblem() {
  const marked = document.querySelector<HTMLElement>('.ord-checkout [aria-invalid="true"]');
  const target = marked?.matches('fieldset') ? marked.querySelector<HTMLElement>('input:not(:disabled)') : marked;
  target?.focus();
}

export function useCheckout(fromBuyNow: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [buyNowItem] = useState(() => (fromBuyNow ? readBuyNow() : null));
  const buyNow = useMemo(() => buyNowParams(buyNowItem), [buyNowItem]);
  const isBuyNow = buyNowItem !== null;
  /** ?from=buy-now with no item: its order was placed already (Back from the gateway or the order) */
  const buyNowGone = fromBuyNow && buyNowItem === null;

  const cart = useCheckoutCart(buyNow);
  const methods = usePaymentMethods(buyNow);
  const shippingMethods = useShippingMethods();
  const wallet = useWallet();
  const saved = useSavedAddress();

  const [address, setAddress] = useState<AddressValues | null>(null);
  const [shippingPick, setShippingPick] = useState<number | null>(null);
  /** the method shown as chosen, and the name of one that was switched off while shown */
  const [shown, setShown] = useState<ShippingMethod | null>(null);
  const [shippingGone, setShippingGone] = useState<string | null>(null);
  const [paymentPick, setPayment] = useState<number | undefined>(undefined);
  const [walletNumber, setWalletNumber] = useState('');
  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<CheckoutOutcome>(null);
  const place = usePlaceOrder();

  // the saved address prefills the form once it is known (spec §2 Checkout)
  const form: AddressValues = address ?? addressFrom(saved.data);

  const lines = cart.data ? [...cart.data.products, ...cart.data.cards] : [];
  const hasPhysical = (cart.data?.products.length ?? 0) > 0;
  const points = cart.data ? pointsForCheckout(readRedeemPoints(), cart.data, isBuyNow) : 0;

  // spec §5: the shipping choices depend on the items and the payment; payments on the shipping.
  // Only the methods the store offers now (GET shipping-methods) are choices at all.
  const allMethods = methods.data ?? [];
  const activeShipping = shippingMethods.data ?? [];
  const shippingOptions = offeredShipping(activeShipping, hasPhysical, paymentPick);
  const picked = shippingOptions.find((m) => m.id === shippingPick);
  const shippingMethod = picked ?? shippingOptions[0] ?? null;
  const shipping = shippingMethod?.id ?? null;
  const paymentOptions = paymentChoices(allMethods, shipping, hasPhysical);

  // The method shown as chosen went away from the store's list (an admin switched it off; the list
  // is read again on coming back to the tab and when the server refuses it): say so up front.
  if (shown?.id !== shippingMethod?.id || shown?.name !== shippingMethod?.name) {
    if (shown && shippingMethods.data && !activeShipping.some((m) => m.id === shown.id)) setShippingGone(shown.name);
    setShown(shippingMethod);
  }
  const setShipping = (id: number) => {
    setShippingPick(id);
    setShippingGone(null);
  };
  const offered = paymentOptions.find((m) => m.id === paymentPick);

  // first price without a method tells whether the wallet covers the order (spec §5); once the
  // order is placed there is nothing to price (its emptied cart would be refused: 400 cart_empty)
  const price = useCartPrice(
    outcome === null && cart.data && lines.length > 0 && shipping !== null
      ? { shipping_method: shipping, payment_id: offered?.id, coupon: points > 0 ? undefined : coupon, redeem_points: points }
      : null,
    buyNow,
  );
  const balance = wallet.data?.balance;
  const totalBeforeFee = price.data ? price.data.total_price - price.data.payment_fee : undefined;
  const walletCovers = balance !== undefined && totalBeforeFee !== undefined && balance > 0 && balance >= totalBeforeFee;
  const payment = walletCovers ? undefined : offered;
  const showAddFunds =
    user?.user_type === 'merchant' && balance !== undefined && totalBeforeFee !== undefined && balance < totalBeforeFee;

  const choices = {
    address: form,
    country: t('orders.checkout.egypt'),
    shipping,
    payment,
    walletNumber,
    coupon: points > 0 ? undefined : coupon,
    points,
    buyNow,
  };

  // once the shopper has tried to submit, problems clear (or appear) as they type
  const problems: FieldProblems = submitted ? formProblems(choices, !walletCovers) : {};

  // a price refused for its shipping method: the list is read again, so the gone method shows as such
  const priceCode = price.error instanceof ApiError ? price.error.code : null;
  useEffect(() => {
    if (priceCode === 'shipping_unavailable') void queryClient.invalidateQueries({ queryKey: SHIPPING_METHODS_KEY });
  }, [priceCode, queryClient]);

  // spec §5: changing shipping or payment re-checks an applied coupon
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!coupon || shipping === null) return;
    const key = `${coupon}|${shipping}|${payment?.id ?? ''}`;
    if (checkedFor.current === key) return;
    checkedFor.current = key;
    checkCoupon({ code: coupon, shipping_method: shipping, payment_id: payment?.id }, buyNow).catch((err: unknown) => {
      setCoupon(undefined);
      showCouponError(err);
    });
  }, [coupon, shipping, payment?.id, buyNow]);

  async function applyCoupon(code: string): Promise<boolean> {
    if (shipping === null) {
      showErrors([t('orders.checkout.shippingNoneShort')]);
      return false;
    }
    try {
      const answer = await withLoader(checkCoupon({ code, shipping_method: shipping, payment_id: payment?.id }, buyNow));
      checkedFor.current = `${answer.data.code}|${shipping}|${payment?.id ?? ''}`;
      setCoupon(answer.data.code);
      showSuccess(answer.message);
      return true;
    } catch (err) {
      showCouponError(err);
      return false;
    }
  }

  async function placeOrder() {
    setSubmitted(true);
    if (choices.shipping === null) {
      showErrors([t('orders.checkout.shippingNoneShort')]);
      return false;
    }
    const found = formProblems(choices, !walletCovers);
    if (Object.keys(found).length > 0) {
      showErrors([t('orders.checkout.fixFields')]);
      // the marked fields may be far above Place Order (on a phone, screens away): go to the first
      // once the problems are on the page, as the account forms do
      setTimeout(focusFirstProblem);
      return false;
    }
    try {
      const answer = await withLoader(place.mutateAsync(orderBody({ ...choices, shipping: choices.shipping })));
      sessionStorage.removeItem(REDEEM_POINTS_KEY);
      if (isBuyNow) clearBuyNow();
      const { payment_link, message, order_id } = answer.data;
      // spec §4 Checkout result: a payment link, a message popup, or the order after 3 s
      if (payment_link) {
        leave.to(payment_link);
        return true;
      }
      void queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
      // the order lists, not this checkout's price: the placed order emptied the cart, whose price
      // the server refuses (400 cart_empty); the page prices nothing once the order is placed
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY, predicate: (q) => q.queryKey[1] !== 'price' });
      if (message) setOutcome({ kind: 'message', text: message });
      else {
        setOutcome({ kind: 'placed', orderId: order_id, text: answer.message });
        showSuccess(answer.message, TIMINGS.orderSuccessRedirect);
      }
      return true;
    } catch (err) {
      showApiError(err);
      // the cart or a price changed since it was shown: show it as it is now
      if (err instanceof ApiError && (err.code === 'cart_changed' || err.code === 'quantity_unavailable')) {
        void queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
        void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'price'] });
      }
      if (err instanceof ApiError && err.code === 'coupon_invalid') setCoupon(undefined);
      // the method was switched off since the list was read: read it again (the choice moves on)
      if (err instanceof ApiError && err.code === 'shipping_unavailable') {
        void queryClient.invalidateQueries({ queryKey: SHIPPING_METHODS_KEY });
      }
      return false;
    }
  }

  return {
    isBuyNow,
    buyNowGone,
    cart,
    lines,
    hasPhysical,
    points,
    methods,
    shippingMethods,
    saved,
    form,
    setField: (field: keyof AddressValues, value: string | boolean) => setAddress({ ...form, [field]: value }),
    shipping,
    shippingOptions,
    shippingOnline: activeShipping.find((m) => m.id === SHIPPING_ONLINE) ?? null,
    shippingGone,
    setShipping,
    paymentOptions,
    payment,
    setPayment,
    walletNumber,
    setWalletNumber,
    walletCovers,
    balance,
    showAddFunds,
    coupon: choices.coupon,
    applyCoupon,
    removeCoupon: () => setCoupon(undefined),
    price,
    problems,
    placeOrder,
    placing: place.isPending,
    outcome,
    orderHref: outcome?.kind === 'placed' ? orderPath(outcome.orderId) : null,
  };
}

function showCouponError(err: unknown) {
  // spec §8 Coupon check: the first error message is shown
  if (err instanceof ApiError) showErrors([err.errors[0] ?? err.message]);
  else showApiError(err);
}
