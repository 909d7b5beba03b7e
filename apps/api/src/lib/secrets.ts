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
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
  } catch {
    stored = {};
  }
  const appSecret = env.APP_SECRET ?? stored.appSecret ?? crypto.randomBytes(32).toString('hex');
  const codesKeyHex = env.CODES_ENCRYPTION_KEY ?? stored.codesKey ?? crypto.randomBytes(32).toString('hex');
  if (stored.appSecret !== appSecret || stored.codesKey !== codesKeyHex) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ appSecret, codesKey: codesKeyHex }, null, 2), { mode: 0o600 });
  }
  return { appSecret, codesKey: Buffer.from(codesKeyHex, 'hex') };
}
