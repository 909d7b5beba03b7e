// The cart as the rest of the storefront sees it: the guest cart (sessionStorage 'cart items'),
// Add To Cart / Buy Now rules, the buy-now item and the header badge count.
export { useCartCount, useServerCartCount, fetchServerCartCount, SERVER_CART_KEY } from './server-cart.ts';
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
export { useAddToCart, isQuantityError } from './add-to-cart.ts';
export { BUY_NOW_KEY, readBuyNow, storeBuyNow, useBuyNow, type BuyNowEntry } from './buy-now.ts';
export { onSignedIn, uploadGuestCart } from './upload.ts';
