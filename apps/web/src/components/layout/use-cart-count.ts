// The cart badge count (spec §2 Shell: server cart when signed in, local cart otherwise).
// PLACEHOLDER until lib/cart/index.ts exports useCartCount (catalog-web): returns 0.
export function useCartCount(): number {
  return 0;
}
