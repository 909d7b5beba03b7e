// SQL of the back-office's products and category tree (issue 26). The product list filters,
// sorts and pages in the database (10,000 items and more); search uses the trigram-indexed
// search_text the catalogue keeps (migration 0002) plus the brand and the id.
import { normalizeSearchText } from '@store/shared';
import type { productListQuery } from '@store/shared/contract/admin-catalog';
import type { CompatSpecs } from '@store/shared/build-pc';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { offsetOf } from '../http/pagination.ts';

type Lang = 'en' | 'ar';
type ProductQuery = z.output<typeof productListQuery>;

/** A text[] parameter as one value (a JS array would be spread into several parameters). */
export const textArray = (values: string[]) =>
  sql`(select coalesce(array_agg(v order by i), '{}'::text[]) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as t(v, i))`;

const subtree = (id: number) => sql`(with recursive t as (
    select id from categories where id = ${id}
    union all select c.id from categories c join t on c.parent_id = t.id
  ) select id from t)`;

const PRODUCT_SORTS: Record<ProductQuery['sort'], SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  name: sql`p.name_en asc, p.id asc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
  stock_asc: sql`p.stock asc, p.id asc`,
};

export interface ProductSqlRow {
  id: number;
  name_en: string;
  name_ar: string;
  category_id: number;
  category: string;
  brand: string;
  price: number;
  price_after_discount: number | null;
  stock_type: number;
  stock: number;
  active: boolean;
  main_image: string;
  created_at: string | Date;
}

export async function listProducts(db: Db, q: ProductQuery, lang: Lang) {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    const like = `%${escapeLike(normalizeSearchText(q.search))}%`;
    const id = /^\d{1,9}$/.test(q.search) ? Number(q.search) : -1;
    where.push(sql`(p.id = ${id} or p.search_text like ${like} or lower(p.brand) = ${q.search.toLowerCase()})`);
  }
  if (q.active !== 'all') where.push(sql`p.active = ${q.active === 'yes'}`);
  if (q.category_id) where.push(sql`p.category_id in ${subtree(q.category_id)}`);
  if (q.brand) where.push(sql`p.brand = ${q.brand}`);
  if (q.stock === 'in') where.push(sql`(p.stock_type = 0 or (p.stock_type = 1 and p.stock > 0))`);
  if (q.stock === 'low') where.push(sql`p.stock_type = 1 and p.stock between 1 and 5`);
  if (q.stock === 'out') where.push(sql`(p.stock_type = 2 or (p.stock_type = 1 and p.stock = 0))`);
  const cond = sql.join(where, sql` and `);
  const name = lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select p.id, p.name_en, p.name_ar, p.category_id, ${name} as category, p.brand, p.price, p.price_after_discount,
        p.stock_type, p.stock, p.active, p.main_image, p.created_at
      from products p join categories cat on cat.id = p.category_id
      where ${cond} order by ${PRODUCT_SORTS[q.sort]} limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`),
    db.execute(sql`select count(*)::int as n from products p where ${cond}`),
  ]);
  return { rows: rowsOf<ProductSqlRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

export interface ProductFull extends ProductSqlRow {
  slug: string;
  desc_en: string;
  desc_ar: string;
  support_en: string;
  support_ar: string;
  keywords: string[];
  compat: CompatSpecs | null;
  shipping_abroad: boolean;
  is_deal: boolean;
  updated_at: string | Date;
  specs: { key_en: string; key_ar: string; value_en: string; value_ar: string }[] | null;
  images: string[] | null;
}

export async function productById(db: Db | Tx, id: number, lang: Lang): Promise<ProductFull | null> {
  const name = lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`;
  const rows = rowsOf<ProductFull>(
    await db.execute(sql`
      select p.id, p.name_en, p.name_ar, p.category_id, ${name} as category, p.brand, p.price, p.price_after_discount,
        p.stock_type, p.stock, p.active, p.main_image, p.created_at, p.slug, p.desc_en, p.desc_ar, p.support_en,
        p.support_ar, p.keywords, p.compat, p.shipping_abroad, p.is_deal, p.updated_at,
        (select json_agg(json_build_object('key_en', s.key_en, 'key_ar', s.key_ar, 'value_en', s.value_en,
            'value_ar', s.value_ar) order by s.sort_order, s.id) from product_specs s where s.product_id = p.id) as specs,
        (select json_agg(i.img order by i.sort_order, i.id) from product_images i where i.product_id = p.id) as images
      from products p join categories cat on cat.id = p.category_id
      where p.id = ${id}`),
  );
  return rows[0] ?? null;
}

export interface ProductColumns {
  name_en: string;
  name_ar: string;
  category_id: number;
  brand: string;
  desc_en: string;
  desc_ar: string;
  support_en: string;
  support_ar: string;
  keywords: string[];
  compat: CompatSpecs | null;
  price: number;
  price_after_discount: number | null;
  stock_type: number;
  stock: number;
  shipping_abroad: boolean;
  is_deal: boolean;
  /** left out: a new product is a draft, an edited one stays as it is */
  active?: boolean;
  main_image: string;
}

const compatValue = (c: CompatSpecs | null) => (c ? sql`${JSON.stringify(c)}::jsonb` : sql`null`);

export async function insertProduct(tx: Tx, c: ProductColumns, slug: string): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into products (category_id, name_en, name_ar, slug, brand, desc_en, desc_ar, support_en,
        support_ar, keywords, compat, price, price_after_discount, stock_type, stock, shipping_abroad, is_deal, active,
        main_image)
      values (${c.category_id}, ${c.name_en}, ${c.name_ar}, ${slug}, ${c.brand}, ${c.desc_en}, ${c.desc_ar},
        ${c.support_en}, ${c.support_ar}, ${textArray(c.keywords)}, ${compatValue(c.compat)}, ${c.price},
        ${c.price_after_discount}, ${c.stock_type}, ${c.stock}, ${c.shipping_abroad}, ${c.is_deal}, ${c.active ?? false},
        ${c.main_image})
      returning id`),
  );
  return rows[0]!.id;
}

