// The compare list (spec: localStorage `compare`, at most COMPARE_MAX products): what other
// features use of it. The compare page itself is the catalogue's (features/catalog/pages/ComparePage.tsx).
export {
  addToCompareList,
  COMPARE_KEY,
  readCompare,
  removeFromCompareList,
  useCompareActions,
  useCompareList,
} from './compare-store.ts';
export type { CompareResult } from './compare-store.ts';
