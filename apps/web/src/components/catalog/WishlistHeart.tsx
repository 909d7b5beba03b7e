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
    />
  );
}
