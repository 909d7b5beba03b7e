// The server cart (spec §2 Cart, §3 Cart, §4 Guest cart, §5 Add to cart / Cart). The server is
// the truth: prices and stock come from the catalogue at the moment of each call; a line whose
// price or available stock changed since the shopper last saw it is corrected, and the answer
// says so (is_cart_updated).
import {
  addToCartProblem,
  CART_MAX_QTY,
  isPurchasable,
  pointsAllowance,
  STOCK_TYPE,
  type AddToCartProblem,
  type CartItemType,
  storeDay,
  toPiastres,
  unitPrice,
} from '@store/shared';
import type { AddMultipleAnswer, CartAnswer, CartChangeAnswer } from '@store/shared/contract/cart';
import type { ErrorCode } from '@store/shared/contract/envelope';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { availablePoints } from '../rewards/queries.ts';
import { pointsRules } from '../rewards/rules.ts';
import { cartMessages } from './messages.ts';
import { presentCart, priceRow, type PricedRow } from './presenter.ts';
import { applyFixes, cartRows, deleteLine, itemRow, lineCount, upsertLine, type LineFix } from './queries.ts';

export interface CartScope {
  ctx: AppContext;
  lang: Lang;
  userId: number;
}

const PROBLEM_CODE: Record<NonNullable<AddToCartProblem>, ErrorCode> = {
  notAvailable: 'not_available',
  quantityNotAvailable: 'quantity_unavailable',
  cannotAddMore: 'cannot_add_more',
};

/** A stock refusal (409) with the spec's message and a stable code. */
export function stockRefusal(lang: Lang, problem: NonNullable<AddToCartProblem>): AppError {
  const message = cartMessages(lang, problem);
  return new AppError(409, message, [message], null, PROBLEM_CODE[problem]);
}

const notFound = (lang: Lang, kind: CartItemType) =>
  new AppError(404, cartMessages(lang, kind === 'product' ? 'productNotFound' : 'cardNotFound'));

/** The cart answer; `available` is the customer's points (read alongside the lines when possible). */
async function answer(scope: CartScope, lines: PricedRow[], updated: boolean, available?: number): Promise<CartAnswer> {
  const [rules, have] = await Promise.all([
    pointsRules(scope.ctx),
    available ?? availablePoints(scope.ctx.db, scope.userId, storeDay(scope.ctx.clock.now())),
  ]);
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const points = pointsAllowance(have, subtotal, rules);
  return presentCart(lines, points, rules.piastresPerPoint, updated, scope.ctx.storage);
}

/**
 * GET users/cart: the saved cart, corrected against the catalogue. A line whose item became
 * unavailable is removed; a quantity above the managed stock is lowered to it; a changed price
 * is recorded. Any of these sets is_cart_updated so the storefront tells the shopper.
 */
export async function readCart(scope: CartScope): Promise<CartAnswer> {
  // the lines and the points balance are independent reads: one round trip's wait instead of two
  const [{ lines, updated }, available] = await Promise.all([
    loadCart(scope),
    availablePoints(scope.ctx.db, scope.userId, storeDay(scope.ctx.clock.now())),
  ]);
  return answer(scope, lines, updated, available);
}

/** The saved cart's lines priced now (piastres), after the corrections of a read. */
export async function loadCart(
  scope: CartScope,
  opts: { strict?: boolean } = {},
): Promise<{ lines: PricedRow[]; updated: boolean }> {
  const rows = await cartRows(scope.ctx.db, scope.userId, scope.lang);
  const lines: PricedRow[] = [];
  const fixes: LineFix[] = [];
  let updated = false;
  for (const row of rows) {
    const stocked = { type: row.stock_type, stock: row.stock };
    const priced = priceRow(row, row.qty);
    if (!row.visible || !isPurchasable(stocked)) {
      fixes.push({ lineId: row.line_id, qty: null, unitPrice: priced.unit });
      updated = true;
      continue;
    }
    const qty = row.stock_type === STOCK_TYPE.managed ? Math.min(row.qty, row.stock) : row.qty;
    const priceChanged = row.unit_price !== null && row.unit_price !== priced.unit;
    if (qty !== row.qty || priceChanged || row.unit_price === null) {
      fixes.push({ lineId: row.line_id, qty, unitPrice: priced.unit });
      if (qty !== row.qty || priceChanged) updated = true;
    }
    lines.push(qty === row.qty ? priced : priceRow(row, qty));
  }
  // placing an order never buys from a cart the shopper has not seen as it is now
  if (opts.strict && updated) {
    const message = cartMessages(scope.lang, 'cartChanged');
    throw new AppError(409, message, [message], null, 'cart_changed');
  }
  if (fixes.length > 0) await scope.ctx.db.transaction((tx) => applyFixes(tx, scope.userId, fixes));
  return { lines, updated };
}

