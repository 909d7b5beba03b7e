// The signed-in account's own record (spec §7 users/getProfile, updateProfile, updatePassword).
import { authMessages, checkDob, type UpdatePasswordPayload, type UpdateProfilePayload, type UserRecord } from '@store/shared';
import type { AuthUser } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { deliverNotifications, queueNotifications, type OutgoingMessage } from '../integrations/notifications/index.ts';
import { CODE_TTL_MS, generateCode, hashCode } from './codes-rules.ts';
import { accountMessages } from './messages.ts';
import { activationCodeMessages, contactChangedMessage, passwordChangedMessage } from './notices.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hasRealPhone, presentUser } from './presenter.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { findTaken, findUserById, insertCode, revokeSessionsOfUser, updateUser } from './queries.ts';
import type { Scope } from './scope.ts';
import { takenError } from './service.ts';

async function currentRow(scope: Scope, user: AuthUser) {
  const row = await findUserById(scope.ctx.db, user.id);
  if (!row) throw new AppError(401, accountMessages(scope.lang, 'badCredentials'));
  return row;
}

export async function getProfile(scope: Scope, user: AuthUser): Promise<UserRecord> {
  return presentUser(await currentRow(scope, user));
}

/**
 * Changes phone, e-mail and date of birth only (the schema drops every other field). A new
 * e-mail or phone takes effect at once; the old address is told. An account still waiting for
 * activation gets a new activation code at its new address instead.
 */
export async function updateProfile(scope: Scope, user: AuthUser, input: UpdateProfilePayload): Promise<UserRecord> {
  const { ctx, lang } = scope;
  const current = await currentRow(scope, user);
  const changes: { email?: string; phone?: string; dob?: string } = {};
  if (input.email && input.email !== current.email) changes.email = input.email;
  if (input.phone && input.phone !== current.phone) changes.phone = input.phone;
  if (input.dob && input.dob !== current.dob) {
    // spec §5's age rule, for a date the customer changes: the saved one is not refused for the
    // years that passed since it was checked
    const problem = checkDob(input.dob, ctx.clock.now());
    if (problem) throw new AppError(400, authMessages[lang][problem], undefined, null, 'invalid_input');
    changes.dob = input.dob;
  }
  if (Object.keys(changes).length === 0) return presentUser(current);

  const taken = await findTaken(ctx.db, { email: changes.email, phone: changes.phone }, user.id);
  if (taken.email || taken.phone) throw takenError(lang, taken, 'profile');
  let outcome: { row: typeof current; ids: number[] };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, changes, ctx.clock.now());
      const messages: OutgoingMessage[] = [];
      const contactChanged = Boolean(changes.email || changes.phone);
      if (contactChanged && current.activation === 'waiting_Active') {
        const code = generateCode();
        await insertCode(
          tx,
          user.id,
          'activation',
          hashCode(ctx.secrets.appSecret, 'activation', code),
          new Date(ctx.clock.now().getTime() + CODE_TTL_MS),
          ctx.clock.now(),
        );
        messages.push(...activationCodeMessages(lang, row, code));
      } else if (contactChanged) {
        if (changes.email) messages.push(contactChangedMessage(lang, 'email', current.email, row.email));
        if (changes.phone && hasRealPhone(current.phone))
          messages.push(contactChangedMessage(lang, 'sms', current.phone, row.phone));
      }
      return { row, ids: await queueNotifications(tx, messages) };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw takenError(lang, await findTaken(ctx.db, { email: changes.email, phone: changes.phone }, user.id), 'profile');
  }
  await deliverNotifications(ctx, outcome.ids, scope.log);
  return presentUser(outcome.row);
}

/** Other sessions are signed out; the one that asked stays. */
export async function updatePassword(scope: Scope, user: AuthUser, input: UpdatePasswordPayload): Promise<void> {
  const { ctx, lang } = scope;
  const current = await currentRow(scope, user);
  if (!current.passwordHash) throw new AppError(400, accountMessages(lang, 'noPassword'));
  if (!(await verifyPassword(current.passwordHash, input.old_password)))
    throw new AppError(400, accountMessages(lang, 'oldPasswordWrong'), undefined, null, 'invalid_credentials');
  if (input.old_password === input.new_password) throw new AppError(400, accountMessages(lang, 'samePassword'));
  const passwordHash = await hashPassword(input.new_password);
  const ids = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeSessionsOfUser(tx, user.id, now, user.sessionId);
    return queueNotifications(tx, [passwordChangedMessage(lang, current.email)]);
  });
  await deliverNotifications(ctx, ids, scope.log);
}
