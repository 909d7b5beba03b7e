// Opens the system of record: PGlite (embedded, persisted under DATA_DIR/pglite) by default,
// PostgreSQL when DATABASE_URL is set. One schema and one set of migrations serve both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';
import type { Db } from './handle.ts';
import { syncSearchSynonyms } from './search-synonyms.ts';
import { installFastSql } from './fast-sql.ts';

export { rowsOf, type Db, type Schema, type Tx } from './handle.ts';

export interface Database {
  db: Db;
  /**
   * PostgreSQL only: a small second pool whose sessions keep one generic plan per statement
   * (plan_cache_mode=force_generic_plan), for statements written so that their generic plan is
   * as good as a custom one (category branch lists and detail pages, issue 24): they skip
   * planning on every execution. Opened lazily by postgres.js; readCatalog's `plans` picks it.
   */
  generic?: Db;
  engine: 'pglite' | 'postgres';
  /** run raw SQL (used by readiness checks, benches and tests) */
  raw(sql: string): Promise<unknown>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball */
  dump?: () => Promise<Blob>;
  /**
   * Runs fn while holding a session-level advisory lock (key), if no one else holds it; answers
   * false without running when the lock is taken. Queries inside fn use the normal pool, so fn
   * may open its own transactions. PGlite belongs to one process: an in-process guard suffices.
   */
  withTryLock(key: number, fn: () => Promise<unknown>): Promise<boolean>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

const MIGRATION_LOCK = 72_439_110;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests) */
  pgliteDir?: string;
  poolSize?: number;
  /** start PGlite from a dumped data directory (tests start from a seeded template) */
  pgliteLoadDataDir?: Blob;
}

/** a read-only pool on a replica (DATABASE_REPLICA_URL): no migrations, no locks */
export function openReplica(databaseUrl: string, poolSize = 10): Database {
  const client = postgres(databaseUrl, { max: poolSize, onnotice: () => {}, connect_timeout: 5, backoff: reconnectBackoff });
  preparedByDefault(client);
  const generic = genericPlansPool(databaseUrl, poolSize);
  return {
    db: postgresDb(client),
    generic: generic.db,
    engine: 'postgres',
    raw: (q) => client.unsafe(q, [], { prepare: false }),
    close: () => endBoth(client, generic.client),
    withTryLock: () => Promise.reject(new Error('no locks on the read replica')),
  };
}

/** A drizzle handle over a postgres.js pool, its raw statements built by db/fast-sql.ts. */
function postgresDb(client: postgres.Sql): Db {
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  installFastSql(db);
  return db;
}

/**
 * The generic-plan pool (Database.generic): a quarter of the main pool's size, at least 2. Its
 * connections open on first use and set plan_cache_mode when they do (a startup parameter), so
 * every named statement on them is planned once per connection.
 */
function genericPlansPool(databaseUrl: string, poolSize: number) {
  const client = postgres(databaseUrl, {
    max: Math.max(2, Math.ceil(poolSize / 4)),
    onnotice: () => {},
    connect_timeout: 5,
    backoff: reconnectBackoff,
    connection: { plan_cache_mode: 'force_generic_plan' },
  });
  preparedByDefault(client);
  return { client, db: postgresDb(client) };
}

/** closes a database's usual and generic-plan pools together */
async function endBoth(client: postgres.Sql, generic: postgres.Sql): Promise<void> {
  await Promise.all([generic.end({ timeout: 5 }), client.end({ timeout: 5 })]);
}

/** seconds a pooled connection waits before connecting again after its n-th failure in a row */
export const reconnectBackoff = (n: number): number => Math.min(0.1 * 2 ** n, 1) * (0.5 + Math.random() / 2);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      // at least 2: one holds the migration lock below while another migrates
      max: Math.max(2, opts.poolSize ?? 10),
      onnotice: () => {},
      // a database that is down answers 503 within seconds (app.ts), not after postgres.js's 30 s
      connect_timeout: 5,
      // after a restart, answer again within a second or two: postgres.js's default back-off grows
      // with every failed connect while the database is down (3^n/100 s, up to 20 s) and a pooled
      // connection then waits that long before trying again; capped at 1 s (issue 27, chaos suite)
      backoff: reconnectBackoff,
      // keep timestamps as Date and bigint counts as numbers where we cast them
    });
    const db = postgresDb(client);
    // several processes may start at once: one migrates while the others wait on the lock
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db as never, { migrationsFolder });
      await syncSearchSynonyms(db);
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      lock.release();
    }
    preparedByDefault(client);
    const generic = genericPlansPool(opts.databaseUrl, opts.poolSize ?? 10);
    return {
      db,
      generic: generic.db,
      engine: 'postgres',
      raw: (q) => client.unsafe(q, [], { prepare: false }),
      close: () => endBoth(client, generic.client),
      async withTryLock(key, fn) {
        const conn = await client.reserve();
        try {
          const [row] = await conn<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
          if (!row?.locked) return false;
          try {
            await fn();
          } finally {
            await conn`select pg_advisory_unlock(${key})`;
          }
          return true;
        } finally {
          conn.release();
        }
      },
    };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await openPglite(opts.pgliteDir, opts.pgliteLoadDataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  installFastSql(db);
  await migratePglite(db as never, { migrationsFolder });
  await syncSearchSynonyms(db);
  const held = new Set<number>();
  return {
    db,
    engine: 'pglite',
    raw: (q) => client.exec(q),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
    async withTryLock(key, fn) {
      if (held.has(key)) return false;
      held.add(key);
      try {
        await fn();
        return true;
      } finally {
        held.delete(key);
      }
    },
  };
}

/** Longest statement text and most parameters still kept as a named prepared statement. */
const PREPARE_MAX_CHARS = 16_000;
const PREPARE_MAX_PARAMS = 256;

/**
 * drizzle sends every query unnamed (`prepare: false`), and postgres.js then needs two round
 * trips for any query with parameters (Parse + Describe to learn the parameter types, then Bind +
 * Execute) and the server parses and plans it every time. Named statements (postgres.js's own
 * default) cost one round trip after a connection's first use of a text, and let PostgreSQL reuse
 * the plan. The app's SQL texts form a small fixed set (values are always parameters), so each
 * pooled connection holds a bounded number of them; bulk inserts with long texts stay unnamed.
 * Transactions (client.begin) keep drizzle's unnamed statements. Called after migrations ran.
 */
function preparedByDefault(client: postgres.Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query: string, params?: unknown[], options?: { prepare?: boolean; simple?: boolean }) => {
    const prepare = (params?.length ?? 0) <= PREPARE_MAX_PARAMS && query.length <= PREPARE_MAX_CHARS;
    // postgres.js sends a text without parameters as a simple query, parsed and planned every time
    // (issue 24: the home's lists, whose page is written into the text, were planned on every
    // call); named like the rest it keeps its plan. A text with a `;` may hold several statements,
    // which only the simple protocol runs: it stays simple.
    const simple = options?.simple ?? (prepare && !query.includes(';') ? false : undefined);
    return unsafe(query, params as never, { ...options, prepare, ...(simple === undefined ? {} : { simple }) });
  }) as postgres.Sql['unsafe'];
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  try {
    const client = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    return client;
  } catch (err) {
    if (!dir) throw err;
    // A data directory that PGlite cannot open is moved aside (never deleted) and recreated.
    const aside = `${dir}.corrupt-${Date.now()}`;
    fs.renameSync(dir, aside);
    console.error(
      `The embedded database in ${dir} could not be opened (${String(err)}); it was moved to ${aside} and a new one is created.`,
    );
    fs.mkdirSync(dir, { recursive: true });
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    return client;
  }
}
