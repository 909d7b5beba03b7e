// SQL of cards in the back-office (issue 26; cards-routes.ts): the list filtered, sorted and paged
// in the database with each card's code counts, the form's options, create / edit / publish, and
// the code inventory's page and reveal. The code import's statements are codes.queries.ts's.
import { normalizeSearchText } from '@store/shared';
import type { cardListQuery } from '@store/shared/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike } from '../catalog/sql.ts';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import { textArray } from './catalog.queries.ts';

type Lang = 'en' | 'ar';
type CardQuery = z.output<typeof cardListQuery>;

const SORTS: Record<CardQuery['sort'], SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  oldest: sql`c.created_at asc, c.id asc`,
  name: sql`c.name_en asc, c.id asc`,
  price_asc: sql`c.price asc, c.id asc`,
  price_desc: sql`c.price desc, c.id desc`,
  available_asc: sql`available asc, c.id asc`,
};

export interface CardSqlRow {
  id: number;
  name_en: string;
  name_ar: string;
  category_id: number;
  category: string;
  price: number;
  price_after_discount: number | null;
  active: boolean;
  stock_type: number;
  available: number;
  reserved: number;
  sold: number;
  low_stock_threshold: number;
  created_at: string | Date;
}

export interface CardDetailSqlRow
  extends
    CardSqlRow,
    Pick<
      CardColumns,
      | 'country_id'
      | 'platform_id'
      | 'short_name'
      | 'desc_en'
      | 'desc_ar'
      | 'keywords'
      | 'regions_en'
      | 'regions_ar'
      | 'languages_en'
      | 'languages_ar'
      | 'system_requirement_en'
      | 'system_requirement_ar'
      | 'redeem_points'
    > {
  img: string;
}

/** The columns a card body writes (already cleaned by the route). */
export interface CardColumns {
  name_en: string;
  name_ar: string;
  category_id: number;
  country_id: number;
  platform_id: number | null;
  short_name: string;
  desc_en: string;
  desc_ar: string;
  keywords: string[];
  regions_en: string[];
  regions_ar: string[];
  languages_en: string[];
  languages_ar: string[];
  system_requirement_en: string;
  system_requirement_ar: string;
  price: number;
  price_after_discount: number | null;
  redeem_points: number;
  stock_type: number;
  low_stock_threshold: number;
  active: boolean;
}

const countsSql = sql`
  left join lateral (
    select count(*) filter (where k.status = 'available')::int as available,
           count(*) filter (where k.status = 'reserved')::int as reserved,
           count(*) filter (where k.status = 'sold')::int as sold
    from card_codes k where k.card_id = c.id
  ) n on true`;

