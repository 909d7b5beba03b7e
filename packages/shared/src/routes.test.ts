// The storefront's addresses (spec §2 Screens and routes), pinned builder by builder: what a
// shopper sees in the address bar and what the sitemap lists.
import { describe, expect, it } from 'vitest';
import {
  idFromAddress,
  isRecordId,
  articlePath,
  cardListPath,
  cardPath,
  categoryPath,
  checkoutPath,
  contactOrderPath,
  compileRoutePattern,
  countrySlug,
  digitalCategoryPath,
  digitalSubCategoryPath,
  hardwareCategoryPath,
  isStorefrontPath,
  itemPath,
  landingPath,
  newsListPath,
  orderPath,
  productPath,
  routeSlug,
  searchFromPath,
  searchPath,
  STORE_PATHS,
  trackOrderPath,
} from './index.ts';

describe('ids in addresses', () => {
  it('reads a record id only from digits, 1 to the largest integer id', () => {
    expect(idFromAddress('12')).toBe(12);
    expect(idFromAddress('2147483647')).toBe(2_147_483_647);
    for (const none of [undefined, '', '0', '007', 'abc', '1e3', ' 12', '12 ', '-1', '1.5', '0x10', '2147483648', '99999999999'])
      expect(idFromAddress(none), String(none)).toBeNull();
  });

  it('takes as a record id a whole number from 1 to the largest integer id', () => {
    for (const id of [1, 12, 2_147_483_647]) expect(isRecordId(id), String(id)).toBe(true);
    for (const none of [0, -1, 1.5, 2_147_483_648, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isRecordId(none), String(none)).toBe(false);
  });
});

describe('slug rule', () => {
  it('uses the stored slug in lower case, else slugs the name', () => {
    expect(routeSlug({ slug: 'PlayStation-Store', name: 'ignored' })).toBe('playstation-store');
    expect(routeSlug({ slug: '', name: 'Mice & Pads' })).toBe('mice-and-pads');
    expect(routeSlug({ slug: null, name: 'بطاقات الهدايا' })).toBe('بطاقات-الهدايا');
    expect(routeSlug({})).toBe('');
  });

  it('turns slashes in country names into commas and spaces into dashes', () => {
    expect(countrySlug('Bosnia/Herzegovina')).toBe('Bosnia,Herzegovina');
    expect(countrySlug(' United States ')).toBe('United-States');
  });
});

describe('category addresses', () => {
  it('hardware: /gaming-hardware/{name}/{id}?children={has_children}', () => {
    expect(hardwareCategoryPath({ id: 110, slug: 'consoles', has_children: false })).toBe(
      '/gaming-hardware/consoles/110?children=false',
    );
    expect(hardwareCategoryPath({ id: 34, slug: 'pc-components', has_children: true })).toBe(
      '/gaming-hardware/pc-components/34?children=true',
    );
    expect(hardwareCategoryPath({ id: 114, slug: '', name: 'Mice & Pads', has_children: false })).toBe(
      '/gaming-hardware/mice-and-pads/114?children=false',
    );
  });

  it('digital: /digital-store/{name}/{id}, and /digital-store/sub_category/{name}/{id} for countries', () => {
    expect(digitalCategoryPath({ id: 130, slug: 'game-cards', display_type: 1 })).toBe('/digital-store/game-cards/130');
    expect(digitalCategoryPath({ id: 140, slug: 'playstation-store', display_type: 2 })).toBe(
      '/digital-store/sub_category/playstation-store/140',
    );
    expect(digitalSubCategoryPath({ id: 140, slug: 'playstation-store' })).toBe(
      '/digital-store/sub_category/playstation-store/140',
    );
  });

  it('card list: /digital-store/{country-name}/{country_id}/{category-name}/{id}', () => {
    expect(cardListPath({ id: 1, name: 'United States' }, { id: 140, slug: 'playstation-store' })).toBe(
      '/digital-store/United-States/1/playstation-store/140',
    );
    expect(cardListPath({ id: 9, name: 'Bosnia/Herzegovina' }, { id: 140, slug: 'playstation-store' })).toBe(
      '/digital-store/Bosnia%2CHerzegovina/9/playstation-store/140',
    );
    expect(cardListPath({ id: 5, name: 'مصر' }, { id: 140, slug: 'playstation-store' })).toBe(
      `/digital-store/${encodeURIComponent('مصر')}/5/playstation-store/140`,
    );
  });

  it('top-level categories land on /category/gaming-hardware, /category/digital-store, /category/World2Egypt', () => {
    expect(landingPath('hardware')).toBe('/category/gaming-hardware');
    expect(landingPath('digital')).toBe('/category/digital-store');
    expect(landingPath('world2egypt')).toBe('/category/World2Egypt');
    const root = { id: 3, slug: 'digital-store', parent_id: null, display_type: 1, has_children: true };
    expect(categoryPath('digital', root)).toBe('/category/digital-store');
  });

  it('gives any category the same address as its own level builder', () => {
    const leaf = { id: 110, slug: 'consoles', parent_id: 2, display_type: 3, has_children: false };
    expect(categoryPath('hardware', leaf)).toBe(hardwareCategoryPath(leaf));
    const sub = { id: 140, slug: 'playstation-store', parent_id: 130, display_type: 2, has_children: true };
    expect(categoryPath('digital', sub)).toBe(digitalCategoryPath(sub));
  });
});

describe('item, search and news addresses', () => {
  it('products at /product/{id}/{name?}, cards at /card/{id}/{name?}', () => {
    expect(productPath({ id: 12, slug: 'sony-playstation-5-pro' })).toBe('/product/12/sony-playstation-5-pro');
    expect(productPath({ id: 12 })).toBe('/product/12');
    expect(cardPath({ id: 7, slug: '', name: 'PSN $10 (USA)' })).toBe('/card/7/psn-10-usa');
    expect(itemPath({ id: 7, product_type: 2, slug: 'psn-10' })).toBe('/card/7/psn-10');
    expect(itemPath({ id: 12, product_type: 1, slug: 'ps5' })).toBe('/product/12/ps5');
  });

  it('search at /search/{query} with dashes for spaces, read back as spaces', () => {
    expect(searchPath('  rtx  4070 super ')).toBe('/search/rtx-4070-super');
    expect(searchPath('بطاقة ستيم')).toBe(`/search/${encodeURIComponent('بطاقة-ستيم')}`);
    expect(searchPath('50% off?')).toBe('/search/50%25-off%3F');
    expect(searchFromPath(decodeURIComponent(searchPath('rtx 4070').split('/')[2]!))).toBe('rtx 4070');
  });

  it('articles at /news-blog/{id}/{slug?}; list tabs and pages in the query', () => {
    expect(articlePath({ id: 4, slug: 'rtx-50-series-lands-in-egypt' })).toBe('/news-blog/4/rtx-50-series-lands-in-egypt');
    expect(articlePath({ id: 4, slug: '' })).toBe('/news-blog/4');
    expect(newsListPath('blog')).toBe('/news-blog?type=blog');
    expect(newsListPath('news', 3)).toBe('/news-blog?type=news&page=3');
  });
});

describe('recognising addresses', () => {
  it('knows every page of spec §2 and nothing else', () => {
    for (const path of [
      '/',
      '/deals',
      '/category/World2Egypt',
      '/gaming-hardware/consoles/110',
      '/digital-store/game-cards/130',
      '/digital-store/sub_category/playstation-store/140',
      '/digital-store/United-States/1/playstation-store/140',
      '/product/12',
      '/product/12/ps5/',
      '/card/7/psn',
      '/search/rtx-4070',
      '/news-blog',
      '/news-blog/4/slug',
      '/news/4',
      '/ticket-conversation/abc',
      '/order/5',
      STORE_PATHS.terms,
      STORE_PATHS.logOut,
    ]) {
      expect(isStorefrontPath(path), path).toBe(true);
    }
    for (const path of ['/nope', '/product', '/product/1/2/3', '/gaming-hardware/x', '/digital-store/a/b/c/d/e/f']) {
      expect(isStorefrontPath(path), path).toBe(false);
    }
  });

  it('reads the parameters of a pattern', () => {
    const { pattern, keys } = compileRoutePattern('/news-blog/:id/:slug?');
    expect(keys).toEqual(['id', 'slug']);
    expect(pattern.exec('/news-blog/4')?.slice(1)).toEqual(['4', undefined]);
    expect(pattern.exec('/NEWS-BLOG/4/x')?.slice(1)).toEqual(['4', 'x']);
  });
});

describe('private pages (issue 15)', () => {
  it('are the shopper’s own pages, not the catalogue', async () => {
    const { isPrivatePath } = await import('./routes.ts');
    for (const p of ['/my-cart', '/checkout', '/my-orders', '/order/12', '/wallet', '/rewards', '/edit-profile', '/login'])
      expect(isPrivatePath(p), p).toBe(true);
    for (const p of ['/', '/product/1/x', '/card/2', '/deals', '/rewards-program', '/news-blog'])
      expect(isPrivatePath(p), p).toBe(false);
  });
});

describe('order addresses', () => {
  it('builds checkout, order, tracking and contact addresses the storefront serves', () => {
    expect(checkoutPath()).toBe('/checkout');
    expect(checkoutPath(true)).toBe('/checkout?from=buy-now');
    expect(orderPath(42)).toBe('/order/42');
    expect(orderPath(42, false)).toBe('/order/42?success=false');
    expect(trackOrderPath('SBX 1/2', 7)).toBe('/track-my-order?tracking=SBX%201%2F2&order=7');
    expect(trackOrderPath('SBX1')).toBe('/track-my-order?tracking=SBX1');
    expect(contactOrderPath(42)).toBe('/contact-us?order=42');
    for (const path of ['/checkout', '/my-orders', '/order/42', '/track-my-order'])
      expect(isStorefrontPath(path), path).toBe(true);
  });
});
