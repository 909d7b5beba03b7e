// Signing up, in and out (spec §4 login state, §7 register/login/social-login/logout).
// Every multi-table write is one transaction; messages are queued inside it and sent after commit.
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { deliverNotifications, queueNotifications } from '../integrations/notifications/index.ts';
import { GoogleSignInError, googleSignInEnabled, verifyGoogleIdToken } from '../integrations/social/google.ts';
import { authMessages } from '../plugins/auth.ts';
import type { AuthUser } from '../context.ts';
import type { RegisterPayload } from '@store/shared';
import { CODE_TTL_MS, generateCode, hashCode } from './codes-rules.ts';
import { accountMessages } from './messages.ts';
import { activationCodeMessages } from './notices.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { PLACEHOLDER_PHONE_PREFIX, presentLogin, type LoginResult } from './presenter.ts';
import {
  findTaken,
  findUserByGoogleSub,
  findUserByIdentifier,
  insertCode,
  insertUser,
  revokeSession,
  updateUser,
  type UserRow,
} from './queries.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Scope } from './scope.ts';
import { createSession } from './sessions.ts';

/** 409 naming every identifier that is taken; `register` and `profile` word it differently. */
export function takenError(lang: Lang, taken: { email: boolean; phone: boolean }, wording: 'register' | 'profile'): AppError {
  const errors: string[] = [];
  if (taken.email) errors.push(accountMessages(lang, wording === 'register' ? 'emailTaken' : 'emailInUse'));
  if (taken.phone) errors.push(accountMessages(lang, wording === 'register' ? 'phoneTaken' : 'phoneInUse'));
  return new AppError(409, errors[0]!, errors);
}

export function bannedError(lang: Lang): AppError {
  return new AppError(403, authMessages(lang, 'banned'), undefined, { activation_str: 'deactivated' }, 'account_banned');
}

/** spec §7 register: a waiting customer, its activation code, a session and the two messages, or nothing. */
export async function registerAccount(scope: Scope, input: RegisterPayload): Promise<LoginResult> {
  const { ctx, lang } = scope;
  const taken = await findTaken(ctx.db, { email: input.email, phone: input.phone });
  if (taken.email || taken.phone) throw takenError(lang, taken, 'register');
  const passwordHash = await hashPassword(input.password);
  const code = generateCode();
  let outcome: { result: LoginResult; ids: number[] };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        phone: input.phone,
        dob: input.dob,
        passwordHash,
        userType: 'customer',
        activation: 'waiting_Active',
        lang,
      });
      await insertCode(
        tx,
        user.id,
        'activation',
        hashCode(ctx.secrets.appSecret, 'activation', code),
        new Date(ctx.clock.now().getTime() + CODE_TTL_MS),
        ctx.clock.now(),
      );
      const session = await createSession(tx, user.id, scope.client, ctx.clock.now());
      const ids = await queueNotifications(tx, activationCodeMessages(lang, user, code));
      return { result: presentLogin(session, user), ids };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw takenError(lang, await findTaken(ctx.db, { email: input.email, phone: input.phone }), 'register');
  }
  await deliverNotifications(ctx, outcome.ids, scope.log);
  return outcome.result;
}

/**
 * spec §7 login: `identifier` is a normalised e-mail or phone. Unknown account and wrong password
 * get the same 401; a banned account is refused (403) only after a correct password.
 */
/** `user`: the account the typed e-mail or phone names (findUserByIdentifier), null when none. */
export async function signIn(scope: Scope, user: UserRow | null, password: string): Promise<LoginResult> {
  const { ctx, lang } = scope;
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw new AppError(401, accountMessages(lang, 'badCredentials'), undefined, null, 'invalid_credentials');
  if (user.activation === 'deactivated') throw bannedError(lang);
  return ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, scope.client, ctx.clock.now());
    // later messages (orders, codes sent by jobs) go out in the language the user last used
    const current = user.lang === lang ? user : await updateUser(tx, user.id, { lang }, ctx.clock.now());
    return presentLogin(session, current);
  });
}

/**
 * spec §7 social-login with Google: the account with this Google id, else the one with the
 * verified e-mail (linked now), else a new Active customer without phone or password.
 */
export async function socialSignIn(scope: Scope, provider: string, token: string): Promise<LoginResult> {
  const { ctx, lang } = scope;
  if (provider.toLowerCase() !== 'google') throw new AppError(400, accountMessages(lang, 'providerUnsupported'));
  if (!googleSignInEnabled(ctx)) throw new AppError(400, accountMessages(lang, 'googleOff'), undefined, null, 'not_available');
  let identity;
  try {
    identity = await verifyGoogleIdToken(ctx, token);
  } catch (err) {
    if (err instanceof GoogleSignInError) {
      scope.log.info({ reason: err.message }, 'Google sign-in refused');
      throw new AppError(401, accountMessages(lang, 'googleFailed'), undefined, null, 'invalid_credentials');
    }
    throw err;
  }
  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      let user: UserRow | null = await findUserByGoogleSub(tx, identity.sub);
      if (!user) {
        const byEmail = await findUserByIdentifier(tx, identity.email);
        if (byEmail?.googleSub && byEmail.googleSub !== identity.sub)
          throw new AppError(401, accountMessages(lang, 'googleFailed'), undefined, null, 'invalid_credentials');
        user = byEmail
          ? await updateUser(tx, byEmail.id, { googleSub: identity.sub }, ctx.clock.now())
          : await insertUser(tx, {
              email: identity.email,
              phone: `${PLACEHOLDER_PHONE_PREFIX}${identity.sub}`,
              passwordHash: null,
              userType: 'customer',
              activation: 'Active',
              googleSub: identity.sub,
              lang,
            });
      }
      if (user.activation === 'deactivated') throw bannedError(lang);
      // Google has verified the e-mail, which is what the activation code proves
      if (user.activation === 'waiting_Active') user = await updateUser(tx, user.id, { activation: 'Active' }, ctx.clock.now());
      const session = await createSession(tx, user.id, scope.client, ctx.clock.now());
      return presentLogin(session, user);
    });
  try {
    return await attempt();
  } catch (err) {
    // two first sign-ins with the same Google account at once: the second finds the first's row
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

/** spec §4 logout: the token stops working at once. */
export async function signOut(scope: Scope, user: AuthUser): Promise<void> {
  await revokeSession(scope.ctx.db, user.sessionId, scope.ctx.clock.now());
}
