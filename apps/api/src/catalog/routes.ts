// HTTP routes of the catalog feature (spec §7). Registered under /api by app.ts.
import type { FastifyInstance } from 'fastify';

export default async function catalogRoutes(_app: FastifyInstance): Promise<void> {}
