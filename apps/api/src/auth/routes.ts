// HTTP routes of the auth feature (spec §7). Registered under /api by app.ts.
import type { FastifyInstance } from 'fastify';

export default async function authRoutes(_app: FastifyInstance): Promise<void> {}
