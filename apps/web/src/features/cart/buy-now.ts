// Buy Now (spec §5): guests get 'Please login first!' and go to /login after 3.5 s (and come back
// to the page once signed in); signed-in
// shoppers store the single buy-now item in sessionStorage and continue at /checkout?from=buy-now.
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { addToCartProblem, TIMINGS, type CatalogItem } from '@store/shared';
import { useSession } from '../../lib/session.ts';
import { kindOf, type CartItemKind } from './guest-cart.ts';
import { notifyErrors } from '../../lib/notify.ts';
import { loginState } from '../../app/guards.tsx';

export const BUY_NOW_KEY = 'buy now item';

export interface BuyNowEntry {
  type: CartItemKind;
  id: number;
  qty: number;
}

export function readBuyNow(): BuyNowEntry | null {
  try {
    const list = JSON.parse(sessionStorage.getItem(BUY_NOW_KEY) ?? '[]') as BuyNowEntry[];
    return Array.isArray(list) && list[0] ? list[0] : null;
  } catch {
    return null;
  }
}

export function storeBuyNow(entry: BuyNowEntry): void {
  sessionStorage.setItem(BUY_NOW_KEY, JSON.stringify([entry]));
}

/** Forgets the buy-now item once its order is placed, so going Back to the checkout cannot order it twice. */
export function clearBuyNow(): void {
  sessionStorage.removeItem(BUY_NOW_KEY);
}

export function useBuyNow(): (item: CatalogItem, qty: number) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  return useCallback(
    (item, qty) => {
      if (user === null) {
        notifyErrors([t('cart.pleaseLoginFirst')]);
        // back to this page once signed in, to press Buy Now again
        const state = loginState(pathname + search);
        window.setTimeout(() => void navigate('/login', { state }), TIMINGS.buyNowLoginRedirect);
        return;
      }
      const problem = addToCartProblem(item, qty);
      if (problem) {
        notifyErrors([t(`cart.${problem}`)]);
        return;
      }
      storeBuyNow({ type: kindOf(item), id: item.id, qty });
      void navigate('/checkout?from=buy-now');
    },
    [user, t, navigate, pathname, search],
  );
}
