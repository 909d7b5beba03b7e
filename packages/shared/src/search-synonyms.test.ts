// The synonym data (one source of truth for SQL and TypeScript) and its pure functions.
import { describe, expect, it } from 'vitest';
import { canonicalSpelling, queryAlternatives, synonymGroups, synonymRows, synonymsIn } from './search-synonyms.ts';

describe('search synonyms', () => {
  it('has every term once, in whole-word form, and groups of two or more', () => {
    const terms = synonymRows().map((r) => r.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const t of terms) expect(t).toMatch(/^[0-9a-z\u0621-\u064a]+( [0-9a-z\u0621-\u064a]+)*$/);
    for (const g of synonymGroups()) expect(g.terms.length).toBeGreaterThan(1);
  });

  it('knows the Arabic spellings of the store brands (issue 12)', () => {
    const pairs: [string, string][] = [
      ['رايزن', 'ryzen'],
      ['انفيديا', 'nvidia'],
      ['بلايستيشن', 'playstation'],
      ['اكس بوكس', 'xbox'],
      ['إكس بوكس', 'xbox'],
      ['ستيم', 'steam'],
      ['نينتندو', 'nintendo'],
      ['سامسونج', 'samsung'],
      ['لوجيتك', 'logitech'],
      ['ريزر', 'razer'],
      ['كورسير', 'corsair'],
    ];
    for (const [ar, en] of pairs) expect(canonicalSpelling(ar), ar).toBe(en);
    expect(canonicalSpelling('ryzen')).toBe('ryzen');
    expect(canonicalSpelling('شاشه')).toBeNull();
  });

  it('expands whole words only, with the other spellings of each group', () => {
    expect(synonymsIn('AMD Ryzen 7 7800X3D')).toEqual(['ايه ام دي', 'اي ام دي', 'رايزن', 'رايزين', 'ريزن', 'رازين']);
    expect(synonymsIn('جهاز اكس بوكس سيريس')).toEqual(['xbox', 'اكسبوكس']);
    // "ryzentool" is not the word ryzen; punctuation separates words
    expect(synonymsIn('ryzentool')).toEqual([]);
    expect(synonymsIn('(Steam)')).toEqual(['ستيم']);
  });

  it('maps query words and phrases to their canonical spelling', () => {
    expect(queryAlternatives(['اكس', 'بوكس', 'ps5'])).toEqual([
      { text: 'اكس بوكس', alternatives: ['اكس بوكس', 'xbox'] },
      { text: 'ps5', alternatives: ['ps5'] },
    ]);
    expect(queryAlternatives(['رايزن', '7800x3d'])).toEqual([
      { text: 'رايزن', alternatives: ['رايزن', 'ryzen'] },
      { text: '7800x3d', alternatives: ['7800x3d'] },
    ]);
  });
});
