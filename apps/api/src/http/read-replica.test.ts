// The read replica (DATABASE_REPLICA_URL, issue 27): guests' catalogue reads go to the replica's
// pool; signed-in shoppers, the back-office and a cache purge's refresh read the primary (they must
// see what was just written). On PostgreSQL the "replica" is a second pool on the same database,
// whose statements are counted; on PGlite there is no replica and everything reads the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/test-helpers.ts';
import { buildApp } from '../app.ts';
import { countQueries, createUser } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { openReplica } from '../db/client.ts';
import type { AppContext } from '../context.ts';
import type { Database, Db } from '../db/client.ts';
import { catalogDb, readCatalog, replicaInUse } from './read-replica.ts';

const SECRET = 'replica-test-secret-0123456789';

describe('read replica', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHARED_CACHE_PURGE_SECRET: SECRET, PUBLIC_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t?.close());

  it('without one, catalogue reads use the primary', () => {
    expect(t.ctx.replica).toBeUndefined();
    expect(catalogDb(t.ctx, { userId: null })).toBe(t.ctx.db);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'guests read the catalogue from the replica; shoppers, staff and refreshes from the primary',
    async () => {
      const replica = openReplica(t.databaseUrl!, 2);
      const ctx = { ...t.ctx, replica };
      const app = await buildApp(ctx, { logger: false });
      // the replica's two pools: the usual one and the generic-plan one (branch lists, details)
      const onReplica = countQueries(replica.db, replica.generic);
      try {
        const guest = await app.inject({ method: 'GET', url: '/api/products/latest?limit=4' });
        expect(guest.statusCode).toBe(200);
        const card = (guest.json().data.cards as { id: number }[])[0]!;
        const details = await app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${card.id}` });
        expect(details.statusCode).toBe(200);
        expect(onReplica.count).toBeGreaterThanOrEqual(3);

        onReplica.reset();
        const user = await createUser(t.ctx.db);
        const shopper = await app.inject({ method: 'GET', url: '/api/products/latest?limit=4', headers: user.headers });
        expect(shopper.statusCode).toBe(200);
        const admin = await staffTokenFor(t.ctx, 'admin');
        const staff = await app.inject({ method: 'GET', url: '/api/admin/cards', headers: { authorization: `Bearer ${admin}` } });
        expect(staff.statusCode).toBe(200);
        const refresh = await app.inject({
          method: 'GET',
          url: `/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`,
          headers: { 'x-cache-refresh': SECRET },
        });
        expect(refresh.statusCode).toBe(200);
        expect(onReplica.count).toBe(0);
        // the same guest read without the secret is on the replica again
        await app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1` });
        expect(onReplica.count).toBeGreaterThan(0);
      } finally {
        onReplica.stop();
        await app.close();
        await replica.close();
      }
    },
  );

  it('a replica out of reach: guests still get the catalogue (from the primary), and readiness says so', async () => {
    // nothing listens on port 1: every connection to this "replica" is refused
    const replica = openReplica('postgres://postgres@127.0.0.1:1/store', 2);
    const ctx = { ...t.ctx, replica };
    const app = await buildApp(ctx, { logger: false });
    try {
      expect(replicaInUse(ctx)).toBe(true);
      const first = await app.inject({ method: 'GET', url: '/api/products/latest?limit=4' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.cards.length).toBeGreaterThan(0);
      // the refusal was noticed: reads stay on the primary until a probe reaches the replica
      expect(replicaInUse(ctx)).toBe(false);
      expect(catalogDb(ctx, { userId: null })).toBe(t.ctx.db);
      const ar = await app.inject({ method: 'GET', url: '/api/categories/children?category_id=3', headers: { lang: 'ar' } });
      expect(ar.statusCode, ar.body).toBe(200);
      expect(ar.json().data.length).toBeGreaterThan(0);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.replica).toBe('down');
    } finally {
      await app.close();
      await replica.close();
    }
  });

  it('a read the standby cancels (a conflict with replay) is answered by the primary; other faults are not hidden', async () => {
    const replicaDb = {} as Db;
    const ctx = { ...t.ctx, replica: { db: replicaDb } as Database } as AppContext;
    const fail = (code: string) => async (db: Db) => {
      if (db === replicaDb) throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });
      return 'from the primary';
    };
    expect(await readCatalog(ctx, { userId: null }, fail('40001'))).toBe('from the primary');
    expect(replicaInUse(ctx)).toBe(true);
    await expect(readCatalog(ctx, { userId: null }, fail('42P01'))).rejects.toThrow('Failed query');
    expect(replicaInUse(ctx)).toBe(true);
  });
});
