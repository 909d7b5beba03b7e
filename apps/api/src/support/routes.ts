// HTTP routes of support tickets (spec §7: tickets, tickets/{id}, tickets/{id}/reply,
// tickets/{id}/close), registered under /api by app.ts. GET reasons lives with the content calls.
// Handlers are thin: rate limits before the body is read, the bounded form reader, the bot
// challenge, one service call, the presenter.
import { ticketCreatedSchema, ticketListSchema, ticketSchema } from '@store/shared/contract/support';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { httpMessages } from '../http/messages.ts';
import { lastPageOf, offsetOf, paginationQuery } from '../http/pagination.ts';
import { challengeAnswerOf, captchaMessages, signatureUseRecorder, verifyChallenge } from '../integrations/captcha/index.ts';
import { requireUser } from '../plugins/auth.ts';
import { readAttachment } from './attachments.ts';
import { readForm } from './form.ts';
import { createSupportLimits } from './limits.ts';
import { ticketMessages } from './messages.ts';
import { presentCreated, presentSummary, presentTicket } from './presenter.ts';
import { listTicketsOfUser } from './queries.ts';
import {
  closeTicket,
  openTicket,
  replyAsCustomer,
  replyAsSupport,
  SupportReplyError,
  ticketWithReplies,
  type Caller,
} from './service.ts';
import { SIGNATURE_HEADER, verifySupportReply } from '../lib/staff-signature.ts';

const tags = ['support'];
const bearer = [{ bearer: [] }];
const uuidParam = z.object({ uuid: z.string().max(64) });
const TICKETS_PER_PAGE = 20;
const listQuery = z.object(paginationQuery(TICKETS_PER_PAGE));

export default async function supportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = createSupportLimits(root);
  const caller = (request: { lang: 'en' | 'ar'; user: Caller['user'] }): Caller => ({
    ctx: app.ctx,
    lang: request.lang,
    user: request.user,
  });

  app.post(
    '/tickets',
    {
      onRequest: [limit.ticketByAddress, limit.ticketByAccount],
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelopeOf(ticketCreatedSchema) } },
    },
    async (request, reply) => {
      // a banned account is refused; one still waiting for activation may write to us like a guest
      if (request.user?.activation === 'deactivated') requireUser(request);
      const form = await readForm(request);
      // spec §5 ticket form: the bot challenge comes first ('Captcha Failed')
      const challenge = challengeAnswerOf(form.fields);
      if (!challenge && app.ctx.captcha.provider !== 'off') throw new AppError(400, captchaMessages(request.lang, 'failed'));
      await verifyChallenge(app.ctx, challenge, request.lang, { remoteIp: request.ip });
      const ticket = await openTicket(caller(request), form);
      reply.code(201);
      return ok(presentCreated(ticket), ticketMessages(request.lang, 'created'));
    },
  );

  app.get(
    '/tickets',
    { schema: { tags, security: bearer, querystring: listQuery, response: { 200: envelopeOf(ticketListSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const { page, per_page } = request.query;
      const { rows, total } = await listTicketsOfUser(app.ctx.db, user.id, per_page, offsetOf(page, per_page));
      return ok({
        tickets: rows.map((r) => presentSummary(r.ticket, r.reason, request.lang)),
        total,
        last_page: lastPageOf(total, per_page),
      });
    },
  );

  app.get(
    '/tickets/:uuid',
    { schema: { tags, security: bearer, params: uuidParam, response: { 200: envelopeOf(ticketSchema) } } },
    async (request) => {
      requireUser(request);
      const found = await ticketWithReplies(caller(request), request.params.uuid);
      return ok(presentTicket(found.ticket, found.reason, found.replies, request.lang));
    },
  );

  app.post(
    '/tickets/:uuid/reply',
    {
      onRequest: [limit.replyByAddress, limit.replyByAccount],
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: uuidParam,
        response: { 200: envelopeOf(ticketSchema) },
      },
    },
    async (request) => {
      requireUser(request);
      const form = await readForm(request);
      const found = await replyAsCustomer(caller(request), request.params.uuid, form);
      return ok(presentTicket(found.ticket, found.reason, found.replies, request.lang), ticketMessages(request.lang, 'replied'));
    },
  );

  app.post(
    '/tickets/:uuid/close',
    {
      onRequest: [limit.replyByAccount],
      schema: { tags, security: bearer, params: uuidParam, response: { 200: envelopeOf(ticketSchema) } },
    },
    async (request) => {
      requireUser(request);
      const found = await closeTicket(caller(request), request.params.uuid);
      return ok(presentTicket(found.ticket, found.reason, found.replies, request.lang), ticketMessages(request.lang, 'closed'));
    },
  );

  // attachments are private (issue 23): the ticket's owner and staff only, never kept by a shared cache
  app.get(
    '/tickets/:uuid/attachments/:file',
    {
      schema: {
        tags,
        // an image, not a JSON answer: documented in docs/API-support.md, left out of the JSON contract
        hide: true,
        security: bearer,
        params: z.object({ uuid: z.string().max(64), file: z.string().max(64) }),
        description: 'An image of a ticket (png or jpeg), for its owner and staff; 404 for anyone else.',
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const found = await readAttachment(app.ctx, user, request.lang, request.params.uuid, request.params.file);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${found.file}"`)
        .type(found.contentType)
        .send(found.data);
    },
  );

  // the `support:reply` command's way in while the server holds the embedded database (lib/staff-signature.ts)
  app.post(
    '/support/replies',
    {
      bodyLimit: 64 * 1024,
      onRequest: [limit.replyByAddress],
      schema: {
        tags,
        hide: true,
        body: z.object({ uuid: z.string().max(64), message: z.string().min(1).max(20_000) }),
      },
    },
    async (request) => {
      const { uuid, message } = request.body;
      const header = request.headers[SIGNATURE_HEADER];
      const signed = await verifySupportReply(
        app.ctx.secrets.appSecret,
        typeof header === 'string' ? header : undefined,
        uuid,
        message,
        signatureUseRecorder(app.ctx),
      );
      if (!signed) {
        throw new AppError(403, httpMessages(request.lang, 'forbidden'));
      }
      try {
        const result = await replyAsSupport(app.ctx, uuid, message);
        return ok({ notifications: result.notifications.length });
      } catch (err) {
        if (err instanceof SupportReplyError) throw new AppError(409, err.message);
        throw err;
      }
    },
  );
}
