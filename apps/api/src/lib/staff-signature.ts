// Until the back-office exists, support replies come from the `support:reply` command. When the
// store runs on the embedded database, only the server process may open it, so the command asks
// the running server instead, signing the request with the store's APP_SECRET (which only the
// operator holds): HMAC-SHA256 over "<unix seconds>.<uuid>.<sha256 of the message>", valid 5 minutes
// and once. "Once" is the caller's record (`firstUse`: the replay records every process of a fleet
// shares, integrations/captcha/replay.ts), not this process's memory: a captured request replayed
// to another process of the fleet is refused too.
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

/**
 * Records a signature's first use until `expiresAt`; answers false when it was used before (a
 * replay). The record must outlive the signature's validity.
 */
export type FirstUse = (signature: string, expiresAt: Date) => Promise<boolean>;

export async function verifySupportReply(
  secret: string,
  header: string | undefined,
  uuid: string,
  message: string,
  firstUse: FirstUse,
  now = Date.now(),
): Promise<boolean> {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const time = Number(match[1]);
  if (Math.abs(Math.floor(now / 1000) - time) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(digest(secret, time, uuid, message), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  // valid from time − 5 min to time + 5 min: kept until then, and a minute more
  return firstUse(`staff-command:${match[2]!}`, new Date((time + MAX_AGE_SECONDS + 60) * 1000));
}
