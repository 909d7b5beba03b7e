// The Build-PC selection (spec §3): a map from component category id to the chosen product and
// its quantity. Kept in sessionStorage under 'build pc' so a look at a product page and back
// keeps the build; the rules of spec §4/§5 (choose = quantity 1, choose again = deselect,
// quantity within stock) are the pure functions below, the store only holds their result.
import { useSyncExternalStore } from 'react';
import { buildQtyAllowed, isPurchasable, type ProductListItem } from '@store/shared';

export const BUILD_PC_KEY = 'build pc';

export interface BuildLine {
  product: ProductListItem;
  qty: number;
}

/** category id → the chosen product */
export type BuildSelection = Readonly<Record<number, BuildLine>>;

/** spec §4: choosing selects with quantity 1 (replacing the category's choice); choosing the same product again deselects. */
export function toggleChoice(selection: BuildSelection, categoryId: number, product: ProductListItem): BuildSelection {
  const { [categoryId]: current, ...rest } = selection;
  if (current?.product.id === product.id) return rest;
  if (!isPurchasable(product)) return selection;
  return { ...rest, [categoryId]: { product, qty: 1 } };
}

export function removeChoice(selection: BuildSelection, categoryId: number): BuildSelection {
  const { [categoryId]: _removed, ...rest } = selection;
  return rest;
}

/** spec §5: the new quantity, or null when it is below 1 or above the stock (type 0 unbounded). */
export function changeQty(selection: BuildSelection, categoryId: number, qty: number): BuildSelection | null {
  const line = selection[categoryId];
  if (!line || !buildQtyAllowed(line.product, qty)) return null;
  return { ...selection, [categoryId]: { ...line, qty } };
}

/**
 * The kept build brought up to date with the current in-stock parts (`parts`: category id → that
 * component's list, for the lists that have loaded): each chosen part takes its current name (in
 * the shopper's language), price and stock, a quantity above the stock comes down to it, and a
 * part no longer listed (out of stock, hidden, removed) leaves the build and is named in `dropped`.
 * Answers the same selection object when nothing changed.
 */
export function refreshSelection(
  selection: BuildSelection,
  parts: ReadonlyMap<number, readonly ProductListItem[]>,
): { selection: BuildSelection; dropped: ProductListItem[] } {
  const next: Record<number, BuildLine> = {};
  const dropped: ProductListItem[] = [];
  let changed = false;
  for (const [id, line] of Object.entries(selection)) {
    const list = parts.get(Number(id));
    const current = list ? list.find((p) => p.id === line.product.id) : line.product;
    if (!current || !isPurchasable(current)) {
      dropped.push(line.product);
      changed = true;
      continue;
    }
    const qty = current.type === 1 ? Math.min(line.qty, current.stock) : line.qty;
    if (current !== line.product && JSON.stringify(current) !== JSON.stringify(line.product)) changed = true;
    if (qty !== line.qty) changed = true;
    next[Number(id)] = { product: current, qty };
  }
  return changed ? { selection: next, dropped } : { selection, dropped };
}

export const selectedLines = (selection: BuildSelection): Array<BuildLine & { categoryId: number }> =>
  Object.entries(selection).map(([id, line]) => ({ ...line, categoryId: Number(id) }));

// ---- the store -----------------------------------------------------------------------------------

const listeners = new Set<() => void>();
let cache: BuildSelection | null = null;

function isLine(value: unknown): value is BuildLine {
  const v = value as BuildLine | null;
  return !!v && typeof v === 'object' && !!v.product && typeof v.product.id === 'number' && Number.isInteger(v.qty) && v.qty >= 1;
}

export function readSelection(): BuildSelection {
  if (cache) return cache;
  const out: Record<number, BuildLine> = {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(BUILD_PC_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [id, line] of Object.entries(parsed)) if (/^\d+$/.test(id) && isLine(line)) out[Number(id)] = line;
    }
  } catch {
    // a damaged entry starts an empty build
  }
  cache = out;
  return out;
}

export function writeSelection(next: BuildSelection): void {
  sessionStorage.setItem(BUILD_PC_KEY, JSON.stringify(next));
  cache = next;
  listeners.forEach((l) => l());
}

/** Drops the in-memory copy (tests). */
export function reloadSelection(): void {
  cache = null;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: BuildSelection = {};

export function useBuildSelection(): BuildSelection {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY);
}
