// One address per page (issue 12): the sitemap lists exactly the addresses a shopper reaches
// through the storefront. The test walks the same calls the menus, tiles and lists make (category
// tree, countries, item lists, posts), builds each address with the shared route table as the
// storefront does, and compares that with every <loc> of sitemap.xml.
import {
  articlePath,
  cardListPath,
  digitalCategoryPath,
  hardwareCategoryPath,
  isStorefrontPath,
  itemPath,
  landingPath,
  type CardListItem,
  type Category,
  type Country,
  type Post,
  type ProductListItem,
} from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let locs: string[];
const ORIGIN = 'http://shop.example';

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } });
  expect(res.statusCode).toBe(200);
  locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => {
    const loc = m[1]!.replace(/&amp;/g, '&');
    expect(loc.startsWith(ORIGIN), loc).toBe(true);
    return loc.slice(ORIGIN.length);
  });
});
afterAll(() => t.close());

async function data<T>(url: string): Promise<T> {
  const { status, body } = await t.call<T>({ method: 'GET', url, headers: { lang: 'en' } });
  expect(status, url).toBe(200);
  return body.data;
}

/** Every page of an item list, as the storefront pages through it. */
async function allPages<K extends 'products' | 'cards', T>(url: string, key: K): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const d = await data<Record<K, T[]> & { last_page: number }>(`${url}&per_page=60&page=${page}`);
    items.push(...d[key]);
    if (page >= d.last_page) return items;
  }
}

type Branch = Category & { children: Category[] };
const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();
const under = (...prefixes: string[]) => locs.filter((l) => prefixes.some((p) => l.startsWith(p)));

describe('sitemap.xml uses the storefront addresses', () => {
  it('lists each category and card list at the address its menu link and tile lead to', async () => {
    const expected = [landingPath('hardware'), landingPath('digital'), landingPath('world2egypt')];
    // the two hover menus: hardware (category, sub-category), digital (category, sub-category, country)
    for (const c of await data<Branch[]>('/api/categories/children/children?category_id=2')) {
      expected.push(hardwareCategoryPath(c), ...c.children.map(hardwareCategoryPath));
    }
    for (const c of await data<Branch[]>('/api/categories/children/children?category_id=3')) {
      expected.push(digitalCategoryPath(c));
      for (const sub of c.children) {
        expected.push(digitalCategoryPath(sub));
        if (!sub.has_children) continue;
        const countries = await data<Country[]>(`/api/countries?category_id=${sub.id}`);
        expected.push(...countries.map((country) => cardListPath(country, sub)));
      }
    }
    expect(sorted(under('/category/', '/gaming-hardware/', '/digital-store/'))).toEqual(sorted(expected));
    // the card lists of the menus' countries are among them, e.g. PlayStation Store in the USA
    expect(locs).toContain('/digital-store/United-States/1/playstation-store/140');
    expect(locs).toContain('/gaming-hardware/pc-components/34?children=true');
  });

  it('lists each product, card and article at the address its tile and Read More link use', async () => {
    const products = [
      ...(await allPages<'products', ProductListItem>('/api/products/category?category_id=2', 'products')),
      ...(await allPages<'products', ProductListItem>('/api/products/category?category_id=120', 'products')),
    ];
    const cards = await allPages<'cards', CardListItem>('/api/cards/category?category_id=3', 'cards');
    expect(products.length).toBeGreaterThan(50);
    expect(cards.length).toBeGreaterThan(50);
    expect(sorted(under('/product/'))).toEqual(sorted(products.map(itemPath)));
    expect(sorted(under('/card/'))).toEqual(sorted(cards.map(itemPath)));

    const posts = (await data<{ posts: Post[] }>('/api/posts?per_page=100')).posts;
    expect(sorted(under('/news-blog/'))).toEqual(sorted(posts.map(articlePath)));
  });

  it('lists no address twice and none the storefront does not serve', () => {
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(isStorefrontPath(loc.split('?')[0]!), loc).toBe(true);
  });
});
