// The wishlist heart (spec §4 Like): guests get 'You have to login first!'; signed-in shoppers
// toggle the favourite with POST {products|cards}/{id}/liked and the lists refresh.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { CatalogItem, LikeAnswer } from '@store/shared';
import { ApiError, apiCall } from '../../lib/api.ts';
import { notifyErrors, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import './catalog.css';

interface Props {
  item: Pick<CatalogItem, 'id' | 'product_type' | 'isFav' | 'name'>;
  className?: string;
}

export function WishlistHeart({ item, className = '' }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [fav, setFav] = useState(item.isFav);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFav(item.isFav), [item.isFav]);

  async function toggle() {
    if (user === null) {
      notifyErrors([t('cart.loginFirst')]);
      return;
    }
    setBusy(true);
    try {
      const kind = item.product_type === 2 ? 'cards' : 'products';
      const res = await apiCall<LikeAnswer>(`${kind}/${item.id}/liked`, { method: 'POST' });
      setFav(res.data?.isFav ?? !fav);
      // spec §4 Like: the server's message, then the lists reload
      if (res.message) notifySuccess(res.message, 2000);
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    } catch (err) {
      notifyErrors(err instanceof ApiError && err.httpStatus !== 401 ? err.errors : [t('cart.loginFirst')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`wishlist-heart${fav ? ' wishlist-heart--on' : ''} ${className}`}
      aria-pressed={fav}
      aria-label={t(fav ? 'catalog.actions.removeFromWishlist' : 'catalog.actions.addToWishlist')}
      title={t(fav ? 'catalog.actions.removeFromWishlist' : 'catalog.actions.addToWishlist')}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-10-9.2C.4 8.6 2.2 4.5 6 4.1c2.2-.2 3.7.9 4.6 2.2.2.3.6.3.8 0C12.3 5 13.8 3.9 16 4.1c3.8.4 5.6 4.5 4 7.7C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
