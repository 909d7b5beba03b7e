// Until the back-office exists, support replies come from the `support:reply` command. When the
// store runs on the embedded database, only the server process may open it, so the command asks
// the running server instead, signing the request with the store's APP_SECRET (which only the
// operator holds): HMAC-SHA256 over "<unix seconds>.<uuid>.<sha256 of the message>", valid 5 minutes
// and once.
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'x-support-signature';
const MAX_AGE_SECONDS = 300;

function digest(secret: string, time: number, uuid: string, message: string): string {
  const body = crypto.createHash('sha256').update(message, 'utf8').digest('hex');
  return crypto.createHmac('sha256', secret).update(`${time}.${uuid}.${body}`).digest('hex');
}

export function signSupportReply(secret: string, uuid: string, message: string, now = Date.now()): string {
  const time = Math.floor(now / 1000);
  return `t=${time},v1=${digest(secret, time, uuid, message)}`;
}

/** Signatures already accepted by this process, until they expire: a captured request cannot be replayed. */
const used = new Map<string, number>();

function firstUse(signature: string, now: number): boolean {
  for (const [key, expires] of used) if (expires < now) used.delete(key);
  if (used.has(signature)) return false;
  used.set(signature, now + 2 * MAX_AGE_SECONDS * 1000);
  return true;
}

export function verifySupportReply(
  secret: string,
  header: string | undefined,
  uuid: string,
  message: string,
  now = Date.now(),
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const time = Number(match[1]);
  if (Math.abs(Math.floor(now / 1000) - time) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(digest(secret, time, uuid, message), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) && firstUse(match[2]!, now);
}
