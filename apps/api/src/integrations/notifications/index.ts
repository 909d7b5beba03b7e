// The one notifications module: e-mail and SMS are recorded as `notifications` rows (inside the
// caller's transaction, so nothing is sent for a write that rolled back), delivered right after
// commit, and retried by deliverQueuedNotifications() when a transport failed.
//
// Row life: queued → sending → sent | failed (retried up to MAX_ATTEMPTS with growing pauses).
// While a row is not sent, `sent_at` holds the time of its last delivery attempt.
import pino from 'pino';
import type { IntegrationContext as AppContext } from '../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { claimDue, claimQueued, insertNotifications, markFailed, markSent, type NotificationRow } from './queries.ts';
import { transportFor, type DeliveryLog, type OutgoingMessage } from './transports.ts';

export type { Channel, OutgoingMessage, Transport, DeliveryLog } from './transports.ts';
export { setTransport } from './transports.ts';

export const MAX_ATTEMPTS = 5;
/** a queued row older than this was never picked up after its commit (crash): the job sends it */
const ORPHAN_AFTER_MS = 60_000;
/** a row stuck in `sending` this long belongs to a process that died mid-send */
const STUCK_AFTER_MS = 5 * 60_000;
/** pause before retry n is n × this */
const RETRY_STEP_MS = 60_000;

let fallbackLog: DeliveryLog | null = null;
function defaultLog(ctx: AppContext): DeliveryLog {
  fallbackLog ??= pino({ level: ctx.env.LOG_LEVEL, name: 'notifications' });
  return fallbackLog;
}

/** Records messages for delivery; call inside the transaction of the write they belong to. */
export async function queueNotifications(db: Db | Tx, messages: OutgoingMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  return insertNotifications(db, messages);
}

type Row = NotificationRow;

async function deliverRow(ctx: AppContext, row: Row, log: DeliveryLog): Promise<boolean> {
  const channel = row.channel === 'sms' ? 'sms' : 'email';
  try {
    await transportFor(ctx, channel).send({ id: row.id, channel, to: row.recipient, subject: row.subject, body: row.body }, log);
    await markSent(ctx.db, row.id, ctx.clock.now());
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.warn(
      { notification: row.id, channel, attempts: row.attempts, err: reason },
      'message delivery failed; it will be retried',
    );
    await markFailed(ctx.db, row.id, reason);
    return false;
  }
}

/**
 * Sends rows queued by a transaction that has committed. Claims them with a conditional update
 * so the retry job (which only takes queued rows older than a minute) never sends them twice.
 * Never throws: a failure leaves the row `failed` for the job.
 */
export async function deliverNotifications(ctx: AppContext, ids: number[], log: DeliveryLog = defaultLog(ctx)): Promise<void> {
  if (ids.length === 0) return;
  try {
    const claimed = await claimQueued(ctx.db, ids, ctx.clock.now());
    for (const row of claimed.sort((a, b) => a.id - b.id)) await deliverRow(ctx, row, log);
  } catch (err) {
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'could not deliver notifications now; the job will retry',
    );
  }
}

/** Queue and deliver at once, for messages that belong to no other write. */
export async function notify(ctx: AppContext, messages: OutgoingMessage[], log?: DeliveryLog): Promise<number[]> {
  const ids = await queueNotifications(ctx.db, messages);
  await deliverNotifications(ctx, ids, log);
  return ids;
}

/**
 * The retry job: claims due rows with FOR UPDATE SKIP LOCKED (safe with several processes),
 * marks them `sending` in a short transaction, then delivers outside it. Answers how many were sent.
 */
export async function deliverQueuedNotifications(
  ctx: AppContext,
  opts: { limit?: number; log?: DeliveryLog; now?: Date } = {},
): Promise<{ claimed: number; sent: number }> {
  const log = opts.log ?? defaultLog(ctx);
  const now = opts.now ?? ctx.clock.now();
  const claimed = await claimDue(ctx.db, {
    now,
    limit: opts.limit ?? 50,
    maxAttempts: MAX_ATTEMPTS,
    orphanAfterMs: ORPHAN_AFTER_MS,
    stuckAfterMs: STUCK_AFTER_MS,
    retryStepMs: RETRY_STEP_MS,
  });
  let sent = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) if (await deliverRow(ctx, row, log)) sent += 1;
  return { claimed: claimed.length, sent };
}
