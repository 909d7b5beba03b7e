// Each language's catalogue is its own module (only the active one is downloaded): both hold the
// shared words at the top level and every feature's strings under the feature's name.
import { describe, expect, it } from 'vitest';
import ar from './ar.ts';
import { assembleCatalogue } from './assemble.ts';
import en from './en.ts';

describe('language catalogues', () => {
  it('put feature strings under the feature and shared words at the top', () => {
    const tree = assembleCatalogue({
      '../../features/shop/locales/en.json': { title: 'Shop' },
      '../../locales/en.json': { errors: { server: 'Oops' }, shop: 'overridden' },
    });
    expect(tree).toEqual({ errors: { server: 'Oops' }, shop: { title: 'Shop' } });
  });

  it('hold the same sections in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const feature of ['account', 'catalog', 'content', 'home', 'news']) {
      expect(en[feature], feature).toBeTypeOf('object');
      expect(ar[feature], feature).toBeTypeOf('object');
    }
  });
});
