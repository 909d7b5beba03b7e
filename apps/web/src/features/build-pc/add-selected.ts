// 'Add Selected items to Cart' (spec §5 Build PC). Signed in: one POST cart/add-multiple-items
// with every chosen part; guests: the session cart, all parts or none. The three messages of the
// spec: nothing chosen, a refusal ('Failed to add items to cart.', with the server's reason) and
// a call that did not complete ('Error while adding items to cart.').
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { addToCartProblem, BUILD_PC_NAME_MAX, truncate, type ProductListItem } from '@store/shared';
import { ApiError } from '../../lib/api.ts';
import { showErrors, showSuccess } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session.ts';
import { addItemsToServerCart, addToGuestCart, guestQtyInCart } from '../cart/index.ts';
import { componentProductsQuery } from './api.ts';
import type { BuildLine } from './selection.ts';

const ADDED_MESSAGE_MS = 2000;

/** Returns a function that adds the chosen parts and resolves true when they were added. */
export function useAddSelectedToCart(): (lines: ReadonlyArray<BuildLine & { categoryId: number }>) => Promise<boolean> {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (lines) => {
      if (lines.length === 0) {
        showErrors([t('build-pc.cart.noItems')]);
        return false;
      }
      if (user === null) {
        // the guest cart is the browser's: the parts are asked for again first, so a part sold out
        // (or repriced) since the list was loaded is not put in the cart as it was
        let current: Array<ProductListItem | null>;
        try {
          const lists = await Promise.all(
            lines.map(({ categoryId }) => queryClient.fetchQuery({ ...componentProductsQuery(lang, categoryId), staleTime: 0 })),
          );
          current = lines.map(({ product }, i) => lists[i]!.products.find((p) => p.id === product.id) ?? null);
        } catch {
          showErrors([t('build-pc.cart.error')]);
          return false;
        }
        const problems = lines.flatMap(({ product: kept, qty }, i) => {
          const product = current[i];
          const problem = product ? addToCartProblem(product, qty, guestQtyInCart(product)) : 'notAvailable';
          return problem ? [`${truncate((product ?? kept).name, BUILD_PC_NAME_MAX)}: ${t(`build-pc.cart.${problem}`)}`] : [];
        });
        if (problems.length > 0) {
          showErrors([t('build-pc.cart.failed'), ...problems]);
          return false;
        }
        lines.forEach(({ qty }, i) => addToGuestCart(current[i]!, qty));
        showSuccess(t('build-pc.cart.added'), ADDED_MESSAGE_MS);
        return true;
      }
      try {
        const res = await addItemsToServerCart(
          queryClient,
          lines.map(({ product, qty }) => ({ id: product.id, qty, type: 'product' })),
        );
        showSuccess(res.message || t('build-pc.cart.added'), ADDED_MESSAGE_MS);
        return true;
      } catch (err) {
        const refused = err instanceof ApiError && err.httpStatus > 0;
        showErrors(refused ? [t('build-pc.cart.failed'), ...err.errors] : [t('build-pc.cart.error')]);
        return false;
      }
    },
    [user, t, lang, queryClient],
  );
}
