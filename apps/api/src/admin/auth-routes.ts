// Staff sign-in (issue 26): e-mail + password + a one-time code (TOTP, or one recovery code),
// answered with a staff token. Every refusal is the same 401, so the answer never tells which of
// the three was wrong or whether the e-mail is staff. Rate limits: 20 tries per address and 5
// failures per e-mail in 15 minutes.
import { envelopeOf } from '@store/shared/contract/envelope';
import { staffLoginAnswer, staffLoginBody, staffSchema } from '@store/shared/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPassword } from '../account/passwords.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { rateLimitedMessage } from '../http/messages.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import { createStaffSession, requireStaff, STAFF_SESSION_IDLE_MS, type StaffRole } from './staff-auth.ts';
import { advanceTotpStep, recoveryCodesLeft, revokeStaffSession, userByEmail, useRecoveryCode } from './staff.queries.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, matchingStep } from './totp.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const WINDOW_MS = 15 * 60_000;

type RateRun = (
  req: FastifyRequest,
  opts?: { increment?: boolean },
) => Promise<{ isExceeded?: boolean; isAllowed: boolean; remaining?: number; ttlInSeconds?: number }>;

export default async function staffAuthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const keyOf = new WeakMap<FastifyRequest, string>();
  const byAddress = app.createRateLimit({
    max: 20,
    timeWindow: WINDOW_MS,
    keyGenerator: (r) => `staff-login:addr:${r.ip}`,
  }) as RateRun;
  // failures per e-mail = attempts − successes: each attempt is counted (one atomic increment)
  // before its password and code are checked, so tries sent at once cannot all pass a check made
  // before any of them failed; a successful sign-in is taken back (account/limits.ts signInAttempt)
  const FAILURES_PER_EMAIL = 5;
  const counter = (name: string) =>
    app.createRateLimit({
      max: 1_000_000,
      timeWindow: WINDOW_MS,
      keyGenerator: (r) => `staff-login:${name}:${keyOf.get(r) ?? r.ip}`,
    }) as RateRun;
  const attemptsByEmail = counter('attempts');
  const successesByEmail = counter('successes');
  const countOf = (r: { remaining?: number }) => 1_000_000 - (r.remaining ?? 1_000_000);
  const refuse = (request: FastifyRequest, reply: FastifyReply, seconds = 60): never => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    throw new AppError(429, rateLimitedMessage(request.lang, Math.max(1, seconds)));
  };

  app.post(
    '/auth/login',
    {
      config: { staffPublic: true },
      schema: { tags, body: staffLoginBody, response: { 200: envelopeOf(staffLoginAnswer) } },
    },
    async (request, reply) => {
      const limited = !ctx.env.RATE_LIMIT_DISABLED;
      if (limited) {
        const r = await byAddress(request);
        if (r.isExceeded) refuse(request, reply, r.ttlInSeconds);
      }
      const email = request.body.email.toLowerCase();
      keyOf.set(request, email);
      if (limited) {
        const attempts = await attemptsByEmail(request);
        const successes = await successesByEmail(request, { increment: false });
        if (countOf(attempts) - countOf(successes) > FAILURES_PER_EMAIL) refuse(request, reply, attempts.ttlInSeconds);
      }
      const bad = async (): Promise<never> => {
        throw new AppError(401, adminMessages(request.lang, 'badSignIn'), undefined, null, 'invalid_credentials');
      };

      const user = await userByEmail(ctx.db, email);
      const passwordOk = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !passwordOk || (user.staffRole !== 'admin' && user.staffRole !== 'support')) return bad();
      if (user.activation === 'deactivated' || !user.totpSecretEnc) return bad();

      const code = request.body.code;
      const accepted = await ctx.db.transaction(async (tx) => {
        if (looksLikeRecoveryCode(code) && !/^\d+$/.test(code)) {
          return useRecoveryCode(tx, user.id, hashRecoveryCode(code), ctx.clock.now());
        }
        const step = matchingStep(ctx.codes.decrypt(user.totpSecretEnc!), code, ctx.clock.now().getTime());
        if (step === null) return false;
        // a code is accepted once: the step must be newer than the last accepted one (row-locked update)
        return advanceTotpStep(tx, user.id, step);
      });
      if (!accepted) return bad();
      if (limited) await successesByEmail(request);

      const { token, expiresAt } = await createStaffSession(ctx, user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const staff = { id: user.id, email: user.email, role: user.staffRole as StaffRole, sessionId: 0 };
      await audit(ctx.db, staff, request, { action: 'sign_in', entity: 'staff_session', entityId: user.id });
      const left = await recoveryCodesLeft(ctx.db, user.id);
      return ok({
        token,
        expires_at: expiresAt.toISOString(),
        idle_minutes: STAFF_SESSION_IDLE_MS / 60_000,
        staff: { id: user.id, email: user.email, role: staff.role },
        recovery_codes_left: left,
      });
    },
  );

  app.post(
    '/auth/logout',
    { config: { staffRole: 'support' }, schema: { tags, security, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const staff = requireStaff(request);
      await revokeStaffSession(ctx.db, staff.sessionId, ctx.clock.now());
      return ok(null);
    },
  );

  app.get(
    '/me',
    { config: { staffRole: 'support' }, schema: { tags, security, response: { 200: envelopeOf(staffSchema) } } },
    async (request) => {
      const staff = requireStaff(request);
      return ok({ id: staff.id, email: staff.email, role: staff.role });
    },
  );
}
