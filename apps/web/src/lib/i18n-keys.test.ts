// Every visible string exists in both languages (STYLE.md habit 8): each key of
// src/locales/en.json and of every features/*/locales/en.json is in the matching ar.json and
// vice versa. Plural forms count as one key (Arabic has more plural forms than English).
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const catalogues = import.meta.glob<Tree>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

export function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [key.replace(PLURAL, '')] : flatKeys(v, key);
  });
}

export function missingKeys(from: Tree, to: Tree): string[] {
  const have = new Set(flatKeys(to));
  return [...new Set(flatKeys(from))].filter((k) => !have.has(k)).sort();
}

const pairs = Object.keys(catalogues)
  .filter((file) => file.endsWith('/en.json'))
  .map((en) => ({ en, ar: en.replace(/en\.json$/, 'ar.json') }));

describe('locale catalogues', () => {
  it('finds the shared and feature catalogues', () => {
    expect(pairs.map((p) => p.en)).toContain('../locales/en.json');
    expect(pairs.length).toBeGreaterThan(3);
  });

  it('the checker notices a missing key', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
    expect(missingKeys({ n_one: 'x', n_other: 'y' }, { n_zero: 'x', n_other: 'y' })).toEqual([]);
  });

  for (const { en, ar } of pairs) {
    it(`${en} and ${ar} have the same keys`, () => {
      const enTree = catalogues[en]!;
      const arTree = catalogues[ar];
      expect(arTree, `${ar} is missing`).toBeDefined();
      expect({ missingInAr: missingKeys(enTree, arTree!), missingInEn: missingKeys(arTree!, enTree) }).toEqual({
        missingInAr: [],
        missingInEn: [],
      });
    });
  }
});
