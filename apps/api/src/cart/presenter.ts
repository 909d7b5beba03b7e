// The one place the cart's answer shape is produced (spec §3 Cart). Money leaves as EGP numbers.
import { cartSubtotal, lineTotal, toEgp, unitPrice, type PointsAllowance } from '@store/shared';
import type { CartAnswer, CartLine } from '@store/shared/contract/cart';
import type { Storage } from '../integrations/storage/index.ts';
import type { CartRow } from './queries.ts';

export interface PricedRow {
  row: CartRow;
  qty: number;
  unit: number;
  total: number;
}

export function priceRow(row: CartRow, qty: number): PricedRow {
  const unit = unitPrice(row.price, row.price_after_discount);
  return { row, qty, unit, total: lineTotal(unit, qty) };
}

export function presentLine({ row, qty, total }: PricedRow, storage: Storage): CartLine {
  return {
    id: row.id,
    product_type: row.kind === 'card' ? 2 : 1,
    name: row.name,
    slug: row.slug,
    img: storage.publicUrl(row.image),
    price: toEgp(row.price),
    price_after_discount: row.price_after_discount === null ? null : toEgp(row.price_after_discount),
    qty,
    total_price: toEgp(total),
    type: row.stock_type,
    stock: row.stock,
  };
}

export function presentCart(
  lines: PricedRow[],
  points: PointsAllowance,
  piastresPerPoint: number,
  updated: boolean,
  storage: Storage,
): CartAnswer {
  return {
    products: lines.filter((l) => l.row.kind === 'product').map((l) => presentLine(l, storage)),
    cards: lines.filter((l) => l.row.kind === 'card').map((l) => presentLine(l, storage)),
    total: toEgp(cartSubtotal(lines)),
    is_cart_updated: updated,
    ...points,
    monetary_value_per_point: toEgp(piastresPerPoint),
  };
}
