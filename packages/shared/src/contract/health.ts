// Answer schemas of the liveness and readiness probes.
import { z } from 'zod';

/** GET /health */
export const health = z.object({ up: z.literal(true) });

/**
 * GET /ready: the database engine and how many migrations it has applied, the storage driver, and
 * Redis (up, down — the store still sells — or off when not configured), and the read replica
 * (DATABASE_REPLICA_URL: up while guests' catalogue reads use it, down while it is out of reach and
 * they read the primary, off when not configured).
 */
export const readiness = z.object({
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
  storage: z.enum(['local', 's3']),
  redis: z.enum(['up', 'down', 'off']),
  replica: z.enum(['up', 'down', 'off']),
});
