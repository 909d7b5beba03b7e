// The signed-in cart (spec §2 Cart, §3 Cart): GET users/cart through TanStack Query, shared by the
// header badge and /my-cart, and the line changes (set quantity, remove) that refresh it.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { AddMultipleAnswer, CartAnswer, CartChangeAnswer } from '@store/shared/contract/cart';
import { apiCall, api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useGuestCart, type CartItemKind } from './guest-cart.ts';

/** Query-key prefix of the server cart; invalidate it after any cart change. */
export const SERVER_CART_KEY = ['cart'] as const;

export const fetchServerCart = (signal?: AbortSignal) => api.get('/users/cart', undefined, signal);

export interface CartItemRef {
  id: number;
  qty: number;
  type: CartItemKind;
  /** the unit price (EGP) the shopper saw, sent with a guest cart's items */
  price?: number;
}

/**
 * POST cart/add-multiple-items (spec §7): the guest cart uploaded after sign-in, Build PC's parts,
 * an order bought again. The server cart is asked again afterwards, whatever the answer.
 */
export async function addItemsToServerCart(client: QueryClient, items: CartItemRef[]) {
  try {
    return await apiCall<AddMultipleAnswer>('cart/add-multiple-items', { method: 'POST', body: { items, platform: 'web' } });
  } finally {
    await client.invalidateQueries({ queryKey: SERVER_CART_KEY });
  }
}

export const cartLineCount = (cart: Pick<CartAnswer, 'products' | 'cards'> | undefined) =>
  (cart?.products.length ?? 0) + (cart?.cards.length ?? 0);

/** The server cart of the signed-in shopper (disabled for guests). */
export function useServerCart(enabled = true) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return useQuery({
    queryKey: [...SERVER_CART_KEY, i18n.language],
    queryFn: ({ signal }) => fetchServerCart(signal),
    enabled: enabled && user !== null,
    staleTime: 30_000,
  });
}

/**
 * Cart badge count (spec §2 Shell): server lines when signed in, guest-cart lines otherwise. An
 * account still to activate has no server cart yet (the API refuses it until then): its guest cart
 * is held for it and goes up once the account is active (VerifyPage), so the badge counts that.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const guest = useGuestCart();
  const serverSide = user !== null && user.activation_str !== 'waiting_Active';
  const server = useServerCart(serverSide);
  return serverSide ? cartLineCount(server.data) : guest.length;
}

const linePath = (kind: CartItemKind, id: number, action: 'add-cart' | 'delete-cart') => `${kind}s/${id}/${action}`;

/** Set a line's quantity (`type: 'update'`) or remove it; the cart query refreshes afterwards. */
export function useCartLineChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
  const setQty = useMutation({
    mutationFn: ({ kind, id, qty }: { kind: CartItemKind; id: number; qty: number }) =>
      apiCall<CartChangeAnswer>(linePath(kind, id, 'add-cart'), { method: 'POST', body: { qty, type: 'update' } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ kind, id }: { kind: CartItemKind; id: number }) =>
      apiCall<CartChangeAnswer>(linePath(kind, id, 'delete-cart'), { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { setQty, remove };
}
