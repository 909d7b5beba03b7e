// Account activation and password reset with 6-digit codes (spec §4 activation, §7 activeAccount,
// resendCode, requestPasswordReset, resetPassword). A wrong try is counted in the same
// transaction that judges it, and the refusal is raised only after that transaction commits.
import type { AuthUser } from '../context.ts';
import type { ErrorCode } from '@store/shared/contract/envelope';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { deliverNotifications, queueNotifications } from '../integrations/notifications/index.ts';
import type { Tx } from '../db/client.ts';
import { secondsPhrase } from '@store/shared';
import { CODE_TTL_MS, generateCode, hashCode, judgeCode, RESEND_INTERVAL_MS, type CodeVerdict } from './codes-rules.ts';
import { accountMessages } from './messages.ts';
import { activationCodeMessages, resetCodeMessages } from './notices.ts';
import { hashPassword } from './passwords.ts';
import { presentUser } from './presenter.ts';
import type { UserRecord } from '@store/shared';
import {
  codesByHash,
  countWrongTry,
  findUserByIdentifier,
  insertCode,
  lastCodeCreatedAt,
  liveCodeWithHashExists,
  lockUser,
  markCodeUsed,
  recentCodes,
  revokeSessionsOfUser,
  updateUser,
  type CodePurpose,
  type UserRow,
} from './queries.ts';
import type { Scope } from './scope.ts';

const refusal = (status: number, message: string, code: ErrorCode) => new AppError(status, message, undefined, null, code);

/** The refusal for a verdict other than ok (locked → 429, the rest 400). */
function verdictError(lang: Lang, verdict: Exclude<CodeVerdict, { kind: 'ok' }>, purpose: CodePurpose): AppError {
  switch (verdict.kind) {
    case 'none':
      return purpose === 'activation'
        ? refusal(400, accountMessages(lang, 'noCode'), 'code_missing')
        : refusal(400, accountMessages(lang, 'codeWrong'), 'code_wrong');
    case 'used':
      return refusal(400, accountMessages(lang, 'codeUsed'), 'code_used');
    case 'expired':
      return refusal(400, accountMessages(lang, 'codeExpired'), 'code_expired');
    case 'locked':
      return refusal(429, accountMessages(lang, 'codeLocked'), 'code_locked');
    case 'wrong':
      if (verdict.triesLeft === 0) return refusal(429, accountMessages(lang, 'codeLocked'), 'code_locked');
      return refusal(
        400,
        verdict.triesLeft === null
          ? accountMessages(lang, 'codeWrong')
          : // one and two are said in words (Arabic has a form for each: محاولة واحدة، محاولتان)
            accountMessages(
              lang,
              verdict.triesLeft === 1 ? 'codeWrongOneTry' : verdict.triesLeft === 2 ? 'codeWrongTwoTries' : 'codeWrongTries',
              { tries: verdict.triesLeft },
            ),
        'code_wrong',
      );
  }
}

/** 'Please wait 5 seconds…', the wait counted as the language counts it (secondsPhrase). */
const resendWaitMessage = (lang: Lang, seconds: number) =>
  accountMessages(lang, 'resendWait', { wait: secondsPhrase(lang, seconds) });

async function countIfWrong(tx: Tx, verdict: CodeVerdict): Promise<void> {
  if (verdict.kind === 'wrong' && verdict.row) await countWrongTry(tx, verdict.row.id);
}

/** A fresh code for the account; earlier ones of the purpose stop working. Reset codes are kept
 * unique among live reset codes, since resetPassword may identify the account by the code alone. */
async function issueCode(scope: Scope, tx: Tx, userId: number, purpose: CodePurpose): Promise<string> {
  const secret = scope.ctx.secrets.appSecret;
  let code = generateCode();
  for (
    let i = 0;
    purpose === 'reset' &&
    i < 20 &&
    (await liveCodeWithHashExists(tx, purpose, hashCode(secret, purpose, code), scope.ctx.clock.now()));
    i++
  ) {
    code = generateCode();
  }
  const now = scope.ctx.clock.now();
  await insertCode(tx, userId, purpose, hashCode(secret, purpose, code), new Date(now.getTime() + CODE_TTL_MS), now);
  return code;
}

export interface ActivationResult {
  alreadyActive: boolean;
  user: UserRecord;
}

