// Answer schemas of the liveness and readiness probes.
import { z } from 'zod';

/** GET /health */
export const health = z.object({ up: z.literal(true) });

/**
 * GET /ready: the database engine and how many migrations it has applied, the storage driver, and
 * Redis (up, down — the store still sells — or off when not configured).
 */
export const readiness = z.object({
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
  storage: z.enum(['local', 's3']),
  redis: z.enum(['up', 'down', 'off']),
});
