// Support tickets (spec §2 Contact and tickets, §4 Ticket, §5, §6): opening a ticket (guests and
// customers), the owner's replies and closing, and the support team's replies, each one
// transaction. Images are judged and re-encoded before the transaction; their files are
// written as its last step, so a refused request leaves no row and no file behind.
import { firstReplyProblem, firstTicketFormProblem, ORDER_REASON_ID, typedDigits, reasonIdOf } from '@store/shared';
import type { AppContext, AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { deliverNotifications, queueNotifications } from '../integrations/notifications/index.ts';
import type { ReadForm } from './form.ts';
import { prepareImages, type PreparedImage } from './images.ts';
import { ruleMessage, ticketMessages } from './messages.ts';
import * as q from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  ctx: AppContext;
  lang: Lang;
  user: AuthUser | null;
}

async function storeImages(ctx: AppContext, images: PreparedImage[]): Promise<void> {
  for (const image of images) await ctx.storage.put(image.key, image.data, image.contentType);
}

/** Trimmed text, or null when empty. */
const textOrNull = (value: string | undefined) => value?.trim() || null;

/**
 * The order a ticket names (spec §5: reason 2 needs an order). The number is kept as given. For
 * a signed-in customer, a number that names orders of which none is theirs is refused, so a
 * ticket can never be attached to someone else's order; a number that names none of the
 * existing orders is kept as typed (a guest's order, or one placed elsewhere) for the staff.
 */
async function resolveOrder(
  tx: Tx,
  caller: Caller,
  ref: string | null,
): Promise<{ orderId: number | null; orderRef: string | null }> {
  if (!ref) return { orderId: null, orderRef: null };
  const named = await q.findOrdersNamed(tx, ref);
  if (!caller.user) return { orderId: null, orderRef: ref };
  const own = named.find((o) => o.userId === caller.user!.id);
  if (own) return { orderId: own.id, orderRef: own.number };
  if (named.length > 0) throw new AppError(403, ticketMessages(caller.lang, 'orderNotYours'));
  return { orderId: null, orderRef: ref };
}

/** POST tickets: the form's fields are checked in the order of spec §5 (after the bot challenge). */
export async function openTicket(caller: Caller, form: ReadForm) {
  const { ctx, lang, user } = caller;
  const f = form.fields;
  const problem = firstTicketFormProblem({
    challenge: '',
    name: f.name ?? '',
    email: f.email ?? '',
    subject: f.subject ?? '',
    reason_id: f.reason_id ?? null,
    order_id: f.order_id ?? '',
    message: f.message ?? '',
  });
  if (problem) throw new AppError(400, ruleMessage(lang, problem.key, problem.params));
  const reason = await q.findReason(ctx.db, reasonIdOf(f.reason_id)!);
  if (!reason) throw new AppError(400, ticketMessages(lang, 'reasonUnknown'));
  const images = await prepareImages(form.files, lang);

  return ctx.db.transaction(async (tx) => {
    const order = await resolveOrder(
      tx,
      caller,
      // an order number's digits typed on an Arabic keyboard are the same number
      reason.id === ORDER_REASON_ID || reason.showOrders ? textOrNull(typedDigits(f.order_id ?? '')) : null,
    );
    const ticket = await q.insertTicket(tx, {
      userId: user?.id ?? null,
      name: f.name!.trim(),
      email: f.email!.trim().toLowerCase(),
      subject: f.subject!.trim(),
      reasonId: reason.id,
      orderId: order.orderId,
      orderRef: order.orderRef,
      lang,
    });
    await q.insertReply(
      tx,
      { ticketId: ticket.id, replier: 'Customer', message: f.message!.trim() },
      images.map((i) => i.key),
    );
    await storeImages(ctx, images);
    return ticket;
  });
}

/** The ticket if `user` owns it; anyone else (or a malformed uuid) gets the same 404. */
export async function ownedTicket(caller: Caller, uuid: string, tx?: Tx) {
  const found = UUID.test(uuid) ? await q.findTicketByUuid(tx ?? caller.ctx.db, uuid) : null;
  if (!found || found.ticket.userId === null || found.ticket.userId !== caller.user?.id) {
    throw new AppError(404, ticketMessages(caller.lang, 'notFound'));
  }
  return found;
}

