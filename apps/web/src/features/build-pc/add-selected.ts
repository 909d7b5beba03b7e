// 'Add Selected items to Cart' (spec §5 Build PC). Signed in: one POST cart/add-multiple-items
// with every chosen part; guests: the session cart, all parts or none. The three messages of the
// spec: nothing chosen, a refusal ('Failed to add items to cart.', with the server's reason) and
// a call that did not complete ('Error while adding items to cart.').
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { addToCartProblem, BUILD_PC_NAME_MAX, truncate } from '@store/shared';
import { ApiError } from '../../lib/api.ts';
import { showErrors, showSuccess } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session.ts';
import { addItemsToServerCart, addToGuestCart, guestQtyInCart } from '../cart/index.ts';
import type { BuildLine } from './selection.ts';

const ADDED_MESSAGE_MS = 2000;

/** Returns a function that adds the chosen parts and resolves true when they were added. */
export function useAddSelectedToCart(): (lines: readonly BuildLine[]) => Promise<boolean> {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (lines) => {
      if (lines.length === 0) {
        showErrors([t('build-pc.cart.noItems')]);
        return false;
      }
      if (user === null) {
        const problems = lines.flatMap(({ product, qty }) => {
          const problem = addToCartProblem(product, qty, guestQtyInCart(product));
          return problem ? [`${truncate(product.name, BUILD_PC_NAME_MAX)}: ${t(`build-pc.cart.${problem}`)}`] : [];
        });
        if (problems.length > 0) {
          showErrors([t('build-pc.cart.failed'), ...problems]);
          return false;
        }
        for (const { product, qty } of lines) addToGuestCart(product, qty);
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
    [user, t, queryClient],
  );
}
