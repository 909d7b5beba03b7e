// Add To Cart button: runs the cart rules of spec §4/§5 (guest or signed in). Out of stock
// blocks add-to-cart (spec §4), so the button is disabled for an item that cannot be bought.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isPurchasable, type CatalogItem } from '@store/shared';
import { useAddToCart } from '../add-to-cart.ts';
import '../../../components/catalog/catalog.css';

interface Props {
  item: CatalogItem;
  qty?: number;
  className?: string;
  label?: string;
}

export function AddToCartButton({ item, qty = 1, className = '', label }: Props) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`btn btn-primary add-to-cart ${className}`}
      disabled={busy || !isPurchasable(item)}
      onClick={async () => {
        setBusy(true);
        try {
          await add(item, qty);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label ?? t('catalog.actions.addToCart')}
    </button>
  );
}
