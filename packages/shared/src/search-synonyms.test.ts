// The synonym data (one source of truth for SQL and TypeScript) and its pure functions.
import { describe, expect, it } from 'vitest';
import {
  brandAndPlatformNames,
  brandOfQuery,
  canonicalSpelling,
  queryAlternatives,
  searchTokens,
  synonymGroups,
  synonymRows,
  synonymsIn,
} from './search-synonyms.ts';

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
    // the words as a query reads them (normalizeSearchText: "ps5" is "ps 5", a known phrase)
    expect(queryAlternatives(['اكس', 'بوكس', 'ps', '5'])).toEqual([
      { text: 'اكس بوكس', alternatives: ['اكس بوكس', 'xbox'] },
      { text: 'ps 5', alternatives: ['ps 5'] },
    ]);
    expect(queryAlternatives(['رايزن', '7800'])).toEqual([
      { text: 'رايزن', alternatives: ['رايزن', 'ryzen'] },
      { text: '7800', alternatives: ['7800'] },
    ]);
  });

  it('answers every spelling, and any other text, as a walk over the groups would (the maps built once, issue 24)', () => {
    const walkCanonical = (term: string) => {
      const t = searchTokens(term);
      for (const g of synonymGroups()) if (g.terms.includes(t)) return g.terms[0]!;
      return null;
    };
    const walkBrand = (query: string) => {
      const t = searchTokens(query);
      if (!t) return null;
      for (const group of brandAndPlatformNames())
        if (group.some((term) => searchTokens(term) === t)) return searchTokens(group[0]!);
      return null;
    };
    const spellings = brandAndPlatformNames().flat();
    const texts = [...spellings, ...synonymRows().map((r) => r.term), ...spellings.map((s) => ` ${s.toUpperCase()}!`)];
    texts.push('', ' ', 'ssd', 'keybord', 'monitor 27', 'rtx 4070', 'كرت شاشة', 'not a brand at all', 'ps', 'x box one');
    let brands = 0;
    for (const text of texts) {
      expect(canonicalSpelling(text), text).toBe(walkCanonical(text));
      // the ambiguous spellings (جيجابايت) are answered before the groups, as before
      if (!['gigabyte', 'جيجابايت', 'جيجا بايت'].includes(searchTokens(text))) {
        expect(brandOfQuery(text), text).toBe(walkBrand(text));
        if (walkBrand(text)) brands++;
      }
    }
    expect(brands).toBeGreaterThan(100);
  });
});
