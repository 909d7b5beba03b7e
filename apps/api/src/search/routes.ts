// HTTP routes of the search feature (spec §7). Registered under /api by app.ts.
import type { FastifyInstance } from 'fastify';

export default async function searchRoutes(_app: FastifyInstance): Promise<void> {}
