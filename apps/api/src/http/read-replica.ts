// Catalogue reads from a read replica (issue 27, docs/decisions/27-read-replica.md). With
// DATABASE_REPLICA_URL set, guests' catalogue reads (lists, details, search, countries) go to the
// replica's pool (the category tree is kept per process until a staff change and read from the
// primary: catalog/service.ts); everything else stays on the primary: every write, every signed-in viewer's read
// (their favourites and cart show in the same answers: they read what they just wrote), the whole
// back-office (/api/admin: staff read their own writes), and a cache purge's refresh (the fresh
// copy must not come from a replica that has not replayed the write yet).
//
// A replica out of reach (stopped, restarting, refusing connections) does not take the catalogue
// down: the read that met the failure runs again on the primary, and every catalogue read stays on
// the primary until a probe (once a second) reaches the replica again.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context.ts';
import type { Database, Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

const primaryOnly = new AsyncLocalStorage<true>();

/** replicas found out of reach, with the timer of their probe */
const down = new WeakMap<Database, NodeJS.Timeout>();

export const REPLICA_PROBE_MS = 1000;

/** which plans a read wants: the pool's usual choice, or the generic-plan pool's (Database.generic) */
export type Plans = 'usual' | 'generic';

/**
 * The database a catalogue read for this viewer uses. `generic`: that database's generic-plan
 * pool, for statements whose generic plan is as good as a custom one (PGlite has none: its one
 * connection answers).
 */
export function catalogDb(ctx: AppContext, viewer?: { userId: number | null }, plans: Plans = 'usual'): Db {
  const onPrimary = !ctx.replica || primaryOnly.getStore() || (viewer && viewer.userId !== null) || down.has(ctx.replica);
  const database = onPrimary ? ctx.database : ctx.replica!;
  return (plans === 'generic' && database.generic) || (onPrimary ? ctx.db : database.db);
}

/**
 * Runs a catalogue read on the viewer's database (catalogDb). When the replica is out of reach the
 * read runs again on the primary (a read, so running it twice changes nothing) and the replica is
 * left alone until it answers a probe.
 */
export async function readCatalog<T>(
  ctx: AppContext,
  viewer: { userId: number | null } | undefined,
  read: (db: Db) => Promise<T>,
  plans: Plans = 'usual',
): Promise<T> {
  const db = catalogDb(ctx, viewer, plans);
  if (db === ctx.db || db === ctx.database.generic) return read(db);
  try {
    return await read(db);
  } catch (err) {
    // a hot standby cancels a read that conflicts with what it replays (40001): the primary answers it
    if (codeOf(err) === '40001') return read(ctx.db);
    if (!isDatabaseUnavailable(err)) throw err;
    replicaDown(ctx.replica!, err);
    return read(ctx.db);
  }
}

/** whether catalogue reads currently go to the replica (false without one, or while it is out of reach) */
export function replicaInUse(ctx: AppContext): boolean {
  return Boolean(ctx.replica && !down.has(ctx.replica));
}

/** the driver's error code (drizzle wraps the driver's error: its code is on the cause) */
function codeOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function replicaDown(replica: Database, err: unknown): void {
  if (down.has(replica)) return;
  console.warn(`read replica unavailable (${codeOf(err) ?? 'no answer'}): guests' catalogue reads on the primary`);
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    replica
      .raw('select 1')
      .then(() => {
        clearInterval(timer);
        down.delete(replica);
        console.warn("read replica reachable again: guests' catalogue reads on the replica");
      })
      .catch((e: { code?: string }) => {
        // the pool was closed (the process is stopping): nothing to wait for
        if (e?.code === 'CONNECTION_ENDED') clearInterval(timer);
      })
      .finally(() => (probing = false));
  }, REPLICA_PROBE_MS);
  timer.unref();
  down.set(replica, timer);
}

/** runs `fn` (and everything it awaits) with every read on the primary */
export function onPrimary<T>(fn: () => T): T {
  return primaryOnly.run(true, fn);
}
