// The address of an API call as the storefront's client asks it and as the API asks a guest's
// render calls ahead (issue 24): both sides must write the same text for the same call, or the
// render would ask again what it was handed.
import { describe, expect, it } from 'vitest';
import { apiAddress } from './api-address.ts';

describe('apiAddress', () => {
  it('puts the path under /api, with or without its leading slash', () => {
    expect(apiAddress('/settings')).toBe('/api/settings');
    expect(apiAddress('settings')).toBe('/api/settings');
    expect(apiAddress('//cards/family', { card_id: 7 })).toBe('/api/cards/family?card_id=7');
  });

  it('writes the set values in their order and leaves out undefined, null and empty ones', () => {
    expect(apiAddress('/products/category', { category_id: 34, per_page: 20, brand: undefined, min: null, q: '', page: 1 })).toBe(
      '/api/products/category?category_id=34&per_page=20&page=1',
    );
    expect(apiAddress('/posts', { type: undefined })).toBe('/api/posts');
  });

  it('keeps zero and false, which are values', () => {
    expect(apiAddress('/x', { page: 0, children: false })).toBe('/api/x?page=0&children=false');
  });

  it('encodes what a shopper types, Arabic and spaces included, as a form does', () => {
    expect(apiAddress('/products/search', { search: 'كارت بلايستيشن & xbox' })).toBe(
      '/api/products/search?search=%D9%83%D8%A7%D8%B1%D8%AA+%D8%A8%D9%84%D8%A7%D9%8A%D8%B3%D8%AA%D9%8A%D8%B4%D9%86+%26+xbox',
    );
  });
});
