// Secrets come from configuration; for the embedded default they are generated once into
// DATA_DIR/secrets.json (mode 600) so a restart keeps codes readable and sessions valid.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.ts';

export interface Secrets {
  appSecret: string;
  codesKey: Buffer;
}

export function loadSecrets(env: Env): Secrets {
  if (env.APP_SECRET && env.CODES_ENCRYPTION_KEY) {
    return { appSecret: env.APP_SECRET, codesKey: Buffer.from(env.CODES_ENCRYPTION_KEY, 'hex') };
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error('APP_SECRET and CODES_ENCRYPTION_KEY must be set when running on PostgreSQL in production.');
  }
  const file = path.join(env.DATA_DIR, 'secrets.json');
  let stored: { appSecret?: string; codesKey?: string } = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
      if (stored.codesKey !== undefined && !/^[0-9a-f]{64}$/i.test(stored.codesKey)) throw new Error('bad key');
    } catch {
      // never replace a key silently: the card codes encrypted with it would become unreadable
      throw new Error(
        `${file} is unreadable. Restore it from a backup, or set APP_SECRET and CODES_ENCRYPTION_KEY. ` +
          'If this is a throw-away demo store, delete the whole data directory to start afresh.',
      );
    }
  }
  const appSecret = env.APP_SECRET ?? stored.appSecret ?? crypto.randomBytes(32).toString('hex');
  const codesKeyHex = env.CODES_ENCRYPTION_KEY ?? stored.codesKey ?? crypto.randomBytes(32).toString('hex');
  if (stored.appSecret !== appSecret || stored.codesKey !== codesKeyHex) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ appSecret, codesKey: codesKeyHex }, null, 2), { mode: 0o600 });
  }
  return { appSecret, codesKey: Buffer.from(codesKeyHex, 'hex') };
}