/** GET users/cart?is_buy_now=1: one item alone, priced now, the saved cart left as it is. */
export async function readBuyNow(scope: CartScope, kind: CartItemType, id: number, qty: number): Promise<CartAnswer> {
  return answer(scope, [await loadBuyNow(scope, kind, id, qty)], false);
}

/** One item priced now for a buy-now purchase, refused when it cannot be bought in that quantity. */
export async function loadBuyNow(scope: CartScope, kind: CartItemType, id: number, qty: number): Promise<PricedRow> {
  const row = await itemRow(scope.ctx.db, kind, id, scope.lang);
  if (!row) throw notFound(scope.lang, kind);
  const problem = addToCartProblem({ type: row.stock_type, stock: row.stock }, qty);
  if (problem) throw stockRefusal(scope.lang, problem);
  return priceRow(row, qty);
}

/** POST {products|cards}/{id}/add-cart: `add` adds to the line, `update` sets it. */
export async function changeLine(
  scope: CartScope,
  kind: CartItemType,
  id: number,
  qty: number,
  type: 'add' | 'update',
): Promise<{ data: CartChangeAnswer; message: string }> {
  const result = await upsertLine(scope.ctx.db, scope.userId, kind, id, qty, type === 'update' ? 'set' : 'add');
  if (!result.item) throw notFound(scope.lang, kind);
  if (result.qty === null) {
    const stocked = { type: result.item.stock_type, stock: result.item.stock };
    // the database refused the write; the shared rule names the reason (a race that passed the
    // rule against a stale quantity is "cannot add more")
    const problem = addToCartProblem(stocked, qty, type === 'add' ? result.previousQty : 0) ?? 'cannotAddMore';
    throw stockRefusal(scope.lang, problem);
  }
  const count = await lineCount(scope.ctx.db, scope.userId);
  return {
    data: { qty: result.qty, count },
    message: cartMessages(scope.lang, type === 'update' ? 'cartUpdated' : 'addedToCart'),
  };
}

/** DELETE {products|cards}/{id}/delete-cart. Removing a line that is not there is not an error. */
export async function removeLine(
  scope: CartScope,
  kind: CartItemType,
  id: number,
): Promise<{ data: CartChangeAnswer; message: string }> {
  await deleteLine(scope.ctx.db, scope.userId, kind, id);
  const count = await lineCount(scope.ctx.db, scope.userId);
  return { data: { qty: 0, count }, message: cartMessages(scope.lang, 'removedFromCart') };
}

export interface BatchItem {
  id: number;
  qty: number;
  type: CartItemType;
  /** the unit price (EGP) the shopper saw (a guest cart) */
  price?: number;
}

/**
 * POST cart/add-multiple-items (the guest cart uploaded after sign-in, Build PC): quantities
 * add to existing lines, lowered to what is in stock; unavailable or unknown items are
 * skipped. One transaction. Refused only when nothing at all could be added.
 */
export async function addItems(scope: CartScope, items: BatchItem[]): Promise<{ data: AddMultipleAnswer; message: string }> {
  const merged = new Map<string, BatchItem>();
  for (const it of items) {
    const key = `${it.type}:${it.id}`;
    const prev = merged.get(key);
    merged.set(key, { ...it, price: it.price ?? prev?.price, qty: Math.min(CART_MAX_QTY, (prev?.qty ?? 0) + it.qty) });
  }
  const data: AddMultipleAnswer = { added: [], adjusted: [], skipped: [], repriced: [], count: 0 };
  await scope.ctx.db.transaction(async (tx) => {
    for (const it of merged.values()) {
      // the price the guest saw becomes the line's last seen price: the cart then says it changed
      // (is_cart_updated), and placing an order from it is refused until it has been looked at
      const seen = it.price === undefined ? undefined : toPiastres(it.price);
      const r = await upsertLine(tx, scope.userId, it.type, it.id, it.qty, 'clamp', seen);
      if (!r.item || r.qty === null) {
        data.skipped.push({ id: it.id, type: it.type });
        continue;
      }
      if (r.qty - r.previousQty < it.qty) data.adjusted.push({ id: it.id, type: it.type, qty: r.qty });
      else data.added.push({ id: it.id, type: it.type, qty: r.qty });
      if (seen !== undefined && seen !== unitPrice(r.item.price, r.item.price_after_discount))
        data.repriced.push({ id: it.id, type: it.type });
    }
    data.count = await lineCount(tx, scope.userId);
  });
  if (data.added.length === 0 && data.adjusted.length === 0) {
    const message = cartMessages(scope.lang, 'noneAdded');
    throw new AppError(409, message, [message], data, 'not_available');
  }
  const partly = data.adjusted.length > 0 || data.skipped.length > 0;
  const said = cartMessages(scope.lang, partly ? 'itemsPartlyAdded' : 'itemsAdded');
  const message =
    data.repriced.length > 0 ? `${said.replace(/\.$/, '')}. ${cartMessages(scope.lang, 'pricesChangedSince')}` : said;
  return { data, message };
}
