// Server state of checkout and orders (spec §7): payment and shipping methods, wallet, saved address, the
// cart's price, the coupon check, placing an order, the order list and one order. Answer types
// come from the shared contract (types only, no zod in the browser).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@store/shared/contract/orders';
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { OrderFilter } from '@store/shared';
import { ORDERS_PAGE_SIZE } from '@store/shared';
import type { OrderListItem, PlaceOrderAnswer } from './types.ts';
import { apiCall, api } from '../../lib/api.ts';
import { addItemsToServerCart, SERVER_CART_KEY } from '../cart/index.ts';
import type { BuyNowEntry } from '../cart/index.ts';

/** Query-key prefix of everything order-related; invalidate it after placing an order. */
export const ORDERS_KEY = ['orders'] as const;

/** spec §7 "+buy-now params": the single item bought now, sent with every checkout call. */
export type BuyNowParams = { is_buy_now: 1; product_id?: number; card_id?: number; qty: number } | Record<string, never>;

export function buyNowParams(item: BuyNowEntry | null): BuyNowParams {
  if (!item) return {};
  return item.type === 'card'
    ? { is_buy_now: 1, card_id: item.id, qty: item.qty }
    : { is_buy_now: 1, product_id: item.id, qty: item.qty };
}

/** The lines being bought: the server cart, or the buy-now item priced alone. */
export function useCheckoutCart(buyNow: BuyNowParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...SERVER_CART_KEY, i18n.language, 'checkout', buyNow],
    queryFn: ({ signal }) => api.get('/users/cart', buyNow, signal),
    retry: false,
  });
}

export function usePaymentMethods(buyNow: BuyNowParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'payments', i18n.language, buyNow],
    queryFn: ({ signal }) => api.get('/payments', { platform: 'web', ...buyNow }, signal),
    staleTime: 5 * 60_000,
  });
}

/** Query key of the shipping methods the store offers now; invalidate it when placing says one is gone. */
export const SHIPPING_METHODS_KEY = [...ORDERS_KEY, 'shipping-methods'] as const;

/**
 * GET shipping-methods: the methods switched on in the back-office, with their names and fees.
 * Read again when the shopper comes back to the tab, so a method switched off meanwhile is
 * noticed before Place Order.
 */
export function useShippingMethods() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...SHIPPING_METHODS_KEY, i18n.language],
    queryFn: ({ signal }) => api.get('/shipping-methods', undefined, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useWallet() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'wallet'],
    queryFn: ({ signal }) => api.get('/users/wallets', undefined, signal),
  });
}

export function useSavedAddress() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'address'],
    queryFn: ({ signal }) => api.get('/users/address', undefined, signal),
    staleTime: Infinity,
  });
}

export interface PriceParams {
  shipping_method: number;
  payment_id?: number | undefined;
  coupon?: string | undefined;
  redeem_points: number;
}

/** GET users/cart/price: the totals to show (display only; the server decides again on placing). */
export function useCartPrice(params: PriceParams | null, buyNow: BuyNowParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'price', i18n.language, params, buyNow],
    queryFn: ({ signal }) => api.get('/users/cart/price', { ...params!, ...buyNow }, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface CouponCheck {
  code: string;
  shipping_method: number;
  payment_id?: number | undefined;
}

export const checkCoupon = (body: CouponCheck, buyNow: BuyNowParams) =>
  apiCall<{ discount: number; code: string }>('users/cart/coupons/check', { method: 'POST', body: { ...body, ...buyNow } });

/** The body of POST users/orders (spec §7); empty payment_id, coupon and wallet number are left out. */
export interface PlaceOrderBody {
  full_name: string;
  country: string;
  city: string;
  street_address: string;
  phone: string;
  shipping_method: number;
  redeem_points: number;
  save_address: boolean;
  payment_id?: number;
  coupon?: string;
  wallet_number?: string;
  is_buy_now?: 1;
  product_id?: number;
  card_id?: number;
  qty?: number;
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => apiCall<PlaceOrderAnswer>('users/orders', { method: 'POST', body }),
  });
}

/** POST users/orders/{id}/pay: a still-payable order's new payment page ("Pay again", issue 22). */
export function usePayAgain() {
  return useMutation({
    mutationFn: (id: number) => apiCall<PlaceOrderAnswer>(`users/orders/${id}/pay`, { method: 'POST' }),
  });
}

/**
 * POST users/orders/{id}/cancel: the customer cancels their unpaid (pending) order; everything it
 * held comes back (stock, coupon, points, wallet money) and its lines to the cart.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<{ order_id: number; status: string }>(`users/orders/${id}/cancel`, { method: 'POST' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY }),
      ]);
    },
  });
}

/**
 * Buy again: the order's items into the cart at the order's quantities (POST cart/add-multiple-items:
 * lowered to what is in stock, what is gone skipped, refused only when nothing could be added).
 */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderDetail) =>
      addItemsToServerCart(queryClient, [
        ...order.products.flatMap((l) => (l.product_id ? [{ id: l.product_id, qty: l.qty, type: 'product' as const }] : [])),
        ...order.cards.flatMap((l) => (l.card_id ? [{ id: l.card_id, qty: l.qty, type: 'card' as const }] : [])),
      ]),
  });
}

/** GET users/orders/pagination: one page of 20 of the customer's orders with a status. */
export function useOrders(status: OrderFilter, page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', i18n.language, status, page],
    queryFn: ({ signal }) => api.get('/users/orders/pagination', { status, per_page: ORDERS_PAGE_SIZE, page }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every order of the customer (the 20,000 form), to find a shipment by its key alone. */
export function useAllOrders(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'all', i18n.language],
    queryFn: async ({ signal }): Promise<OrderListItem[]> =>
      (await api.get('/users/orders/pagination', { status: 'all', per_page: 20000, page: 1 }, signal)).orders,
    enabled,
  });
}

export function useOrder(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id, i18n.language],
    queryFn: ({ signal }) => api.get('/users/orders/{id}', { id: id! }, signal),
    enabled: id !== null,
    retry: false,
  });
}
