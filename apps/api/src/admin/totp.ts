// The second factor of staff sign-in (issue 26): RFC 6238 TOTP through otpauth (SHA-1, 6 digits,
// 30 s, one step of drift either way), the secret encrypted at rest with the card-codes cipher,
// and the last accepted step kept so a code is never accepted twice. Recovery codes are 10
// random characters (XXXXX-XXXXX), SHA-256 stored, single use.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256Hex } from '../lib/code-cipher.ts';

export const TOTP_ISSUER = 'Gamers Souq admin';

export function totpFor(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a 6-digit code belongs to (within one step of now), or null. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / 30) + delta;
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Recovery codes are compared case- and dash-insensitively. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const hashRecoveryCode = (code: string) => sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);
export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === 10;
