// Bearer tokens (DESIGN.md "Auth"): 256 random bits, only their SHA-256 stored, 30 days.
import crypto from 'node:crypto';
import type { Db, Tx } from '../db/client.ts';
import { hashToken } from '../plugins/auth.ts';
import { insertSession } from './queries.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export async function createSession(
  tx: Db | Tx,
  userId: number,
  client: ClientInfo,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(tx, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}
