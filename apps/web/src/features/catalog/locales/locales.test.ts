// Every catalogue string exists in English and Arabic (plural forms aside: Arabic has more).
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

describe('catalog locales', () => {
  it('have the same keys in en and ar', () => {
    expect([...new Set(keys(ar as Tree).map(base))].sort()).toEqual([...new Set(keys(en as Tree).map(base))].sort());
  });
  it('quote the spec messages verbatim in English', () => {
    expect(en.category.empty).toBe('This Category does not contain any product yet!');
  });
});
