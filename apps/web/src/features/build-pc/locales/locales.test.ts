// The Build PC messages quote spec §5 in English and have Arabic texts of their own (lib/
// i18n-keys.test.ts checks that every key exists in both languages).
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

describe('build-pc locales', () => {
  it('quote the spec messages', () => {
    expect(en.cart).toMatchObject({
      noItems: 'No items selected to add to cart.',
      failed: 'Failed to add items to cart.',
      error: 'Error while adding items to cart.',
    });
    expect(en.drawer.addToCart).toBe('Add Selected items to Cart');
  });
  it('translate them rather than copy the English', () => {
    for (const key of Object.keys(en.cart) as Array<keyof typeof en.cart>) expect(ar.cart[key]).not.toBe(en.cart[key]);
  });
});
