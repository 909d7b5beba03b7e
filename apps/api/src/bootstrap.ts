// Builds the AppContext from configuration: database (PGlite under DATA_DIR or PostgreSQL),
// storage, secrets and the code cipher. Shared by the server, the seed command, benches and tests.
import path from 'node:path';
import type { Env } from './config/env.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { LocalStorage } from './integrations/storage/index.ts';
import { createCodeCipher } from './lib/code-cipher.ts';
import { loadSecrets } from './lib/secrets.ts';

export async function createContext(env: Env): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const secrets = loadSecrets(env);
  return {
    env,
    database,
    db: database.db,
    storage: new LocalStorage(path.join(env.DATA_DIR, 'uploads')),
    secrets,
    codes: createCodeCipher(secrets.codesKey),
  };
}
