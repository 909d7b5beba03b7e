// Catalogue reads from a read replica (issue 27, docs/decisions/27-read-replica.md). With
// DATABASE_REPLICA_URL set, guests' catalogue reads (lists, details, categories) go to the
// replica's pool; everything else stays on the primary: every write, every signed-in viewer's read
// (their favourites and cart show in the same answers: they read what they just wrote), the whole
// back-office (/api/admin: staff read their own writes), and a cache purge's refresh (the fresh
// copy must not come from a replica that has not replayed the write yet).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';

const primaryOnly = new AsyncLocalStorage<true>();

/** the database a catalogue read for this viewer uses */
export function catalogDb(ctx: AppContext, viewer?: { userId: number | null }): Db {
  if (!ctx.replica || primaryOnly.getStore() || (viewer && viewer.userId !== null)) return ctx.db;
  return ctx.replica.db;
}

/** runs `fn` (and everything it awaits) with every read on the primary */
export function onPrimary<T>(fn: () => T): T {
  return primaryOnly.run(true, fn);
}
