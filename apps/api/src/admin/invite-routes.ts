// The invitee's side of a staff invitation (staff-invitations.ts), before they can sign in: read
// what the link is for, then accept it. Public routes (the token is the proof), rate limited per
// address: 30 reads and 20 acceptances in 15 minutes (the staff sign-in's own limit), so neither the tokens nor an existing
// account's password can be guessed through them.
import { envelopeOf } from '@store/shared/contract/envelope';
import {
  invitationAcceptAnswer,
  invitationAcceptBody,
  invitationReadAnswer,
  invitationReadBody,
} from '@store/shared/contract/admin-staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { rateLimitedMessage } from '../http/messages.ts';
import { acceptInvitation, InvitationError, readInvitation } from './staff-invitations.ts';
import { staffMessages } from './staff-messages.ts';

const tags = ['admin'];
const WINDOW_MS = 15 * 60_000;

type RateRun = (req: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

export default async function inviteRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const limit = (name: string, max: number) =>
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (r) => `staff-invite:${name}:${r.ip}` }) as RateRun;
  const reads = limit('read', 30);
  const accepts = limit('accept', 20);
  const limited = async (run: RateRun, request: FastifyRequest, reply: FastifyReply) => {
    if (ctx.env.RATE_LIMIT_DISABLED) return;
    const r = await run(request);
    if (!r.isExceeded) return;
    const seconds = Math.max(1, r.ttlInSeconds ?? 60);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, rateLimitedMessage(request.lang, seconds));
  };
  const refusal = (request: FastifyRequest, err: unknown): never => {
    if (!(err instanceof InvitationError)) throw err;
    const status =
      err.refusal === 'inviteInvalid' ? 404 : err.refusal === 'inviteAlreadyStaff' || err.refusal === 'inviteBanned' ? 409 : 400;
    const message = staffMessages(request.lang, err.refusal);
    throw new AppError(
      status,
      message,
      [message],
      null,
      status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'invalid_input',
    );
  };

  app.post(
    '/invitations/read',
    {
      config: { staffPublic: true },
      schema: { tags, body: invitationReadBody, response: { 200: envelopeOf(invitationReadAnswer) } },
    },
    async (request, reply) => {
      await limited(reads, request, reply);
      try {
        const i = await readInvitation(ctx, request.body.token);
        return ok({
          email: i.email,
          role: i.role,
          account: i.account,
          invited_by: i.invitedBy,
          expires_at: i.expiresAt.toISOString(),
        });
      } catch (err) {
        return refusal(request, err);
      }
    },
  );

  app.post(
    '/invitations/accept',
    {
      config: { staffPublic: true },
      schema: { tags, body: invitationAcceptBody, response: { 200: envelopeOf(invitationAcceptAnswer) } },
    },
    async (request, reply) => {
      await limited(accepts, request, reply);
      const { token, password, phone } = request.body;
      try {
        const done = await acceptInvitation(ctx, token, { password, phone });
        return ok(
          {
            email: done.email,
            role: done.role,
            totp_secret: done.totpSecret,
            otpauth_uri: done.otpauthUri,
            recovery_codes: done.recoveryCodes,
          },
          staffMessages(request.lang, 'inviteAccepted'),
        );
      } catch (err) {
        return refusal(request, err);
      }
    },
  );
}
