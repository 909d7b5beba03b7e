// The only code that touches cart_items. Each write is one SQL statement, so the stock rule is
// enforced by the database row lock whatever the concurrency: two tabs adding the same item end
// with one line holding the sum, never more than the stock.
import { sql, type SQL } from 'drizzle-orm';
import { CART_MAX_QTY, type CartItemType } from '@store/shared';
import { rowsOf, type Db, type Tx } from '../db/client.ts';
import type { Lang } from '../http/messages.ts';
import { langCol, stockTypeSql } from '../catalog/sql.ts';

type Conn = Db | Tx;

const TABLE: Record<CartItemType, SQL> = { product: sql.raw('products'), card: sql.raw('cards') };
const FK: Record<CartItemType, SQL> = { product: sql.raw('product_id'), card: sql.raw('card_id') };
const IMAGE: Record<CartItemType, SQL> = { product: sql.raw('i.main_image'), card: sql.raw('i.img') };

/** A cart line joined with the item as the catalogue has it now (money in piastres). */
export interface CartRow {
  line_id: number;
  kind: CartItemType;
  id: number;
  name: string;
  slug: string;
  image: string;
  price: number;
  price_after_discount: number | null;
  qty: number;
  unit_price: number | null;
  stock_type: number;
  stock: number;
  visible: boolean;
}

/** The item's current stock and price for one line, null when it does not exist or is hidden. */
export interface ItemStock {
  stock_type: number;
  stock: number;
  price: number;
  price_after_discount: number | null;
}

function linesOf(kind: CartItemType, userId: number, lang: Lang): SQL {
  return sql`select ci.id as line_id, ${kind}::text as kind, i.id, ${langCol('i', 'name', lang)} as name, i.slug,
      ${IMAGE[kind]} as image, i.price, i.price_after_discount, ci.qty, ci.unit_price, i.stock_type::int as stock_type,
      i.stock, (i.active and c.active) as visible
    from cart_items ci
    join ${TABLE[kind]} i on i.id = ci.${FK[kind]}
    join categories c on c.id = i.category_id
    where ci.user_id = ${userId}`;
}

/** Every line of a user's cart, oldest first, with the catalogue's current data. One query. */
export async function cartRows(db: Conn, userId: number, lang: Lang): Promise<CartRow[]> {
  const result = await db.execute(
    sql`${linesOf('product', userId, lang)} union all ${linesOf('card', userId, lang)} order by line_id`,
  );
  return rowsOf<CartRow>(result);
}

/** One visible item as a buy-now line would show it (qty and unit_price filled by the caller). */
export async function itemRow(db: Conn, kind: CartItemType, id: number, lang: Lang): Promise<CartRow | null> {
  const result = await db.execute(sql`select 0 as line_id, ${kind}::text as kind, i.id, ${langCol('i', 'name', lang)} as name,
      i.slug, ${IMAGE[kind]} as image, i.price, i.price_after_discount, 0 as qty, null::int as unit_price,
      i.stock_type::int as stock_type, i.stock, true as visible
    from ${TABLE[kind]} i join categories c on c.id = i.category_id
    where i.id = ${id} and i.active and c.active`);
  return rowsOf<CartRow>(result)[0] ?? null;
}

export interface UpsertResult {
  /** the item as it is now; null when it does not exist or is hidden */
  item: ItemStock | null;
  /** the line's quantity before the call (0 when there was none) */
  previousQty: number;
  /** the line's quantity after the call; null when the stock rule refused the write */
  qty: number | null;
}

/**
 * Adds to (`add`), sets (`set`) or adds up to the stock (`clamp`) one cart line in a single
 * statement. The stock rule (spec §4/§5: type 2 never; type 1 at most `stock` units in the
 * line; type 0 unbounded) is the WHERE of the insert and of the conflict update, evaluated
 * against the row as locked by the upsert, so concurrent adds cannot pass it together.
 */
export async function upsertLine(
  db: Conn,
  userId: number,
  kind: CartItemType,
  id: number,
  qty: number,
  mode: 'add' | 'set' | 'clamp',
  /** the unit price (piastres) the shopper saw, kept as the line's last seen price (a guest cart) */
  seenUnit?: number,
): Promise<UpsertResult> {
  const table = TABLE[kind];
  const fk = FK[kind];
  const limit = sql`(case when item.stock_type = ${stockTypeSql.unmanaged} then ${CART_MAX_QTY} when item.stock_type = ${stockTypeSql.managed} then least(item.stock, ${CART_MAX_QTY}) else 0 end)`;
  const wanted =
    mode === 'set'
      ? sql`excluded.qty`
      : mode === 'add'
        ? sql`cart_items.qty + excluded.qty`
        : sql`least(cart_items.qty + excluded.qty, (select ${limit} from item))`;
  const firstQty = mode === 'clamp' ? sql`least(${qty}, ${limit})` : sql`${qty}::int`;
  const result = await db.execute(sql`
    with item as (
      select i.stock_type::int as stock_type, i.stock, i.price, i.price_after_discount,
        least(coalesce(i.price_after_discount, i.price), i.price) as unit
      from ${table} i join categories c on c.id = i.category_id
      where i.id = ${id} and i.active and c.active
    ),
    prev as (select qty from cart_items where user_id = ${userId} and ${fk} = ${id}),
    up as (
      insert into cart_items (user_id, ${fk}, qty, unit_price)
      select ${userId}, ${id}, ${firstQty}, ${seenUnit === undefined ? sql`item.unit` : sql`${seenUnit}::int`} from item
      where ${firstQty} between 1 and ${limit}
      on conflict (user_id, ${fk}) do update
        set qty = ${wanted}, unit_price = excluded.unit_price, updated_at = now()
        where ${wanted} between 1 and (select ${limit} from item)
      returning qty
    )
    select item.stock_type, item.stock, item.price, item.price_after_discount,
      coalesce((select qty from prev), 0)::int as previous_qty, (select qty from up) as qty
    from item`);
  const row = rowsOf<ItemStock & { previous_qty: number; qty: number | null }>(result)[0];
  if (!row) return { item: null, previousQty: 0, qty: null };
  const { previous_qty, qty: now, ...item } = row;
  return { item, previousQty: previous_qty, qty: now };
}

export async function deleteLine(db: Conn, userId: number, kind: CartItemType, id: number): Promise<boolean> {
  const result = await db.execute(sql`delete from cart_items where user_id = ${userId} and ${FK[kind]} = ${id} returning id`);
  return rowsOf(result).length > 0;
}

export async function lineCount(db: Conn, userId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from cart_items where user_id = ${userId}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** A correction found while reading the cart: a new quantity, or null to remove the line. */
export interface LineFix {
  lineId: number;
  qty: number | null;
  unitPrice: number;
}

/**
 * Applies the corrections of a cart read. Lowering a quantity never raises it (another tab may
 * have lowered it meanwhile), and a removal only removes.
 */
export async function applyFixes(db: Conn, userId: number, fixes: LineFix[]): Promise<void> {
  for (const f of fixes) {
    if (f.qty === null) await db.execute(sql`delete from cart_items where id = ${f.lineId} and user_id = ${userId}`);
    else
      await db.execute(
        sql`update cart_items set qty = least(qty, ${f.qty}), unit_price = ${f.unitPrice}, updated_at = now()
            where id = ${f.lineId} and user_id = ${userId}`,
      );
  }
}
