// Activation and reset codes (spec §7 code / reset_code): 6 random digits, stored only as an
// HMAC keyed with APP_SECRET, single use, 10 minutes, 5 wrong tries. The verdict on a typed code
// is a pure function of the account's recent codes, so its rules are tested without a database.
import crypto from 'node:crypto';
import type { CodePurpose, CodeRow } from './queries.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
export const MAX_WRONG_TRIES = 5;
/** resendCode and reset requests: at most one code a minute per account */
export const RESEND_INTERVAL_MS = 60_000;

export function generateCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash: a stolen table alone cannot be turned back into codes by trying all 10^6. */
export function hashCode(appSecret: string, purpose: CodePurpose, code: string): string {
  return crypto.createHmac('sha256', appSecret).update(`verification-code:${purpose}:${code}`).digest('hex');
}

export type CodeVerdict =
  | { kind: 'ok'; row: CodeRow }
  | { kind: 'none' }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'locked' }
  /** `row` is the live code whose wrong-try counter goes up; `triesLeft` after counting this one */
  | { kind: 'wrong'; row: CodeRow | null; triesLeft: number | null };

const isLive = (row: CodeRow, now: Date) => !row.usedAt && row.expiresAt.getTime() > now.getTime();

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Judges a typed code (its hash) against an account's codes, newest first. A code matching an
 * older, used or expired code gets that precise answer; a locked code is refused even when right.
 */
export function judgeCode(rows: readonly CodeRow[], typedHash: string, now: Date): CodeVerdict {
  if (rows.length === 0) return { kind: 'none' };
  const match = rows.find((r) => sameHash(r.codeHash, typedHash));
  if (match) {
    if (match.usedAt) return { kind: 'used' };
    if (match.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    if (match.attempts >= MAX_WRONG_TRIES) return { kind: 'locked' };
    return { kind: 'ok', row: match };
  }
  const latest = rows[0]!;
  if (!isLive(latest, now)) return latest.usedAt ? { kind: 'wrong', row: null, triesLeft: null } : { kind: 'expired' };
  if (latest.attempts >= MAX_WRONG_TRIES) return { kind: 'locked' };
  return { kind: 'wrong', row: latest, triesLeft: MAX_WRONG_TRIES - latest.attempts - 1 };
}
