// Every wishlist string exists in English and Arabic; the empty state quotes the spec.
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

describe('wishlist locales', () => {
  it('have the same keys in en and ar', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
  it('quote the spec empty state', () => {
    expect(en.empty).toBe('Your Wishlist is Empty');
  });
});
