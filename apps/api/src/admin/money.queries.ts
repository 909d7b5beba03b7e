// SQL of the back-office's money settings (issue 26): coupons, payment and shipping methods, the
// reward points rules row. Checkout reads the same tables through checkout/queries.ts and the one
// points rules reader (rewards/rules.ts).
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { cards, coupons, paymentMethods, pointsRules, products, shippingMethods } from '../db/schema/index.ts';
import { escapeLike } from '../catalog/sql.ts';

type Conn = Db | Tx;
export type CouponRow = typeof coupons.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

// ---- coupons -------------------------------------------------------------------------------

export async function listCoupons(
  db: Db,
  q: { search?: string; active: 'all' | 'yes' | 'no'; page: number; perPage: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.search) conds.push(ilike(coupons.code, `%${escapeLike(q.search)}%`));
  if (q.active !== 'all') conds.push(eq(coupons.active, q.active === 'yes'));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.active), desc(coupons.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The names (in the staff member's language) of the products, cards and payment methods the
 * listed coupons are restricted to, so the list shows names, not ids. */
export async function couponItemNames(
  db: Conn,
  lang: 'en' | 'ar',
  rows: Pick<CouponRow, 'productIds' | 'cardIds' | 'paymentMethodIds'>[],
): Promise<{ kind: 'product' | 'card' | 'payment_method'; id: number; name: string }[]> {
  const ids = (pick: (r: (typeof rows)[number]) => number[] | null) => [...new Set(rows.flatMap((r) => pick(r) ?? []))];
  const [productIds, cardIds, methodIds] = [ids((r) => r.productIds), ids((r) => r.cardIds), ids((r) => r.paymentMethodIds)];
  const named = async <K extends 'product' | 'card' | 'payment_method'>(
    kind: K,
    table: typeof products | typeof cards | typeof paymentMethods,
    list: number[],
  ) =>
    list.length === 0
      ? []
      : (
          await db
            .select({ id: table.id, name: lang === 'ar' ? table.nameAr : table.nameEn })
            .from(table)
            .where(inArray(table.id, list))
        ).map((r) => ({ kind, id: r.id, name: r.name }));
  const lists = await Promise.all([
    named('product', products, productIds),
    named('card', cards, cardIds),
    named('payment_method', paymentMethods, methodIds),
  ]);
  return lists.flat();
}

export const couponById = async (db: Conn, id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0] ?? null;

/** Another coupon holding this code in any case (coupons_code_uq is on lower(code)). */
export async function couponIdByCode(db: Conn, code: string, exceptId: number | null): Promise<number | null> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = lower(${code})`, exceptId === null ? undefined : sql`${coupons.id} <> ${exceptId}`));
  return rows[0]?.id ?? null;
}

export const insertCoupon = async (tx: Tx, v: typeof coupons.$inferInsert) =>
  (await tx.insert(coupons).values(v).returning())[0]!;
export const updateCoupon = async (tx: Tx, id: number, v: Partial<typeof coupons.$inferInsert>) =>
  (await tx.update(coupons).set(v).where(eq(coupons.id, id)).returning())[0] ?? null;
/** The row locked for an edit (orders bump used_count under the same row). */
export const lockCoupon = async (tx: Tx, id: number) =>
  (await tx.select().from(coupons).where(eq(coupons.id, id)).for('update'))[0] ?? null;

/** Of these ids, the ones with no row in the table. */
async function missing(db: Conn, table: typeof paymentMethods | typeof products | typeof cards, ids: number[] | null) {
  if (!ids || ids.length === 0) return [];
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
export const missingPaymentMethods = (db: Conn, ids: number[] | null) => missing(db, paymentMethods, ids);
export const missingProducts = (db: Conn, ids: number[] | null) => missing(db, products, ids);
export const missingCards = (db: Conn, ids: number[] | null) => missing(db, cards, ids);

// ---- payment and shipping methods ----------------------------------------------------------

export const listPaymentMethods = (db: Db) =>
  db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
export const lockPaymentMethod = async (tx: Tx, id: number) =>
  (await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update'))[0] ?? null;
export const updatePaymentMethod = async (tx: Tx, id: number, v: Partial<typeof paymentMethods.$inferInsert>) =>
  (await tx.update(paymentMethods).set(v).where(eq(paymentMethods.id, id)).returning())[0] ?? null;

export const listShippingMethods = (db: Db) => db.select().from(shippingMethods).orderBy(asc(shippingMethods.id));
export const lockShippingMethod = async (tx: Tx, id: number) =>
  (await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update'))[0] ?? null;
export const updateShippingMethod = async (tx: Tx, id: number, v: Partial<typeof shippingMethods.$inferInsert>) =>
  (await tx.update(shippingMethods).set(v).where(eq(shippingMethods.id, id)).returning())[0] ?? null;

// ---- reward points rules -------------------------------------------------------------------

export async function upsertPointsRules(tx: Tx, v: Omit<typeof pointsRules.$inferInsert, 'id' | 'updatedAt'>) {
  const row = { ...v, updatedAt: new Date() };
  await tx
    .insert(pointsRules)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: pointsRules.id, set: row });
}

export async function deletePointsRules(tx: Tx): Promise<void> {
  await tx.delete(pointsRules).where(eq(pointsRules.id, 1));
}
