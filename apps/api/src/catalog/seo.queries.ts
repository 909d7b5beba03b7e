// Small reads for crawler-readable pages and the sitemap: categories by id/slug, posts, and the
// id/slug/date lists the sitemap enumerates (bounded by the sitemap's 50,000-URL limit).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { langCol } from './sql.ts';

export interface PostRow {
  id: number;
  title: string;
  desc: string;
  img: string;
  slug: string;
  type: string;
  created_ms: number;
}

export interface SitemapItem {
  id: number;
  slug: string;
  updated_ms: number;
}

export interface SitemapCountryPage {
  category_id: number;
  category_slug: string;
  country_id: number;
  country_name: string;
}

export const SITEMAP_MAX_URLS = 50_000;

export async function findPost(db: Db, id: number, lang: Lang): Promise<PostRow | null> {
  const result = await db.execute(sql`
    select p.id, ${langCol('p', 'title', lang)} as title, ${langCol('p', 'desc', lang)} as desc, p.img, p.slug, p.type,
      (extract(epoch from p.created_at) * 1000)::float8 as created_ms
    from posts p where p.id = ${id} and p.published`);
  return rowsOf<PostRow>(result)[0] ?? null;
}

async function items(db: Db, table: 'products' | 'cards', limit: number): Promise<SitemapItem[]> {
  const result = await db.execute(sql`
    select i.id, i.slug, (extract(epoch from i.updated_at) * 1000)::float8 as updated_ms
    from ${sql.raw(table)} i join categories c on c.id = i.category_id
    where i.active and c.active order by i.id limit ${limit}`);
  return rowsOf<SitemapItem>(result);
}

export const sitemapProducts = (db: Db, limit: number) => items(db, 'products', limit);
export const sitemapCards = (db: Db, limit: number) => items(db, 'cards', limit);

export async function sitemapPosts(db: Db, limit: number): Promise<SitemapItem[]> {
  const result = await db.execute(sql`
    select id, slug, (extract(epoch from created_at) * 1000)::float8 as updated_ms
    from posts where published order by id limit ${limit}`);
  return rowsOf<SitemapItem>(result);
}

/** Digital card-list pages: each sub-category with each country that has active cards in it. */
export async function sitemapCountryPages(db: Db): Promise<SitemapCountryPage[]> {
  const result = await db.execute(sql`
    select distinct c.id as category_id, c.slug as category_slug, co.id as country_id, co.name_en as country_name
    from cards i join categories c on c.id = i.category_id join countries co on co.id = i.country_id
    where i.active and c.active
    order by c.id, co.id`);
  return rowsOf<SitemapCountryPage>(result);
}

/** A top-level category by its slug (/category/{cat}, e.g. World2Egypt). */
export async function rootCategoryBySlug(db: Db, slug: string): Promise<number | null> {
  const result = await db.execute(
    sql`select id from categories where parent_id is null and active and lower(slug) = ${slug} limit 1`,
  );
  return rowsOf<{ id: number }>(result)[0]?.id ?? null;
}
