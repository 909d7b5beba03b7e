// Answer schemas of the support calls (spec §3 Ticket, Reply; §7 tickets): declared on the API
// routes as response schemas; the storefront imports the inferred types with `import type`.
import { z } from 'zod';
import { displayDate } from './formats.ts';

export const ticketStatusSchema = z.enum(['pending', 'answered', 'resolved']);

export const ticketImageSchema = z.object({ img: z.string() });

export const ticketReplySchema = z.object({
  id: z.number().int(),
  /** 'Customer' or 'support' (spec §3) */
  replier: z.enum(['Customer', 'support']),
  /** plain text; null when the reply is images only */
  message: z.string().nullable(),
  created_at: displayDate('the day of the reply'),
  images: z.array(ticketImageSchema),
});

export const ticketReasonRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  subject: z.string(),
  status: ticketStatusSchema,
  created_at: displayDate('the day the ticket was opened'),
  reason: ticketReasonRefSchema,
  /** the order number named by the customer, or null */
  order_id: z.string().nullable(),
});

export const ticketSchema = ticketSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  replies: z.array(ticketReplySchema),
});

export const ticketListSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** POST tickets: what a guest may know about the ticket they just opened. */
export const ticketCreatedSchema = z.object({
  uuid: z.string().uuid(),
  subject: z.string(),
  status: ticketStatusSchema,
  created_at: displayDate('the day the ticket was opened'),
});

export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export type TicketReply = z.infer<typeof ticketReplySchema>;
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketList = z.infer<typeof ticketListSchema>;
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
