// Buy Now button (spec §5): login required; signed-in shoppers go to /checkout?from=buy-now.
// Only in-stock items can be bought now, so the button is disabled for the others.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isPurchasable, type CatalogItem } from '@store/shared';
import { useBuyNow } from '../buy-now.ts';
import '../../../components/catalog/catalog.css';

export function BuyNowButton({ item, qty = 1, className = '' }: { item: CatalogItem; qty?: number; className?: string }) {
  const { t } = useTranslation();
  const buyNow = useBuyNow();
  return (
    <button
      type="button"
      className={`btn btn-outline buy-now ${className}`}
      disabled={!isPurchasable(item)}
      onClick={() => buyNow(item, qty)}
    >
      {t('catalog.actions.buyNow')}
    </button>
  );
}
