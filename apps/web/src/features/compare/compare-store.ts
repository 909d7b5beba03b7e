// The compare list of spec §3/§5: up to 3 products kept in localStorage, no duplicates.
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { COMPARE_MAX, TIMINGS, type ProductListItem } from '@store/shared';
import { notifyErrors, notifySuccess } from '../../lib/notify.ts';

export const COMPARE_KEY = 'compare';

export type CompareResult = 'added' | 'duplicate' | 'full';

const listeners = new Set<() => void>();
let cache: ProductListItem[] | null = null;

export function readCompare(): ProductListItem[] {
  if (cache) return cache;
  let list: ProductListItem[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]');
    if (Array.isArray(parsed))
      list = (parsed as ProductListItem[]).filter((p) => p && typeof p.id === 'number').slice(0, COMPARE_MAX);
  } catch {
    list = [];
  }
  cache = list;
  return list;
}

function write(list: ProductListItem[]): void {
  localStorage.setItem(COMPARE_KEY, JSON.stringify(list));
  cache = list;
  listeners.forEach((l) => l());
}

export function addToCompareList(product: ProductListItem): CompareResult {
  const list = readCompare();
  if (list.some((p) => p.id === product.id)) return 'duplicate';
  if (list.length >= COMPARE_MAX) return 'full';
  write([...list, product]);
  return 'added';
}

export function removeFromCompareList(id: number): void {
  write(readCompare().filter((p) => p.id !== id));
}

export function reloadCompare(): void {
  cache = null;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARE_KEY) reloadCompare();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: ProductListItem[] = [];
const serverSnapshot = () => NONE;

export function useCompareList(): ProductListItem[] {
  // the server (and hydration) see an empty list: the browser's own list follows at once
  return useSyncExternalStore(subscribe, readCompare, serverSnapshot);
}

/** Add/remove with the spec's messages (success 2 s; errors through the error box). */
export function useCompareActions() {
  const { t } = useTranslation();
  const add = useCallback(
    (product: ProductListItem): CompareResult => {
      const result = addToCompareList(product);
      if (result === 'added') notifySuccess(t('catalog.compare.added'), TIMINGS.compareMessage);
      else notifyErrors([t(result === 'duplicate' ? 'catalog.compare.duplicate' : 'catalog.compare.full')]);
      return result;
    },
    [t],
  );
  const remove = useCallback(
    (id: number) => {
      removeFromCompareList(id);
      notifySuccess(t('catalog.compare.deleted'), TIMINGS.compareMessage);
    },
    [t],
  );
  return { add, remove };
}
