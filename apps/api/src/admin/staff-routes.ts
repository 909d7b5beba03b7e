// The back-office's Staff page (admins): the staff list and the open invitations; two actions on a
// member — end their open back-office sessions (a lost laptop), or take the staff role away.
// Neither is done to one's own account, and the store's last admin is never removed. An admin
// invites a new member by e-mail (staff-invitations.ts: the invitee sees their own secrets, once,
// at /admin/invite) and may withdraw an open invitation; a lost phone is replaced from the server's
// command line (`npm run staff -- add`), which prints the new secrets there.
import { envelopeOf } from '@store/shared/contract/envelope';
import { isolateText } from '@store/shared/text';
import { idParams } from '@store/shared/contract/formats';
import {
  staffActionAnswer,
  staffInviteAnswer,
  staffInviteBody,
  staffListAnswer,
  type StaffMember,
} from '@store/shared/contract/admin-staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { adminMessages } from './messages.ts';
import { endSessionsOf, listStaff, removeStaff, type StaffActor } from './staff-accounts.ts';
import { requireStaff } from './staff-auth.ts';
import { INVITE_HOURS, InvitationError, inviteStaff, listOpenInvitations, withdrawStaffInvitation } from './staff-invitations.ts';
import { staffMessages } from './staff-messages.ts';

const tags = ['admin'];
const security = [{ staff: [] }];

function actorOf(request: FastifyRequest): StaffActor {
  const staff = requireStaff(request);
  return { id: staff.id, email: staff.email, ip: request.ip.slice(0, 64) };
}

/** An e-mail inside an Arabic sentence is isolated, so its Latin run is not reordered around it. */
const shownEmail = (lang: Lang, email: string) => (lang === 'ar' ? isolateText(email) : email);

function notYourself(request: FastifyRequest, id: number, lang: Lang): void {
  if (requireStaff(request).id === id) throw new AppError(409, adminMessages(lang, 'staffNotYourself'));
}

export default async function staffRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/staff',
    { config: { staffRole: 'admin' }, schema: { tags, security, response: { 200: envelopeOf(staffListAnswer) } } },
    async (request) => {
      const me = requireStaff(request).id;
      const [members, invitations] = await Promise.all([listStaff(ctx), listOpenInvitations(ctx)]);
      const items: StaffMember[] = members.map((r) => ({
        id: r.id,
        email: r.email,
        role: r.role === 'admin' ? 'admin' : 'support',
        recovery_codes_left: r.recovery_codes_left,
        last_sign_in: r.last_sign_in === null ? null : new Date(r.last_sign_in).toISOString(),
        open_sessions: r.open_sessions,
        you: r.id === me,
      }));
      return ok({
        items,
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          invited_by: i.invited_by_email,
          expires_at: new Date(i.expires_at).toISOString(),
        })),
      });
    },
  );

  app.post(
    '/staff/:id/sessions/end',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(staffActionAnswer) } },
    },
    async (request) => {
      const { id } = request.params;
      notYourself(request, id, request.lang);
      const done = await endSessionsOf(ctx, id, actorOf(request));
      if (done === null) throw new AppError(404, adminMessages(request.lang, 'staffNotStaff'));
      return ok(
        { id },
        adminMessages(request.lang, 'staffSessionsEnded', { email: shownEmail(request.lang, done.email), count: done.ended }),
      );
    },
  );

  app.post(
    '/staff/:id/remove',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(staffActionAnswer) } },
    },
    async (request) => {
      const { id } = request.params;
      notYourself(request, id, request.lang);
      let email = '';
      const refused = await removeStaff(ctx, { id }, actorOf(request), (e) => (email = e));
      if (refused === 'notStaff') throw new AppError(404, adminMessages(request.lang, 'staffNotStaff'));
      if (refused === 'lastAdmin') throw new AppError(409, adminMessages(request.lang, 'staffLastAdmin'));
      return ok({ id }, adminMessages(request.lang, 'staffRemoved', { email: shownEmail(request.lang, email) }));
    },
  );

  app.post(
    '/staff/invitations',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, body: staffInviteBody, response: { 200: envelopeOf(staffInviteAnswer) } },
    },
    async (request) => {
      // the link opens the back-office's own invite page on the address the admin is using (PUBLIC_URL when set)
      const origin = (ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
      try {
        const sent = await inviteStaff(
          ctx,
          request.body,
          { ...actorOf(request), id: requireStaff(request).id },
          (token) => `${origin}/admin/invite#${token}`,
        );
        return ok(
          { id: sent.id, email: sent.email, expires_at: sent.expiresAt.toISOString() },
          staffMessages(request.lang, 'invited', { email: shownEmail(request.lang, sent.email), hours: INVITE_HOURS }),
        );
      } catch (err) {
        if (err instanceof InvitationError) throw new AppError(409, staffMessages(request.lang, err.refusal));
        throw err;
      }
    },
  );

  app.post(
    '/staff/invitations/:id/withdraw',
    {
      config: { staffRole: 'admin' },
      schema: { tags, security, params: idParams, response: { 200: envelopeOf(staffActionAnswer) } },
    },
    async (request) => {
      const email = await withdrawStaffInvitation(ctx, request.params.id, actorOf(request));
      if (email === null) throw new AppError(409, staffMessages(request.lang, 'inviteNotOpen'));
      return ok(
        { id: request.params.id },
        staffMessages(request.lang, 'inviteWithdrawn', { email: shownEmail(request.lang, email) }),
      );
    },
  );
}
