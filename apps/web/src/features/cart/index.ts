// The cart feature's public face: what the catalogue, the header, the account feature and
// (later) checkout and Build PC use. Other features import from here, never from its files.
export {
  useCartCount,
  useServerCart,
  useCartLineChanges,
  SERVER_CART_KEY,
  cartLineCount,
  addItemsToServerCart,
  type CartItemRef,
} from './server-cart.ts';
export {
  GUEST_CART_KEY,
  addToGuestCart,
  clearGuestCart,
  guestQtyInCart,
  kindOf,
  readGuestCart,
  reloadGuestCart,
  removeFromGuestCart,
  setGuestQty,
  useGuestCart,
  type CartItemKind,
  type GuestCartEntry,
} from './guest-cart.ts';
export { useAddToCart, addRefusalMessages } from './add-to-cart.ts';
export { BUY_NOW_KEY, clearBuyNow, readBuyNow, storeBuyNow, useBuyNow, type BuyNowEntry } from './buy-now.ts';
export { REDEEM_POINTS_KEY, readRedeemPoints } from './redeem-points.ts';
export { onSignedIn, uploadGuestCart } from './upload.ts';
export { AddToCartButton } from './components/AddToCartButton.tsx';
export { BuyNowButton } from './components/BuyNowButton.tsx';
