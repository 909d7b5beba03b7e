// Every orders string exists in English and Arabic, and the spec's texts are quoted verbatim.
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('orders locales', () => {
  it('have the same keys in en and ar', () => {
    expect(keys(ar as Tree).sort()).toEqual(keys(en as Tree).sort());
  });
  it('quote the spec texts verbatim', () => {
    expect(en.list.empty).toBe('No orders yet');
    expect(en.detail.copied).toBe('PIN copied!');
    expect(en.detail.allCopied).toBe('All PINs copied!');
    expect(en.detail.failedBody).toBe('an error happend in payment prosses try again!');
    expect(en.checkout.addFunds).toBe('Add funds in your wallet');
    expect(ar.checkout.egypt).toBe('مصر');
  });
});