/** The card's row with its category's name and its code counts. */
export async function cardRow(db: Db | Tx, id: number, lang: Lang): Promise<CardDetailSqlRow | undefined> {
  return rowsOf<CardDetailSqlRow>(
    await db.execute(sql`
      select c.*, ${lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`} as category,
        n.available, n.reserved, n.sold
      from cards c join categories cat on cat.id = c.category_id ${countsSql}
      where c.id = ${id}`),
  )[0];
}

/** Which of a body's references exist: a digital-store category, the country, the platform. */
export async function cardReferences(
  db: Db | Tx,
  b: { category_id: number; country_id: number; platform_id: number | null },
): Promise<{ cat: number | null; country: number | null; platform: number | null }> {
  return rowsOf<{ cat: number | null; country: number | null; platform: number | null }>(
    await db.execute(sql`select
      (select id from categories where id = ${b.category_id} and store = 'digital') as cat,
      (select id from countries where id = ${b.country_id}) as country,
      (select id from platforms where id = ${b.platform_id ?? 0}) as platform`),
  )[0]!;
}

/** A page of the list and the count of the cards it filters. */
export async function cardList(db: Db, q: CardQuery, lang: Lang, offset: number): Promise<{ rows: CardSqlRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    // the storefront search's text (names in both languages, short name, keywords, synonyms),
    // normalised as it is: Arabic letter variants, diacritics, case, Arabic-Indic digits
    const like = `%${escapeLike(normalizeSearchText(q.search))}%`;
    const id = /^\d{1,9}$/.test(q.search) ? Number(q.search) : -1;
    where.push(sql`(c.id = ${id} or c.search_text like ${like})`);
  }
  if (q.active !== 'all') where.push(sql`c.active = ${q.active === 'yes'}`);
  if (q.category_id) where.push(sql`c.category_id = ${q.category_id}`);
  if (q.low_stock === '1') where.push(sql`c.stock_type = 1 and c.stock <= c.low_stock_threshold`);
  const cond = sql.join(where, sql` and `);
  const name = lang === 'ar' ? sql`cat.name_ar` : sql`cat.name_en`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select c.id, c.name_en, c.name_ar, c.category_id, ${name} as category, c.price, c.price_after_discount,
        c.active, c.stock_type, c.low_stock_threshold, c.created_at, n.available, n.reserved, n.sold
      from cards c join categories cat on cat.id = c.category_id ${countsSql}
      where ${cond} order by ${SORTS[q.sort]} limit ${q.per_page} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from cards c where ${cond}`),
  ]);
  return { rows: rowsOf<CardSqlRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

/** The card form's choices: digital-store categories, countries, platforms. */
export async function cardOptions(db: Db, lang: Lang) {
  const ar = lang === 'ar';
  const [cats, countries, platforms] = await Promise.all([
    db.execute(sql`select id, ${ar ? sql`name_ar` : sql`name_en`} as name from categories where store = 'digital' order by id`),
    db.execute(sql`select id, iso2, ${ar ? sql`name_ar` : sql`name_en`} as name from countries order by sort_order, id`),
    db.execute(sql`select id, name from platforms order by name`),
  ]);
  return {
    categories: rowsOf<{ id: number; name: string }>(cats),
    countries: rowsOf<{ id: number; name: string; iso2: string }>(countries),
    platforms: rowsOf<{ id: number; name: string }>(platforms),
  };
}

/** A new card (no codes yet: stock 0; its image the category's logo); answers its id. */
export async function insertCard(tx: Tx, cols: CardColumns, slug: string): Promise<number> {
  const inserted = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into cards (category_id, country_id, platform_id, name_en, name_ar, slug, short_name,
        desc_en, desc_ar, keywords, regions_en, regions_ar, languages_en, languages_ar,
        system_requirement_en, system_requirement_ar, price, price_after_discount, redeem_points,
        stock_type, low_stock_threshold, active, img, stock)
      values (${cols.category_id}, ${cols.country_id}, ${cols.platform_id}, ${cols.name_en}, ${cols.name_ar},
        ${slug}, ${cols.short_name}, ${cols.desc_en}, ${cols.desc_ar},
        ${textArray(cols.keywords)}, ${textArray(cols.regions_en)}, ${textArray(cols.regions_ar)},
        ${textArray(cols.languages_en)}, ${textArray(cols.languages_ar)},
        ${cols.system_requirement_en}, ${cols.system_requirement_ar}, ${cols.price}, ${cols.price_after_discount},
        ${cols.redeem_points}, ${cols.stock_type}, ${cols.low_stock_threshold}, ${cols.active},
        coalesce((select logo from categories where id = ${cols.category_id}), ''), 0)
      returning id`),
  );
  return inserted[0]!.id;
}

/** The card's main image (undefined for an unknown card). */
export async function cardMainImage(db: Db, id: number): Promise<string | undefined> {
  return rowsOf<{ img: string }>(await db.execute(sql`select img from cards where id = ${id}`))[0]?.img;
}

/** Writes the card's columns; its stock becomes its count of available codes. */
export async function updateCard(tx: Tx, id: number, cols: CardColumns): Promise<void> {
  await tx.execute(sql`update cards set category_id = ${cols.category_id}, country_id = ${cols.country_id},
      platform_id = ${cols.platform_id}, name_en = ${cols.name_en}, name_ar = ${cols.name_ar},
      short_name = ${cols.short_name}, desc_en = ${cols.desc_en}, desc_ar = ${cols.desc_ar},
      keywords = ${textArray(cols.keywords)}, regions_en = ${textArray(cols.regions_en)},
      regions_ar = ${textArray(cols.regions_ar)}, languages_en = ${textArray(cols.languages_en)},
      languages_ar = ${textArray(cols.languages_ar)}, system_requirement_en = ${cols.system_requirement_en},
      system_requirement_ar = ${cols.system_requirement_ar}, price = ${cols.price},
      price_after_discount = ${cols.price_after_discount}, redeem_points = ${cols.redeem_points},
      stock_type = ${cols.stock_type}, low_stock_threshold = ${cols.low_stock_threshold}, active = ${cols.active},
      stock = (select count(*)::int from card_codes where card_id = ${id} and status = 'available'),
      updated_at = now()
    where id = ${id}`);
}

/** Publishes or hides the card (its row locked); answers whether it was active, or undefined for an unknown card. */
export async function setCardActive(tx: Tx, id: number, active: boolean): Promise<boolean | undefined> {
  const changed = rowsOf<{ before: boolean }>(
    await tx.execute(sql`update cards c set active = ${active}, updated_at = now()
      from (select id, active as before from cards where id = ${id} for update) old
      where c.id = old.id returning old.before`),
  );
  return changed[0]?.before;
}

export interface CodeSqlRow {
  id: number;
  code_encrypted: string;
  serial_number: string;
  status: 'available' | 'reserved' | 'sold';
  created_at: string;
}

/** A page of the card's codes (newest first, optionally of one status) and its counts by status. */
export async function cardCodes(
  db: Db,
  cardId: number,
  q: { status: 'all' | 'available' | 'reserved' | 'sold'; limit: number; offset: number },
): Promise<{ rows: CodeSqlRow[]; counts: { available: number; reserved: number; sold: number } }> {
  const filter = q.status === 'all' ? sql`true` : sql`status = ${q.status}`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`select id, code_encrypted, serial_number, status, created_at from card_codes
      where card_id = ${cardId} and ${filter} order by id desc limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*) filter (where status = 'available')::int as available,
      count(*) filter (where status = 'reserved')::int as reserved, count(*) filter (where status = 'sold')::int as sold
      from card_codes where card_id = ${cardId}`),
  ]);
  return {
    rows: rowsOf<CodeSqlRow>(rows),
    counts: rowsOf<{ available: number; reserved: number; sold: number }>(counts)[0]!,
  };
}

/** One code, still encrypted. */
export async function codeById(
  tx: Tx,
  id: number,
): Promise<{ id: number; card_id: number; code_encrypted: string; serial_number: string } | undefined> {
  return rowsOf<{ id: number; card_id: number; code_encrypted: string; serial_number: string }>(
    await tx.execute(sql`select id, card_id, code_encrypted, serial_number from card_codes where id = ${id}`),
  )[0];
}
