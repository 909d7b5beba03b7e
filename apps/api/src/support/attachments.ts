// Ticket attachments are private (issue 23): customers' screenshots (often of their bank app or
// their order) are stored under `private/tickets/<32 random hex>.png|jpg`, which /uploads/ never
// serves, and are read only through GET /tickets/{uuid}/attachments/{file} by the ticket's owner,
// or GET /admin/tickets/{uuid}/attachments/{file} by staff, answered `cache-control: private, no-store`. Attachments stored before this under
// `tickets/` are moved at start-up (moveAttachmentsToPrivate).
import type { AppContext, AuthUser } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { ATTACHMENT_FILE, ATTACHMENT_PREFIX } from './images.ts';
import { ticketMessages } from './messages.ts';
import * as q from './queries.ts';

/** The address an attachment is read from (the API answers it to the owner and staff only). */
export function attachmentUrl(ticketUuid: string, key: string): string {
  return `/api/tickets/${ticketUuid}/attachments/${key.slice(key.lastIndexOf('/') + 1)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The image bytes of one attachment of a ticket, for its owner; 404 for anyone else. Staff read
 * attachments in the back-office (admin/tickets-routes.ts), whose session took the one-time code:
 * a staff account's shopping session, signed in with the password alone, is a customer's here.
 */
export async function readAttachment(
  ctx: AppContext,
  user: AuthUser,
  lang: Lang,
  uuid: string,
  file: string,
): Promise<{ data: Buffer; contentType: string; file: string }> {
  const missing = () => new AppError(404, ticketMessages(lang, 'notFound'));
  if (!UUID.test(uuid) || !ATTACHMENT_FILE.test(file)) throw missing();
  return readTicketAttachment(ctx, lang, uuid, file, (ownerId) => ownerId === user.id);
}

/**
 * One attachment's bytes when `mayRead(the ticket's owner)` says so; 404 otherwise. The
 * back-office's route (admin/tickets-routes.ts) passes its staff check, the storefront's the owner.
 */
export async function readTicketAttachment(
  ctx: AppContext,
  lang: Lang,
  uuid: string,
  file: string,
  mayRead: (ticketUserId: number | null) => boolean,
): Promise<{ data: Buffer; contentType: string; file: string }> {
  const missing = () => new AppError(404, ticketMessages(lang, 'notFound'));
  if (!UUID.test(uuid) || !ATTACHMENT_FILE.test(file)) throw missing();
  const found = await q.findTicketByUuid(ctx.db, uuid);
  // the same answer for "not yours" and "does not exist": nothing to learn by guessing
  if (!found || !mayRead(found.ticket.userId)) throw missing();
  const key = `${ATTACHMENT_PREFIX}${file}`;
  if (!(await q.ticketHasAttachment(ctx.db, found.ticket.id, key))) throw missing();
  const data = await ctx.storage.get(key);
  if (!data) throw missing();
  return { data, contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg', file };
}

/**
 * Moves attachments kept under a public key (`tickets/…`, before issue 23) to `private/tickets/…`:
 * the file is copied, the row updated, then the old file removed. Idempotent; runs at start-up.
 */
export async function moveAttachmentsToPrivate(ctx: AppContext): Promise<number> {
  const rows = await q.publicAttachments(ctx.db);
  for (const row of rows) {
    const file = row.img.slice(row.img.lastIndexOf('/') + 1);
    const key = `${ATTACHMENT_PREFIX}${file}`;
    const data = await ctx.storage.get(row.img);
    if (data) await ctx.storage.put(key, data, file.endsWith('.png') ? 'image/png' : 'image/jpeg');
    await q.setAttachmentKey(ctx.db, row.id, key);
    if (data) await ctx.storage.remove?.(row.img);
  }
  return rows.length;
}
