// Fakes of the cart's answers for component tests, checked against the same zod schemas the
// API serialises through (packages/shared/src/contract/cart.ts), so a fake cannot drift.
import { cartAnswer, type CartAnswer, type CartLine } from '@store/shared/contract/cart';

export function buildCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    product_type: 1,
    name: 'Test Product 1',
    slug: 'test-product-1',
    img: '/uploads/products/test.svg',
    price: 1250,
    price_after_discount: 1000,
    qty: 2,
    total_price: 2000,
    type: 1,
    stock: 5,
    ...overrides,
  };
}

/** A digital card line (product_type 2): a PSN $10 code at 500, sold on request (type 0, no stock). */
export function buildCardLine(overrides: Partial<CartLine> = {}): CartLine {
  return buildCartLine({
    id: 9,
    product_type: 2,
    name: 'PSN $10',
    price: 500,
    price_after_discount: null,
    qty: 1,
    total_price: 500,
    type: 0,
    stock: 0,
    ...overrides,
  });
}

export function buildCart(overrides: Partial<CartAnswer> = {}): CartAnswer {
  const products = overrides.products ?? [buildCartLine()];
  const cards = overrides.cards ?? [];
  return cartAnswer.parse({
    products,
    cards,
    total: [...products, ...cards].reduce((s, l) => s + l.total_price, 0),
    is_cart_updated: false,
    tier_increment: 50,
    max_redeemable_points: 0,
    min_points_to_use: 100,
    current_points: 0,
    usable_points: 0,
    monetary_value_per_point: 0.1,
    ...overrides,
  });
}
