// Quantity, stock label, Buy Now and Add To Cart of a product or card page (spec §2).
import { useState } from 'react';
import type { CatalogItem } from '@store/shared';
import { AddToCartButton, BuyNowButton } from '../../cart/index.ts';
import { QuantityStepper } from '../../../components/catalog/QuantityStepper.tsx';
import { StockBadge } from '../../../components/catalog/StockBadge.tsx';

export function BuyBox({ item }: { item: CatalogItem }) {
  const [qty, setQty] = useState(1);
  return (
    <div className="buy-box">
      <div className="buy-box__row">
        <QuantityStepper value={qty} onChange={setQty} />
        <StockBadge item={item} />
      </div>
      <div className="buy-box__actions">
        <AddToCartButton item={item} qty={qty} className="buy-box__btn" />
        <BuyNowButton item={item} qty={qty} className="buy-box__btn" />
      </div>
    </div>
  );
}
