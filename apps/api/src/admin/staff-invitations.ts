// Staff invitations: an admin invites a new staff member from the Staff page instead of the
// server's command line. The invitee gets an e-mail (English and Arabic: their language is not
// known yet) with a link to /admin/invite#<token>; the token is 32 random bytes, stored as its
// SHA-256, good once for INVITE_HOURS. Opening it, the invitee
//   - of a new account: gives their mobile number and chooses a password;
//   - of an account without a password (Google sign-in): chooses one;
//   - of an account with one: types it (the link alone does not take over an account);
// and is then shown their own authenticator key and ten recovery codes, once, in their browser —
// never to the admin, never in an e-mail. Accepting ends nothing but the invitation; every step is
// audited (staff-invite, staff-invite-withdraw, staff-invite-accept). A second invitation to the
// same e-mail withdraws the first.
import crypto from 'node:crypto';
import { normalisePhone } from '@store/shared';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import type { AppContext } from '../context.ts';
import { deliverNotifications, queueNotifications, type OutgoingMessage } from '../integrations/notifications/index.ts';
import { sha256Hex } from '../lib/code-cipher.ts';
import { insertAudit } from './audit.queries.ts';
import { STORE } from '../account/notices.ts';
import { newSecondFactor, type StaffActor } from './staff-accounts.ts';
import {
  insertStaffAccount,
  lockAccountByEmail,
  phoneTaken,
  replaceRecoveryCodes,
  setStaffEnrolment,
} from './staff-accounts.queries.ts';
import {
  insertInvitation,
  invitationByToken,
  lockInvitationByToken,
  markInvitationAccepted,
  openInvitations,
  withdrawInvitation,
  type InvitationRow,
} from './staff-invitations.queries.ts';
import { userByEmail } from './staff.queries.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/shared/auth/password';
import { hashRecoveryCode, totpFor } from './totp.ts';

/** How long an invitation's link works. */
export const INVITE_HOURS = 72;

/** Why an invitation step was refused (each a message in admin/staff-messages.ts). */
export type InvitationRefusal =
  | 'inviteAlreadyStaff'
  | 'inviteBanned'
  | 'inviteInvalid'
  | 'invitePasswordWrong'
  | 'invitePasswordShort'
  | 'invitePhoneNeeded'
  | 'invitePhoneTaken';

export class InvitationError extends Error {
  constructor(readonly refusal: InvitationRefusal) {
    super(refusal);
  }
}

const tokenHash = (token: string) => sha256Hex(`staff-invite:${token}`);

function invitationMessage(to: string, role: 'admin' | 'support', link: string, inviter: string): OutgoingMessage {
  const roleEn = role === 'admin' ? 'an admin' : 'a support agent';
  const roleAr = role === 'admin' ? 'مديراً' : 'موظف دعم';
  return {
    channel: 'email',
    to,
    subject: `Your invitation to the ${STORE.en} back-office · دعوتك إلى لوحة إدارة ${STORE.ar}`,
    body:
      `Hello,\n\n${inviter} invites you to the ${STORE.en} back-office as ${roleEn}. Open this link to accept:\n\n${link}\n\n` +
      `It works once, for ${INVITE_HOURS} hours. You will choose or confirm your password, then add a key to an ` +
      `authenticator app (Google Authenticator, Aegis, 1Password…). If you did not expect this, ignore this e-mail.\n\n` +
      `—\n\nمرحبًا،\n\nيدعوك ${inviter} إلى لوحة إدارة ${STORE.ar} بصفتك ${roleAr}. افتح هذا الرابط لقبول الدعوة:\n\n${link}\n\n` +
      `يعمل الرابط مرة واحدة لمدة ${INVITE_HOURS} ساعة. ستختار كلمة المرور أو تؤكدها، ثم تضيف مفتاحاً إلى تطبيق للمصادقة ` +
      `(Google Authenticator أو Aegis أو 1Password…). إذا لم تكن تتوقع هذه الرسالة فتجاهلها.`,
  };
}

/**
 * Invites `email` as `role` (an admin's act): writes the invitation, e-mails its link (`linkFor`
 * the token) and audits it. Refuses an e-mail that is already staff.
 */
export async function inviteStaff(
  ctx: AppContext,
  input: { email: string; role: 'admin' | 'support' },
  actor: StaffActor & { id: number },
  linkFor: (token: string) => string,
): Promise<{ id: number; email: string; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + INVITE_HOURS * 3_600_000);
  const { id, notifications } = await ctx.db.transaction(async (tx) => {
    const existing = await lockAccountByEmail(tx, email);
    if (existing && existing.staff_role !== 'none') throw new InvitationError('inviteAlreadyStaff');
    // a banned account could never sign in: lift the ban first (the customer's page), then invite
    if (existing?.banned) throw new InvitationError('inviteBanned');
    const id = await insertInvitation(tx, {
      email,
      role: input.role,
      tokenHash: tokenHash(token),
      invitedBy: actor.id,
      expiresAt,
    });
    const notifications = await queueNotifications(tx, [invitationMessage(email, input.role, linkFor(token), actor.email)]);
    await insertAudit(tx, {
      staffUserId: actor.id,
      staffEmail: actor.email,
      action: 'staff-invite',
      entity: 'staff_invitation',
      entityId: String(id),
      before: null,
      after: { email, role: input.role, expires_at: expiresAt.toISOString(), existing_account: Boolean(existing) },
      ip: actor.ip,
    });
    return { id, notifications };
  });
  await deliverNotifications(ctx, notifications);
  return { id, email, expiresAt };
}

