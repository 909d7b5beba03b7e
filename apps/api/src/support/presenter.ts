// The one place that shapes ticket answers with the spec's field names (spec §3 Ticket, Reply).
// Messages are plain text: they are stored as typed and the storefront renders them as text.
import { formatDate } from '@store/shared';
import type { Ticket, TicketCreated, TicketReply, TicketStatus, TicketSummary } from '@store/shared/contract/support';
import type { Lang } from '../http/messages.ts';
import { attachmentUrl } from './attachments.ts';
import type { ReasonRow, ReplyRow, TicketRow } from './queries.ts';

const pick = (lang: Lang, en: string, ar: string) => (lang === 'ar' ? ar || en : en);
const statusOf = (value: string): TicketStatus => (value === 'answered' || value === 'resolved' ? value : 'pending');

export function presentSummary(ticket: TicketRow, reason: ReasonRow, lang: Lang): TicketSummary {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    subject: ticket.subject,
    status: statusOf(ticket.status),
    created_at: formatDate(ticket.createdAt),
    reason: { id: reason.id, name: pick(lang, reason.nameEn, reason.nameAr) },
    order_id: ticket.orderRef,
  };
}

export function presentReply(reply: ReplyRow, ticketUuid: string): TicketReply {
  return {
    id: reply.id,
    replier: reply.replier === 'support' ? 'support' : 'Customer',
    message: reply.message,
    created_at: formatDate(reply.createdAt),
    images: reply.images.map((key) => ({ img: attachmentUrl(ticketUuid, key) })),
  };
}

export function presentTicket(ticket: TicketRow, reason: ReasonRow, replies: ReplyRow[], lang: Lang): Ticket {
  return {
    ...presentSummary(ticket, reason, lang),
    name: ticket.name,
    email: ticket.email,
    replies: replies.map((r) => presentReply(r, ticket.uuid)),
  };
}

export function presentCreated(ticket: TicketRow): TicketCreated {
  return {
    uuid: ticket.uuid,
    subject: ticket.subject,
    status: statusOf(ticket.status),
    created_at: formatDate(ticket.createdAt),
  };
}
