// Catalogue building blocks other features reuse (home, wishlist, build-pc, cart).
export { ProductCard } from './ProductCard.tsx';
export { PriceTag } from './PriceTag.tsx';
export { StockBadge } from './StockBadge.tsx';
export { Stars, starKinds } from './Stars.tsx';
export { WishlistHeart } from './WishlistHeart.tsx';
export { QuantityStepper } from './QuantityStepper.tsx';
export { SearchSuggestions } from './SearchSuggestions.tsx';
export { FlagIcon } from './FlagIcon.tsx';
export { CompareButton } from './CompareButton.tsx';
export { itemPath, itemImage } from './item-path.ts';