export async function activateAccount(scope: Scope, user: AuthUser, code: string): Promise<ActivationResult> {
  const { ctx, lang } = scope;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, user.id);
    if (!row) throw refusal(401, accountMessages(lang, 'badCredentials'), 'invalid_credentials');
    if (row.activation === 'Active') return { ok: true as const, alreadyActive: true, row };
    const verdict = judgeCode(
      await recentCodes(tx, user.id, 'activation'),
      hashCode(ctx.secrets.appSecret, 'activation', code),
      ctx.clock.now(),
    );
    if (verdict.kind !== 'ok') {
      await countIfWrong(tx, verdict);
      return { ok: false as const, verdict };
    }
    await markCodeUsed(tx, verdict.row.id, ctx.clock.now());
    return {
      ok: true as const,
      alreadyActive: false,
      row: await updateUser(tx, user.id, { activation: 'Active' }, ctx.clock.now()),
    };
  });
  if (!outcome.ok) throw verdictError(lang, outcome.verdict, 'activation');
  return { alreadyActive: outcome.alreadyActive, user: presentUser(outcome.row) };
}

/** spec §7 resendCode: at most once a minute (429 with the seconds to wait). */
export async function resendActivationCode(scope: Scope, user: AuthUser): Promise<void> {
  const { ctx, lang } = scope;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, user.id);
    if (!row || row.activation === 'Active')
      return { error: refusal(400, accountMessages(lang, 'alreadyActive'), 'already_active') };
    const last = await lastCodeCreatedAt(tx, user.id, 'activation');
    const waitMs = last ? last.getTime() + RESEND_INTERVAL_MS - ctx.clock.now().getTime() : 0;
    if (waitMs > 0) return { error: new AppError(429, resendWaitMessage(lang, Math.ceil(waitMs / 1000))), waitMs };
    const code = await issueCode(scope, tx, user.id, 'activation');
    return { ids: await queueNotifications(tx, activationCodeMessages(lang, row, code)) };
  });
  if (outcome.error) throw outcome.error;
  await deliverNotifications(ctx, outcome.ids ?? [], scope.log);
}

/**
 * spec §7 requestPasswordReset: sends a reset code when the address belongs to an account that
 * is not banned (`user`: the account the typed e-mail or phone names, null when none), at most once
 * a minute; the caller answers the same either way (no enumeration).
 */
export async function requestPasswordReset(scope: Scope, user: UserRow | null): Promise<void> {
  const { ctx, lang } = scope;
  if (!user || user.activation === 'deactivated') return;
  const ids = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, user.id);
    if (!row) return [];
    const last = await lastCodeCreatedAt(tx, user.id, 'reset');
    if (last && ctx.clock.now().getTime() - last.getTime() < RESEND_INTERVAL_MS) return [];
    const code = await issueCode(scope, tx, user.id, 'reset');
    return queueNotifications(tx, resetCodeMessages(lang, row, code));
  });
  await deliverNotifications(ctx, ids, scope.log);
}

export interface ResetInput {
  reset_code: string;
  new_password: string;
  email?: string;
}

/**
 * spec §7 resetPassword {reset_code, new_password}: the code alone identifies the account (reset
 * codes are unique while live); with the optional `email` the code is checked against that account
 * and wrong tries count against its code. Success signs the account out everywhere.
 */
export async function resetPassword(scope: Scope, input: ResetInput): Promise<void> {
  const { ctx, lang } = scope;
  const typed = hashCode(ctx.secrets.appSecret, 'reset', input.reset_code);
  const outcome = await ctx.db.transaction(async (tx) => {
    let verdict: CodeVerdict;
    if (input.email) {
      const user = await findUserByIdentifier(tx, input.email);
      verdict = user
        ? judgeCode(await recentCodes(tx, user.id, 'reset'), typed, ctx.clock.now())
        : { kind: 'wrong', row: null, triesLeft: null };
    } else {
      const rows = await codesByHash(tx, 'reset', typed);
      verdict = rows.length ? judgeCode(rows, typed, ctx.clock.now()) : { kind: 'wrong', row: null, triesLeft: null };
    }
    if (verdict.kind !== 'ok') {
      await countIfWrong(tx, verdict);
      return { ok: false as const, verdict };
    }
    const userId = verdict.row.userId;
    const row = await lockUser(tx, userId);
    if (!row || row.activation === 'deactivated')
      return { ok: false as const, verdict: { kind: 'wrong', row: null, triesLeft: null } as CodeVerdict };
    const now = ctx.clock.now();
    await markCodeUsed(tx, verdict.row.id, now);
    await updateUser(tx, userId, { passwordHash: await hashPassword(input.new_password) }, now);
    await revokeSessionsOfUser(tx, userId, now);
    return { ok: true as const };
  });
  if (!outcome.ok) throw verdictError(lang, outcome.verdict as Exclude<CodeVerdict, { kind: 'ok' }>, 'reset');
}
