// Liveness (/api/health) and readiness (/api/ready: database reachable, migrations applied).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { health, readiness } from '@store/shared/contract/health';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';

export default async function healthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { tags: ['health'], response: { 200: envelopeOf(health) } } }, async () =>
    ok({ up: true as const }),
  );

  app.get('/ready', { schema: { tags: ['health'], response: { 200: envelopeOf(readiness) } } }, async () => {
    try {
      const result = await app.ctx.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = rowsOf<{ n: number }>(result);
      return ok({ database: app.ctx.database.engine, migrations: rows[0]?.n ?? 0 });
    } catch {
      throw new AppError(503, 'database not ready');
    }
  });
}
