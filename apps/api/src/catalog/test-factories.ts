// Factories for catalogue tests: categories, products, cards, users with a bearer token,
// reviews, and a statement counter on the database driver (the no-N+1 proof). Test-only.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { cards, categories, products, reviews, sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../plugins/auth.ts';

let seq = 0;
const next = () => ++seq;

export async function insertCategory(
  db: Db,
  o: {
    parentId: number | null;
    store?: string;
    displayType?: number;
    nameEn?: string;
    nameAr?: string;
    slug?: string;
    active?: boolean;
  },
): Promise<number> {
  const n = next();
  const id = 90_000 + n;
  const nameEn = o.nameEn ?? `Test Category ${n}`;
  await db.insert(categories).values({
    id,
    parentId: o.parentId,
    store: o.store ?? 'hardware',
    displayType: o.displayType ?? 3,
    nameEn,
    nameAr: o.nameAr ?? `قسم تجريبي ${n}`,
    slug: o.slug ?? nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    sortOrder: n,
    active: o.active ?? true,
  });
  return id;
}

export type ProductInput = Partial<typeof products.$inferInsert> & { categoryId: number };

export async function insertProduct(db: Db, o: ProductInput): Promise<number> {
  const n = next();
  const nameEn = o.nameEn ?? `Test Product ${n}`;
  const [row] = await db
    .insert(products)
    .values({
      nameEn,
      nameAr: `منتج تجريبي ${n}`,
      slug: nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      price: 100_00,
      stockType: 1,
      stock: 5,
      mainImage: 'products/test.svg',
      descEn: `<p>Description of ${nameEn}</p>`,
      ...o,
    })
    .returning({ id: products.id });
  return row!.id;
}

export type CardInput = Partial<typeof cards.$inferInsert> & { categoryId: number; countryId: number };

export async function insertCard(db: Db, o: CardInput): Promise<number> {
  const n = next();
  const nameEn = o.nameEn ?? `Test Card ${n}`;
  const [row] = await db
    .insert(cards)
    .values({
      nameEn,
      nameAr: `كارت تجريبي ${n}`,
      slug: nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      price: 50_00,
      stockType: 0,
      stock: 0,
      img: 'cards/test.svg',
      ...o,
    })
    .returning({ id: cards.id });
  return row!.id;
}

export async function firstCountryId(db: Db, iso2 = 'US'): Promise<number> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from countries where iso2 = ${iso2}`));
  if (!rows[0]) throw new Error(`country ${iso2} missing from the demo seed`);
  return rows[0].id;
}

export interface TestUser {
  id: number;
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** An active customer with a live session (sessions.token_hash = sha256 of the bearer token). */
export async function createUser(db: Db, email = `shopper${next()}@example.com`): Promise<TestUser> {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ email, phone: `+2010${String(10_000_000 + n).slice(-8)}`, activation: 'Active' })
    .returning({ id: users.id });
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export async function insertReview(
  db: Db,
  o: { userId: number; productId?: number; cardId?: number; rating: number; comment?: string; createdAt?: Date },
): Promise<void> {
  await db.insert(reviews).values({ comment: '', ...o });
}

/**
 * Counts statements sent to the database driver (PGlite `query`, postgres.js `unsafe`), so a
 * test can prove a call runs the same number of queries whatever its page size. Given several
 * handles (a database's usual and generic-plan pools, db/client.ts), counts them together; an
 * absent one (PGlite has no generic-plan pool) is left out.
 */
export function countQueries(...dbs: (Db | undefined)[]): { readonly count: number; reset(): void; stop(): void } {
  const counters = dbs.flatMap((db) => (db ? [countOne(db)] : []));
  return {
    get count() {
      return counters.reduce((n, c) => n + c.count, 0);
    },
    reset: () => counters.forEach((c) => c.reset()),
    stop: () => counters.forEach((c) => c.stop()),
  };
}

function countOne(db: Db) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const method = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
  const original = client[method] as (...args: unknown[]) => unknown;
  let count = 0;
  client[method] = function counted(this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      client[method] = original;
    },
  };
}
