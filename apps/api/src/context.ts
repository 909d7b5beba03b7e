// Everything a request handler may need, built once at start-up and hung on the app as `ctx`.
import type {} from 'fastify';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Storage } from './integrations/storage/index.ts';
import type { CodeCipher } from './lib/code-cipher.ts';
import type { Secrets } from './lib/secrets.ts';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  storage: Storage;
  secrets: Secrets;
  codes: CodeCipher;
}

export interface AuthUser {
  id: number;
  email: string;
  phone: string;
  userType: 'customer' | 'merchant';
  staffRole: 'none' | 'support' | 'admin';
  activation: 'waiting_Active' | 'Active' | 'deactivated';
  lang: 'en' | 'ar';
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    lang: 'en' | 'ar';
    /** the signed-in user, resolved from the bearer token; null for guests */
    user: AuthUser | null;
  }
}
