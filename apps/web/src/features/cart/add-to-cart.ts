// Add To Cart for guests and signed-in shoppers (spec §4, §5, §8). Guests: the stock rules,
// then the session cart and 'Added to cart' for 1 s. Signed in: POST {products|cards}/{id}/add-cart
// with {qty, type:'add'}, the server's message, and the cart refreshed. Refusals are told apart
// by the envelope's `code`, never by their text.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { addToCartProblem, TIMINGS, type CatalogItem } from '@store/shared';
import { ApiError, apiCall } from '../../lib/api.ts';
import { notifyErrors, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { addToGuestCart, guestQtyInCart, kindOf } from './guest-cart.ts';
import { SERVER_CART_KEY } from './server-cart.ts';

const SIGNED_IN_MESSAGE_MS = 2000;

export function cartPath(item: Pick<CatalogItem, 'id' | 'product_type'>): string {
  return `${kindOf(item)}s/${item.id}/add-cart`;
}

/** spec §8: what a signed-in shopper is told when the server refuses an add. */
export function addRefusalMessages(err: unknown, t: (key: string) => string): string[] {
  if (!(err instanceof ApiError) || err.httpStatus === 0) return err instanceof ApiError ? err.errors : [t('errors.server')];
  if (err.code === 'quantity_unavailable') return [t('cart.quantityNotAvilable')];
  if (err.code === 'unauthenticated') return [t('cart.loginFirst')];
  return err.errors;
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
        notifyErrors([t(`cart.${problem}`)]);
        return false;
      }
      if (!signedIn) {
        addToGuestCart(item, qty);
        notifySuccess(t('cart.added'), TIMINGS.guestAddMessage);
        return true;
      }
      try {
        const res = await apiCall<unknown>(cartPath(item), { method: 'POST', body: { qty, type: 'add' } });
        notifySuccess(res.message || t('cart.added'), SIGNED_IN_MESSAGE_MS);
        // spec §4: the cart (badge, /my-cart) reloads after a signed-in add
        await queryClient.invalidateQueries({ queryKey: SERVER_CART_KEY });
        return true;
      } catch (err) {
        notifyErrors(addRefusalMessages(err, t));
        return false;
      }
    },
    [user, t, queryClient],
  );
}
