// The rules of the ticket form and the ticket reply (spec §5, §9 image limits) as plain
// functions: the storefront checks a form with them before sending, and the server checks the
// request with the same functions, so each rule exists once.
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES, ORDER_REASON_ID } from '../constants.ts';
import { isRecordId } from '../routes.ts';
import { visibleText } from '../text.ts';
import type { SupportMessageKey } from './messages.ts';

/** Longest accepted text of each ticket field (characters, after trimming). */
export const TICKET_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  order_id: 64,
  message: 5000,
} as const;

export interface TicketProblem {
  key: SupportMessageKey;
  params?: Record<string, string | number>;
}

export interface TicketFormValues {
  /** the bot-challenge payload; null while unsolved ('' when the server needs none) */
  challenge: string | null;
  name: string;
  email: string;
  subject: string;
  /** the chosen reason id, or '' / null when none is chosen */
  reason_id: string | number | null;
  order_id: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (key: SupportMessageKey, max: number): TicketProblem => ({ key, params: { max } });

/** A reason id as a positive integer, or null when none (or nonsense) was chosen. */
export function reasonIdOf(value: string | number | null | undefined): number | null {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return isRecordId(n) ? n : null;
}

/** spec §5 Ticket form: the first problem in the spec's order, or null when the form may be sent. */
export function firstTicketFormProblem(v: TicketFormValues): TicketProblem | null {
  if (v.challenge === null) return { key: 'captchaFailed' };
  const name = visibleText(v.name);
  if (!name) return { key: 'nameRequired' };
  if (name.length > TICKET_LIMITS.name) return tooLong('nameTooLong', TICKET_LIMITS.name);
  const email = v.email.trim();
  if (!email) return { key: 'emailRequired' };
  if (email.length > TICKET_LIMITS.email || !EMAIL.test(email)) return { key: 'emailInvalid' };
  const subject = visibleText(v.subject);
  if (!subject) return { key: 'subjectRequired' };
  if (subject.length > TICKET_LIMITS.subject) return tooLong('subjectTooLong', TICKET_LIMITS.subject);
  const reason = reasonIdOf(v.reason_id);
  if (reason === null) return { key: 'reasonRequired' };
  const order = v.order_id.trim();
  if (reason === ORDER_REASON_ID && !order) return { key: 'orderRequired' };
  if (order.length > TICKET_LIMITS.order_id) return tooLong('orderTooLong', TICKET_LIMITS.order_id);
  const message = visibleText(v.message);
  if (!message) return { key: 'messageRequired' };
  if (message.length > TICKET_LIMITS.message) return tooLong('messageTooLong', TICKET_LIMITS.message);
  return null;
}

/** spec §5 Ticket reply: a message or at least one image. */
export function firstReplyProblem(message: string, imageCount: number): TicketProblem | null {
  const text = visibleText(message);
  if (!text && imageCount === 0) return { key: 'replyEmpty' };
  if (text.length > TICKET_LIMITS.message) return tooLong('messageTooLong', TICKET_LIMITS.message);
  if (imageCount > IMAGE_UPLOAD_MAX_FILES) return tooLong('tooManyFiles', IMAGE_UPLOAD_MAX_FILES);
  return null;
}

export interface CandidateFile {
  name: string;
  size: number;
}

const IMAGE_NAME = /\.(png|jpe?g)$/i;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/**
 * spec §5 attachments, checked in the browser when a file is picked: duplicates (same name and
 * size), type (png, jpg, jpeg by name and declared type), size, and at most 3 per message. The
 * server judges the bytes themselves again (apps/api/src/support/images.ts).
 */
export function attachmentProblem(
  chosen: readonly CandidateFile[],
  file: CandidateFile & { type: string },
): TicketProblem | null {
  const params = { name: file.name };
  if (chosen.some((c) => c.name === file.name && c.size === file.size)) return { key: 'duplicateFile', params };
  if (!IMAGE_NAME.test(file.name) || !IMAGE_TYPES.has(file.type.toLowerCase())) return { key: 'badFileType', params };
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return { key: 'fileTooLarge', params };
  if (chosen.length >= IMAGE_UPLOAD_MAX_FILES) return tooLong('tooManyFiles', IMAGE_UPLOAD_MAX_FILES);
  return null;
}
