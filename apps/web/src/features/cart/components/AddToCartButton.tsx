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
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="btn__icon">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      <span>{label ?? t('catalog.actions.addToCart')}</span>
    </button>
  );
}
