// Add To Cart for guests and signed-in shoppers (spec §4, §5, §8). Guests: the stock rules,
// then the session cart and 'Added to cart' for 1 s. Signed in: POST {products|cards}/{id}/add-cart
// with {qty, type:'add'}, the server's message, and the badge refreshed.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addToCartProblem, TIMINGS, type CatalogItem } from '@store/shared';
import { ApiError, apiCall } from '../api.ts';
import { useSession } from '../session.ts';
import { addToGuestCart, guestQtyInCart, kindOf } from './guest-cart.ts';
import { notifyErrors, notifySuccess } from './notify.ts';
import { SERVER_CART_KEY } from './server-cart.ts';

const SIGNED_IN_MESSAGE_MS = 2000;

/** spec §8: the server's "quantity is not available" (English or Arabic) gets its own text. */
export function isQuantityError(message: string | undefined): boolean {
  if (!message) return false;
  const m = message.trim().toLowerCase();
  return (
    m.includes('quantity is not available') ||
    m.includes('الكمية غير متوفرة') ||
    m.includes('الكمية غير متاحة') ||
    m.includes('نفذت الكمية')
  );
}

export function cartPath(item: Pick<CatalogItem, 'id' | 'product_type'>): string {
  return `${kindOf(item)}s/${item.id}/add-cart`;
}

/** Returns a function that adds `qty` of `item` and resolves true when it was added. */
export function useAddToCart(): (item: CatalogItem, qty: number) => Promise<boolean> {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (item, qty) => {
      const signedIn = user !== null;
      const problem = addToCartProblem(item, qty, signedIn ? 0 : guestQtyInCart(item));
      if (problem) {
        notifyErrors([t(`catalog.cart.${problem}`)]);
        return false;
      }
      if (!signedIn) {
        addToGuestCart(item, qty);
        notifySuccess(t('catalog.cart.added'), TIMINGS.guestAddMessage);
        return true;
      }
      try {
        const res = await apiCall<unknown>(cartPath(item), { method: 'POST', body: { qty, type: 'add' } });
        notifySuccess(res.message || t('catalog.cart.added'), SIGNED_IN_MESSAGE_MS);
        await queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.httpStatus === 0) notifyErrors(err.errors);
        else if (err instanceof ApiError && isQuantityError(err.errors[0])) notifyErrors([t('catalog.cart.quantityNotAvilable')]);
        else notifyErrors([t('catalog.cart.loginFirst')]);
        return false;
      }
    },
    [user, t, queryClient],
  );
}
