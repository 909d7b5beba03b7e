// Category tree and country reads (spec §2 category pages, §7 /categories/children, /countries).
// has_children is computed in the same query: child categories, or for a digital sub-category
// (display_type 2) the countries of its active cards.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { categoryTreeIds, langCol } from './sql.ts';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  logo: string | null;
  display_type: number;
  store: string;
  has_children: boolean;
}

export interface CountryRow {
  id: number;
  name: string;
  iso2: string;
}

function categorySelect(lang: Lang, where: SQL, order: SQL = sql`c.sort_order, c.id`): SQL {
  return sql`
    select c.id, c.parent_id, ${langCol('c', 'name', lang)} as name, c.slug, c.logo, c.display_type, c.store,
      (exists(select 1 from categories ch where ch.parent_id = c.id and ch.active)
        or (c.display_type = 2 and exists(select 1 from cards k where k.category_id = c.id and k.active))) as has_children
    from categories c
    where c.active and (${where})
    order by ${order}`;
}

export async function findCategory(db: Db, id: number, lang: Lang): Promise<CategoryRow | null> {
  return rowsOf<CategoryRow>(await db.execute(categorySelect(lang, sql`c.id = ${id}`)))[0] ?? null;
}

/** The category itself (first row, so a missing one is told apart from a leaf) and its children. */
export async function categoryWithChildren(
  db: Db,
  id: number,
  lang: Lang,
): Promise<{ category: CategoryRow | null; children: CategoryRow[] }> {
  const rows = rowsOf<CategoryRow>(
    await db.execute(
      categorySelect(lang, sql`c.id = ${id} or c.parent_id = ${id}`, sql`(c.id = ${id}) desc, c.sort_order, c.id`),
    ),
  );
  const category = rows[0]?.id === id ? rows[0] : null;
  return { category, children: rows.filter((r) => r.parent_id === id) };
}

/** The category, its children and their children, in one query. */
export async function categoryTwoLevels(
  db: Db,
  id: number,
  lang: Lang,
): Promise<{ category: CategoryRow | null; rows: CategoryRow[] }> {
  const rows = rowsOf<CategoryRow>(
    await db.execute(
      categorySelect(
        lang,
        sql`c.id = ${id} or c.parent_id = ${id}
          or c.parent_id in (select p.id from categories p where p.parent_id = ${id} and p.active)`,
        sql`(c.id = ${id}) desc, c.sort_order, c.id`,
      ),
    ),
  );
  const category = rows[0]?.id === id ? rows[0] : null;
  return { category, rows: rows.filter((r) => r.id !== id) };
}

/** Every active category (sitemap, SEO breadcrumbs). */
export async function allCategories(db: Db, lang: Lang): Promise<CategoryRow[]> {
  return rowsOf<CategoryRow>(await db.execute(categorySelect(lang, sql`true`)));
}

/** Countries that have active cards in the category's branch (spec §2 digital level 2). */
export async function countriesWithCards(db: Db, categoryId: number, lang: Lang): Promise<CountryRow[]> {
  const result = await db.execute(sql`
    select co.id, ${langCol('co', 'name', lang)} as name, co.iso2
    from countries co
    where exists (
      select 1 from cards i where i.country_id = co.id and i.active and i.category_id in ${categoryTreeIds(categoryId)}
    )
    order by co.sort_order, co.id`);
  return rowsOf<CountryRow>(result);
}

export async function findCountry(db: Db, id: number, lang: Lang): Promise<CountryRow | null> {
  const result = await db.execute(
    sql`select co.id, ${langCol('co', 'name', lang)} as name, co.iso2 from countries co where co.id = ${id}`,
  );
  return rowsOf<CountryRow>(result)[0] ?? null;
}
