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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let locs: string[];
let dist: string;
const ORIGIN = 'http://shop.example';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-routes-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--app-head--></head><body></body></html>',
  );
  // addresses come from the configured public address only (issue 23), never the Host header
  t = await createTestApp({ webDist: dist, env: { PUBLIC_URL: ORIGIN } });
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => {
    const loc = m[1]!.replace(/&amp;/g, '&');
    expect(loc.startsWith(ORIGIN), loc).toBe(true);
    return loc.slice(ORIGIN.length);
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

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

describe("page metadata links where the storefront's breadcrumbs do", () => {
  /** The BreadcrumbList of a page's server-rendered <head>, as root-relative paths. */
  async function crumbs(url: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
    expect(res.statusCode, url).toBe(200);
    const lists = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: Array<{ item: string }> })
      .filter((ld) => ld['@type'] === 'BreadcrumbList');
    return lists[0]!.itemListElement!.map((e) => e.item.replace(ORIGIN, ''));
  }

  it('gives a product and a card the sitemap addresses of themselves and their category', async () => {
    const [product] = (await data<{ products: ProductListItem[] }>('/api/products/category?category_id=110')).products;
    const productCrumbs = await crumbs(itemPath(product!));
    expect(productCrumbs.slice(1)).toEqual([
      hardwareCategoryPath({ ...product!.sub_category, has_children: false }),
      itemPath(product!),
    ]);
    const [card] = (await data<{ cards: CardListItem[] }>('/api/cards/category?category_id=140')).cards;
    const cardCrumbs = await crumbs(itemPath(card!));
    expect(cardCrumbs.slice(1)).toEqual([digitalCategoryPath({ ...card!.sub_category, display_type: 2 }), itemPath(card!)]);
    for (const crumb of [...productCrumbs.slice(1), ...cardCrumbs.slice(1)]) expect(locs).toContain(crumb);
  });

  it('names a category page by the address its menu link uses, whatever address it was reached by', async () => {
    expect((await crumbs('/gaming-hardware/PC-Components/34'))[1]).toBe('/gaming-hardware/pc-components/34?children=true');
    expect((await crumbs('/digital-store/x/140'))[1]).toBe('/digital-store/sub_category/playstation-store/140');
  });
});
