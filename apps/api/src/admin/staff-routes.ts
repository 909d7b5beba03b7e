// The back-office's Staff page (admins): the staff list, and two actions on a member — end their
// open back-office sessions (a lost laptop), or take the staff role away. Neither is done to one's
// own account, and the store's last admin is never removed. Enrolling a member (new, or a lost
// phone) prints secrets, so it stays on the server's command line (`npm run staff -- add`).
import { envelopeOf } from '@store/shared/contract/envelope';
import { idParams } from '@store/shared/contract/formats';
import { staffActionAnswer, staffListAnswer, type StaffMember } from '@store/shared/contract/admin-staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { adminMessages } from './messages.ts';
import { endSessionsOf, listStaff, removeStaff, type StaffActor } from './staff-accounts.ts';
import { requireStaff } from './staff-auth.ts';

const tags = ['admin'];
const security = [{ staff: [] }];

function actorOf(request: FastifyRequest): StaffActor {
  const staff = requireStaff(request);
  return { id: staff.id, email: staff.email, ip: request.ip.slice(0, 64) };
}

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
      const items: StaffMember[] = (await listStaff(ctx)).map((r) => ({
        id: r.id,
        email: r.email,
        role: r.role === 'admin' ? 'admin' : 'support',
        recovery_codes_left: r.recovery_codes_left,
        last_sign_in: r.last_sign_in === null ? null : new Date(r.last_sign_in).toISOString(),
        open_sessions: r.open_sessions,
        you: r.id === me,
      }));
      return ok({ items });
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
      return ok({ id }, adminMessages(request.lang, 'staffSessionsEnded', { email: done.email, count: done.ended }));
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
      return ok({ id }, adminMessages(request.lang, 'staffRemoved', { email }));
    },
  );
}
