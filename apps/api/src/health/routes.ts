// Liveness (/api/health) and readiness (/api/ready: database reachable, migrations applied).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/contract/envelope';
import { health, readiness } from '@store/shared/contract/health';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { appliedMigrations } from './queries.ts';

export default async function healthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { tags: ['health'], response: { 200: envelopeOf(health) } } }, async () =>
    ok({ up: true as const }),
  );

  app.get('/ready', { schema: { tags: ['health'], response: { 200: envelopeOf(readiness) } } }, async () => {
    try {
      return ok({ database: app.ctx.database.engine, migrations: await appliedMigrations(app.ctx.db) });
    } catch {
      throw new AppError(503, 'database not ready');
    }
  });
}
