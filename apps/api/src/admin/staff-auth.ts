// Staff sessions and the role check of every /api/admin call (issue 26, docs/decisions/26-admin-stack.md).
//
// - Staff tokens are opaque (256 random bits), only their SHA-256 stored in staff_sessions, apart
//   from shopping sessions: a shopping token never opens the back-office and a staff token never
//   shops. A staff session ends 12 hours after sign-in, or after 1 hour without a call.
// - Every admin route declares the least role it needs in `config.staffRole` ('support' or
//   'admin'); a route without one is refused at start-up. Support staff: tickets, orders and
//   customers read-only, the dashboard; admins: everything.
// - A request with no token answers 401; a shopping token (a customer, or staff signed in to the
//   shop) 403 `forbidden`; a support token on an admin-only call 403 `forbidden`.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { httpMessages } from '../http/messages.ts';
import { bearerToken, hashToken } from '../plugins/auth.ts';
import { adminMessages } from './messages.ts';
import { insertStaffSession, isLiveShoppingSession, liveStaffSession, touchStaffSession } from './staff.queries.ts';

export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const STAFF_SESSION_IDLE_MS = 3600_000;
/** last_seen_at is written at most once a minute per session */
const TOUCH_EVERY_MS = 60_000;

export type StaffRole = 'support' | 'admin';

export interface Staff {
  id: number;
  email: string;
  role: StaffRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in staff member on /api/admin routes (null elsewhere) */
    staff: Staff | null;
  }
  interface FastifyContextConfig {
    /** the least staff role an /api/admin route needs */
    staffRole?: StaffRole;
    /** the one admin route open without a staff token (sign-in) */
    staffPublic?: boolean;
  }
}

export async function createStaffSession(
  ctx: AppContext,
  userId: number,
  client: { ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  await insertStaffSession(ctx.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    lastSeenAt: now,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The staff member a staff bearer token belongs to, or null (unknown, revoked, expired, idle for
 * an hour, or the account is no longer staff or is banned). Also the one check other features
 * call when staff may read something private (e.g. support attachments under `private/`).
 */
export async function staffForToken(ctx: AppContext, token: string): Promise<Staff | null> {
  const now = ctx.clock.now();
  const row = await liveStaffSession(ctx.db, hashToken(token), now);
  if (!row || (row.role !== 'support' && row.role !== 'admin') || row.activation === 'deactivated') return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > STAFF_SESSION_IDLE_MS) return null;
  if (idle > TOUCH_EVERY_MS) {
    await touchStaffSession(ctx.db, row.sessionId, now);
  }
  return { id: row.id, email: row.email, role: row.role, sessionId: row.sessionId };
}

/** Whether a staff member may read support tickets and their private attachments. */
export const staffMayReadTickets = (staff: Staff | null): boolean => staff?.role === 'support' || staff?.role === 'admin';

/** The staff member of a request to any /api route that carries a staff token, or null. */
export async function staffOfRequest(ctx: AppContext, request: FastifyRequest): Promise<Staff | null> {
  const token = bearerToken(request);
  return token ? staffForToken(ctx, token) : null;
}

async function isShoppingToken(ctx: AppContext, token: string): Promise<boolean> {
  return isLiveShoppingSession(ctx.db, hashToken(token), ctx.clock.now());
}

const RANK: Record<StaffRole, number> = { support: 1, admin: 2 };

/** The signed-in staff member of an admin route (set by the guard). */
export function requireStaff(request: FastifyRequest): Staff {
  if (!request.staff) throw new AppError(401, httpMessages(request.lang, 'unauthenticated'), undefined, null, 'unauthenticated');
  return request.staff;
}

/** onRequest guard of every admin route: before the body is read or validated. */
export function staffGuard(app: FastifyInstance, role: StaffRole): onRequestHookHandler {
  return async (request) => {
    request.staff = null;
    const token = bearerToken(request);
    if (!token) throw new AppError(401, httpMessages(request.lang, 'unauthenticated'), undefined, null, 'unauthenticated');
    const staff = await staffForToken(app.ctx, token);
    if (!staff) {
      if (await isShoppingToken(app.ctx, token)) {
        throw new AppError(403, adminMessages(request.lang, 'staffOnly'), undefined, null, 'forbidden');
      }
      throw new AppError(401, adminMessages(request.lang, 'sessionEnded'), undefined, null, 'unauthenticated');
    }
    if (RANK[staff.role] < RANK[role]) {
      throw new AppError(403, adminMessages(request.lang, 'roleRefused'), undefined, null, 'forbidden');
    }
    request.staff = staff;
  };
}
