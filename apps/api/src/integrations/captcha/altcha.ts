// ALTCHA v2 proof of work, issued and verified by this server (DESIGN.md "bot challenge").
// Deterministic mode: the server picks the counter the browser must find, signs the challenge
// and the expected key with keys derived from APP_SECRET, so verifying costs one HMAC.
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { IntegrationContext as AppContext } from '../context.ts';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt; the number of attempts is set by ALTCHA_COST */
export const ALTCHA_ITERATIONS = 250;
export const CHALLENGE_TTL_MS = 10 * 60_000;

function derivedSecret(ctx: AppContext, purpose: string): string {
  return crypto.createHmac('sha256', ctx.secrets.appSecret).update(`altcha:${purpose}`).digest('hex');
}

/**
 * A fresh signed challenge. The counter to find is uniform in [cost/2, cost] with cost =
 * ALTCHA_COST × 2^level, so the browser computes on average ¾·cost derivations of
 * ALTCHA_ITERATIONS PBKDF2 rounds. `level` (0 normally; 1–3 for an address under sign-in
 * pressure, account/limits.ts) is signed into the challenge's data, so the answer proves it.
 */
export async function issueAltchaChallenge(ctx: AppContext, level = 0): Promise<Challenge> {
  const max = Math.max(2, ctx.env.ALTCHA_COST * 2 ** level);
  return createChallenge({
    data: { level },
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_ITERATIONS,
    counter: randomInt(max, Math.max(1, Math.floor(max / 2))),
    deriveKey,
    // system time, not ctx.clock: altcha-lib checks the expiry against the system time
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: derivedSecret(ctx, 'signature'),
    hmacKeySignatureSecret: derivedSecret(ctx, 'key-signature'),
  });
}

export interface DecodedPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's field holds base64 JSON {challenge, solution}; anything else is null. */
export function decodeAltchaPayload(raw: string): DecodedPayload | null {
  if (raw.length > 20_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<DecodedPayload>;
    const c = parsed?.challenge;
    const s = parsed?.solution;
    if (!c || typeof c !== 'object' || !c.parameters || typeof c.parameters !== 'object' || typeof c.signature !== 'string')
      return null;
    if (!s || typeof s !== 'object') return null;
    return { challenge: c, solution: s };
  } catch {
    return null;
  }
}

export type AltchaCheck = { ok: true; signature: string; expiresAt: Date; level: number } | { ok: false };

export async function checkAltchaPayload(ctx: AppContext, raw: string): Promise<AltchaCheck> {
  const payload = decodeAltchaPayload(raw);
  if (!payload) return { ok: false };
  const { parameters } = payload.challenge;
  // only challenges this server issued carry an expiry, the algorithm and our signature
  if (parameters.algorithm !== ALTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') return { ok: false };
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: derivedSecret(ctx, 'signature'),
      hmacKeySignatureSecret: derivedSecret(ctx, 'key-signature'),
    });
    if (!result.verified) return { ok: false };
  } catch {
    return { ok: false };
  }
  const level = typeof parameters.data?.level === 'number' ? parameters.data.level : 0;
  return { ok: true, signature: payload.challenge.signature!, expiresAt: new Date(parameters.expiresAt * 1000), level };
}
