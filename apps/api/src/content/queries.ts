// Database reads for content: slides, ads, posts (with tags in one extra query, never per post),
// FAQ, CMS pages, ticket reasons (the site settings are seo/queries.ts's). The fixed reads are
// drizzle prepared queries: their SQL is built once per database handle (building a select of a
// wide table was a sixth of a settings answer's CPU time) and they run as named statements.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@store/shared';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/handle.ts';
import { advertisements, faqs, pages, posts, postTags, sliders, ticketReasons } from '../db/schema/index.ts';

const slidersQuery = preparedPerDb((db) =>
  db
    .select()
    .from(sliders)
    .where(eq(sliders.active, true))
    .orderBy(asc(sliders.sortOrder), asc(sliders.id))
    .prepare('content_sliders'),
);
const advertisementsQuery = preparedPerDb((db) =>
  db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.active, true), eq(advertisements.type, sql.placeholder('type'))))
    .orderBy(asc(advertisements.sortOrder), asc(advertisements.id))
    .prepare('content_advertisements'),
);
const pageQuery = preparedPerDb((db) =>
  db
    .select()
    .from(pages)
    .where(eq(pages.key, sql.placeholder('key')))
    .limit(1)
    .prepare('content_page'),
);
const reasonsQuery = preparedPerDb((db) =>
  db.select().from(ticketReasons).orderBy(asc(ticketReasons.sortOrder), asc(ticketReasons.id)).prepare('content_reasons'),
);

export const listSliders = (db: Db) => slidersQuery(db).execute();

export const listAdvertisements = (db: Db, type: 'top' | 'bottom') => advertisementsQuery(db).execute({ type });

/** Published posts of a type (or of every type), newest first, and their count: prepared. */
function postsQueries(db: Db, typed: boolean, name: string) {
  const where = and(eq(posts.published, true), typed ? eq(posts.type, sql.placeholder('type')) : undefined);
  return {
    page: db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`content_posts_${name}`),
    count: db.select({ n: count() }).from(posts).where(where).prepare(`content_posts_${name}_count`),
  };
}
const postsOfType = preparedPerDb((db) => postsQueries(db, true, 'typed'));
const postsOfAnyType = preparedPerDb((db) => postsQueries(db, false, 'all'));

export async function listPosts(db: Db, opts: { type?: 'news' | 'blog'; limit: number; offset: number }) {
  const q = opts.type ? postsOfType(db) : postsOfAnyType(db);
  const [rows, [total]] = await Promise.all([q.page.execute(opts), q.count.execute(opts)]);
  return { rows, total: total?.n ?? 0 };
}

export async function tagsForPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return new Map<number, (typeof postTags.$inferSelect)[]>();
  const rows = await db.select().from(postTags).where(inArray(postTags.postId, postIds)).orderBy(asc(postTags.id));
  const byPost = new Map<number, (typeof postTags.$inferSelect)[]>();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  return byPost;
}

export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.published, true)))
    .limit(1);
  return row ?? null;
}

/** FAQ search matches question or answer in either language, Arabic-normalised. */
export function searchFaqs(db: Db, search: string | undefined) {
  const q = normalizeSearchText(search ?? '');
  const where = q
    ? sql`strpos(store_normalize(${faqs.questionEn} || ' ' || ${faqs.questionAr} || ' ' || regexp_replace(${faqs.answerEn} || ' ' || ${faqs.answerAr}, '<[^>]+>', ' ', 'g')), ${q}) > 0`
    : undefined;
  return db.select().from(faqs).where(where).orderBy(asc(faqs.sortOrder), asc(faqs.id)).limit(200);
}

export async function findPage(db: Db, key: string) {
  const [row] = await pageQuery(db).execute({ key });
  return row ?? null;
}

export const listReasons = (db: Db) => reasonsQuery(db).execute();
