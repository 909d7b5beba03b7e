// Every cart string exists in English and Arabic (plural forms aside: Arabic has more), and the
// spec's messages are quoted verbatim.
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

describe('cart locales', () => {
  it('have the same keys in en and ar', () => {
    expect([...new Set(keys(ar as Tree).map(base))].sort()).toEqual([...new Set(keys(en as Tree).map(base))].sort());
  });
  it('quote the spec messages verbatim', () => {
    expect(en.quantityNotAvilable).toBe('Quantity not avilable');
    expect(ar.quantityNotAvilable).toBe('نفذت الكمية');
    expect(en.loginFirst).toBe('You have to login first!');
    expect(ar.loginFirst).toBe('يجب عليك تسجيل الدخول اولا');
    expect(en.pleaseLoginFirst).toBe('Please login first!');
    expect(en.uploadFailed).toBe('Error while uploading cart items');
    expect(en.cannotAddMore).toBe('Cannot add more, stock is not available');
  });
});
