// Google sign-in (spec §7 social-login): the storefront sends the ID token from Google Identity
// Services; it is verified against Google's published keys for our client id (GOOGLE_CLIENT_ID).
// Off when no client id is configured. Tests inject a locally generated key set.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IntegrationContext as AppContext } from '../context.ts';

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
}

export class GoogleSignInError extends Error {}

let remoteKeys: JWTVerifyGetKey | null = null;
const keyOverrides = new WeakMap<AppContext, JWTVerifyGetKey>();

/** Tests replace Google's key set with their own (jose createLocalJWKSet). */
export function setGoogleKeySet(ctx: AppContext, keys: JWTVerifyGetKey | null): void {
  if (keys) keyOverrides.set(ctx, keys);
  else keyOverrides.delete(ctx);
}

export function googleSignInEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.env.GOOGLE_CLIENT_ID);
}

/** The verified identity, or GoogleSignInError for any token we must not trust. */
export async function verifyGoogleIdToken(ctx: AppContext, token: string): Promise<GoogleIdentity> {
  const audience = ctx.env.GOOGLE_CLIENT_ID;
  if (!audience) throw new GoogleSignInError('Google sign-in is not configured');
  // jose caches the remote key set and refetches it when Google rotates keys
  remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  const keys = keyOverrides.get(ctx) ?? remoteKeys;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience, algorithms: ['RS256'], clockTolerance: 30 }));
  } catch (err) {
    throw new GoogleSignInError(`invalid Google ID token: ${(err as Error).message}`);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !email || !verified) throw new GoogleSignInError('the Google account has no verified e-mail');
  return { sub: payload.sub, email };
}
