// Stock label and purchasability (spec §4). type 0: stock not managed (always in stock);
// type 1: managed, `stock` units left; type 2: not available.
/** The stock types an item (product or card) has (the `stock_type` column, the answers' `type`). */
export const STOCK_TYPE = {
  /** stock not managed: always in stock */
  unmanaged: 0,
  /** managed: `stock` units left */
  managed: 1,
  /** not available */
  unavailable: 2,
} as const;
export type StockType = (typeof STOCK_TYPE)[keyof typeof STOCK_TYPE];
export type StockLabel = 'in_stock' | 'limited_stock' | 'out_of_stock';

export interface Stocked {
  type: number;
  stock: number;
}

export function stockLabel(item: Stocked): StockLabel {
  if (item.type === STOCK_TYPE.unmanaged) return 'in_stock';
  if (item.type === STOCK_TYPE.managed && item.stock !== 0) return 'limited_stock';
  return 'out_of_stock';
}

export function isPurchasable(item: Stocked): boolean {
  return !(item.type === STOCK_TYPE.unavailable || (item.type === STOCK_TYPE.managed && item.stock <= 0));
}

export type AddToCartProblem = 'notAvailable' | 'quantityNotAvailable' | 'cannotAddMore' | null;

/**
 * spec §5 Add to cart / buy now: type 2 → 'This product is not available now'; managed stock
 * with quantity above stock → 'This quantity is not available'; cart would exceed stock →
 * 'Cannot add more, stock is not available'.
 */
export function addToCartProblem(item: Stocked, qty: number, alreadyInCart = 0): AddToCartProblem {
  if (item.type === STOCK_TYPE.unavailable) return 'notAvailable';
  if (item.type === STOCK_TYPE.managed) {
    if (item.stock <= 0 || qty > item.stock) return 'quantityNotAvailable';
    if (alreadyInCart + qty > item.stock) return 'cannotAddMore';
  }
  return null;
}
