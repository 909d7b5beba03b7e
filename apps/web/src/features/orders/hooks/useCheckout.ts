// The state of /checkout (spec §2, §4, §5): the lines being bought (cart or buy-now item), the
// address, shipping and payment choices with their §5 rules, the coupon (re-checked when shipping
// or payment changes), the server's totals, and placing the order with its three result paths.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { orderPath, TIMINGS } from '@store/shared';
import { ApiError } from '../../../lib/api.ts';
import { showApiError, showErrors, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { useSession } from '../../../lib/session.ts';
import { readBuyNow, readRedeemPoints, REDEEM_POINTS_KEY, SERVER_CART_KEY } from '../../cart/index.ts';
import {
  buyNowParams,
  checkCoupon,
  ORDERS_KEY,
  useCartPrice,
  useCheckoutCart,
  usePaymentMethods,
  usePlaceOrder,
  useSavedAddress,
  useWallet,
} from '../api.ts';
import {
  addressFrom,
  formProblems,
  orderBody,
  paymentChoices,
  pointsForCheckout,
  shippingChoices,
  type AddressValues,
  type FieldProblems,
} from '../checkout-form.ts';
import { leave } from '../leave.ts';

export type CheckoutOutcome = { kind: 'message'; text: string } | { kind: 'placed'; orderId: number; text: string } | null;

export function useCheckout(fromBuyNow: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [buyNowItem] = useState(() => (fromBuyNow ? readBuyNow() : null));
  const buyNow = useMemo(() => buyNowParams(buyNowItem), [buyNowItem]);
  const isBuyNow = buyNowItem !== null;

  const cart = useCheckoutCart(buyNow);
  const methods = usePaymentMethods(buyNow);
  const wallet = useWallet();
  const saved = useSavedAddress();

  const [address, setAddress] = useState<AddressValues | null>(null);
  const [shippingPick, setShipping] = useState<number | null>(null);
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

  // spec §5: the shipping choices depend on the items and the payment; payments on the shipping
  const allMethods = methods.data ?? [];
  const shippingOptions = shippingChoices(hasPhysical, paymentPick);
  const shipping = shippingPick !== null && shippingOptions.includes(shippingPick) ? shippingPick : (shippingOptions[0] ?? 2);
  const paymentOptions = paymentChoices(allMethods, shipping, hasPhysical);
  const offered = paymentOptions.find((m) => m.id === paymentPick);

  // first price without a method tells whether the wallet covers the order (spec §5)
  const price = useCartPrice(
    cart.data && lines.length > 0
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

  // spec §5: changing shipping or payment re-checks an applied coupon
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!coupon) return;
    const key = `${coupon}|${shipping}|${payment?.id ?? ''}`;
    if (checkedFor.current === key) return;
    checkedFor.current = key;
    checkCoupon({ code: coupon, shipping_method: shipping, payment_id: payment?.id }, buyNow).catch((err: unknown) => {
      setCoupon(undefined);
      showCouponError(err);
    });
  }, [coupon, shipping, payment?.id, buyNow]);

  async function applyCoupon(code: string): Promise<boolean> {
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
    const found = formProblems(choices, !walletCovers);
    if (Object.keys(found).length > 0) {
      showErrors([t('orders.checkout.fixFields')]);
      return false;
    }
    try {
      const answer = await withLoader(place.mutateAsync(orderBody(choices)));
      sessionStorage.removeItem(REDEEM_POINTS_KEY);
      const { payment_link, message, order_id } = answer.data;
      // spec §4 Checkout result: a payment link, a message popup, or the order after 3 s
      if (payment_link) {
        leave.to(payment_link);
        return true;
      }
      void queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
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
      return false;
    }
  }

  return {
    isBuyNow,
    cart,
    lines,
    hasPhysical,
    points,
    methods,
    saved,
    form,
    setField: (field: keyof AddressValues, value: string | boolean) => setAddress({ ...form, [field]: value }),
    shipping,
    shippingOptions,
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
