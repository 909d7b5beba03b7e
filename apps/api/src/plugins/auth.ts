// Resolves `Authorization: Bearer <token>` to request.user on every request. Tokens are opaque
// random strings; only their SHA-256 is stored (sessions.token_hash), with a 30-day expiry and
// revocation on logout. Authentication comes before validation: a route whose schema declares
// `security: [{ bearer: [] }]` answers 401 to a missing or unknown token before its body, query
// or params are read or validated. Handlers call requireUser() to get the user and to insist on
// an allowed account (banned, not yet activated: 403).
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { findSessionUser } from './auth.queries.ts';
import { defineMessages, httpMessages } from '../http/messages.ts';
import { sha256Hex } from '../lib/code-cipher.ts';

export const authMessages = defineMessages({
  en: {
    banned: 'Your account has been banned',
    notActivated: 'Please activate your account first.',
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
  ar: {
    banned: 'تم حظر حسابك',
    notActivated: 'يرجى تفعيل حسابك أولاً.',
    sessionExpired: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
});

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export const hashToken = (token: string) => sha256Hex(token);

export interface RequireUserOptions {
  /** let accounts still waiting for activation through (activation and resend calls) */
  allowInactive?: boolean;
}

/** The 401 of a request without a valid session: "sign in", or "your session ended" when it sent a token. */
function unauthenticated(request: FastifyRequest): AppError {
  const hadToken = bearerToken(request) !== null;
  const msg = hadToken ? authMessages(request.lang, 'sessionExpired') : httpMessages(request.lang, 'unauthenticated');
  return new AppError(401, msg, undefined, null, 'unauthenticated');
}

/** The signed-in user, or a 401/403 envelope in the request's language. */
export function requireUser(request: FastifyRequest, opts: RequireUserOptions = {}): AuthUser {
  const user = request.user;
  if (!user) throw unauthenticated(request);
  if (user.activation === 'deactivated')
    throw new AppError(403, authMessages(request.lang, 'banned'), undefined, null, 'account_banned');
  if (user.activation !== 'Active' && !opts.allowInactive) {
    throw new AppError(
      403,
      authMessages(request.lang, 'notActivated'),
      undefined,
      { activation_str: user.activation },
      'account_not_active',
    );
  }
  return user;
}

/** Whether an operation insists on a token: some security requirement, none of them empty (`{}` = optional). */
export function isSecured(schema: RouteOptions['schema']): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0 && security.every((req) => Object.keys(req).length > 0);
}

/** Route-level onRequest hook of secured routes: after the token was resolved, before the body is read. */
const authenticate: onRequestHookHandler = (request, _reply, done) => {
  done(request.user ? undefined : unauthenticated(request));
};

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  // secured routes (their OpenAPI `security`) refuse guests first, whatever they send
  app.addHook('onRoute', (route) => {
    // the back-office's routes check staff sessions instead (admin/staff-auth.ts)
    if (!isSecured(route.schema) || route.url.startsWith('/api/admin/')) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [authenticate, ...own];
  });
  // wall time, not ctx.clock: a token's 30 days are a security limit, not a store rule
  const sessionUser = (token: string) => findSessionUser(app.ctx.db, hashToken(token), new Date());
  // a callback hook: guests (most requests) pass without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const token = request.url.startsWith('/api/') && !request.url.startsWith('/api/admin/') ? bearerToken(request) : null;
    if (!token) return done();
    sessionUser(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});