export async function lockProduct(tx: Tx, id: number): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select id from products where id = ${id} for update`)).length > 0;
}

export async function updateProduct(tx: Tx, id: number, c: ProductColumns): Promise<void> {
  await tx.execute(sql`update products set category_id = ${c.category_id}, name_en = ${c.name_en},
      name_ar = ${c.name_ar}, brand = ${c.brand}, desc_en = ${c.desc_en}, desc_ar = ${c.desc_ar},
      support_en = ${c.support_en}, support_ar = ${c.support_ar}, keywords = ${textArray(c.keywords)},
      compat = ${compatValue(c.compat)}, price = ${c.price}, price_after_discount = ${c.price_after_discount},
      stock_type = ${c.stock_type}, stock = ${c.stock}, shipping_abroad = ${c.shipping_abroad}, is_deal = ${c.is_deal},
      active = coalesce(${c.active ?? null}::boolean, active), main_image = ${c.main_image}, updated_at = now()
    where id = ${id}`);
}

export async function replaceProductSpecs(tx: Tx, id: number, specs: ProductFull['specs']): Promise<void> {
  await tx.execute(sql`delete from product_specs where product_id = ${id}`);
  if (!specs?.length) return;
  await tx.execute(sql`insert into product_specs (product_id, key_en, key_ar, value_en, value_ar, sort_order)
    select ${id}, e->>'key_en', e->>'key_ar', e->>'value_en', e->>'value_ar', i::int - 1
    from jsonb_array_elements(${JSON.stringify(specs)}::jsonb) with ordinality as t(e, i)`);
}

/** The gallery of a product or a card: every image in order (the first is also the main image). */
export async function replaceImages(tx: Tx, kind: 'product' | 'card', id: number, keys: string[]): Promise<void> {
  const table = sql.raw(kind === 'product' ? 'product_images' : 'card_images');
  const column = sql.raw(kind === 'product' ? 'product_id' : 'card_id');
  await tx.execute(sql`delete from ${table} where ${column} = ${id}`);
  if (!keys.length) return;
  await tx.execute(sql`insert into ${table} (${column}, img, sort_order)
    select ${id}, v, i::int - 1 from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) with ordinality as t(v, i)`);
}

export async function cardImages(db: Db | Tx, id: number): Promise<string[]> {
  return rowsOf<{ img: string }>(
    await db.execute(sql`select img from card_images where card_id = ${id} order by sort_order, id`),
  ).map((r) => r.img);
}

export async function setCardMainImage(tx: Tx, id: number, key: string): Promise<void> {
  await tx.execute(sql`update cards set img = ${key}, updated_at = now() where id = ${id}`);
}

/** Publishes or unpublishes; the previous state, or null when there is no such product. */
export async function setProductActive(tx: Tx, id: number, active: boolean): Promise<boolean | null> {
  const rows = rowsOf<{ before: boolean }>(
    await tx.execute(sql`update products p set active = ${active}, updated_at = now()
      from (select id, active as before from products where id = ${id} for update) old
      where p.id = old.id returning old.before`),
  );
  return rows[0]?.before ?? null;
}

export async function productOptions(db: Db, lang: Lang) {
  const [cats, brands] = await Promise.all([
    db.execute(sql`with recursive t as (
        select id, parent_id, name_en, name_ar, ${lang === 'ar' ? sql`name_ar` : sql`name_en`}::text as path, sort_order
        from categories where parent_id is null and store = 'hardware'
        union all
        select c.id, c.parent_id, c.name_en, c.name_ar,
          t.path || ' › ' || ${lang === 'ar' ? sql`c.name_ar` : sql`c.name_en`}, c.sort_order
        from categories c join t on c.parent_id = t.id
      ) select id, parent_id, path as name,
          not exists (select 1 from categories s where s.parent_id = t.id) as leaf
        from t order by path`),
    db.execute(sql`select distinct brand from products where brand <> '' order by brand`),
  ]);
  return {
    categories: rowsOf<{ id: number; parent_id: number | null; name: string; leaf: boolean }>(cats),
    brands: rowsOf<{ brand: string }>(brands).map((r) => r.brand),
  };
}

// ---- categories ----------------------------------------------------------------------------

export interface CategorySqlRow {
  id: number;
  parent_id: number | null;
  store: string;
  display_type: number;
  name_en: string;
  name_ar: string;
  slug: string;
  logo: string | null;
  sort_order: number;
  active: boolean;
  products: number;
  cards: number;
  children: number;
}

const categorySelect = sql`select c.id, c.parent_id, c.store, c.display_type, c.name_en, c.name_ar, c.slug, c.logo,
    c.sort_order, c.active,
    (select count(*)::int from products p where p.category_id = c.id) as products,
    (select count(*)::int from cards k where k.category_id = c.id) as cards,
    (select count(*)::int from categories s where s.parent_id = c.id) as children
  from categories c`;

export async function listCategories(db: Db): Promise<CategorySqlRow[]> {
  return rowsOf<CategorySqlRow>(await db.execute(sql`${categorySelect} order by c.sort_order, c.id`));
}

export async function categoryById(db: Db | Tx, id: number): Promise<CategorySqlRow | null> {
  return rowsOf<CategorySqlRow>(await db.execute(sql`${categorySelect} where c.id = ${id}`))[0] ?? null;
}

/** True when `node` is `ancestor` or lies under it. */
export async function isInSubtree(db: Db | Tx, ancestor: number, node: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from ${subtree(ancestor)} as s(id) where s.id = ${node}`));
  return rows.length > 0;
}

