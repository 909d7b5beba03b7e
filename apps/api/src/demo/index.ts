// Demo data for the store: categories, products, cards with encrypted codes, content, payment
// and shipping methods, coupons and ticket reasons (no users, orders, reviews or tickets).
// seedDemo fills an empty database once; resetAndSeedDemo empties every table first.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';
import type { Storage } from '../integrations/storage/index.ts';
import { buildPlan } from './build/plan.ts';
import type { SeedPlan } from './build/types.ts';
import { writeImages } from './images.ts';
import { insertPlan, truncateAll, type SeedCounts } from './insert.ts';

export type { SeedCounts } from './insert.ts';

export interface SeedOptions {
  log?: (msg: string) => void;
  /** AES-256-GCM encryption of a card code (the app's code cipher); required */
  encryptCode?: (plain: string) => string;
  /** reference time for relative dates (default: now) */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  /** rows inserted per table, when seeded */
  counts?: SeedCounts;
}

/** Serialises concurrent seeders (several processes starting at once) inside the transaction. */
const SEED_LOCK = 47_112_024;

function requireEncrypt(opts: SeedOptions): (plain: string) => string {
  if (typeof opts.encryptCode !== 'function') {
    throw new Error('seedDemo: opts.encryptCode is required (card codes are stored AES-256-GCM encrypted)');
  }
  return opts.encryptCode;
}

async function hasCategories(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

async function preparePlan(storage: Storage, opts: SeedOptions): Promise<SeedPlan> {
  const log = opts.log ?? (() => {});
  const plan = buildPlan(opts.now ?? new Date(), requireEncrypt(opts));
  log(`seed: writing ${plan.images.length} images`);
  await writeImages(storage, plan.images);
  return plan;
}

function summary(counts: SeedCounts): string {
  const pick = ['categories', 'products', 'cards', 'cardCodes', 'posts', 'faqs', 'pages'];
  return pick.map((k) => `${counts[k] ?? 0} ${k}`).join(', ');
}

/** Seed an empty database; a database that already has categories is left untouched. */
export async function seedDemo(db: Db, storage: Storage, opts: SeedOptions = {}): Promise<SeedResult> {
  requireEncrypt(opts);
  if (await hasCategories(db)) return { seeded: false };
  const plan = await preparePlan(storage, opts);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCategories(tx)) return null;
    return insertPlan(tx, plan);
  });
  if (!counts) return { seeded: false };
  opts.log?.(`seed: inserted ${summary(counts)}`);
  return { seeded: true, counts };
}

/** Empty every table (users and orders included) and seed the demo data again. */
export async function resetAndSeedDemo(db: Db, storage: Storage, opts: SeedOptions = {}): Promise<SeedResult> {
  const plan = await preparePlan(storage, opts);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await truncateAll(tx);
    return insertPlan(tx, plan);
  });
  opts.log?.(`seed: inserted ${summary(counts)}`);
  return { seeded: true, counts };
}
