// Liveness (/api/health) and readiness (/api/ready: database reachable, migrations applied).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['health'] } }, async () => ok({ up: true }));

  app.get('/ready', { schema: { tags: ['health'] } }, async () => {
    try {
      const result = await app.ctx.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = rowsOf<{ n: number }>(result);
      return ok({ database: app.ctx.database.engine, migrations: rows[0]?.n ?? 0 });
    } catch {
      throw new AppError(503, 'database not ready');
    }
  });
}
