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
