// The guest cart of spec §3/§4: a list in sessionStorage under 'cart items', each entry the full
// product object, its quantity and its kind; adding the same item again adds the quantities.
// After sign-in the accounts feature uploads this list and clears it (readGuestCart/clearGuestCart).
import { useSyncExternalStore } from 'react';
import type { CatalogItem } from '@store/shared';

export const GUEST_CART_KEY = 'cart items';

export type CartItemKind = 'product' | 'card';

export interface GuestCartEntry {
  product: CatalogItem;
  qty: number;
  type: CartItemKind;
}

export const kindOf = (item: Pick<CatalogItem, 'product_type'>): CartItemKind => (item.product_type === 2 ? 'card' : 'product');

const listeners = new Set<() => void>();
let cache: GuestCartEntry[] | null = null;

function isEntry(value: unknown): value is GuestCartEntry {
  const v = value as GuestCartEntry | null;
  return (
    !!v &&
    typeof v === 'object' &&
    !!v.product &&
    typeof v.product.id === 'number' &&
    typeof v.qty === 'number' &&
    (v.type === 'product' || v.type === 'card')
  );
}

const EMPTY: GuestCartEntry[] = [];
const emptyGuestCart = () => EMPTY;

export function readGuestCart(): GuestCartEntry[] {
  if (cache) return cache;
  let list: GuestCartEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(GUEST_CART_KEY) ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter(isEntry);
  } catch {
    list = [];
  }
  cache = list;
  return list;
}

function write(list: GuestCartEntry[]): void {
  sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify(list));
  cache = list;
  listeners.forEach((l) => l());
}

const sameItem = (e: GuestCartEntry, id: number, type: CartItemKind) => e.product.id === id && e.type === type;

/** Quantity of this item already in the guest cart (for the "cannot add more" rule). */
export function guestQtyInCart(item: Pick<CatalogItem, 'id' | 'product_type'>): number {
  const type = kindOf(item);
  return readGuestCart().find((e) => sameItem(e, item.id, type))?.qty ?? 0;
}

/** Adds or merges (by id and kind, quantities added). The stored product is refreshed to the latest object. */
export function addToGuestCart(item: CatalogItem, qty: number): GuestCartEntry[] {
  const type = kindOf(item);
  const list = readGuestCart();
  const existing = list.find((e) => sameItem(e, item.id, type));
  const next = existing
    ? list.map((e) => (e === existing ? { ...e, product: item, qty: e.qty + qty } : e))
    : [...list, { product: item, qty, type }];
  write(next);
  return next;
}

export function setGuestQty(id: number, type: CartItemKind, qty: number): void {
  const whole = Math.max(1, Math.floor(qty));
  write(readGuestCart().map((e) => (sameItem(e, id, type) ? { ...e, qty: whole } : e)));
}

export function removeFromGuestCart(id: number, type: CartItemKind): void {
  write(readGuestCart().filter((e) => !sameItem(e, id, type)));
}

export function clearGuestCart(): void {
  sessionStorage.removeItem(GUEST_CART_KEY);
  cache = [];
  listeners.forEach((l) => l());
}

/** Drops the in-memory copy (tests, or another module wrote sessionStorage directly). */
export function reloadGuestCart(): void {
  cache = null;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGuestCart(): GuestCartEntry[] {
  // the server (and hydration) see an empty guest cart; the browser's own follows at once
  return useSyncExternalStore(subscribe, readGuestCart, emptyGuestCart);
}