/** Withdraws an open invitation (an admin's act); answers its e-mail, or null when it was not open. */
export async function withdrawStaffInvitation(ctx: AppContext, id: number, actor: StaffActor): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const email = await withdrawInvitation(tx, id);
    if (email === undefined) return null;
    await insertAudit(tx, {
      staffUserId: actor.id,
      staffEmail: actor.email,
      action: 'staff-invite-withdraw',
      entity: 'staff_invitation',
      entityId: String(id),
      before: { email, state: 'open' },
      after: { email, state: 'withdrawn' },
      ip: actor.ip,
    });
    return email;
  });
}

export const listOpenInvitations = (ctx: AppContext) => openInvitations(ctx.db, ctx.clock.now());

const isOpen = (ctx: AppContext, i: InvitationRow | undefined): i is InvitationRow =>
  Boolean(i && !i.accepted_at && !i.withdrawn_at && new Date(i.expires_at) > ctx.clock.now());

/** What the invitee must give: a new account's phone and password, a password for an account without one, or the account's password. */
export type InviteeAccount = 'new' | 'no_password' | 'existing';

/** The open invitation of this token, and what its invitee must give to accept it. */
export async function readInvitation(
  ctx: AppContext,
  token: string,
): Promise<{ email: string; role: 'admin' | 'support'; account: InviteeAccount; invitedBy: string | null; expiresAt: Date }> {
  const invitation = await invitationByToken(ctx.db, tokenHash(token));
  if (!isOpen(ctx, invitation)) throw new InvitationError('inviteInvalid');
  const user = await userByEmail(ctx.db, invitation.email);
  return {
    email: invitation.email,
    role: invitation.role,
    account: !user ? 'new' : user.passwordHash ? 'existing' : 'no_password',
    invitedBy: invitation.invited_by_email,
    expiresAt: new Date(invitation.expires_at),
  };
}

export interface AcceptedInvitation {
  email: string;
  role: 'admin' | 'support';
  totpSecret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

/**
 * Accepts an open invitation: the account (made now with `phone`, or the existing one, whose
 * password `password` must be) becomes staff with a new second factor. Answers the secrets to show
 * the invitee, once. The invitation is used by this call alone (its row lock).
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  input: { password: string; phone?: string | undefined },
): Promise<AcceptedInvitation> {
  const hash = tokenHash(token);
  const seen = await invitationByToken(ctx.db, hash);
  if (!isOpen(ctx, seen)) throw new InvitationError('inviteInvalid');
  // the password is checked, or hashed, before any lock is taken (argon2id is slow on purpose)
  const user = await userByEmail(ctx.db, seen.email);
  if (user?.passwordHash && !(await verifyPassword(user.passwordHash, input.password)))
    throw new InvitationError('invitePasswordWrong');
  // a password chosen now (a new account, or one without a password) follows the store's rule
  const chosen = !user?.passwordHash;
  if (chosen && (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH))
    throw new InvitationError('invitePasswordShort');
  const newHash = chosen ? await hashPassword(input.password) : null;
  const { totpSecret, recoveryCodes } = newSecondFactor();
  return ctx.db.transaction(async (tx) => {
    const invitation = await lockInvitationByToken(tx, hash);
    if (!isOpen(ctx, invitation)) throw new InvitationError('inviteInvalid');
    const account = await lockAccountByEmail(tx, invitation.email);
    // the account changed between the check and the lock (made, or given a password): read it again
    if (Boolean(account) !== Boolean(user) || (account && account.has_password !== Boolean(user?.passwordHash)))
      throw new InvitationError('inviteInvalid');
    if (account && account.staff_role !== 'none') throw new InvitationError('inviteAlreadyStaff');
    if (account?.banned) throw new InvitationError('inviteBanned');
    const totpSecretEnc = ctx.codes.encrypt(totpSecret);
    let userId: number;
    if (!account) {
      const phone = input.phone ? normalisePhone(input.phone) : null;
      if (!phone) throw new InvitationError('invitePhoneNeeded');
      if (await phoneTaken(tx, phone)) throw new InvitationError('invitePhoneTaken');
      userId = await insertStaffAccount(tx, {
        email: invitation.email,
        phone,
        passwordHash: newHash!,
        role: invitation.role,
        totpSecretEnc,
      });
    } else {
      userId = account.id;
      // (an account without a password gets the one chosen now; one with a password keeps it)
      await setStaffEnrolment(tx, userId, { role: invitation.role, totpSecretEnc, passwordHash: newHash ?? '' });
    }
    await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
    await markInvitationAccepted(tx, invitation.id);
    await insertAudit(tx, {
      staffUserId: userId,
      staffEmail: invitation.email,
      action: 'staff-invite-accept',
      entity: 'staff',
      entityId: String(userId),
      before: account ? { email: invitation.email, role: 'none' } : null,
      after: {
        email: invitation.email,
        role: invitation.role,
        new_account: !account,
        invited_by: invitation.invited_by_email,
        second_factor: 'new',
      },
      ip: null,
    });
    return {
      email: invitation.email,
      role: invitation.role,
      totpSecret,
      otpauthUri: totpFor(totpSecret, invitation.email).toString(),
      recoveryCodes,
    };
  });
}
