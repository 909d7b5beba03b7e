// Liveness (/api/health: the process answers) and readiness (/api/ready: database reachable and
// migrated, object storage reachable; Redis and the read replica reported but not required — without
// Redis the store keeps selling, docs/OPERATIONS.md "Redis down"; without the replica guests'
// catalogue reads go to the primary, http/read-replica.ts). A process that is shutting down answers 503
// to /api/ready so the load balancer stops sending it new requests.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { envelopeOf } from '@store/shared/contract/envelope';
import { health, readiness } from '@store/shared/contract/health';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { appliedMigrations } from './queries.ts';
import { httpMessages } from '../http/messages.ts';
import { replicaInUse } from '../http/read-replica.ts';

async function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export default async function healthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  let redis: Redis | null = null;
  let closing = false;
  app.addHook('onClose', async () => {
    // quit() waits for a reconnect that may never come: only a live connection says goodbye
    if (redis?.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
    else redis?.disconnect();
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.get('/health', { schema: { tags: ['health'], response: { 200: envelopeOf(health) } } }, async () =>
    ok({ up: true as const }),
  );

  app.get('/ready', { schema: { tags: ['health'], response: { 200: envelopeOf(readiness) } } }, async (request) => {
    const unavailable = () => new AppError(503, httpMessages(request.lang, 'unavailable'));
    if (closing) throw unavailable();
    const { ctx } = app;
    let migrations = 0;
    try {
      migrations = await within(2000, appliedMigrations(ctx.db));
    } catch (err) {
      request.log.warn({ err }, 'not ready: database');
      throw unavailable();
    }
    try {
      await within(2000, ctx.storage.check?.() ?? Promise.resolve());
    } catch (err) {
      request.log.warn({ err }, 'not ready: storage');
      throw unavailable();
    }
    let redisState: 'up' | 'down' | 'off' = 'off';
    if (ctx.env.REDIS_URL) {
      redis ??= new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
      redis.on('error', () => {});
      redisState = await within(1000, redis.ping())
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
    }
    return ok({
      database: ctx.database.engine,
      migrations,
      storage: ctx.env.STORAGE_DRIVER,
      redis: redisState,
      replica: ctx.replica ? (replicaInUse(ctx) ? 'up' : 'down') : 'off',
    });
  });
}
