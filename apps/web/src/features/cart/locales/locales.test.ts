// Every cart string exists in English and Arabic, and the spec's messages are quoted verbatim.
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('cart locales', () => {
  it('have the same keys in en and ar', () => {
    expect(keys(ar as Tree).sort()).toEqual(keys(en as Tree).sort());
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
