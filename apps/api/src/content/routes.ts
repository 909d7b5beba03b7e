// HTTP routes of the content feature (spec §7). Registered under /api by app.ts.
import type { FastifyInstance } from 'fastify';

export default async function contentRoutes(_app: FastifyInstance): Promise<void> {}
