// Buy Now button (spec §5): login required; signed-in shoppers go to /checkout?from=buy-now.
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '@store/shared';
import { useBuyNow } from '../../lib/cart/buy-now.ts';
import './catalog.css';

export function BuyNowButton({ item, qty = 1, className = '' }: { item: CatalogItem; qty?: number; className?: string }) {
  const { t } = useTranslation();
  const buyNow = useBuyNow();
  return (
    <button type="button" className={`btn btn-outline buy-now ${className}`} onClick={() => buyNow(item, qty)}>
      {t('catalog.actions.buyNow')}
    </button>
  );
}
