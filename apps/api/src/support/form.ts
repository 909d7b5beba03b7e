// Reads the multipart body of a ticket or a reply (spec §3 Ticket create payload) into memory
// under strict limits, so a large or endless body is refused early and nothing is written
// before the whole request has been judged: at most 3 files of 5,242,880 bytes, a handful of
// short fields, and a cap on the whole body (checked on Content-Length and while streaming).
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES, TICKET_LIMITS } from '@store/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { ruleMessage, ticketMessages } from './messages.ts';

/** The text fields a form may carry; anything else is read (within the limits) and ignored. */
const TEXT_FIELDS = ['name', 'email', 'subject', 'message', 'reason_id', 'order_id', 'g_recaptcha_response', 'altcha'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
const IMAGE_FIELD = /^images(\[\d{0,2}\])?$/;

export const FORM_LIMITS = {
  files: IMAGE_UPLOAD_MAX_FILES,
  fileSize: IMAGE_UPLOAD_MAX_BYTES,
  fields: 12,
  /** bytes of one field: the longest message in 4-byte characters, plus room for a bot-challenge payload */
  fieldSize: TICKET_LIMITS.message * 4 + 1024,
  parts: 16,
  headerPairs: 20,
} as const;

/** The largest body a ticket form can honestly be. */
export const MAX_FORM_BYTES = FORM_LIMITS.files * (FORM_LIMITS.fileSize + 4096) + FORM_LIMITS.fields * FORM_LIMITS.fieldSize;

export interface UploadedFile {
  /** the name the browser gave; only ever echoed in messages */
  filename: string;
  data: Buffer;
}

export interface ReadForm {
  fields: Partial<Record<TextField, string>>;
  files: UploadedFile[];
}

const shortName = (name: string) => (name.length > 80 ? `${name.slice(0, 77)}...` : name) || 'image';

function tooLarge(request: FastifyRequest): AppError {
  return new AppError(413, ticketMessages(request.lang, 'requestTooLarge'));
}

/**
 * Stops reading an over-long body: what still arrives is thrown away unread for a moment, so the
 * client can receive the 413 (closing at once would reset the connection under its answer), and
 * then the connection is closed.
 */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  raw.resume();
  const timer = setTimeout(() => raw.destroy(), 2000);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
}

/**
 * The form's fields and files. A JSON body (a reply without images) is accepted too. Refusals:
 * 413 for too many files, fields or bytes, 400 for a field that is too long or a file sent
 * under another name than images[].
 */
export async function readForm(request: FastifyRequest): Promise<ReadForm> {
  const lang = request.lang;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: ReadForm['fields'] = {};
    for (const name of TEXT_FIELDS) {
      const value = body[name];
      if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
    }
    return { fields, files: [] };
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_FORM_BYTES) throw tooLarge(request);

  // a body without Content-Length (chunked) is counted while it streams
  let received = 0;
  let overflow: (err: AppError) => void = () => {};
  const overflowed = new Promise<never>((_, reject) => {
    overflow = reject;
  });
  overflowed.catch(() => {});
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_FORM_BYTES) {
      request.raw.off('data', onData);
      discardRest(request);
      overflow(tooLarge(request));
    }
  };
  request.raw.on('data', onData);

  const fields: ReadForm['fields'] = {};
  const files: UploadedFile[] = [];
  let current = '';
  try {
    const parts = request.parts({ limits: FORM_LIMITS });
    const iterator = parts[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), overflowed]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        current = shortName(part.filename ?? '');
        if (!IMAGE_FIELD.test(part.fieldname)) {
          part.file.resume();
          throw new AppError(400, ticketMessages(lang, 'unexpectedFile'));
        }
        const data = await Promise.race([part.toBuffer(), overflowed]);
        files.push({ filename: current, data });
        continue;
      }
      const name = part.fieldname as TextField;
      if (!(TEXT_FIELDS as readonly string[]).includes(name)) continue;
      if (part.valueTruncated) {
        const key = name === 'message' ? 'messageTooLong' : null;
        throw new AppError(
          400,
          key
            ? ruleMessage(lang, key, { max: TICKET_LIMITS.message })
            : ticketMessages(lang, 'fieldTooLong', { field: name.slice(0, 40) }),
        );
      }
      if (typeof part.value === 'string') fields[name] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(
        413,
        ruleMessage(lang, 'tooManyFiles', { max: IMAGE_UPLOAD_MAX_FILES }),
        undefined,
        null,
        'payload_too_large',
      );
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, ruleMessage(lang, 'fileTooLarge', { name: current }), undefined, null, 'payload_too_large');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(413, ticketMessages(lang, 'tooManyFields'), undefined, null, 'payload_too_large');
    throw new AppError(400, ticketMessages(lang, 'badForm'));
  } finally {
    request.raw.off('data', onData);
  }
  return { fields, files };
}
