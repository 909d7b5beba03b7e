// The signed-in cart as far as the catalogue needs it: the badge count from GET /users/cart
// (spec §2 Shell: the badge shows the server count when signed in, the local count otherwise).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet } from '../api.ts';
import { useSession } from '../session.ts';
import { useGuestCart } from './guest-cart.ts';

/** Query-key prefix of the server cart; invalidate it after any cart change. */
export const SERVER_CART_KEY = ['cart'] as const;

interface ServerCartCount {
  products?: unknown[];
  cards?: unknown[];
}

/** Lines in the server cart; 0 while the endpoint does not exist yet (404). */
export async function fetchServerCartCount(signal?: AbortSignal): Promise<number> {
  try {
    const data = await apiGet<ServerCartCount | null>('users/cart', undefined, signal);
    return (data?.products?.length ?? 0) + (data?.cards?.length ?? 0);
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) return 0;
    throw err;
  }
}

export function useServerCartCount(enabled: boolean): number {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: [...SERVER_CART_KEY, 'count', i18n.language],
    queryFn: ({ signal }) => fetchServerCartCount(signal),
    enabled,
    staleTime: 30_000,
  });
  return query.data ?? 0;
}

/** Cart badge count: server lines for signed-in users, guest-cart lines for guests. */
export function useCartCount(): number {
  const { user } = useSession();
  const guest = useGuestCart();
  const server = useServerCartCount(user !== null);
  return user !== null ? server : guest.length;
}