export async function ticketWithReplies(caller: Caller, uuid: string) {
  const found = await ownedTicket(caller, uuid);
  return { ...found, replies: await q.listReplies(caller.ctx.db, found.ticket.id) };
}

/** POST tickets/{uuid}/reply: a message and/or images; a resolved ticket takes no more replies. */
export async function replyAsCustomer(caller: Caller, uuid: string, form: ReadForm) {
  const { ctx, lang } = caller;
  const found = await ownedTicket(caller, uuid);
  if (found.ticket.status === 'resolved') throw new AppError(409, ticketMessages(lang, 'alreadyResolved'));
  const message = form.fields.message ?? '';
  const problem = firstReplyProblem(message, form.files.length);
  if (problem) throw new AppError(400, ruleMessage(lang, problem.key, problem.params));
  const images = await prepareImages(form.files, lang);
  await ctx.db.transaction(async (tx) => {
    // re-read under a row lock: a close racing with this reply wins or loses as a whole
    const locked = await q.lockTicket(tx, found.ticket.id);
    if (locked?.status === 'resolved') throw new AppError(409, ticketMessages(lang, 'alreadyResolved'));
    await q.insertReply(
      tx,
      { ticketId: found.ticket.id, replier: 'Customer', message: message.trim() || null },
      images.map((i) => i.key),
    );
    await q.updateTicket(tx, found.ticket.id, { status: 'pending', lang }, ctx.clock.now());
    await storeImages(ctx, images);
  });
  return ticketWithReplies(caller, uuid);
}

/** POST tickets/{uuid}/close ('Mark as resolved'); closing a resolved ticket again is harmless. */
export async function closeTicket(caller: Caller, uuid: string) {
  const found = await ownedTicket(caller, uuid);
  await q.updateTicket(caller.ctx.db, found.ticket.id, { status: 'resolved', lang: caller.lang }, caller.ctx.clock.now());
  return ticketWithReplies(caller, uuid);
}

function supportNotice(ctx: AppContext, ticket: q.TicketRow, message: string) {
  const lang: Lang = ticket.lang === 'ar' ? 'ar' : 'en';
  const base = ctx.env.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const link = ticket.userId ? ticketMessages(lang, 'notifyLink', { url: `${base}/ticket-conversation/${ticket.uuid}` }) : '';
  return {
    channel: 'email' as const,
    to: ticket.email,
    subject: ticketMessages(lang, 'notifySubject', { subject: ticket.subject }),
    body: ticketMessages(lang, 'notifyBody', { name: ticket.name, subject: ticket.subject, message, link }),
  };
}

export class SupportReplyError extends Error {}

/**
 * A reply of the support team — the one function behind the back-office's reply (admin/) and the
 * `support:reply` command: the ticket becomes 'answered' and the customer is e-mailed in the
 * language they last wrote in. Images (already judged and re-encoded by prepareImages) are
 * written as the transaction's last step, like a customer's.
 */
export async function replyAsSupport(
  ctx: AppContext,
  uuid: string,
  message: string,
  staffUserId: number | null = null,
  images: PreparedImage[] = [],
) {
  const text = message.trim();
  if (!UUID.test(uuid)) throw new SupportReplyError(`no ticket has the id ${uuid}`);
  if (!text && images.length === 0) throw new SupportReplyError('the reply is empty');
  const { ticketId, ids } = await ctx.db.transaction(async (tx) => {
    const found = await q.findTicketByUuid(tx, uuid);
    if (!found) throw new SupportReplyError(`no ticket has the id ${uuid}`);
    const locked = await q.lockTicket(tx, found.ticket.id);
    if (locked?.status === 'resolved') throw new SupportReplyError('the ticket is resolved; the customer can open a new one');
    await q.insertReply(
      tx,
      { ticketId: found.ticket.id, replier: 'support', message: text || null, staffUserId },
      images.map((i) => i.key),
    );
    await q.updateTicket(tx, found.ticket.id, { status: 'answered' }, ctx.clock.now());
    const notice = supportNotice(ctx, found.ticket, text || '[image]');
    const queued = await queueNotifications(tx, [notice]);
    await storeImages(ctx, images);
    return { ticketId: found.ticket.id, ids: queued };
  });
  await deliverNotifications(ctx, ids);
  return { ticketId, notifications: ids };
}
