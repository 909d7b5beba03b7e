// SQL of the back-office's content calls (issue 26): sliders, advertisements, posts with tags,
// FAQ, information pages and the site settings row.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { advertisements, faqs, pages, posts, postTags, siteSettings, sliders } from '../db/schema/index.ts';
import { escapeLike } from '../catalog/sql.ts';

export type SliderRow = typeof sliders.$inferSelect;
export type AdRow = typeof advertisements.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type SettingsRow = typeof siteSettings.$inferSelect;

// ---- sliders, advertisements, FAQ: lists in their order ---------------------------------------

export const listSliders = (db: Db) => db.select().from(sliders).orderBy(asc(sliders.sortOrder), asc(sliders.id));
export const sliderById = async (db: Db | Tx, id: number) =>
  (await db.select().from(sliders).where(eq(sliders.id, id)))[0] ?? null;
export const insertSlider = async (tx: Tx, v: typeof sliders.$inferInsert) =>
  (await tx.insert(sliders).values(v).returning())[0]!;
export const updateSlider = async (tx: Tx, id: number, v: Partial<typeof sliders.$inferInsert>) =>
  (await tx.update(sliders).set(v).where(eq(sliders.id, id)).returning())[0] ?? null;
export const deleteSlider = async (tx: Tx, id: number) =>
  (await tx.delete(sliders).where(eq(sliders.id, id)).returning())[0] ?? null;

export const listAds = (db: Db) =>
  db.select().from(advertisements).orderBy(asc(advertisements.type), asc(advertisements.sortOrder), asc(advertisements.id));
export const adById = async (db: Db | Tx, id: number) =>
  (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0] ?? null;
export const insertAd = async (tx: Tx, v: typeof advertisements.$inferInsert) =>
  (await tx.insert(advertisements).values(v).returning())[0]!;
export const updateAd = async (tx: Tx, id: number, v: Partial<typeof advertisements.$inferInsert>) =>
  (await tx.update(advertisements).set(v).where(eq(advertisements.id, id)).returning())[0] ?? null;
export const deleteAd = async (tx: Tx, id: number) =>
  (await tx.delete(advertisements).where(eq(advertisements.id, id)).returning())[0] ?? null;

export const listFaqs = (db: Db) => db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
export const faqById = async (db: Db | Tx, id: number) => (await db.select().from(faqs).where(eq(faqs.id, id)))[0] ?? null;
export const insertFaq = async (tx: Tx, v: typeof faqs.$inferInsert) => (await tx.insert(faqs).values(v).returning())[0]!;
export const updateFaq = async (tx: Tx, id: number, v: Partial<typeof faqs.$inferInsert>) =>
  (await tx.update(faqs).set(v).where(eq(faqs.id, id)).returning())[0] ?? null;
export const deleteFaq = async (tx: Tx, id: number) => (await tx.delete(faqs).where(eq(faqs.id, id)).returning())[0] ?? null;

// ---- posts -------------------------------------------------------------------------------------

export async function listPosts(db: Db, opts: { type: 'all' | 'news' | 'blog'; search?: string; limit: number; offset: number }) {
  const where: (SQL | undefined)[] = [];
  if (opts.type !== 'all') where.push(eq(posts.type, opts.type));
  if (opts.search) {
    const like = `%${escapeLike(opts.search)}%`;
    where.push(or(ilike(posts.titleEn, like), ilike(posts.titleAr, like)));
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(posts).where(cond).orderBy(desc(posts.createdAt), desc(posts.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(posts).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function tagsOf(db: Db | Tx, postIds: number[]) {
  const byPost = new Map<number, { name_en: string; name_ar: string }[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select()
    .from(postTags)
    .where(sql`${postTags.postId} in ${postIds}`)
    .orderBy(asc(postTags.id));
  for (const r of rows) byPost.set(r.postId, [...(byPost.get(r.postId) ?? []), { name_en: r.nameEn, name_ar: r.nameAr }]);
  return byPost;
}

export const postById = async (db: Db | Tx, id: number) => (await db.select().from(posts).where(eq(posts.id, id)))[0] ?? null;
export const insertPost = async (tx: Tx, v: typeof posts.$inferInsert) => (await tx.insert(posts).values(v).returning())[0]!;
export const updatePost = async (tx: Tx, id: number, v: Partial<typeof posts.$inferInsert>) =>
  (await tx.update(posts).set(v).where(eq(posts.id, id)).returning())[0] ?? null;
export const deletePost = async (tx: Tx, id: number) => (await tx.delete(posts).where(eq(posts.id, id)).returning())[0] ?? null;

export async function replaceTags(tx: Tx, postId: number, tags: { name_en: string; name_ar: string }[]) {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (tags.length) await tx.insert(postTags).values(tags.map((t) => ({ postId, nameEn: t.name_en, nameAr: t.name_ar })));
}

// ---- pages and settings ------------------------------------------------------------------------

export const listPages = (db: Db) => db.select().from(pages).orderBy(asc(pages.key));
export const pageByKey = async (db: Db | Tx, key: string) => (await db.select().from(pages).where(eq(pages.key, key)))[0] ?? null;
export async function upsertPage(tx: Tx, v: typeof pages.$inferInsert) {
  return (
    await tx
      .insert(pages)
      .values(v)
      .onConflictDoUpdate({
        target: pages.key,
        set: { titleEn: v.titleEn, titleAr: v.titleAr, contentEn: v.contentEn, contentAr: v.contentAr, updatedAt: sql`now()` },
      })
      .returning()
  )[0]!;
}

export const settings = async (db: Db | Tx) => (await db.select().from(siteSettings).limit(1))[0] ?? null;
export async function upsertSettings(tx: Tx, v: Omit<typeof siteSettings.$inferInsert, 'id'>) {
  return (
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...v })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...v, updatedAt: sql`now()` } })
      .returning()
  )[0]!;
}
