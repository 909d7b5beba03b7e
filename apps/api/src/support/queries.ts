// Database reads and writes of support tickets. Only this module touches the support tables.
import { and, asc, count, desc, eq, inArray, like, not, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orders, ticketAttachments, ticketReasons, ticketReplies, tickets } from '../db/schema/index.ts';

export type TicketRow = typeof tickets.$inferSelect;
export type ReasonRow = typeof ticketReasons.$inferSelect;
export type ReplyRow = typeof ticketReplies.$inferSelect & { images: string[] };

export async function findReason(db: Db | Tx, id: number): Promise<ReasonRow | null> {
  const [row] = await db.select().from(ticketReasons).where(eq(ticketReasons.id, id)).limit(1);
  return row ?? null;
}

/** Orders a customer's text may name: by order number, or by id when the text is a whole number. */
export async function findOrdersNamed(db: Db | Tx, text: string): Promise<{ id: number; userId: number; number: string }[]> {
  const asId = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const where = asId === null ? eq(orders.number, text) : or(eq(orders.number, text), eq(orders.id, asId));
  return db.select({ id: orders.id, userId: orders.userId, number: orders.number }).from(orders).where(where).limit(5);
}

export async function findTicketByUuid(db: Db | Tx, uuid: string): Promise<{ ticket: TicketRow; reason: ReasonRow } | null> {
  const [row] = await db
    .select({ ticket: tickets, reason: ticketReasons })
    .from(tickets)
    .innerJoin(ticketReasons, eq(ticketReasons.id, tickets.reasonId))
    .where(eq(tickets.uuid, uuid))
    .limit(1);
  return row ?? null;
}

/** Replies oldest first, each with its image keys (one extra query for all of them). */
export async function listReplies(db: Db | Tx, ticketId: number): Promise<ReplyRow[]> {
  const replies = await db
    .select()
    .from(ticketReplies)
    .where(eq(ticketReplies.ticketId, ticketId))
    .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
  if (replies.length === 0) return [];
  const images = await db
    .select({ replyId: ticketAttachments.replyId, img: ticketAttachments.img })
    .from(ticketAttachments)
    .where(
      inArray(
        ticketAttachments.replyId,
        replies.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketAttachments.id));
  return replies.map((r) => ({ ...r, images: images.filter((i) => i.replyId === r.id).map((i) => i.img) }));
}

/** A customer's own tickets, newest first, one page. */
export async function listTicketsOfUser(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: tickets, reason: ticketReasons })
      .from(tickets)
      .innerJoin(ticketReasons, eq(ticketReasons.id, tickets.reasonId))
      .where(eq(tickets.userId, userId))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTicket(tx: Tx, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  return row!;
}

/** One reply and its images' storage keys. */
export async function insertReply(
  tx: Tx,
  values: { ticketId: number; replier: 'Customer' | 'support'; message: string | null; staffUserId?: number | null },
  imageKeys: string[],
): Promise<number> {
  const [reply] = await tx.insert(ticketReplies).values(values).returning({ id: ticketReplies.id });
  if (imageKeys.length > 0) await tx.insert(ticketAttachments).values(imageKeys.map((img) => ({ replyId: reply!.id, img })));
  return reply!.id;
}

export async function updateTicket(
  tx: Tx | Db,
  id: number,
  values: Partial<Pick<TicketRow, 'status' | 'lang'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(tickets)
    .set({ ...values, updatedAt: now })
    .where(eq(tickets.id, id));
}

/** The ticket's status, with its row locked until the transaction ends. */
export async function lockTicket(tx: Tx, id: number): Promise<{ status: string } | null> {
  const [row] = await tx.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Whether the ticket has an attachment stored under `key`. */
export async function ticketHasAttachment(db: Db | Tx, ticketId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .innerJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
    .where(and(eq(ticketReplies.ticketId, ticketId), eq(ticketAttachments.img, key)))
    .limit(1);
  return Boolean(row);
}

/** Attachments still kept under a public key (before issue 23). */
export async function publicAttachments(db: Db | Tx): Promise<{ id: number; img: string }[]> {
  return db
    .select({ id: ticketAttachments.id, img: ticketAttachments.img })
    .from(ticketAttachments)
    .where(not(like(ticketAttachments.img, 'private/%')));
}

export async function setAttachmentKey(db: Db | Tx, id: number, key: string): Promise<void> {
  await db.update(ticketAttachments).set({ img: key }).where(eq(ticketAttachments.id, id));
}
