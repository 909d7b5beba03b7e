// The support inbox (issue 26): tickets by status and age, the conversation, a reply with images
// (the same service function as `npm run support:reply`), closing. Support staff and admins.
import { adminTicketAnswer, adminTicketListAnswer, adminTicketListQuery } from '@store/shared/contract/admin';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { lastPageOf, offsetOf } from '../http/pagination.ts';
import { attachmentUrl, readTicketAttachment } from '../support/attachments.ts';
import { readForm } from '../support/form.ts';
import { prepareImages } from '../support/images.ts';
import { findTicketByUuid, listReplies } from '../support/queries.ts';
import { replyAsSupport, SupportReplyError } from '../support/service.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import { requireStaff } from './staff-auth.ts';
import { resolveTicket, ticketList, type TicketSqlRow } from './tickets.queries.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const uuidParams = z.object({ uuid: z.string().uuid() });
const iso = (d: Date | string) => new Date(d).toISOString();

const rowOut = (r: TicketSqlRow, now: Date) => ({
  uuid: r.uuid,
  subject: r.subject,
  name: r.name,
  email: r.email,
  status: r.status,
  reason: r.reason,
  order_ref: r.order_ref,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  age_hours: Math.max(0, Math.floor((now.getTime() - new Date(r.updated_at).getTime()) / 3600_000)),
});

async function ticketDetail(ctx: AppContext, uuid: string, lang: Lang) {
  const found = await findTicketByUuid(ctx.db, uuid);
  if (!found) throw new AppError(404, adminMessages(lang, 'notFound'));
  const replies = await listReplies(ctx.db, found.ticket.id);
  const t = found.ticket;
  return {
    ...rowOut(
      {
        uuid: t.uuid,
        subject: t.subject,
        name: t.name,
        email: t.email,
        status: t.status as TicketSqlRow['status'],
        reason: lang === 'ar' ? found.reason.nameAr : found.reason.nameEn,
        order_ref: t.orderRef,
        created_at: t.createdAt,
        updated_at: t.updatedAt,
      },
      ctx.clock.now(),
    ),
    user_id: t.userId,
    replies: replies.map((r) => ({
      id: r.id,
      replier: r.replier as 'Customer' | 'support',
      message: r.message,
      created_at: iso(r.createdAt),
      // private files (issue 23): read through the back-office's own route with the staff token
      images: r.images.map((key) => `/api/admin${attachmentUrl(t.uuid, key).slice('/api'.length)}`),
    })),
  };
}

export default async function ticketRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/tickets',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, querystring: adminTicketListQuery, response: { 200: envelopeOf(adminTicketListAnswer) } },
    },
    async (request) => {
      const q = request.query;
      // waiting longest first: open tickets by age, the pending ones (the customer wrote last) before the answered
      const { rows, total: n } = await ticketList(ctx.db, {
        status: q.status,
        search: q.search,
        lang: request.lang,
        limit: q.per_page,
        offset: offsetOf(q.page, q.per_page),
      });
      const now = ctx.clock.now();
      return ok({ items: rows.map((r) => rowOut(r, now)), total: n, last_page: lastPageOf(n, q.per_page) });
    },
  );

  app.get(
    '/tickets/:uuid',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: uuidParams, response: { 200: envelopeOf(adminTicketAnswer) } },
    },
    async (request) => ok(await ticketDetail(ctx, request.params.uuid, request.lang)),
  );

  // a ticket's private image (issue 23) for staff: never kept by a shared cache
  app.get(
    '/tickets/:uuid/attachments/:file',
    {
      config: { staffRole: 'support' },
      schema: {
        tags,
        // an image, not a JSON answer (like the storefront's own attachment route)
        hide: true,
        security,
        params: z.object({ uuid: z.string().max(64), file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const found = await readTicketAttachment(ctx, request.lang, request.params.uuid, request.params.file, () => true);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${found.file}"`)
        .type(found.contentType)
        .send(found.data);
    },
  );

  app.post(
    '/tickets/:uuid/reply',
    {
      config: { staffRole: 'support' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: uuidParams,
        response: { 200: envelopeOf(adminTicketAnswer) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const form = await readForm(request);
      const message = (form.fields.message ?? '').trim();
      if (!message && form.files.length === 0)
        throw new AppError(400, adminMessages(request.lang, 'replyEmpty'), undefined, null, 'invalid_input');
      if (message.length > 20_000)
        throw new AppError(400, adminMessages(request.lang, 'replyEmpty'), undefined, null, 'invalid_input');
      const found = await findTicketByUuid(ctx.db, request.params.uuid);
      if (!found) throw new AppError(404, adminMessages(request.lang, 'notFound'));
      if (found.ticket.status === 'resolved') throw new AppError(409, adminMessages(request.lang, 'ticketResolved'));
      const images = await prepareImages(form.files, request.lang);
      try {
        await replyAsSupport(ctx, request.params.uuid, message, staff.id, images);
      } catch (err) {
        if (err instanceof SupportReplyError) throw new AppError(409, adminMessages(request.lang, 'ticketResolved'));
        throw err;
      }
      await audit(ctx.db, staff, request, {
        action: 'reply',
        entity: 'ticket',
        entityId: request.params.uuid,
        after: { message: message.slice(0, 500), images: images.length },
      });
      return ok(await ticketDetail(ctx, request.params.uuid, request.lang), adminMessages(request.lang, 'replied'));
    },
  );

  app.post(
    '/tickets/:uuid/close',
    {
      config: { staffRole: 'support' },
      schema: { tags, security, params: uuidParams, response: { 200: envelopeOf(adminTicketAnswer) } },
    },
    async (request) => {
      const staff = requireStaff(request);
      await ctx.db.transaction(async (tx) => {
        const before = await resolveTicket(tx, request.params.uuid);
        if (before === undefined) throw new AppError(404, adminMessages(request.lang, 'notFound'));
        await audit(tx, staff, request, {
          action: 'close',
          entity: 'ticket',
          entityId: request.params.uuid,
          before: { status: before },
          after: { status: 'resolved' },
        });
      });
      return ok(await ticketDetail(ctx, request.params.uuid, request.lang), adminMessages(request.lang, 'closed'));
    },
  );
}
