// The demo catalogue keeps the store's 'compatible parts' promise checkable: every product of the
// six component categories carries its Build PC keys, and the in-stock parts can show each
// warning (a shopper trying the tool meets every rule).
import { describe, expect, it } from 'vitest';
import { compatibilityWarnings, missingCompatKeys, type CompatSpecs, type CompatWarningCode } from '@store/shared';
import { buildProducts, PART_OF_CATEGORY } from './products.ts';

const { products } = buildProducts(new Date('2026-11-01T00:00:00Z'));
const inStock = products.filter((p) => p.stockType === 0 || (p.stockType === 1 && (p.stock ?? 0) > 0));

describe('demo catalogue: Build PC specification keys', () => {
  it('gives every component its part and keys, and no other product any', () => {
    const components = products.filter((p) => PART_OF_CATEGORY.has(p.categoryId));
    expect(components.length).toBeGreaterThanOrEqual(30);
    for (const p of components) {
      expect(p.compat?.part, p.slug).toBe(PART_OF_CATEGORY.get(p.categoryId));
      expect(missingCompatKeys(p.compat!), p.slug).toEqual([]);
    }
    expect(products.filter((p) => !PART_OF_CATEGORY.has(p.categoryId)).every((p) => p.compat == null)).toBe(true);
  });

  it('lets a shopper meet every warning with parts that are in stock', () => {
    const of = (part: CompatSpecs['part']) => inStock.flatMap((p) => (p.compat?.part === part ? [p.compat] : []));
    const seen = new Set<CompatWarningCode>();
    for (const cpu of of('cpu'))
      for (const board of of('motherboard'))
        for (const memory of of('memory'))
          for (const gpu of of('gpu'))
            for (const psu of of('psu'))
              for (const pcCase of of('case'))
                for (const w of compatibilityWarnings(
                  [cpu, board, memory, gpu, psu, pcCase].map((compat) => ({ qty: 1, compat })),
                ))
                  seen.add(w.code);
    expect([...seen].sort()).toEqual(['gpu_too_long', 'memory_type_mismatch', 'psu_too_small', 'socket_mismatch']);
  });
});