export interface CategoryColumns {
  parent_id: number | null;
  store: string;
  name_en: string;
  name_ar: string;
  slug: string;
  display_type: number;
  sort_order: number;
  active: boolean;
  logo: string | null;
}

/**
 * A write of the tree: one transaction that takes the tree's lock first, so what `work` checks (the
 * parent, the move's subtree, the siblings' names) holds when it writes: two moves at once cannot make
 * a cycle (A under B while B goes under A), two new categories cannot take one name or one id.
 * Categories are few and staff-written.
 */
export function writeCategoryTree<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(260035)`);
    return work(tx);
  });
}

/** A category under `parentId` (null: a store's root) named `nameEn` (any case) or `nameAr`, other than `except`. */
export async function siblingNamed(tx: Tx, parentId: number | null, nameEn: string, nameAr: string, except: number | null) {
  return (
    rowsOf<{ id: number; name_en: string; name_ar: string }>(
      await tx.execute(sql`select id, name_en, name_ar from categories
        where parent_id is not distinct from ${parentId} and (lower(name_en) = lower(${nameEn}) or name_ar = ${nameAr})
          and id is distinct from ${except} limit 1`),
    )[0] ?? null
  );
}

/** Categories have no sequence (the spec fixes some ids): a new one takes the next id, inside writeCategoryTree. */
export async function insertCategory(tx: Tx, c: CategoryColumns): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into categories (id, parent_id, store, display_type, name_en, name_ar, slug, logo,
        sort_order, active)
      values ((select coalesce(max(id), 0) + 1 from categories), ${c.parent_id}, ${c.store}, ${c.display_type},
        ${c.name_en}, ${c.name_ar}, ${c.slug}, ${c.logo}, ${c.sort_order}, ${c.active})
      returning id`),
  );
  return rows[0]!.id;
}

export async function updateCategory(tx: Tx, id: number, c: CategoryColumns): Promise<void> {
  await tx.execute(sql`update categories set parent_id = ${c.parent_id}, store = ${c.store},
      display_type = ${c.display_type}, name_en = ${c.name_en}, name_ar = ${c.name_ar}, slug = ${c.slug},
      logo = ${c.logo}, sort_order = ${c.sort_order}, active = ${c.active}
    where id = ${id}`);
}
